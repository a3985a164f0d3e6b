import { Form, Formik } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { pinLoginSchema } from '@portal/contracts/schemas/login';
import { signInWithPin } from '@portal/http/auth-api';
import { Button } from '@portal/ui/Button';
import { FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { submitSignIn, type SignInContext } from './sign-in-form';

interface Values {
  applicationNumber: string;
  pin: string;
}

export function PinSignInForm({ context, onSignedIn }: { context: SignInContext; onSignedIn: () => void }) {
  const payload = (values: Values) => ({ ...values, applicationNumber: values.applicationNumber.trim(), ...context });
  return (
    <Formik<Values>
      initialValues={{ applicationNumber: '', pin: '' }}
      validate={schemaValidator(pinLoginSchema, payload)}
      onSubmit={(values, helpers) => submitSignIn(() => signInWithPin(payload(values)), helpers, onSignedIn)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="pin-sign-in">
          <FormikErrorSummary />
          <FormikTextField
            name="applicationNumber"
            id="applicationNumber"
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
            id="pin"
            label="PIN"
            hint="8 letters or numbers; capital letters matter"
            type="password"
            autoComplete="current-password"
            maxLength={LIMITS.pin}
            width="10"
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
