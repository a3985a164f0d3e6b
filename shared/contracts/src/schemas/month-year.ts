/** Month-and-year fields (employment from/to): mm/yyyy, like the dd/mm/yyyy dates of dates.ts. */
import { text } from './common';

/** Parses mm/yyyy into yyyy-mm (which sorts as it compares), or null when it is not a real month. */
export function parseMonthYear(value: string): string | null {
  const match = /^(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, mm, yyyy] = match as unknown as [string, string, string];
  const month = Number(mm);
  const year = Number(yyyy);
  if (month < 1 || month > 12 || year < 1900) return null;
  return `${yyyy}-${mm}`;
}

/** The month of a yyyy-mm-dd day, as yyyy-mm. */
export const monthOf = (isoDay: string): string => isoDay.slice(0, 7);

/** Today (yyyy-mm-dd) as the schema's context gives it (the server's clock), else this machine's. */
const todayFrom = (context: unknown): string =>
  (context as { today?: string } | undefined)?.today ?? new Date().toISOString().slice(0, 10);

/**
 * A month entered as mm/yyyy: a real month, not later than the current one (the context's today, so
 * browser and server agree). Empty allowed unless the caller adds required().
 */
export const monthYearField = () =>
  text()
    .trim()
    .test('month', 'INVALID_MONTH_YEAR', (value) => !value || parseMonthYear(value) !== null)
    .test('past', 'MONTH_IN_FUTURE', function (value) {
      const month = value ? parseMonthYear(value) : null;
      return !month || month <= monthOf(todayFrom(this.options.context));
    });
