import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useSearchParams } from '@portal/router';
import { DATE_FORMAT, LIMITS } from '@portal/contracts/limits';
import { socialEnquirySchema, type SocialEnquiry } from '@portal/contracts/schemas/public';
import type { SystemId } from '@portal/contracts/systems';
import { http } from '@portal/http/client';
import { navigateTo } from '@portal/http/navigation';
import { messageText } from '@portal/i18n/messages';
import { Button } from '@portal/ui/Button';
import { normaliseDateInput } from '@portal/ui/DateField';
import { FormikDateField, FormikErrorSummary, FormikTextField, FormikEmailField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { schemaValidator } from '@portal/ui/schema-validation';
import { publicText } from '../public-text';
import { ResultPanel } from '../shared/ResultPanel';
import { ScreenTitle } from '../shared/ScreenTitle';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { subCategoryFrom, systemFrom } from '../shared/system-query';
import { FormActions } from '../shared/FormActions';

export interface SocialEnquiryValues {
  fullName: string;
  dateOfBirth: string;
  email: string;
}

const FIELDS = ['fullName', 'dateOfBirth', 'email'];

export function socialEnquiryPayload(values: SocialEnquiryValues, system: SystemId, subSystem: string): SocialEnquiry {
  return {
    fullName: values.fullName.trim().toUpperCase(),
    dateOfBirth: normaliseDateInput(values.dateOfBirth),
    email: values.email.trim(),
    system,
    subSystem,
  };
}

/** Social Account Enquiry (spec 2): the server e-mails which social sign-in the matching application uses. */
export function SocialEnquiryPage() {
  const text = publicText.useText();
  const [params] = useSearchParams();
  const system = systemFrom(params.get('sid'));
  const subSystem = subCategoryFrom(params.get('sscid'), system);
  const [sent, setSent] = useState(false);
  const back = () => navigateTo('/login');

  const onSubmit = async (values: SocialEnquiryValues, helpers: FormikHelpers<SocialEnquiryValues>) => {
    clearNotifications();
    try {
      await http.post('/public/b2c/socialEnq/submit', socialEnquiryPayload(values, system, subSystem));
      setSent(true);
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };

  return (
    <>
      <ScreenTitle title={text('socialEnquiry.title')} caption={text('socialEnquiry.caption')} />
      {sent ? (
        <>
          <ResultPanel title={text('socialEnquiry.sentTitle')}>{text('socialEnquiry.sentBody')}</ResultPanel>
          <p className="pt-body">{messageText('SOCIAL_ENQUIRY_SENT')}</p>
          <Button onClick={back}>{text('socialEnquiry.backToSignIn')}</Button>
        </>
      ) : (
        <>
          <p className="pt-body">{text('socialEnquiry.intro')}</p>
          <MandatoryNote />
          <Formik<SocialEnquiryValues>
            initialValues={{ fullName: '', dateOfBirth: '', email: '' }}
            validate={schemaValidator(socialEnquirySchema, (values: SocialEnquiryValues) => socialEnquiryPayload(values, system, subSystem))}
            onSubmit={onSubmit}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={text('socialEnquiry.formLabel')}>
                <FormikErrorSummary />
                <FormikTextField
                  name="fullName"
                  label={text('socialEnquiry.fullName')}
                  hint={text('socialEnquiry.fullNameHint')}
                  autoComplete="name"
                  spellCheck={false}
                  maxLength={LIMITS.name}
                  required
                />
                <FormikDateField name="dateOfBirth" label={text('common.dateOfBirth')} placeholder={DATE_FORMAT} autoComplete="bday" required />
                <FormikEmailField hint={text('socialEnquiry.emailHint')} />
                <FormActions submitting={isSubmitting} onBack={back} />
              </Form>
            )}
          </Formik>
        </>
      )}
    </>
  );
}
