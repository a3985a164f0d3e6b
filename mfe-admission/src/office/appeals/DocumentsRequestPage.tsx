/**
 * /office/admission/applications/:number/documents-request: the requests sent (answered or not, with
 * the files sent) and a new request: document types, a message and a due date, checked by the shared
 * schema (the due date against today in Singapore, as the server does).
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { AFTER_SUBMISSION_LIMITS, type DocumentRequest } from '@portal/contracts/admission/appeals';
import { ADMISSION_DOCUMENT_TYPES } from '@portal/contracts/admission/documents';
import { documentRequestSchema } from '@portal/contracts/schemas/admission/appeals';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikDateField, FormikErrorSummary, useShownField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { formatDate, formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionSectionText } from '../../sections/section-text';
import { admissionOfficeText } from '../office-text';
import { officeApi } from './office-api';
import { useWriteInHint } from './write-in-hint';
import { OfficeDocumentList } from './OfficeDocumentList';
import { ApplicationSubpage } from '../applications/ApplicationSubpage';

interface RequestValues {
  documentTypes: string[];
  message: string;
  dueDate: string;
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());

export function DocumentsRequestPage() {
  const text = admissionOfficeText.useText();
  const { applicationNumber = '' } = useParams();
  const writeIn = useWriteInHint(applicationNumber);
  const api = `${officeApi.application(applicationNumber)}/document-requests`;
  const requests = useApiQuery<DocumentRequest[]>(api);
  // Said once sent: the form empties itself, so without this nothing would tell the officer it went.
  const [sent, setSent] = useState(false);
  const onSubmit = async (values: RequestValues, helpers: FormikHelpers<RequestValues>) => {
    clearNotifications();
    setSent(false);
    try {
      await http.post(api, values);
      helpers.resetForm();
      setSent(true);
      requests.reload();
    } catch (error) {
      reportErrors(error, helpers, ['documentTypes', 'message', 'dueDate']);
    }
  };
  return (
    <ApplicationSubpage applicationNumber={applicationNumber} title={text('appeals.requests.title')} caption={text('appeals.common.caption', { number: applicationNumber })} done={sent && text('appeals.requests.sent')}>
      <Formik<RequestValues> initialValues={{ documentTypes: [], message: '', dueDate: '' }} validate={schemaValidator(documentRequestSchema, (v) => v, { today: today() })} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('appeals.requests.title')}>
            <FormikErrorSummary idFor={(name) => (name === 'documentTypes' ? 'documentTypes-0' : name)} />
            <DocumentTypeBoxes />
            <FormikCharacterCountField name="message" label={text('appeals.requests.message')} hint={writeIn} limit={AFTER_SUBMISSION_LIMITS.officeMessage} rows={4} required />
            <FormikDateField name="dueDate" label={text('appeals.requests.dueDate')} hint={text('appeals.requests.dueDateHint')} required />
            <Button type="submit" disabled={isSubmitting}>
              {text('appeals.requests.send')}
            </Button>
          </Form>
        )}
      </Formik>
      <h2 className="pt-heading-m">{text('appeals.requests.existing')}</h2>
      <QueryResult query={requests} what={text('appeals.requests.existing')}>
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">{text('appeals.requests.none')}</p>
          ) : (
            list.map((request) => (
              <section key={request.id} aria-label={text('appeals.requests.requested', { date: formatDateTime(request.requestedAt), due: formatDate(request.dueDate) })}>
                <h3 className="pt-heading-s">{text('appeals.requests.requested', { date: formatDateTime(request.requestedAt), due: formatDate(request.dueDate) })}</h3>
                <p className="pt-body">{request.answeredAt ? text('appeals.requests.answered', { date: formatDateTime(request.answeredAt) }) : text('appeals.requests.waiting')}</p>
                <p className="pt-body" style={{ whiteSpace: 'pre-line' }}>
                  {request.message}
                </p>
                <OfficeDocumentList prefix={`${api}/${request.id}`} documents={request.documents} />
              </section>
            ))
          )
        }
      </QueryResult>
    </ApplicationSubpage>
  );
}

/** The document types as checkboxes (one field holding the list), worded as the applicant's upload form words them. */
function DocumentTypeBoxes() {
  const text = admissionOfficeText.useText();
  const form = admissionSectionText.useText();
  const { field, error, helpers } = useShownField('documentTypes');
  const chosen = (field.value as string[] | undefined) ?? [];
  return (
    <Fieldset id="documentTypes" legend={text('appeals.requests.types')} error={error} required>
      {ADMISSION_DOCUMENT_TYPES.map((type, index) => (
        <div className="pt-checkboxes__item" key={type}>
          <input
            className="pt-checkboxes__input"
            type="checkbox"
            id={`documentTypes-${index}`}
            name="documentTypes"
            value={type}
            checked={chosen.includes(type)}
            onChange={(event) => void helpers.setValue(event.target.checked ? [...chosen, type] : chosen.filter((value) => value !== type))}
          />
          <label className="pt-checkboxes__label" htmlFor={`documentTypes-${index}`}>
            {form(`documents.types.${type}`)}
          </label>
        </div>
      ))}
    </Fieldset>
  );
}
