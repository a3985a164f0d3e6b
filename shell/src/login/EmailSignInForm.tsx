import { LIMITS } from '@portal/contracts/limits';
import { emailLoginSchema } from '@portal/contracts/schemas/login';
import { signInWithEmail } from '@portal/http/auth-api';
import { FormikEmailField, FormikTextField } from '@portal/ui/formik';
import { shellText } from '../text';
import { SignInForm, type SignInContext } from './SignInForm';

export function EmailSignInForm({ context, onSignedIn }: { context: SignInContext; onSignedIn: () => void }) {
  const text = shellText.useText();
  return (
    <SignInForm
      labelledBy="email-sign-in"
      initialValues={{ email: '', password: '' }}
      schema={emailLoginSchema}
      toPayload={(values) => ({ ...values, email: values.email.trim(), ...context })}
      signIn={signInWithEmail}
      onSignedIn={onSignedIn}
    >
      <FormikEmailField />
      <FormikTextField name="password" label={text('login.password')} type="password" autoComplete="current-password" maxLength={LIMITS.passwordMax} required />
    </SignInForm>
  );
}
