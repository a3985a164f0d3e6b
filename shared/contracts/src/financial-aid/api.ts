/**
 * The applicant's financial aid application (issue 13), as the API answers it and the browser reads
 * it: the current year's dates, the schemes on offer, the form with its task list and household, the
 * answers, the acknowledgement, the frozen submission. Routes: /api/financial-aid/… (docs/office-guide.md).
 */
import type { FinancialAidApplicationSummary } from '../api';
import type { DocumentSummary, SectionState } from '../forms';
import type { Language } from '../languages';
import type { AidHousehold } from './household';
import type { AidApplicationStatus, AidSchemeCategory, AidSought, AidTier, AidYearDates } from './model';
import type { AidSectionId } from './sections';

export type { FinancialAidApplicationSummary };

/** GET /api/financial-aid/years/current: the academic year admissionAcademicYear(now). */
export interface AidCurrentYear {
  /** The office's dates for the year; null when the year is not configured yet. */
  dates: AidYearDates | null;
  /** Applications open today (Singapore): opensOn ≤ today ≤ closesOn. */
  open: boolean;
  /** Appeals and requests for review possible today: today ≤ appealClosesOn. */
  appealOpen: boolean;
}

/** GET /api/financial-aid/schemes: one active scheme of the current year, with whether the signed-in applicant's tier may get it. */
export interface OfferedAidScheme {
  id: string;
  code: string;
  academicYear: string;
  category: AidSchemeCategory;
  /** The kind of aid the applicant asks for to be considered for it. */
  aidSought: AidSought;
  name: Record<Language, string>;
  description: Record<Language, string>;
  /** Bursary: yearly amount in cents; null for a loan. */
  annualAmountCents: number | null;
  /** Loan: the most one may borrow, percent of the subsidised tuition fee; null for a bursary. */
  maxPercent: number | null;
  /** From the applicant's submitted admission application of the year; false without one. */
  eligible: boolean;
}

/** POST /api/financial-aid/applications: the aid goes with one submitted admission application of the current year. */
export interface StartAidApplication {
  admissionApplicationNumber: string;
}

/** 201 answer of POST /api/financial-aid/applications. */
export interface StartedAidApplication {
  id: string;
}

/** GET /api/financial-aid/applications/{id}: the task list. */
export interface AidApplicationForm {
  id: string;
  /** e.g. FA-2027-000001; null until submitted. */
  reference: string | null;
  academicYear: string;
  status: AidApplicationStatus;
  admissionApplicationNumber: string;
  tier: AidTier | null;
  createdAt: string;
  submittedAt: string | null;
  sections: Array<{ id: AidSectionId; state: SectionState }>;
  /** Every section complete, still a draft, and the year still open. */
  canSubmit: boolean;
  /** From the Financial Details answers (as submitted once submitted). */
  household: AidHousehold;
  /** The application's year's dates (null if the office removed them). */
  dates: AidYearDates | null;
  /** The kinds of aid the applicant's tier can get this year (the aidSought choices). */
  aidSoughtAllowed: AidSought[];
}

/** GET /api/financial-aid/applications/{id}/answers: every section's saved answers and the documents (check your answers). */
export interface AidAnswers {
  sections: Array<{ id: AidSectionId; state: SectionState; data: Record<string, unknown> | null }>;
  documents: DocumentSummary[];
}

/** 200 answer of POST /api/financial-aid/applications/{id}/submit (the acknowledgement screen). */
export interface AidSubmissionAcknowledgement {
  reference: string;
  submittedAt: string;
}

/** The answers as submitted (financial_aid_applications.submission): what the office, the PDF and later steps read. */
export interface AidSubmission {
  admissionApplicationNumber: string | null;
  sections: Partial<Record<AidSectionId, Record<string, unknown>>>;
  documents: Array<Pick<DocumentSummary, 'id' | 'section' | 'documentType' | 'fileName' | 'mediaType' | 'sizeBytes'>>;
  household?: AidHousehold;
  tier?: AidTier | null;
}

/*
 * The params of the events on a financial aid application's timeline (GET …/timeline) written by the
 * application form: CREATED { admissionApplicationNumber }, DOCUMENT_ADDED { fileName }, SUBMITTED
 * { reference }. The later steps add theirs. The kinds: shared/contracts/src/form-events.ts.
 */

