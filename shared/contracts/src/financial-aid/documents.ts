/**
 * The documents of a financial aid application (uploaded in its `documents` section: jpg, jpeg, png
 * or pdf up to 5 MB, the shared document routes) and when the section is complete: an income proof
 * when anyone in the household earns, a medical bill when there are medical conditions, an
 * inheritance proof when an inheritance was received. At most 5 files a type.
 */
import { isUsableScan } from '../documents';
import { householdHasIncome } from './household';
import { AID_DOCUMENT_TYPES, type AidDocumentType } from './model';

export const AID_DOCUMENTS_SECTION = 'documents';

/** Files per document type (spec 9: "Maximum of {0} files only"). */
export const AID_DOCUMENT_LIMITS: Readonly<Record<AidDocumentType, number>> = Object.fromEntries(AID_DOCUMENT_TYPES.map((type) => [type, 5])) as Record<
  AidDocumentType,
  number
>;

export const isAidDocumentType = (value: string): value is AidDocumentType => (AID_DOCUMENT_TYPES as readonly string[]).includes(value);

type SectionAnswers = Partial<Record<string, Record<string, unknown> | null | undefined>>;

/** The document types these answers call for (in AID_DOCUMENT_TYPES order). */
export function requiredAidDocuments(sections: SectionAnswers): AidDocumentType[] {
  const other = sections.otherFinancialDetails;
  const required: AidDocumentType[] = [];
  if (householdHasIncome(sections.financialDetails)) required.push('INCOME_PROOF');
  if (other?.hasMedicalConditions === 'YES') required.push('MEDICAL_BILL');
  if (other?.receivedInheritance === 'YES') required.push('INHERITANCE_PROOF');
  return required;
}

/** The required types without a usable file (stored and not found infected) in the documents section. */
export function missingAidDocuments(documents: ReadonlyArray<{ documentType: string; section: string; scanStatus: string }>, sections: SectionAnswers): AidDocumentType[] {
  return requiredAidDocuments(sections).filter(
    (type) => !documents.some((document) => document.documentType === type && document.section === AID_DOCUMENTS_SECTION && isUsableScan(document.scanStatus)),
  );
}

/** The message code of a missing document type (AID_INCOME_PROOF_REQUIRED, …). */
export const missingDocumentCode = (type: AidDocumentType): string => `AID_${type}_REQUIRED`;
