import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { otpRequestSchema, otpVerifySchema } from '@portal/contracts/schemas/public';
import { loginUrlFor } from '@portal/contracts/systems';
import { fetchSession } from '@portal/http/auth-api';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { apiErrorRef, useMessageText } from '@portal/i18n/messages';
import { Link, useNavigate } from '@portal/router';
import { Button, ButtonGroup } from '@portal/ui/Button';
import { FormikEmailField, FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { usePageTitle } from '@portal/ui/document-title';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { shellText } from '../text';
import { safeReturnTo } from './return-to';

/** The social sign-in waiting in this browser (GET /api/public/b2c/social-profile). */
interface PendingSignIn {
  provider: string;
  suggestedEmail: string | null;
  system: string;
  subCategory: string;
}

export { SETUP_PROFILE_PATH } from './paths';

/**
 * Setup Login Profile: a social account linked to no one signs in only after the person proves an
 * e-mail address with a one-time code (the registration's code, with its limits). The social account
 * is then linked to the applicant owning that address, or to a new login profile, and they are
 * signed in. Who signed in at the provider stays on the server; this page only names the provider.
 */
export function SetupProfilePage() {
  const text = shellText.useText();
  usePageTitle(text('setupProfile.heading'));
  const messageText = useMessageText();
  const pending = useApiQuery<PendingSignIn>('/public/b2c/social-profile');
  const [email, setEmail] = useState<string | null>(null);

  let body;
  if (pending.status === 'loading') body = <LoadingSpinner label={text('setupProfile.loading')} />;
  else if (pending.status === 'error') {
    body = (
      <>
        <NotificationBanner variant="error" title={text('login.signInNotCompleted')}>
          <p className="pt-body">{pending.errors.map((error) => messageText(apiErrorRef(error))).join(' ')}</p>
        </NotificationBanner>
        <p className="pt-body">
          <Link className="pt-link" to="/login">
            {text('setupProfile.backToLogin')}
          </Link>
        </p>
      </>
    );
  } else if (email === null) body = <EmailStep pending={pending.data} onSent={setEmail} />;
  else body = <CodeStep pending={pending.data} email={email} onChangeEmail={() => setEmail(null)} />;

  return (
    <div className="pt-setup-profile">
      <PageHeading>{text('setupProfile.heading')}</PageHeading>
      {body}
    </div>
  );
}

function EmailStep({ pending, onSent }: { pending: PendingSignIn; onSent: (email: string) => void }) {
  const text = shellText.useText();
  const payload = (values: { email: string }) => ({ email: values.email.trim() });
  const onSubmit = async (values: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
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
      <p className="pt-body">{text('setupProfile.intro', { provider: pending.provider })}</p>
      <p className="pt-body">{text('setupProfile.emailIntro', { minutes: LIMITS.otpMinutes })}</p>
      <MandatoryNote />
      <Formik initialValues={{ email: pending.suggestedEmail ?? '' }} validate={schemaValidator(otpRequestSchema, payload)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('setupProfile.emailFormLabel')}>
            <FormikErrorSummary />
            <FormikEmailField />
            <Button type="submit" disabled={isSubmitting}>
              {text('setupProfile.sendCode')}
            </Button>
          </Form>
        )}
      </Formik>
      <p className="pt-body">
        <Link className="pt-link" to={loginUrlFor(pending.system, pending.subCategory)}>
          {text('setupProfile.cancel')}
        </Link>
      </p>
    </>
  );
}

function CodeStep({ pending, email, onChangeEmail }: { pending: PendingSignIn; email: string; onChangeEmail: () => void }) {
  const text = shellText.useText();
  const navigate = useNavigate();
  const payload = (values: { otp: string }) => ({ email, otp: values.otp.trim() });
  const onSubmit = async (values: { otp: string }, helpers: FormikHelpers<{ otp: string }>) => {
    clearNotifications();
    try {
      await http.post('/public/b2c/otp/verify', payload(values));
      const { data } = await http.post<{ returnTo: string }>('/public/b2c/social-profile', { email });
      await fetchSession();
      navigate(safeReturnTo(data.returnTo), { replace: true });
    } catch (error) {
      void helpers.setFieldValue('otp', '', false);
      reportErrors(error, helpers, ['otp']);
    }
  };
  return (
    <>
      <p className="pt-body">{text('setupProfile.codeIntro', { email, minutes: LIMITS.otpMinutes })}</p>
      <MandatoryNote />
      <Formik initialValues={{ otp: '' }} validate={schemaValidator(otpVerifySchema, payload)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('setupProfile.codeFormLabel', { provider: pending.provider })}>
            <FormikErrorSummary />
            <FormikTextField
              name="otp"
              label={text('setupProfile.code')}
              hint={text('setupProfile.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={6}
              width="10"
              required
            />
            <ButtonGroup>
              <Button type="submit" disabled={isSubmitting}>
                {text('setupProfile.link')}
              </Button>
              <Button type="button" variant="secondary" onClick={onChangeEmail}>
                {text('setupProfile.changeEmail')}
              </Button>
            </ButtonGroup>
          </Form>
        )}
      </Formik>
    </>
  );
}
