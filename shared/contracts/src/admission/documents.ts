/**
 * The documents an admission application takes, with how many files of each (spec 9: "Maximum of
 * {0} files only"). An identity document showing the applicant's address is required before submit
 * (spec 5: NRIC, 11B, birth certificate or other).
 */
import type { CategoryId } from '../categories';
import { isUsableScan } from '../documents';

export const ADMISSION_DOCUMENT_TYPES = ['IDENTITY_NRIC', 'IDENTITY_11B', 'IDENTITY_BIRTH_CERTIFICATE', 'IDENTITY_OTHER', 'RESULTS', 'PORTFOLIO', 'OTHER'] as const;
export type AdmissionDocumentType = (typeof ADMISSION_DOCUMENT_TYPES)[number];

export const IDENTITY_DOCUMENT_TYPES: readonly AdmissionDocumentType[] = ['IDENTITY_NRIC', 'IDENTITY_11B', 'IDENTITY_BIRTH_CERTIFICATE', 'IDENTITY_OTHER'];

/** Files per document type: both sides of an identity card; a results slip per sitting; a portfolio. */
export const ADMISSION_DOCUMENT_LIMITS: Readonly<Record<AdmissionDocumentType, number>> = {
  IDENTITY_NRIC: 2,
  IDENTITY_11B: 2,
  IDENTITY_BIRTH_CERTIFICATE: 2,
  IDENTITY_OTHER: 2,
  RESULTS: 10,
  PORTFOLIO: 5,
  OTHER: 5,
};

/** The document types offered to a category (the audition portfolio is for music applicants). */
export const admissionDocumentTypes = (category: CategoryId): AdmissionDocumentType[] =>
  ADMISSION_DOCUMENT_TYPES.filter((type) => type !== 'PORTFOLIO' || category === 'MUSIC');

/** The documents section is complete with a usable identity document showing the address. */
export const hasIdentityDocument = (documents: ReadonlyArray<{ documentType: string; scanStatus: string }>): boolean =>
  documents.some((document) => (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(document.documentType) && isUsableScan(document.scanStatus));
