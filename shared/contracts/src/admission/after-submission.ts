/**
 * What the applicant does after submitting (issue 10): Update Actual Exam Result, Submit final
 * cumulative GPA result and the RNS Confirmation of Enrolment — the answers of their API routes
 * (applicant's and office's), shared by the API and the admission remote.
 */
import type { DocumentSummary, SectionState } from '../forms';
import type { CategoryId } from '../categories';

/**
 * The categories whose qualification is graded by a GPA (polytechnic diploma, university transfer):
 * their applicants submit the final cumulative GPA once it is out. Decision (docs/office-guide.md): the screen is
 * open to them from submission until they have submitted it; no office step is needed, and the
 * dashboard lists it until it is done.
 */
export const FINAL_GPA_CATEGORIES: readonly CategoryId[] = ['POLYTECHNIC', 'TRANSFER'];
export const takesFinalGpa = (category: string): boolean => (FINAL_GPA_CATEGORIES as readonly string[]).includes(category);

/** GET /api/admission/applications/{number}/final-gpa (and the office's read of it). */
export interface FinalGpaStatus {
  applicationNumber: string;
  /** The category takes a final GPA and the application is submitted. */
  available: boolean;
  gpa: string | null;
  submittedAt: string | null;
  documents: DocumentSummary[];
}

/** One education record the actual results are given for (the submitted Education section's). */
export interface ResultsRecord {
  id: string;
  institution: string;
  qualification: string;
  status: string;
  resultType: string;
}

/** A subjects answer: the Subjects section's shape. */
export interface SubjectsAnswer {
  results: Array<{ recordId: string; subjects: Array<{ subject: string; otherName: string; level: string; grade: string; marks: string }> }>;
}

/** GET /api/admission/applications/{number}/actual-results (and the office's read). */
export interface ActualResultsStatus {
  applicationNumber: string;
  window: { open: boolean; closesAt: string | null; openedAt: string | null };
  records: ResultsRecord[];
  /** The Subjects section as submitted (kept as received). */
  submitted: SubjectsAnswer | null;
  /** The actual results given since, or null. */
  actual: SubjectsAnswer | null;
  updatedAt: string | null;
}

export interface EnrolmentSubmission {
  decision: string;
  submittedAt: string;
  /** yyyy-mm-dd: the day by which the certifying or disruption letter is issued (10 working days), for DEFER and DISRUPT. */
  letterDueOn: string | null;
  answers: Record<string, Record<string, unknown>>;
}

/** GET /api/admission/applications/{number}/enrolment (and the office's read). */
export interface EnrolmentStatus {
  applicationNumber: string;
  /** An offer was accepted: the confirmation can be made (or has been). */
  available: boolean;
  /** yyyy-mm-dd (spec 9: 4 August). */
  commencesOn: string;
  programme: string | null;
  sections: Array<{ id: string; state: SectionState }>;
  documents: DocumentSummary[];
  submission: EnrolmentSubmission | null;
  /** yyyy-mm-dd: if submitted today with a deferment or disruption, the letter's date. */
  letterDueIfSubmittedToday: string;
  /** The application's current e-mail address and mobile number (digits): section 1 starts from them. */
  contactOnFile: { email: string; mobile: string };
}
