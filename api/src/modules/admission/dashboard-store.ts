/**
 * The admissions dashboard's figures (issue 37): the intake of one academic year — narrowed to a
 * system, a category or an application period — each a chart of the shared dashboard shape
 * (@portal/contracts/office/dashboard), drawn from the counts the scheduled job keeps
 * (dashboard-counts.ts: a year holds some 60,000 applications, too many to count at every look), with
 * the time they were counted. The places per programme are the office's own setting, read as they are now.
 */
import { daysBesideLastYear, previousAcademicYear, type Dashboard, type DashboardChart, type DashboardOption, type DayCount } from '@portal/contracts/office/dashboard';
import type { AdmissionDashboardQuery } from '@portal/contracts/schemas/admission/dashboard';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { admissionAcademicYear } from '../../academic-year';
import type { Db } from '../../db/database';
import { readAdmissionCounts, type CountedPart, type CountedValue } from './dashboard-counts';
import { readProgrammePlaces } from './programme-places';

/** The funnel's steps, in order: each counts applications that reached it. */
export const FUNNEL_STEPS = ['started', 'submitted', 'feeSettled', 'offered', 'accepted', 'enrolled'] as const;

/** One chart's counted values as { row key: { series: count } }, in no particular order. */
function valuesOf(counted: readonly CountedValue[], chart: string): Map<string, Record<string, number>> {
  const rows = new Map<string, Record<string, number>>();
  for (const value of counted.filter((candidate) => candidate.chart === chart)) rows.set(value.rowKey, { ...rows.get(value.rowKey), [value.series]: value.count });
  return rows;
}

type CountedRow = [key: string, values: Record<string, number>];
/** Rows by their keys (programme codes, states: plain ASCII, compared as the database's C collation would). */
const byKey = (a: CountedRow, b: CountedRow) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
/** Rows by one series' count, largest first, then by key: the bars an officer reads down. */
const largestFirst = (series: string) => (a: CountedRow, b: CountedRow) => (b[1][series] ?? 0) - (a[1][series] ?? 0) || byKey(a, b);

/** A chart of bars from counted rows: every series given, 0 where nothing was counted. */
function bars(id: string, series: string[], rows: Array<[string, Record<string, number | null>]>): DashboardChart {
  return { id, kind: 'bars', series, rows: rows.map(([key, values]) => ({ key, values: Object.fromEntries(series.map((name) => [name, values[name] === undefined ? 0 : values[name]!])) })) };
}

/**
 * The charts, in the order the dashboard shows them: the funnel (started → submitted → fee received or
 * waived, or none raised → offered, released → accepted → enrolled); submissions per Singapore day
 * beside last year's; choices (first and any) and released offers per programme against its places;
 * categories, systems, and appeals by state.
 */
function chartsOf(counted: readonly CountedValue[], academicYear: string, days: { first: string; last: string } | null, places: Record<string, number>): DashboardChart[] {
  const funnel = valuesOf(counted, 'funnel');
  const lastYear = previousAcademicYear(academicYear);
  const perDay: DayCount[] = counted
    .filter((value) => value.chart === 'submissionsPerDay')
    .map((value) => ({ academicYear: value.series === 'thisYear' ? academicYear : lastYear, day: value.rowKey, count: value.count }));
  const offers = valuesOf(counted, 'offersPerProgramme');
  // Programmes with places set and no offer yet have their row too; offers of a programme without places, places null.
  for (const programme of Object.keys(places)) if (!offers.has(programme)) offers.set(programme, {});
  return [
    { id: 'funnel', kind: 'steps', series: ['applications'], rows: FUNNEL_STEPS.map((step) => ({ key: step, values: { applications: funnel.get(step)?.applications ?? 0 } })) },
    { id: 'submissionsPerDay', kind: 'days', series: ['thisYear', 'lastYear'], rows: daysBesideLastYear(academicYear, perDay, days) },
    bars('choicesPerProgramme', ['firstChoice', 'anyChoice'], [...valuesOf(counted, 'choicesPerProgramme')].sort(largestFirst('anyChoice'))),
    bars(
      'offersPerProgramme',
      ['places', 'offered', 'accepted', 'declined'],
      [...offers].sort(byKey).map(([programme, values]) => [programme, { ...values, places: places[programme] ?? null }]),
    ),
    bars('perCategory', ['started', 'submitted'], [...valuesOf(counted, 'perCategory')].sort(largestFirst('started'))),
    bars('perSystem', ['started', 'submitted'], [...valuesOf(counted, 'perSystem')].sort(largestFirst('started'))),
    bars('appealsByState', ['appeals'], [...valuesOf(counted, 'appealsByState')].sort(byKey)),
  ];
}

/** The year's application periods, for the filter (their names in both languages). */
async function periodsOf(db: Db, academicYear: string) {
  return db
    .selectFrom('application_periods')
    .select(['id', 'system', 'category', 'name_en', 'name_zh', 'opens_at', 'closes_at'])
    .where('academic_year', '=', academicYear)
    .orderBy('opens_at')
    .execute();
}

export async function admissionDashboard(db: Db, query: AdmissionDashboardQuery, now: Date): Promise<Dashboard> {
  const academicYear = query.academicYear || admissionAcademicYear(now);
  const periods = await periodsOf(db, academicYear);
  const period = periods.find((candidate) => candidate.id === query.period);
  // A period stands for its system and category (a system's period: all its categories), the
  // applications started while it was open, and its days.
  const part: CountedPart = period
    ? { academicYear, period: period.id, system: period.system, category: period.category ?? '' }
    : { academicYear, period: '', system: query.system, category: query.category };
  const days = period ? { first: singaporeDate(period.opens_at), last: singaporeDate(period.closes_at) } : null;
  const [{ countedAt, values }, { places }] = await Promise.all([readAdmissionCounts(db, part, now), readProgrammePlaces(db, academicYear)]);
  const periodOptions: DashboardOption[] = periods.map((row) => ({ value: row.id, label: { 'en-GB': row.name_en, 'zh-Hans': row.name_zh ?? row.name_en } }));
  return {
    filters: { academicYear, period: part.period, system: part.system, category: part.category },
    options: { period: periodOptions },
    charts: chartsOf(values, academicYear, days, places),
    countedAt: countedAt.toISOString(),
  };
}
