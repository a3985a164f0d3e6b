/** An application's later documents (an appeal's, a request's) as download links for the office. */
import type { DocumentSummary } from '@portal/contracts/forms';
import { withApiBase } from '@portal/http/client';
import { admissionOfficeText } from '../office-text';

export function OfficeDocumentList({ prefix, documents }: { prefix: string; documents: DocumentSummary[] }) {
  const text = admissionOfficeText.useText();
  if (documents.length === 0) return <p className="pt-body">{text('appeals.common.noDocuments')}</p>;
  return (
    <ul className="pt-list">
      {documents.map((document) => (
        <li key={document.id}>
          <a className="pt-link" href={withApiBase(`${prefix}/documents/${document.id}/content`)} download={document.fileName} aria-label={text('appeals.common.download', { fileName: document.fileName })}>
            {document.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}
