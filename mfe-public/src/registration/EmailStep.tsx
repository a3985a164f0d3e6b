import { Form, Formik, type FormikHelpers } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { otpRequestSchema } from '@portal/contracts/schemas/public';
import { http } from '@portal/http/client';
import { Button } from '@portal/ui/Button';
import { FormikErrorSummary, FormikEmailField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { schemaValidator } from '@portal/ui/schema-validation';
import { publicText } from '../public-text';
import { FocusHeading } from '../shared/FocusHeading';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';

interface Values {
  email: string;
}

const payload = (values: Values) => ({ email: values.email.trim() });

/** Step 1: the e-mail address the code is sent to. */
export function EmailStep({ initialEmail, focusHeading, onSent }: { initialEmail: string; focusHeading: boolean; onSent: (email: string) => void }) {
  const text = publicText.useText();
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
      <FocusHeading focusOnMount={focusHeading}>{text('registration.email.heading')}</FocusHeading>
      <p className="pt-body">{text('registration.email.intro', { minutes: LIMITS.otpMinutes })}</p>
      <MandatoryNote />
      <Formik<Values> initialValues={{ email: initialEmail }} validate={schemaValidator(otpRequestSchema, payload)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('registration.email.formLabel')}>
            <FormikErrorSummary />
            <FormikEmailField />
            <Button type="submit" disabled={isSubmitting}>
              {text('common.next')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
