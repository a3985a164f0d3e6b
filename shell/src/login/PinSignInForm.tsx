import { LIMITS } from '@portal/contracts/limits';
import { pinLoginSchema } from '@portal/contracts/schemas/login';
import { signInWithPin } from '@portal/http/auth-api';
import { FormikTextField } from '@portal/ui/formik';
import { SignInForm, type SignInContext } from './SignInForm';

export function PinSignInForm({ context, onSignedIn }: { context: SignInContext; onSignedIn: () => void }) {
  return (
    <SignInForm
      labelledBy="pin-sign-in"
      initialValues={{ applicationNumber: '', pin: '' }}
      schema={pinLoginSchema}
      toPayload={(values) => ({ ...values, applicationNumber: values.applicationNumber.trim(), ...context })}
      signIn={signInWithPin}
      onSignedIn={onSignedIn}
    >
      <FormikTextField
        name="applicationNumber"
        label="Application number"
        hint="The 8-digit number in your acknowledgement e-mail, for example 24000001"
        inputMode="numeric"
        autoComplete="username"
        maxLength={LIMITS.applicationNumber}
        width="10"
        required
      />
      <FormikTextField
        name="pin"
        label="PIN"
        hint="8 letters or numbers; capital letters matter"
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.pin}
        width="10"
        required
      />
    </SignInForm>
  );
}
