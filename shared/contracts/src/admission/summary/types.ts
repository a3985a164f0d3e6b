/**
 * An admission application's answers as words: what "check your answers" shows and what the PDF
 * prints. Every string is already in the reader's language; no value is a code.
 * The shapes match the PDF model (api/src/pdf/model.ts: PdfSection { title; rows; groups }) so the
 * server passes sections straight to the renderer.
 */
import type { DocumentSummary, SectionData } from '../../forms';
import type { SystemId } from '../../systems';
import type { CategoryId, Eligibility } from '../categories';
import type { AdmissionSectionId } from '../sections';

/** A question's short label and the answer (a list prints one item per line). */
export interface SummaryRow {
  label: string;
  value: string | string[];
  /** The national identity service verified this answer (read-only to the applicant). */
  verified?: true;
}

/** A record inside a section (an employment record, a referee) with its own heading. */
export interface SummaryGroup {
  title: string;
  rows: SummaryRow[];
}

export interface SummarySection {
  id: AdmissionSectionId;
  title: string;
  rows: SummaryRow[];
  /** Shown after the section's own rows, in order. */
  groups?: SummaryGroup[];
}

/** Facts from outside a section that decide which of its follow-up answers apply. */
export interface SummaryContext {
  eligibility: Eligibility;
  /**
   * Every section's stored answers, for a section worded from another's (Subjects names its groups
   * by the Education records they belong to). Optional: most sections need only their own answers.
   */
  sections?: ApplicationAnswersInput['sections'];
  /** Section id → the answers the national identity service verified. */
  verified?: ApplicationAnswersInput['verified'];
}

/** What summariseApplication needs: the application's category and every section's stored answers. */
export interface ApplicationAnswersInput {
  system: SystemId;
  category: CategoryId;
  eligibility: Eligibility;
  /** Section id → its stored answers (drafts included: the summary words whatever has been given). */
  sections: Partial<Record<string, SectionData | null>>;
  documents: readonly DocumentSummary[];
  /** Section id → the answers the national identity service verified (none when absent). */
  verified?: Partial<Record<string, readonly string[]>>;
}

/** GET /api/admission/applications/{number}/answers: every section's stored answers and the documents. */
/** The answer of GET …/answers (admission/api.ts), under the name the summary's callers use. */
export type { AdmissionAnswers as ApplicationAnswers } from '../api';
