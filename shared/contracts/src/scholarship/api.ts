/**
 * The applicant's scholarship application (issue 12), as the API answers it and the browser reads
 * it: the scholarships on offer, the form with its task list, the answers, the acknowledgement.
 * Routes: /api/scholarship/scholarships and /api/scholarship/applications/{id}/… (docs/office-guide.md).
 */
import type { DocumentSummary, SectionState } from '../forms';
import type { Language } from '../languages';
import type { ScholarshipSectionId } from './sections';

import type { ScholarshipStatus } from '../scholarship-statuses';

export type { ScholarshipStatus };

/** Why the applicant may not choose a scholarship: their citizenship, or none of their programmes qualifies. */
export type IneligibleReason = 'CITIZENSHIP' | 'PROGRAMME';

/** GET /api/scholarship/scholarships: one scholarship of the office's catalogue, as the signed-in applicant may see it. */
export interface OfferedScholarship {
  id: string;
  code: string;
  academicYear: string;
  name: Record<Language, string>;
  description: Record<Language, string>;
  /** Years of service after graduation (0: no bond). */
  bondYears: number;
  /** Living allowance per academic year, in Singapore cents. */
  livingAllowanceCents: number;
  tuitionCoveragePercent: number;
  opensAt: string;
  closesAt: string;
  /** Open for applications now (opensAt ≤ now < closesAt). */
  open: boolean;
  /** From the citizenship and programme choices of the applicant's submitted admission application for that year. */
  eligible: boolean;
  ineligibleReason: IneligibleReason | null;
}

/** POST /api/scholarship/applications: a scholarship application goes with one submitted admission application. */
export interface StartScholarshipApplication {
  admissionApplicationNumber: string;
}

/** 201 answer of POST /api/scholarship/applications. */
export interface StartedScholarshipApplication {
  id: string;
}

/** GET /api/scholarship/applications/{id}: the task list. */
export interface ScholarshipForm {
  id: string;
  /** e.g. SCH-2027-000001; null until submitted. */
  reference: string | null;
  academicYear: string;
  status: ScholarshipStatus;
  admissionApplicationNumber: string;
  createdAt: string;
  submittedAt: string | null;
  sections: Array<{ id: ScholarshipSectionId; state: SectionState }>;
  /** Codes of the chosen scholarships that are now closed (or no longer open to this applicant): Submit is disabled until reselected. */
  closedChoices: string[];
  /** Every section complete, no closed choice, still a draft. */
  canSubmit: boolean;
}

/** GET /api/scholarship/applications/{id}/answers: every section's saved answers and the documents (check your answers). */
export interface ScholarshipAnswers {
  sections: Array<{ id: ScholarshipSectionId; state: SectionState; data: Record<string, unknown> | null }>;
  documents: DocumentSummary[];
}

/** 200 answer of POST /api/scholarship/applications/{id}/submit (the acknowledgement screen). */
export interface ScholarshipSubmissionAcknowledgement {
  reference: string;
  submittedAt: string;
}

/** The answers as submitted (scholarship_applications.submission), which the office, the PDF and the outcome read. */
export interface ScholarshipSubmission {
  admissionApplicationNumber: string;
  sections: Partial<Record<ScholarshipSectionId, Record<string, unknown>>>;
  documents: Array<Pick<DocumentSummary, 'id' | 'section' | 'documentType' | 'fileName' | 'mediaType' | 'sizeBytes'>>;
  /** The chosen scholarships as they were named when submitted (rank order). */
  choices: Array<{ code: string; name: Record<Language, string> }>;
}

/*
 * The events on a scholarship application's timeline (GET …/timeline) and their params,
 * for the browser to word: CREATED { admissionApplicationNumber }, DOCUMENT_ADDED { fileName },
 * SUBMITTED { reference }, SCHOLARSHIP_DATES_CHANGED { code, opensAt, closesAt } (actor OFFICE: a
 * chosen scholarship's dates were changed by the Scholarships Office). Outcomes add their own. The kinds: shared/contracts/src/form-events.ts.
 * An event naming a scholarship by its code is served with the name too (scholarship/timeline.ts).
 */

