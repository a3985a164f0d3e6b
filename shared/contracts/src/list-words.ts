/**
 * Punctuation that joins translated parts, from one catalogue instead of ", " and ": " written into
 * components: a list of items reads "A, B, C" in English and "A、B、C" in Chinese, a label and its
 * value "Label: value" and "标签：值", the parts of an address "Block 1, #01-01" and "Block 1，#01-01".
 * Used by the pages (through @portal/i18n/lists, in the page's language), the e-mails and the PDFs.
 */
import type { Language } from './languages';

export const PUNCTUATION = {
  'en-GB': { listSeparator: ', ', addressSeparator: ', ', labelColon: ': ' },
  'zh-Hans': { listSeparator: '、', addressSeparator: '，', labelColon: '：' },
} as const satisfies Record<Language, Record<string, string>>;

type Part = string | null | undefined | false;
const given = (parts: readonly Part[]): string[] => parts.filter((part): part is string => typeof part === 'string' && part !== '');

/** Items one after another (empty ones left out): "A, B, C" / "A、B、C". */
export const listText = (items: readonly Part[], language: Language): string => given(items).join(PUNCTUATION[language].listSeparator);

/** Items with "and" before the last, as a sentence says them: "A, B and C" / "A、B和C". */
export const allOfText = (items: readonly Part[], language: Language): string =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(given(items));

/** The parts of an address on one line (empty ones left out). */
export const addressText = (parts: readonly Part[], language: Language): string => given(parts).join(PUNCTUATION[language].addressSeparator);

/** A label and its value: "Label: value" / "标签：值". */
export const labelledText = (label: string, value: string, language: Language): string => `${label}${PUNCTUATION[language].labelColon}${value}`;

/** The colon after a label, for a label and a value drawn as separate elements. */
export const labelColon = (language: Language): string => PUNCTUATION[language].labelColon;
