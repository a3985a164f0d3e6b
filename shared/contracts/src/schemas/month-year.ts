import { text } from './common';

/**
 * Month-and-year answers (employment from/to, study periods, examination sittings) typed as mm/yyyy,
 * like the dd/mm/yyyy dates of dates.ts. Compared as yyyy-mm strings, which sort in time order.
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

/** The month of a yyyy-mm-dd day, as yyyy-mm. */
export const monthOf = (isoDay: string): string => isoDay.slice(0, 7);

/** Today (yyyy-mm-dd) as the schema's context gives it (the server's clock), else this machine's. */
const todayFrom = (context: unknown): string => (context as { today?: string } | undefined)?.today ?? new Date().toISOString().slice(0, 10);

/**
 * A month entered as mm/yyyy: a real month and, unless `allowFuture` (an expected examination
 * sitting), not later than the current one (the context's today, so browser and server agree).
 * Empty allowed unless the caller adds required().
 */
export const monthYearField = ({ allowFuture = false }: { allowFuture?: boolean } = {}) =>
  text()
    .trim()
    .max(7, { code: 'INVALID_MONTH_YEAR' })
    .test('month', 'INVALID_MONTH_YEAR', (value) => !value || parseMonthYear(value) !== null)
    .test('past', 'MONTH_IN_FUTURE', function (value) {
      const month = value ? parseMonthYear(value) : null;
      return allowFuture || !month || month <= monthOf(todayFrom(this.options.context));
    });
