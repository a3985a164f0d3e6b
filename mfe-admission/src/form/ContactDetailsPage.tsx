/**
 * Updating contact details after submission (spec 1): e-mail, mobile and mailing address, with
 * Personal Particulars' fields and rules. A draft has no such screen: its applicant changes Personal
 * Particulars, so the page sends them there.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { CurrentContactDetails } from '@portal/contracts/admission/api';
import { contactDetailsSchema } from '@portal/contracts/schemas/admission/contact-details';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link, Navigate, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { FormikErrorSummary } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../admission-text';
import { admissionSectionText } from '../sections/section-text';
import { ContactFields } from '../sections/personal-particulars/ContactFields';
import { formsText } from '@portal/forms/text';
import { paths } from '../paths';
import { useAdmissionForm } from './use-admission-form';

/** The page with the strings its fields need (Personal Particulars' and the address look-up's), fetched with its chunk. */
export async function withStrings() {
  await Promise.all([admissionSectionText.load(), formsText.load()]);
  return { ContactDetailsPage };
}

type ContactValues = Omit<CurrentContactDetails, 'updatedAt'>;
const FIELDS = ['email', 'mobile.countryCode', 'mobile.number', 'address.country', 'address.postalCode', 'address.line1', 'address.line2', 'address.city'];

export function ContactDetailsPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const form = useAdmissionForm(applicationNumber);
  usePageTitle(text('contact.title'));
  return (
    <QueryResult query={form} what={text('contact.loadingWhat')}>
      {(application) =>
        application.status === 'DRAFT' ? (
          <Navigate to={paths.section(applicationNumber, 'personalParticulars')} replace />
        ) : (
          <ContactForm applicationNumber={applicationNumber} />
        )
      }
    </QueryResult>
  );
}

function ContactForm({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionText.useText();
  const current = useApiQuery<CurrentContactDetails>(`${paths.api(applicationNumber)}/contact`);
  const [saved, setSaved] = useState(false);

  const onSubmit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    clearNotifications();
    setSaved(false);
    try {
      await http.put(`${paths.api(applicationNumber)}/contact`, values);
      setSaved(true);
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };

  return (
    <>
      <PageHeading caption={text('contact.caption', { number: applicationNumber })}>{text('contact.title')}</PageHeading>
      {saved && (
        <NotificationBanner variant="success" title={text('contact.savedTitle')} focusOnMount>
          {text('contact.savedBody')}
        </NotificationBanner>
      )}
      <p className="pt-body">{text('contact.intro')}</p>
      <MandatoryNote />
      <QueryResult query={current} what={text('contact.loadingWhat')}>
        {({ email, mobile, address }) => (
          <Formik<ContactValues> initialValues={{ email, mobile, address }} validate={schemaValidator(contactDetailsSchema)} onSubmit={onSubmit}>
            {({ isSubmitting }) => (
              <Form noValidate aria-label={text('contact.formLabel')}>
                <FormikErrorSummary />
                <ContactFields />
                <Button type="submit" disabled={isSubmitting}>
                  {text('contact.save')}
                </Button>
              </Form>
            )}
          </Formik>
        )}
      </QueryResult>
      <p className="pt-body">
        <Link to={paths.taskList(applicationNumber)}>{text('contact.back')}</Link>
      </p>
    </>
  );
}
