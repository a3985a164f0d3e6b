import { Form, Formik, type FormikHelpers } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { otpRequestSchema } from '@portal/contracts/schemas/public';
import { http } from '@portal/http/client';
import { Button } from '@portal/ui/Button';
import { FormikErrorSummary, FormikEmailField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { schemaValidator } from '@portal/ui/schema-validation';
import { FocusHeading } from '../shared/FocusHeading';
import { clearNotifications, reportErrors } from '../shared/report-errors';

interface Values {
  email: string;
}

const payload = (values: Values) => ({ email: values.email.trim() });

/** Step 1: the e-mail address the code is sent to. */
export function EmailStep({ initialEmail, focusHeading, onSent }: { initialEmail: string; focusHeading: boolean; onSent: (email: string) => void }) {
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    try {
      await http.post('/public/b2c/otp/generate', payload(values));
      onSent(payload(values).email);
    } catch (error) {
      reportErrors(error, helpers, ['email']);
    }
  };

  return (
    <>
      <FocusHeading focusOnMount={focusHeading}>Step 1 of 2: your e-mail address</FocusHeading>
      <p className="pt-body">
        We will send a 6-digit verification code to this address. The code is valid for {LIMITS.otpMinutes} minutes. You will sign in to
        the portal with this e-mail address.
      </p>
      <MandatoryNote />
      <Formik<Values> initialValues={{ email: initialEmail }} validate={schemaValidator(otpRequestSchema, payload)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Your e-mail address">
            <FormikErrorSummary />
            <FormikEmailField />
            <Button type="submit" disabled={isSubmitting}>
              Next
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
