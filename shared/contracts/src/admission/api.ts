/** Payloads of the admission application routes (api/src/modules/admission). */
import type { DocumentSummary, SectionState } from '../forms';
import type { SystemId } from '../systems';
import type { AdmissionStatus } from '../api';
import type { CategoryId, Eligibility } from '../categories';
import type { Language } from '../languages';
import type { AdmissionSectionId } from './sections';

/** 201 answer of POST /api/admission/applications. */
export interface StartedApplication {
  applicationNumber: string;
}

/**
 * The header that names one start of an application (POST /api/admission/applications), a key the
 * browser makes per Start: the same start sent again (its answer lost) answers the application it
 * made, with the same answer, instead of refusing a second one.
 */
export const START_KEY_HEADER = 'Idempotency-Key';
/** A start key: the browser's random UUID (any 16 to 64 letters, digits and hyphens). */
export const START_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export interface ApplicationPeriod {
  /** In both languages; the Chinese is the English while the office has not given it (migration 0035). */
  name: Record<Language, string>;
  opensAt: string;
  closesAt: string;
  /** Open now, by the server's clock. */
  open: boolean;
}

/** GET /api/admission/applications/{number}/form: what the task list shows. */
export interface AdmissionForm {
  applicationNumber: string;
  system: SystemId;
  subCategory: string | null;
  category: CategoryId;
  eligibility: Eligibility;
  academicYear: string;
  status: AdmissionStatus;
  /** The PIN has been created (until then the application page asks for it first). */
  pinSet: boolean;
  createdAt: string;
  /** The draft must be completed and its documents uploaded by then (spec 9: within 2 weeks). */
  draftDueAt: string | null;
  /** The period that decides when this application can be submitted; null when none is set. */
  period: ApplicationPeriod | null;
  sections: Array<{ id: AdmissionSectionId; state: SectionState }>;
}

/** PUT /api/admission/applications/{number}/category: a new category clears the answers given so far. */
export interface ChangeCategoryRequest {
  category: CategoryId;
  eligibility: Eligibility;
  /** The applicant saw the warning saying what will be cleared. */
  confirmReset: true;
}

/** The admission application fee (SGD, in cents); categories the office marks fee-free pay nothing. */
export const ADMISSION_APPLICATION_FEE_CENTS = 1000;

/** 200 answer of POST /api/admission/applications/{number}/submit (also for a repeated submit). */
export interface SubmissionAcknowledgement {
  applicationNumber: string;
  submittedAt: string;
  /** The application fee created with the submission; null when the category pays none. */
  fee: { amountCents: number; status: 'UNPAID' | 'WAIVED' | 'SUBMITTED' | 'RECEIVED' | 'UNSUCCESSFUL' } | null;
}

/** GET /api/admission/applications/{number}/answers: every section's saved answers, for checking them. */
export interface AdmissionAnswers {
  sections: Array<{ id: AdmissionSectionId; state: SectionState; data: Record<string, unknown> | null; verified?: string[] }>;
  documents: DocumentSummary[];
}

/** GET /api/admission/applications/{number}/referees: whether each referee's reference has come in (never the reference). */
export interface RefereeStatus {
  position: number;
  name: string;
  status: 'REQUESTED' | 'RECEIVED';
  requestedAt: string;
  receivedAt: string | null;
}

/** 200 answer of POST /api/public/references/open: who the reference is about. */
export interface ReferenceRequestDetails {
  applicantName: string;
  applicationNumber: string;
  refereeName: string;
}

/** GET and PUT /api/admission/applications/{number}/contact: the current contact details after submission. */
export interface CurrentContactDetails {
  email: string;
  mobile: { countryCode: string; number: string };
  address: { country: string; postalCode: string; line1: string; line2: string; city: string };
  /** When they were last changed after submission; null: as submitted. */
  updatedAt: string | null;
}
