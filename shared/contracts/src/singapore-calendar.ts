/**
 * The Singapore calendar: its dates, and working days (Monday to Friday, except gazetted public holidays).
 *
 * Working days in Singapore: Monday to Friday, except gazetted public holidays. The certifying and
 * disruption letters of the RNS enrolment confirmation are issued "within 10 working days" (spec 9),
 * and the portal shows the date that promise ends on.
 *
 * The office maintains SINGAPORE_PUBLIC_HOLIDAYS: add each year's holidays (Ministry of Manpower's
 * list, with a Sunday holiday's Monday in lieu) when they are gazetted. A missing year only makes
 * the promised date a little early; it never breaks the calculation.
 */

/** yyyy-mm-dd, including the Mondays observed in lieu of a holiday falling on a Sunday. */
export const SINGAPORE_PUBLIC_HOLIDAYS: readonly string[] = [
  // 2026
  '2026-01-01', // New Year's Day
  '2026-02-17', // Chinese New Year
  '2026-02-18', // Chinese New Year (second day)
  '2026-03-21', // Hari Raya Puasa (a Saturday)
  '2026-04-03', // Good Friday
  '2026-05-01', // Labour Day
  '2026-05-27', // Hari Raya Haji
  '2026-06-01', // Vesak Day (31 May, a Sunday: observed on Monday)
  '2026-08-10', // National Day (9 August, a Sunday: observed on Monday)
  '2026-11-09', // Deepavali (8 November, a Sunday: observed on Monday)
  '2026-12-25', // Christmas Day
  // 2027: the fixed-date holidays; the office adds the others once they are gazetted.
  '2027-01-01', // New Year's Day
  '2027-08-09', // National Day
  '2027-12-25', // Christmas Day
];

const HOLIDAYS = new Set(SINGAPORE_PUBLIC_HOLIDAYS);

const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Whether a day (yyyy-mm-dd) is a working day: a weekday that is not a public holiday. */
export function isWorkingDay(isoDate: string, holidays: ReadonlySet<string> = HOLIDAYS): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6 && !holidays.has(isoDate);
}

/**
 * The day `count` working days after `isoDate` (yyyy-mm-dd): the day itself does not count, so a
 * request made on a Friday with 1 working day ends on the next working Monday.
 */
export function addWorkingDays(isoDate: string, count: number, holidays: ReadonlySet<string> = HOLIDAYS): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWorkingDay(toIso(date), holidays)) left -= 1;
  }
  return toIso(date);
}

/**
 * The Singapore calendar date (yyyy-mm-dd) of an instant: the office's calendar, whatever the server's
 * or the browser's time zone (UTC+8 all year, no daylight saving).
 */
export function singaporeDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * A reply due date is the end of that day in Singapore (23:59:59 SGT): an offer or a package can be
 * answered until then and lapses after it.
 */
export function replyDueInstant(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59.000+08:00`);
}
