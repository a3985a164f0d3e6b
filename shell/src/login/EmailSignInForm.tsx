import { Form, Formik } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { emailLoginSchema } from '@portal/contracts/schemas/login';
import { signInWithEmail } from '@portal/http/auth-api';
import { Button } from '@portal/ui/Button';
import { FormikEmailField, FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { submitSignIn, type SignInContext } from './sign-in-form';

interface Values {
  email: string;
  password: string;
}

export function EmailSignInForm({ context, onSignedIn }: { context: SignInContext; onSignedIn: () => void }) {
  const payload = (values: Values) => ({ ...values, email: values.email.trim(), ...context });
  return (
    <Formik<Values>
      initialValues={{ email: '', password: '' }}
      validate={schemaValidator(emailLoginSchema, payload)}
      onSubmit={(values, helpers) => submitSignIn(() => signInWithEmail(payload(values)), helpers, onSignedIn)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="email-sign-in">
          <FormikErrorSummary />
          <FormikEmailField />
          <FormikTextField
            name="password"
            id="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            maxLength={LIMITS.passwordMax}
            required
          />
          <Button type="submit" disabled={isSubmitting}>
            Sign in
          </Button>
        </Form>
      )}
    </Formik>
  );
}
