import { text } from './common';

/**
 * Month-and-year answers (study periods, examination sittings) typed as mm/yyyy. Compared as
 * yyyy-mm strings, which sort in time order.
 */
export const MONTH_YEAR_FORMAT = 'mm/yyyy';

/** Parses mm/yyyy (a single-digit month is accepted) into yyyy-mm, or null when it is no real month. */
export function parseMonthYear(value: string): string | null {
  const match = /^(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12 || year < 1900 || year > 2100) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** An optional mm/yyyy field (add required() where the answer is needed). */
export const monthYearField = () =>
  text()
    .trim()
    .max(7, { code: 'INVALID_MONTH_YEAR' })
    .test('month-year', 'INVALID_MONTH_YEAR', (value) => !value || parseMonthYear(value) !== null);
