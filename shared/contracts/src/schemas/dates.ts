import { text, type RequiredCode } from './common';

/** Parses dd/mm/yyyy into an ISO date (yyyy-mm-dd), or null when it is not a real calendar date. */
export function parseDisplayDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** The other way: an ISO date (yyyy-mm-dd) as the portal writes dates, dd/mm/yyyy. */
export const toDisplayDate = (isoDate: string): string => isoDate.split('-').reverse().join('/');

/** A date of birth entered as dd/mm/yyyy: a real date, in the past, after 1900. */
export const dateOfBirthField = (requiredCode: RequiredCode) =>
  text()
    .trim()
    .required(requiredCode)
    .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null)
    .test('past', 'DATE_IN_FUTURE', (value) => {
      const iso = value ? parseDisplayDate(value) : null;
      return !iso || (iso < new Date().toISOString().slice(0, 10) && iso > '1900-01-01');
    });
