/**
 * A form's answers as words, whichever form: what "check your answers" shows and what the PDF prints.
 * Every string is already in the reader's language; no value is a code. The shapes match the PDF
 * model (api/src/pdf/model.ts: PdfSection { title; rows; groups }) so the server passes sections
 * straight to the renderer.
 */

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

/** One section of a form, worded. */
export interface WordedSection {
  id: string;
  title: string;
  rows: SummaryRow[];
  /** Shown after the section's own rows, in order. */
  groups?: SummaryGroup[];
}
