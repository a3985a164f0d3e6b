import { LIMITS } from '@portal/contracts/limits';
import { pinLoginSchema } from '@portal/contracts/schemas/login';
import { signInWithPin } from '@portal/http/auth-api';
import { FormikTextField } from '@portal/ui/formik';
import { shellText } from '../text';
import { SignInForm, type SignInContext } from './SignInForm';

export function PinSignInForm({ context, onSignedIn }: { context: SignInContext; onSignedIn: () => void }) {
  const text = shellText.useText();
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
        label={text('login.applicationNumber')}
        hint={text('login.applicationNumberHint')}
        inputMode="numeric"
        autoComplete="username"
        maxLength={LIMITS.applicationNumber}
        width="10"
        required
      />
      <FormikTextField
        name="pin"
        label={text('login.pin')}
        hint={text('login.pinHint')}
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.pin}
        width="10"
        required
      />
    </SignInForm>
  );
}
