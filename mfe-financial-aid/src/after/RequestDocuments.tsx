/**
 * The documents sent with an appeal, an update or for the office's request: upload one at a time,
 * see and remove them. Each upload or removal is said in a success banner that takes focus, as on the
 * application's own Documents section, so a screen reader user hears that it happened.
 */
import { useState } from 'react';
import type { DocumentSummary } from '@portal/contracts/forms';
import { AID_DOCUMENT_TYPES, type AidDocumentType } from '@portal/contracts/financial-aid/model';
import { DocumentTable, UploadForm } from '@portal/forms/document-upload';
import { useApiQuery } from '@portal/http/use-api-query';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { aidFormText } from '../form/form-text';
import { afterText } from './after-text';

export function useDocumentTypeLabel() {
  const text = afterText.useText();
  return (type: string): string | undefined => ((AID_DOCUMENT_TYPES as readonly string[]).includes(type) ? text(`documentTypes.${type as AidDocumentType}`) : undefined);
}

export function RequestDocuments({ apiBase, types, section }: { apiBase: string; types: readonly string[]; section: string }) {
  const text = afterText.useText();
  const form = aidFormText.useText();
  const label = useDocumentTypeLabel();
  const documents = useApiQuery<DocumentSummary[]>(`${apiBase}/documents`);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      {notice && (
        <NotificationBanner variant="success" focusOnMount key={notice}>
          <p className="pt-body">{notice}</p>
        </NotificationBanner>
      )}
      <UploadForm
        apiBase={apiBase}
        section={section}
        types={types.map((type) => ({ value: type, label: label(type) ?? type }))}
        onAttempt={() => setNotice(null)}
        onUploaded={(document) => {
          setNotice(form('documents.uploaded', { fileName: document.fileName }));
          documents.reload();
        }}
      />
      <QueryResult query={documents} what={text('documents.documentsHeading')}>
        {(list) => (
          <DocumentTable
            apiBase={apiBase}
            documents={list}
            kindLabel={label}
            onRemoved={(document) => {
              setNotice(form('documents.removed', { fileName: document.fileName }));
              documents.reload();
            }}
          />
        )}
      </QueryResult>
    </>
  );
}
