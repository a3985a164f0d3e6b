/**
 * The documents a scholarship application takes: the evidence of a sports or arts key skill
 * (certificates, a competition result, a portfolio page), uploaded in the Key skill section.
 */
import { isUsableScan } from '../documents';

export const SCHOLARSHIP_DOCUMENT_TYPES = ['KEY_SKILL_EVIDENCE'] as const;
export type ScholarshipDocumentType = (typeof SCHOLARSHIP_DOCUMENT_TYPES)[number];

/** Files per document type (spec 9: "Maximum of {0} files only"). */
export const SCHOLARSHIP_DOCUMENT_LIMITS: Readonly<Record<ScholarshipDocumentType, number>> = {
  KEY_SKILL_EVIDENCE: 3,
};

/** The section a key-skill evidence file is uploaded in. */
export const KEY_SKILL_EVIDENCE_SECTION = 'keySkill';

/** A key skill claimed needs one usable evidence file (stored and not found infected). */
export const hasKeySkillEvidence = (documents: ReadonlyArray<{ documentType: string; section: string; scanStatus: string }>): boolean =>
  documents.some(
    (document) => document.documentType === 'KEY_SKILL_EVIDENCE' && document.section === KEY_SKILL_EVIDENCE_SECTION && isUsableScan(document.scanStatus),
  );
