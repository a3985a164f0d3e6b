/**
 * An office console's dashboard (issue 37): figures over the whole intake, each drawn as a chart with
 * its numbers as a table. Every console's dashboard answers this one shape, so one page of the console
 * kit draws them all (shared/ui/src/console/DashboardPage.tsx); the console gives the words — each
 * chart's title, its series' names and its rows' names — in the officer's language.
 */

/**
 * How a chart is drawn:
 * - `bars`: one bar per row and series, rows down the side (programmes, categories, states);
 * - `steps`: the funnel, one bar per row in order, each also as a share of the first;
 * - `days`: a line per series over the days in `rows` (keys `yyyy-mm-dd`, every day present); the
 *   series named LAST_YEAR_SERIES is drawn grey and dashed beside the others.
 */
export type DashboardChartKind = 'bars' | 'steps' | 'days';

/** The series of a chart of days that is last year's figures on this year's dates. */
export const LAST_YEAR_SERIES = 'lastYear';

/**
 * What a chart's values measure when they are not counts: `SGD`, money in cents of Singapore dollars
 * (whole numbers, so no amount is rounded on the way), written as money in the officer's language.
 */
export type DashboardUnit = 'SGD';

export interface DashboardRow {
  /** What the row counts: a programme's code, a status, a funnel step, a date (yyyy-mm-dd). */
  key: string;
  /** A number per series; null where the series has none for this row (a programme's places not set). */
  values: Record<string, number | null>;
}

export interface DashboardChart {
  /** The chart's name in the console's words (`dashboard.charts.<id>.title`) and in the address of its CSV. */
  id: string;
  kind: DashboardChartKind;
  /** The series in the order drawn (their words: `dashboard.series.<series>`). */
  series: string[];
  rows: DashboardRow[];
  /** Absent: the values are counts. */
  unit?: DashboardUnit;
}

/** One option of a dashboard's filter the data itself names (an application period), in both languages. */
export interface DashboardOption {
  value: string;
  label: { 'en-GB': string; 'zh-Hans': string };
}

export interface Dashboard {
  /** The filters as applied (defaults filled in: the current academic year). */
  filters: Record<string, string>;
  /** Options the data names for filters whose values are not a fixed list (an academic year's periods). */
  options: Record<string, DashboardOption[]>;
  charts: DashboardChart[];
  /**
   * When the figures were counted (ISO 8601), for a dashboard read from counts a scheduled job keeps
   * (the admissions one: too many applications to count at every look); absent: counted for this answer.
   */
  countedAt?: string;
}

/** The academic year before `academicYear` ("2027/2028" → "2026/2027"): last year's line beside this year's. */
export function previousAcademicYear(academicYear: string): string {
  const [start, end] = academicYear.split('/').map(Number);
  return `${start! - 1}/${end! - 1}`;
}

/** Every day from `first` to `last` (yyyy-mm-dd, inclusive), so a chart of days shows the quiet ones too. */
export function daysFromTo(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); day <= new Date(`${last}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) days.push(day.toISOString().slice(0, 10));
  return days;
}

/** A count on one day (yyyy-mm-dd) of one academic year's: what a chart of days is made of. */
export interface DayCount {
  academicYear: string;
  day: string;
  count: number;
}

/** The same date a year later (yyyy-mm-dd); 29 February falls on 1 March. */
export function aYearLater(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The rows of a `days` chart of `academicYear` beside the year before: this year's counts
 * (`thisYear`), and last year's drawn on the same dates a year on (`lastYear`), so the two seasons
 * line up. Every day of `span` — or, without one, from the first day either year has to the last —
 * quiet days included. Every dashboard's "per day beside last year" is drawn by this.
 */
export function daysBesideLastYear(academicYear: string, counts: readonly DayCount[], span: { first: string; last: string } | null): DashboardRow[] {
  const thisYear = new Map<string, number>();
  const aYearOn = new Map<string, number>();
  for (const { day, count } of counts.filter((row) => row.academicYear === academicYear)) thisYear.set(day, (thisYear.get(day) ?? 0) + count);
  for (const { day, count } of counts.filter((row) => row.academicYear !== academicYear)) {
    const later = aYearLater(day);
    aYearOn.set(later, (aYearOn.get(later) ?? 0) + count);
  }
  const known = [...thisYear.keys(), ...aYearOn.keys()].sort();
  const shown = span ?? (known.length ? { first: known[0]!, last: known.at(-1)! } : null);
  const days = shown ? daysFromTo(shown.first, shown.last) : [];
  return days.map((day) => ({ key: day, values: { thisYear: thisYear.get(day) ?? 0, lastYear: aYearOn.get(day) ?? 0 } }));
}
