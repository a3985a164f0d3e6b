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
 * - `days`: a line per series over the days in `rows` (keys `yyyy-mm-dd`, every day present).
 */
export type DashboardChartKind = 'bars' | 'steps' | 'days';

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
