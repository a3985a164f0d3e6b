/**
 * The long-form contract shared by every multi-section application (admission now; scholarship and
 * financial aid reuse it): section drafts with versions, documents, the timeline. Browser and API
 * both use these types; the routes are per domain (e.g. /api/admission/applications/{number}/…).
 */
import type { ApiError } from './api';

/**
 * ENROLMENT: an RNS confirmation of enrolment; FINAL_RESULTS: the final GPA's results document (both
 * keyed by the application's id). ADMISSION_APPEAL and ADMISSION_DOCUMENT_REQUEST hold documents only
 * (form_id = the appeal or the request): files sent after submission, kept apart from the submitted
 * application's own. FINANCIAL_AID_REQUEST (an appeal, review or update) and FINANCIAL_AID_DOCUMENT_REQUEST
 * do the same for financial aid. The database's form_kind CHECKs list the same kinds (migrations FORM_KINDS).
 */
export type FormKind =
  | 'ADMISSION'
  | 'SCHOLARSHIP'
  | 'FINANCIAL_AID'
  | 'ENROLMENT'
  | 'FINAL_RESULTS'
  | 'ADMISSION_APPEAL'
  | 'ADMISSION_DOCUMENT_REQUEST'
  | 'FINANCIAL_AID_REQUEST'
  | 'FINANCIAL_AID_DOCUMENT_REQUEST';

/** GOV.UK task list states. HAS_ERRORS: the section was finished but no longer passes its rules. */
export const SECTION_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'HAS_ERRORS'] as const;
export type SectionState = (typeof SECTION_STATES)[number];

/** A section's answers as stored: whatever the applicant has typed so far, valid or not. */
export type SectionData = Record<string, unknown>;

/** GET …/sections/{section}. `version` 0 and `data` null: nothing saved yet. */
export interface SectionDraft {
  section: string;
  data: SectionData | null;
  version: number;
  state: SectionState;
  /** ISO date-time of the last save, null when never saved. */
  savedAt: string | null;
  /** Answers verified by the national identity service: shown as such and read-only (absent: none). */
  verified?: string[];
}

/**
 * PUT …/sections/{section}. `version` is the version the browser last loaded or saved (0 for a first
 * save). `complete: false` is an autosave or "Save Application": it stores anything within the
 * draft limits. `complete: true` is "Save and continue": the answers are stored too, and then checked
 * against the section's full rules.
 */
export interface SaveSectionRequest {
  data: SectionData;
  version: number;
  complete: boolean;
  /** This save's own name (random, SAVE_ID_FORMAT): the server keeps the last stored one with the section. */
  saveId?: string;
  /**
   * An earlier save of this page whose fate it does not know: still on its way as the page is left,
   * or sent but its answer lost. This one carries newer answers, so the server stores it on `version`,
   * or right on top of that save if it has landed meanwhile (it may arrive first or last), never on
   * top of another tab's or device's save.
   */
  follows?: string;
}

/** A save's name: 16 to 64 URL-safe characters. */
export const SAVE_ID_FORMAT = /^[A-Za-z0-9_-]{16,64}$/;

/** 200 answer of a save. `errors` lists what the full rules found (empty when the section is complete). */
export interface SaveSectionResponse {
  version: number;
  state: SectionState;
  savedAt: string;
  errors: ApiError[];
}

/** 409 answer of a save naming an old version: another tab or device saved first. Nothing is overwritten. */
export interface DraftConflictBody {
  errors: ApiError[];
  current: SectionDraft;
}

export type ScanStatus = 'PENDING' | 'CLEAN' | 'INFECTED' | 'NOT_SCANNED' | 'FAILED';

export interface DocumentSummary {
  id: string;
  section: string;
  /** What the document is (e.g. IDENTITY_ADDRESS, TRANSCRIPT); the form's own list. */
  documentType: string;
  fileName: string;
  mediaType: 'application/pdf' | 'image/jpeg' | 'image/png';
  sizeBytes: number;
  scanStatus: ScanStatus;
  uploadedAt: string;
}

/** One line of an application's status timeline. `kind` is worded by the browser (params fill it in). */
export interface TimelineEvent {
  kind: string;
  occurredAt: string;
  actor: 'APPLICANT' | 'OFFICE' | 'SYSTEM';
  params: Record<string, string | number>;
}

export const DOCUMENT_LIMITS = {
  /** Spec 9: 5MB. */
  maxBytes: 5 * 1024 * 1024,
  mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  /** Shown in the file picker; the server checks the content, never the name. */
  extensions: ['.jpg', '.jpeg', '.png', '.pdf'] as const,
} as const;

/** A section's stored answers may not grow beyond this (JSON characters): drafts are text, not files. */
export const SECTION_DRAFT_MAX_CHARS = 200_000;
