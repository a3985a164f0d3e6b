/** The documents sent with an appeal, an update or for the office's request: upload one at a time, see and remove them. */
import type { DocumentSummary } from '@portal/contracts/forms';
import { DocumentTable, UploadForm } from '@portal/forms/document-upload';
import { useApiQuery } from '@portal/http/use-api-query';
import { QueryResult } from '@portal/ui/QueryResult';
import { afterText } from './after-text';

type DocumentType = 'INCOME_PROOF' | 'CPF_STATEMENT' | 'MEDICAL_BILL' | 'INHERITANCE_PROOF' | 'HOUSING_PROOF' | 'OTHER';

export function useDocumentTypeLabel() {
  const text = afterText.useText();
  const known = ['INCOME_PROOF', 'CPF_STATEMENT', 'MEDICAL_BILL', 'INHERITANCE_PROOF', 'HOUSING_PROOF', 'OTHER'];
  return (type: string): string | undefined => (known.includes(type) ? text(`documentTypes.${type as DocumentType}`) : undefined);
}

export function RequestDocuments({ apiBase, types, section }: { apiBase: string; types: readonly string[]; section: string }) {
  const text = afterText.useText();
  const label = useDocumentTypeLabel();
  const documents = useApiQuery<DocumentSummary[]>(`${apiBase}/documents`);
  return (
    <>
      <UploadForm apiBase={apiBase} section={section} types={types.map((type) => ({ value: type, label: label(type) ?? type }))} onUploaded={documents.reload} />
      <QueryResult query={documents} what={text('documents.documentsHeading')}>
        {(list) => <DocumentTable apiBase={apiBase} documents={list} kindLabel={label} onRemoved={documents.reload} />}
      </QueryResult>
    </>
  );
}
