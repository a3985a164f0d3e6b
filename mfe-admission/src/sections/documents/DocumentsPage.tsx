/**
 * Document Upload: the application's files, each uploaded with its kind (with a progress bar),
 * downloadable and removable until submit. The server checks each file's content, size and count,
 * and scans it for viruses; its refusals are shown next to the field.
 */
import { useState } from 'react';
import { admissionDocumentTypes, hasIdentityDocument } from '@portal/contracts/admission/documents';
import type { DocumentSummary } from '@portal/contracts/forms';
import { useApiQuery } from '@portal/http/use-api-query';
import { Button } from '@portal/ui/Button';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { admissionText } from '../../admission-text';
import { admissionSectionText } from '../section-text';
import { SectionFrame, sectionApi, type SectionPageProps } from '../section-page';
import { DocumentTable, UploadForm, useAdmissionTypeOptions } from './document-upload';

export default function DocumentsPage({ applicationNumber, form, onContinue }: SectionPageProps) {
  const sections = admissionText.useText();
  const text = admissionSectionText.useText();
  const documents = useApiQuery<DocumentSummary[]>(`${sectionApi(applicationNumber)}/documents`);
  const [notice, setNotice] = useState<string | null>(null);
  const title = sections('sections.documents');
  const typeOptions = useAdmissionTypeOptions(admissionDocumentTypes(form.category));
  return (
    <SectionFrame applicationNumber={applicationNumber} title={title}>
      {notice && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{notice}</p>
        </NotificationBanner>
      )}
      <p className="pt-body">{text('documents.intro')}</p>
      <p className="pt-body">
        <strong>{text('documents.identityRequired')}</strong>
      </p>
      <UploadForm
        apiBase={sectionApi(applicationNumber)}
        types={typeOptions}
        onUploaded={(document) => {
          setNotice(text('documents.uploaded', { fileName: document.fileName }));
          documents.reload();
        }}
      />
      <h2 className="pt-heading-m">{text('documents.listHeading')}</h2>
      <QueryResult query={documents} what={text('documents.listHeading')}>
        {(list) => (
          <>
            <DocumentTable
              apiBase={sectionApi(applicationNumber)}
              documents={list}
              onRemoved={(document) => {
                setNotice(text('documents.removed', { fileName: document.fileName }));
                documents.reload();
              }}
            />
            {hasIdentityDocument(list) && <Button onClick={onContinue}>{text('documents.done')}</Button>}
          </>
        )}
      </QueryResult>
    </SectionFrame>
  );
}

