/**
 * What each scholarship section's summary is: a function from the section's stored answers (drafts
 * too) to its rows, worded in the reader's language by the section itself. The section's contract
 * module (schemas/scholarship/<section>.ts) writes it beside its schema; summary.ts puts the sections
 * together in task-list order for "check your answers" and the PDF.
 */
import type { DocumentSummary, SectionData } from '../forms';
import type { Language } from '../languages';
import type { WordedSection } from '../summary/rows';

/** What a section's summary reads: its own answers and the application's facts some sections show. */
export interface ScholarshipSectionReading {
  /** The section's stored answers; null when never saved. */
  answers: SectionData | null;
  documents: ReadonlyArray<Pick<DocumentSummary, 'section' | 'documentType' | 'fileName'>>;
  /** The name of each scholarship code, in the reader's language (unknown codes are shown as they are). */
  scholarshipNames: Readonly<Record<string, string>>;
  language: Language;
}

/** A section's answers as words: its rows and, for a section of records, one group per record. */
export type ScholarshipSectionSummary = (reading: ScholarshipSectionReading) => Pick<WordedSection, 'rows' | 'groups'>;
