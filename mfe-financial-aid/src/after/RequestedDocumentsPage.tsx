/**
 * Documents requested: the office's message, the documents it asks for and the due date; the
 * applicant uploads them (each checked and scanned) and sends them with an optional note. Then the
 * success message; the application goes back to the office.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { AID_AFTER_LIMITS, type AidDocumentRequestView } from '@portal/contracts/financial-aid/after';
import { documentRequestSubmitSchema } from '@portal/contracts/schemas/financial-aid/after';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { formatDate } from '@portal/ui/format';
import { FormikErrorSummary } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { paths } from '../paths';
import { AfterFrame, Confirmation, useProgress } from './AfterFrame';
import { afterText } from './after-text';
import { RequestDocuments, useDocumentTypeLabel } from './RequestDocuments';
import { useListWords } from '@portal/i18n/lists';

export function RequestedDocumentsPage() {
  const text = afterText.useText();
  const { id = '' } = useParams();
  const progress = useProgress(id);
  const request = useApiQuery<AidDocumentRequestView>(`${paths.api(id)}/document-request`);
  const [sent, setSent] = useState(false);
  const none = request.status === 'error' && request.errors.some((error) => error.code === 'AID_NO_DOCUMENT_REQUEST');
  return (
    <AfterFrame id={id} title={text('documents.title')} reference={progress.data?.reference}>
      {sent ? (
        <Confirmation title={text('documents.doneTitle')}>{text('documents.done')}</Confirmation>
      ) : none ? (
        <p className="pt-body">{text('documents.none')}</p>
      ) : (
        <QueryResult query={request} what={text('documents.loadingWhat')}>
          {(data) => <SendDocuments id={id} request={data} onSent={() => setSent(true)} />}
        </QueryResult>
      )}
    </AfterFrame>
  );
}

function SendDocuments({ id, request, onSent }: { id: string; request: AidDocumentRequestView; onSent(): void }) {
  const lists = useListWords();
  const text = afterText.useText();
  const label = useDocumentTypeLabel();
  const api = `${paths.api(id)}/document-request`;
  const onSubmit = async (values: { note: string }, helpers: FormikHelpers<{ note: string }>) => {
    clearNotifications();
    try {
      await http.post(`${api}/submit`, values);
      onSent();
    } catch (error) {
      reportErrors(error, helpers, ['note']);
    }
  };
  return (
    <>
      <SummaryList
        rows={[
          { key: text('documents.message'), value: <span style={{ whiteSpace: 'pre-line' }}>{request.message}</span> },
          { key: text('documents.types'), value: lists.list(request.documentTypes.map((type) => label(type) ?? type)) },
          { key: text('documents.dueOn'), value: formatDate(request.dueOn) },
        ]}
      />
      <h2 className="pt-heading-m">{text('documents.documentsHeading')}</h2>
      <p className="pt-body">{text('appeal.documentsIntro')}</p>
      <RequestDocuments apiBase={api} types={request.documentTypes} section="request" />
      <Formik initialValues={{ note: '' }} validate={schemaValidator(documentRequestSubmitSchema)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('documents.formLabel')}>
            <FormikErrorSummary />
            <FormikCharacterCountField name="note" label={text('documents.note')} hint={text('documents.noteHint')} limit={AID_AFTER_LIMITS.documentNote} rows={3} />
            <Button type="submit" disabled={isSubmitting}>
              {text('documents.send')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
