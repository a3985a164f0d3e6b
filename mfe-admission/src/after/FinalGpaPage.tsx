/**
 * Submit final cumulative GPA result (spec 5, 9): the final results document (the long forms'
 * upload, under …/final-gpa), then the GPA checked by the shared schema (0, or 0.0001 to 4.0000);
 * final once submitted.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { FinalGpaStatus } from '@portal/contracts/admission/after-submission';
import { FINAL_RESULTS_DOCUMENT, finalGpaSchema } from '@portal/contracts/schemas/admission/final-gpa';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { formatDateTime } from '@portal/ui/format';
import { FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { admissionText } from '../admission-text';
import { DocumentTable, UploadForm } from '../sections/documents/document-upload';
import { AfterSubmissionFrame, afterSubmissionApi } from './frame';

export function FinalGpaPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const status = useApiQuery<FinalGpaStatus>(afterSubmissionApi.finalGpa(applicationNumber));
  const [justSubmitted, setJustSubmitted] = useState(false);
  return (
    <AfterSubmissionFrame applicationNumber={applicationNumber} title={text('afterSubmission.gpa.title')}>
      <QueryResult query={status} what={text('afterSubmission.loadingWhat')}>
        {(gpa) =>
          !gpa.available ? (
            <p className="pt-body">{text('afterSubmission.gpa.notAvailable')}</p>
          ) : gpa.submittedAt ? (
            <Submitted gpa={gpa} announce={justSubmitted} />
          ) : (
            <GpaForm
              status={gpa}
              onChanged={status.reload}
              onSubmitted={() => {
                setJustSubmitted(true);
                status.reload();
              }}
            />
          )
        }
      </QueryResult>
    </AfterSubmissionFrame>
  );
}

function Submitted({ gpa, announce }: { gpa: FinalGpaStatus; announce: boolean }) {
  const text = admissionText.useText();
  const kindLabel = () => text('afterSubmission.gpa.documentType');
  return (
    <>
      <NotificationBanner variant="success" title={text('afterSubmission.gpa.submittedTitle')} focusOnMount={announce} alert={announce}>
        <p className="pt-body">{text('afterSubmission.gpa.submitted')}</p>
      </NotificationBanner>
      <SummaryList
        rows={[
          { key: text('afterSubmission.gpa.gpa'), value: gpa.gpa },
          { key: text('afterSubmission.gpa.submittedOn'), value: formatDateTime(gpa.submittedAt!) },
        ]}
      />
      <DocumentTable apiBase={afterSubmissionApi.finalGpa(gpa.applicationNumber)} documents={gpa.documents} kindLabel={kindLabel} />
    </>
  );
}

function GpaForm({ status, onChanged, onSubmitted }: { status: FinalGpaStatus; onChanged(): void; onSubmitted(): void }) {
  const text = admissionText.useText();
  const api = afterSubmissionApi.finalGpa(status.applicationNumber);
  const onSubmit = async (values: { gpa: string }, helpers: FormikHelpers<{ gpa: string }>) => {
    clearNotifications();
    try {
      await http.post(api, values);
      onSubmitted();
    } catch (error) {
      reportErrors(error, helpers, ['gpa', 'document']);
    }
  };
  return (
    <>
      <p className="pt-body">{text('afterSubmission.gpa.intro')}</p>
      <h2 className="pt-heading-m">{text('afterSubmission.gpa.documentHeading')}</h2>
      <UploadForm
        apiBase={api}
        section={FINAL_RESULTS_DOCUMENT.section}
        types={[{ value: FINAL_RESULTS_DOCUMENT.documentType, label: text('afterSubmission.gpa.documentType') }]}
        onUploaded={onChanged}
      />
      <DocumentTable apiBase={api} documents={status.documents} kindLabel={() => text('afterSubmission.gpa.documentType')} onRemoved={onChanged} />
      <h2 className="pt-heading-m">{text('afterSubmission.gpa.gpaHeading')}</h2>
      <MandatoryNote />
      <Formik<{ gpa: string }>
        initialValues={{ gpa: '' }}
        validate={schemaValidator(finalGpaSchema, (values: { gpa: string }) => values, { hasDocument: status.documents.length > 0 })}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('afterSubmission.gpa.formLabel')}>
            {/* The document's error points at the file field above. */}
            <FormikErrorSummary idFor={(name) => (name === 'document' ? 'file' : name)} />
            <FormikTextField name="gpa" label={text('afterSubmission.gpa.gpa')} hint={text('afterSubmission.gpa.gpaHint')} inputMode="decimal" width="5" maxLength={6} autoComplete="off" required />
            <Button type="submit" disabled={isSubmitting}>
              {text('afterSubmission.gpa.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
