import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useSearchParams } from '@portal/router';
import { DATE_FORMAT, LIMITS } from '@portal/contracts/limits';
import { MESSAGES } from '@portal/contracts/messages';
import { socialEnquirySchema, type SocialEnquiry } from '@portal/contracts/schemas/public';
import type { SystemId } from '@portal/contracts/systems';
import { http } from '@portal/http/client';
import { navigateTo } from '@portal/http/navigation';
import { Button } from '@portal/ui/Button';
import { normaliseDateInput } from '@portal/ui/DateField';
import { FormikDateField, FormikErrorSummary, FormikTextField, FormikEmailField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { PageHeading } from '@portal/ui/PageHeading';
import { schemaValidator } from '@portal/ui/schema-validation';
import { ResultPanel } from '../shared/ResultPanel';
import { clearNotifications, reportErrors } from '../shared/report-errors';
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
      <PageHeading caption="Forgotten social sign-in">Social Account Enquiry</PageHeading>
      {sent ? (
        <>
          <ResultPanel title="E-mail sent">Check your inbox.</ResultPanel>
          <p className="pt-body">{MESSAGES.SOCIAL_ENQUIRY_SENT}</p>
          <Button onClick={back}>Back to sign in</Button>
        </>
      ) : (
        <>
          <p className="pt-body">
            If you signed in with a social account and do not remember which one, enter the details from your application. We will
            e-mail you which social account your application uses.
          </p>
          <MandatoryNote />
          <Formik<SocialEnquiryValues>
            initialValues={{ fullName: '', dateOfBirth: '', email: '' }}
            validate={schemaValidator(socialEnquirySchema, (values: SocialEnquiryValues) => socialEnquiryPayload(values, system, subSystem))}
            onSubmit={onSubmit}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label="Which social account did I use?">
                <FormikErrorSummary />
                <FormikTextField
                  name="fullName"
                  label="Full name"
                  hint="As in your application"
                  autoComplete="name"
                  spellCheck={false}
                  maxLength={LIMITS.name}
                  required
                />
                <FormikDateField name="dateOfBirth" label="Date of birth" placeholder={DATE_FORMAT} autoComplete="bday" required />
                <FormikEmailField hint="We will send the answer to this address" />
                <FormActions submitting={isSubmitting} onBack={back} />
              </Form>
            )}
          </Formik>
        </>
      )}
    </>
  );
}
