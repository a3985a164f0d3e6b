/**
 * Document Upload: the application's files, each uploaded with its kind (with a progress bar),
 * downloadable and removable until submit. The server checks each file's content, size and count,
 * and scans it for viruses; its refusals are shown next to the field.
 */
import { admissionDocumentTypes, hasIdentityDocument } from '@portal/contracts/admission/documents';
import type { DocumentSummary } from '@portal/contracts/forms';
import { ManagedDocuments } from '@portal/forms/document-upload';
import { useApiQuery } from '@portal/http/use-api-query';
import { Button } from '@portal/ui/Button';
import { admissionText } from '../../admission-text';
import { admissionSectionText } from '../section-text';
import { SectionFrame, sectionApi, type SectionPageProps } from '../section-page';
import { useAdmissionDocumentKind, useAdmissionTypeOptions } from './document-upload';

export default function DocumentsPage({ applicationNumber, form, onContinue }: SectionPageProps) {
  const sections = admissionText.useText();
  const text = admissionSectionText.useText();
  const documents = useApiQuery<DocumentSummary[]>(`${sectionApi(applicationNumber)}/documents`);
  const kind = useAdmissionDocumentKind();
  const title = sections('sections.documents');
  const typeOptions = useAdmissionTypeOptions(admissionDocumentTypes(form.category));
  return (
    <SectionFrame applicationNumber={applicationNumber} title={title}>
      <ManagedDocuments
        text={text}
        apiBase={sectionApi(applicationNumber)}
        types={typeOptions}
        kindLabel={kind}
        documents={documents}
        after={(list) => hasIdentityDocument(list) && <Button onClick={onContinue}>{text('documents.done')}</Button>}
      >
        <p className="pt-body">{text('documents.intro')}</p>
        <p className="pt-body">
          <strong>{text('documents.identityRequired')}</strong>
        </p>
      </ManagedDocuments>
    </SectionFrame>
  );
}

