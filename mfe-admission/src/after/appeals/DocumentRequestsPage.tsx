/**
 * Documents requested by the office after submission: each request with its message and due date,
 * the shared upload form and file table for its files (checked and scanned as any upload), and
 * "send" once the files are there. An answered request is read-only.
 */
import { useState } from 'react';
import { ADMISSION_DOCUMENT_TYPES, type AdmissionDocumentType } from '@portal/contracts/admission/documents';
import type { DocumentRequest } from '@portal/contracts/admission/appeals';
import { apiErrorsOf } from '@portal/http/errors';
import { http } from '@portal/http/client';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { formatDate, formatDateTime } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications } from '@portal/ui/report-errors';
import { admissionText } from '../../admission-text';
import { paths } from '../../paths';
import { DocumentTable, UploadForm, useAdmissionTypeOptions } from '../../sections/documents/document-upload';
import { admissionSectionText } from '../../sections/section-text';
import { useListWords } from '@portal/i18n/lists';

const requestsApi = (number: string) => `${paths.api(number)}/document-requests`;
const isAdmissionType = (type: string): type is AdmissionDocumentType => (ADMISSION_DOCUMENT_TYPES as readonly string[]).includes(type);

export function DocumentRequestsPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const requests = useApiQuery<DocumentRequest[]>(requestsApi(applicationNumber));
  const [sent, setSent] = useState(false);
  usePageTitle(text('appeals.requests.title'));
  return (
    <>
      <PageHeading caption={text('appeals.appeal.caption', { number: applicationNumber })}>{text('appeals.requests.title')}</PageHeading>
      {sent && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{text('appeals.requests.sent')}</p>
        </NotificationBanner>
      )}
      <QueryResult query={requests} what={text('appeals.requests.loadingWhat')}>
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">{text('appeals.requests.none')}</p>
          ) : (
            list.map((request, index) => (
              <Request
                key={request.id}
                index={index}
                applicationNumber={applicationNumber}
                request={request}
                onChanged={() => requests.reload()}
                onSent={() => {
                  setSent(true);
                  requests.reload();
                }}
              />
            ))
          )
        }
      </QueryResult>
    </>
  );
}

function Request({ index, applicationNumber, request, onChanged, onSent }: { index: number; applicationNumber: string; request: DocumentRequest; onChanged(): void; onSent(): void }) {
  const lists = useListWords();
  const text = admissionText.useText();
  const form = admissionSectionText.useText();
  const [busy, setBusy] = useState(false);
  const prefix = `${requestsApi(applicationNumber)}/${request.id}`;
  const options = useAdmissionTypeOptions(request.documentTypes.filter(isAdmissionType));
  const open = request.answeredAt === null;
  const send = async () => {
    clearNotifications();
    setBusy(true);
    try {
      await http.post(`${prefix}/answer`);
      onSent();
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };
  const headingId = `request-${index}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 className="pt-heading-m" id={headingId}>
        {text('appeals.requests.requested', { date: formatDateTime(request.requestedAt), due: formatDate(request.dueDate) })}
      </h2>
      <div className="pt-inset-text">
        <p className="pt-body" style={{ whiteSpace: 'pre-line' }}>
          {request.message}
        </p>
      </div>
      <p className="pt-body">
        {lists.labelled(text('appeals.requests.types'), lists.list(request.documentTypes.map((type) => (isAdmissionType(type) ? form(`documents.types.${type}`) : type))))}
      </p>
      {open && <UploadForm apiBase={prefix} section="request" types={options} onUploaded={onChanged} />}
      <DocumentTable apiBase={prefix} documents={request.documents} onRemoved={open ? onChanged : undefined} />
      {open ? (
        <Button onClick={() => void send()} disabled={busy || request.documents.length === 0}>
          {text('appeals.requests.send')}
        </Button>
      ) : (
        <p className="pt-body">{text('appeals.requests.answered', { date: formatDateTime(request.answeredAt!) })}</p>
      )}
    </section>
  );
}
