import { Form, Formik, type FormikHelpers } from 'formik';
import type { ApiError } from '@portal/contracts/api';
import { LIMITS } from '@portal/contracts/limits';
import { otpVerifySchema } from '@portal/contracts/schemas/public';
import { apiErrorsOf } from '@portal/http/errors';
import { http } from '@portal/http/client';
import { notificationStore } from '@portal/http/notifications';
import { messageRef } from '@portal/i18n/messages';
import { Button, ButtonGroup } from '@portal/ui/Button';
import { FormikErrorSummary, FormikTextField, applyApiErrors } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { schemaValidator } from '@portal/ui/schema-validation';
import { publicText } from '../public-text';
import { FocusHeading } from '../shared/FocusHeading';
import { catalogueError, clearNotifications } from '@portal/ui/report-errors';
import { WithStrong } from '../shared/WithStrong';

interface Values {
  otp: string;
}

/** The API answers {"verified": true}; any truthy answer means verified (spec 7). */
export function isVerified(answer: unknown): boolean {
  if (answer && typeof answer === 'object') return Boolean((answer as { verified?: unknown }).verified);
  return Boolean(answer);
}

interface Props {
  email: string;
  onVerified: () => void;
  onExpired: () => void;
  onChangeEmail: () => void;
}

/** Step 2: the 6-digit code from the e-mail. */
export function CodeStep({ email, onVerified, onExpired, onChangeEmail }: Props) {
  const text = publicText.useText();
  const payload = (values: Values) => ({ email, otp: values.otp.trim() });

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    let errors: ApiError[];
    try {
      const { data } = await http.post('/public/b2c/otp/verify', payload(values));
      if (isVerified(data)) {
        onVerified();
        return;
      }
      errors = [catalogueError('OTP_INVALID')];
    } catch (error) {
      errors = apiErrorsOf(error);
      // Spec 8: an expired code (the first error) leads to the restart step.
      if (errors[0]?.code === 'OTP_EXPIRED') {
        onExpired();
        return;
      }
    }
    // A wrong code: say so and clear the field for the next try.
    void helpers.setFieldValue('otp', '', false);
    const general = applyApiErrors(helpers, errors, ['otp']);
    if (general.length) {
      notificationStore.getState().showErrors(general);
      if (general.length === errors.length) document.getElementById('otp')?.focus();
    }
  };

  const resend = async (resetForm: () => void) => {
    clearNotifications();
    try {
      await http.post('/public/b2c/otp/generate', { email });
      resetForm();
      notificationStore.getState().show({ kind: 'success', messages: [messageRef('OTP_SENT')] });
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    }
  };

  return (
    <>
      <FocusHeading>{text('registration.code.heading')}</FocusHeading>
      <p className="pt-body">
        <WithStrong sentence={(slot) => text('registration.code.intro', { email: slot, minutes: LIMITS.otpMinutes })} value={email} />
      </p>
      <MandatoryNote />
      <Formik<Values> initialValues={{ otp: '' }} validate={schemaValidator(otpVerifySchema, payload)} onSubmit={onSubmit}>
        {({ isSubmitting, resetForm }) => (
          <Form noValidate aria-label={text('registration.code.formLabel')}>
            <FormikErrorSummary />
            <FormikTextField
              name="otp"
              label={text('registration.code.code')}
              hint={text('registration.code.codeHint', { minutes: LIMITS.otpMinutes })}
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={6}
              width="10"
              required
            />
            <ButtonGroup>
              <Button type="submit" disabled={isSubmitting}>
                {text('common.next')}
              </Button>
              <Button variant="secondary" disabled={isSubmitting} onClick={() => void resend(() => resetForm())}>
                {text('registration.code.sendNewCode')}
              </Button>
              <Button variant="link" onClick={onChangeEmail}>
                {text('registration.code.changeEmail')}
              </Button>
            </ButtonGroup>
          </Form>
        )}
      </Formik>
    </>
  );
}
