/**
 * A scholarship application's answers as words, section by section in task-list order: for the
 * browser's "check your answers" page and the server's PDF (both languages). Each section words its
 * own answers (its summary in SCHOLARSHIP_SECTIONS). Reads drafts too: an unanswered question is left
 * out, as in the admission summary whose readers it shares.
 */
import type { SummaryGroup, SummaryRow } from '../summary/rows';
import type { SectionData } from '../forms';
import type { Language } from '../languages';
import type { ScholarshipSectionReading } from './section-summary';
import type { ScholarshipSectionId } from './sections';
import { SCHOLARSHIP_SECTION_IDS, SCHOLARSHIP_SECTIONS } from './sections';

export interface ScholarshipSummarySection {
  id: ScholarshipSectionId;
  title: string;
  rows: SummaryRow[];
  groups?: SummaryGroup[];
}

export interface ScholarshipSummaryInput extends Pick<ScholarshipSectionReading, 'documents' | 'scholarshipNames'> {
  /** Section id → its stored answers (drafts included). */
  sections: Partial<Record<string, SectionData | null>>;
}

export function summariseScholarshipApplication(input: ScholarshipSummaryInput, language: Language): ScholarshipSummarySection[] {
  const { documents, scholarshipNames } = input;
  return SCHOLARSHIP_SECTION_IDS.map((id) => {
    const section = SCHOLARSHIP_SECTIONS[id];
    return { id, title: section.title[language], ...section.summary({ answers: input.sections[id] ?? null, documents, scholarshipNames, language }) };
  });
}
