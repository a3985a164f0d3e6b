import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@portal/contracts/schemas/public';
import { loginUrlFor } from '@portal/contracts/systems';
import { http } from '@portal/http/client';
import { navigateTo } from '@portal/http/navigation';
import { useSearchParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { FormikEmailField, FormikErrorSummary } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { publicText } from '../public-text';
import { FormActions } from '../shared/FormActions';
import { ResultPanel } from '../shared/ResultPanel';
import { ScreenTitle } from '../shared/ScreenTitle';
import { subCategoryFrom, systemFrom } from '../shared/system-query';
import { WithStrong } from '../shared/WithStrong';

const FIELDS = ['email'];

const requestPayload = (values: PasswordResetRequest): PasswordResetRequest => ({ email: values.email.trim() });

/**
 * Forgotten password (issue 34), first step: the e-mail login account's address. The answer is the
 * same whether or not the address has an account, so the page never says which.
 */
export function PasswordResetRequestPage() {
  const text = publicText.useText();
  const [params] = useSearchParams();
  const system = systemFrom(params.get('sid'));
  const subCategory = subCategoryFrom(params.get('subid'), system);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const back = () => navigateTo(loginUrlFor(system, subCategory));

  const onSubmit = async (values: PasswordResetRequest, helpers: FormikHelpers<PasswordResetRequest>) => {
    clearNotifications();
    const payload = requestPayload(values);
    try {
      await http.post('/public/password/reset-request', payload);
      setSentTo(payload.email);
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };

  return (
    <>
      <ScreenTitle title={text('passwordReset.title')} caption={text('passwordReset.captionRequest')} />
      {sentTo !== null ? (
        <>
          <ResultPanel title={text('passwordReset.sentTitle')}>
            <WithStrong sentence={(slot) => text('passwordReset.sentBody', { email: slot, hours: LIMITS.passwordResetLinkHours })} value={sentTo} />
          </ResultPanel>
          <p className="pt-body">{text('passwordReset.sentNext')}</p>
          <Button onClick={back}>{text('passwordReset.backToSignIn')}</Button>
        </>
      ) : (
        <>
          <p className="pt-body">{text('passwordReset.request.intro')}</p>
          <MandatoryNote />
          <Formik<PasswordResetRequest> initialValues={{ email: '' }} validate={schemaValidator(passwordResetRequestSchema, requestPayload)} onSubmit={onSubmit}>
            {({ isSubmitting }) => (
              <Form noValidate aria-label={text('passwordReset.request.formLabel')}>
                <FormikErrorSummary />
                <FormikEmailField hint={text('passwordReset.request.emailHint')} autoComplete="username" />
                <FormActions submitting={isSubmitting} onBack={back} />
              </Form>
            )}
          </Formik>
        </>
      )}
    </>
  );
}
