/**
 * Reading stored answers and wording them. A draft holds whatever was typed (valid or not, some
 * fields missing), so every reader here accepts anything and gives '' for "not answered". The
 * summary leaves unanswered questions out (one rule for every section: a row means an answer).
 */
import type { Language } from '../languages';
import type { SectionData } from '../forms';
import { COMMON_WORDS } from './words';
import type { SummaryRow } from './rows';

/** A text answer, trimmed; '' when missing or not text. */
export const textOf = (data: unknown, key: string): string => {
  const value = isRecord(data) ? data[key] : undefined;
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/** A record list (employment records, referees…): only the entries that are objects. */
export const recordsOf = (data: unknown, key: string): SectionData[] => {
  const value = isRecord(data) ? data[key] : undefined;
  return Array.isArray(value) ? value.filter(isRecord) : [];
};

/** A list of codes (college preferences, audition slots), blanks dropped. */
export const codesOf = (data: unknown, key: string): string[] => {
  const value = isRecord(data) ? data[key] : undefined;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim()) : [];
};

export const objectOf = (data: unknown, key: string): SectionData => {
  const value = isRecord(data) ? data[key] : undefined;
  return isRecord(value) ? value : {};
};

export function isRecord(value: unknown): value is SectionData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A yes/no answer as the pages store it: true/false (checkboxes, yesNoField), "true"/"false" (radios
 * before casting) or "YES"/"NO" (yesNoChoice). null when unanswered.
 */
export function yesNoOf(data: unknown, key: string): boolean | null {
  const value = isRecord(data) ? data[key] : undefined;
  if (value === true || value === 'true' || value === 'YES') return true;
  if (value === false || value === 'false' || value === 'NO') return false;
  return null;
}

export const yesNoWord = (answer: boolean | null, language: Language): string =>
  answer === null ? '' : answer ? COMMON_WORDS[language].yes : COMMON_WORDS[language].no;

/** An option code worded by its list; a code the list does not know (older data) is shown as stored. */
export const optionWord = (names: Readonly<Record<string, string>>, code: string): string => (code ? (names[code] ?? code) : '');

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * An amount typed like "1234.5" as "SGD 1,234.50", grouped the language's way. The text is formatted
 * as an exact decimal (never through a float), so no amount is rounded. Anything else is shown as typed.
 */
export function amountWord(amount: string, language: Language): string {
  if (!AMOUNT.test(amount)) return amount;
  const [whole = '0', fraction = ''] = amount.split('.');
  const grouped = new Intl.NumberFormat(language, { useGrouping: true }).format(BigInt(whole));
  return `SGD ${grouped}.${fraction.padEnd(2, '0')}`;
}

/** A row, or null when there is no answer to show. */
export function row(label: string, value: string | readonly string[] | null | undefined): SummaryRow | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : { label, value };
  const items = value.filter((item) => item.trim() !== '');
  return items.length === 0 ? null : { label, value: items };
}

/** The rows that have answers, in the order given. */
export const rows = (...candidates: Array<SummaryRow | null | false>): SummaryRow[] =>
  candidates.filter((candidate): candidate is SummaryRow => Boolean(candidate));
