/** An admission application's answers as words (the shapes every form shares are in summary/rows.ts). */
import type { DocumentSummary, SectionData } from '../../forms';
import type { SystemId } from '../../systems';
import type { CategoryId, Eligibility } from '../../categories';
import type { AdmissionSectionId } from '../sections';
import type { SummaryGroup, SummaryRow, WordedSection } from '../../summary/rows';

export type { SummaryGroup, SummaryRow };

/** A section of the admission form, worded. */
export interface SummarySection extends WordedSection {
  id: AdmissionSectionId;
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
