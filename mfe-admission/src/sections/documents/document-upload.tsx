/**
 * The shared upload form and document table (@portal/forms/document-upload) with the admission
 * application's document types: the Document Upload section and, after submission, the final GPA,
 * the enrolment confirmation, the appeal and the documents the office requests.
 */
import { ADMISSION_DOCUMENT_LIMITS, type AdmissionDocumentType } from '@portal/contracts/admission/documents';
import { DocumentTable as SharedDocumentTable, useTypeOptionLabel, type DocumentTableProps, type DocumentTypeOption } from '@portal/forms/document-upload';
import { admissionSectionText } from '../section-text';

export { UploadForm, type DocumentTypeOption } from '@portal/forms/document-upload';

/** The application's own document types, labelled with how many files each takes. */
export function useAdmissionTypeOptions(types: readonly AdmissionDocumentType[]): DocumentTypeOption[] {
  const text = admissionSectionText.useText();
  const label = useTypeOptionLabel();
  return types.map((type) => ({ value: type, label: label(text(`documents.types.${type}`), ADMISSION_DOCUMENT_LIMITS[type]) }));
}

/** The name of one of the application's own document types (undefined for another kind). */
export function useAdmissionDocumentKind() {
  const text = admissionSectionText.useText();
  return (type: string) => (ADMISSION_DOCUMENT_LIMITS[type as AdmissionDocumentType] ? text(`documents.types.${type as AdmissionDocumentType}`) : undefined);
}

/** A form's documents; without `kindLabel` (or when it gives undefined) the application's own document types are named. */
export function DocumentTable({ kindLabel, ...props }: Omit<DocumentTableProps, 'kindLabel'> & Partial<Pick<DocumentTableProps, 'kindLabel'>>) {
  const admissionKind = useAdmissionDocumentKind();
  return <SharedDocumentTable {...props} kindLabel={(type) => kindLabel?.(type) ?? admissionKind(type)} />;
}
