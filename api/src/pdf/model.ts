/**
 * What a printable copy of a submitted form says, independent of which form it is (admission,
 * scholarship, financial aid). The caller translates every string and formats dates (dd/mm/yyyy)
 * and numbers before it builds the model: the renderer only lays text out, so it never needs to know
 * a domain's fields or wording.
 */
import type { Language } from '@portal/contracts/languages';

export type PdfLanguage = Language;

/** One line of a two-column table: the label on the left, the answer on the right. */
export interface PdfRow {
  readonly label: string;
  /** A list is printed one item per line (subjects, languages spoken…). Empty prints as an empty cell. */
  readonly value: string | readonly string[];
}

/** A record inside a section, e.g. one per education record or employer, with its own heading. */
export interface PdfGroup {
  readonly title: string;
  readonly rows: readonly PdfRow[];
}

export interface PdfSection {
  readonly title: string;
  readonly rows: readonly PdfRow[];
  /** Printed after the section's own rows, in the order given. */
  readonly groups?: readonly PdfGroup[];
}

export interface ApplicationPdfModel {
  /** Decides the document's language tag, the preferred font for shared characters and the default page-number wording. */
  readonly language: PdfLanguage;
  /** The heading on the first page and the PDF's Title. */
  readonly title: string;
  /** Printed under the title, e.g. "Application number 24100001". */
  readonly reference: string;
  /** Short facts printed under the reference: submitted at, status… */
  readonly meta: readonly PdfRow[];
  readonly sections: readonly PdfSection[];
  /** Printed at the bottom of every page, e.g. "Generated on 23/11/2026 14:32 — this is a copy of what you submitted". */
  readonly footer: string;
  /**
   * Page-number wording with `{page}` and `{total}` placeholders. Defaults to "Page {page} of {total}"
   * in English and "第 {page} 页，共 {total} 页" in Chinese.
   */
  readonly pageNumberTemplate?: string;
  /** The PDF's Author, e.g. the office's name. */
  readonly author?: string;
  /** The PDF's Subject, e.g. "Undergraduate admission application". */
  readonly subject?: string;
  /** The PDF's creation date; defaults to the time of rendering. */
  readonly createdAt?: Date;
}

export const DEFAULT_PAGE_NUMBER_TEMPLATES: Readonly<Record<PdfLanguage, string>> = {
  'en-GB': 'Page {page} of {total}',
  'zh-Hans': '第 {page} 页，共 {total} 页',
};
