/**
 * The admissions dashboard's figures (issue 37): SQL aggregates over the intake of one academic year —
 * narrowed to a system, a category or an application period — each a chart of the shared dashboard
 * shape (@portal/contracts/office/dashboard). Counted in the database over indexed columns
 * (migration 0039), never row by row here: a year holds some 60,000 applications.
 */
import { daysBesideLastYear, previousAcademicYear, type Dashboard, type DashboardChart, type DashboardOption, type DashboardRow } from '@portal/contracts/office/dashboard';
import type { AdmissionDashboardQuery } from '@portal/contracts/schemas/admission/dashboard';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { sql } from 'kysely';
import { admissionAcademicYear } from '../../academic-year';
import type { Db } from '../../db/database';
import { countInOneSnapshot, singaporeDay, type ChartCount } from '../../staff/dashboard';

/** The funnel's steps, in order: each counts applications that reached it. */
export const FUNNEL_STEPS = ['started', 'submitted', 'feeSettled', 'offered', 'accepted', 'enrolled'] as const;
/** The appeal states the office works on (a draft is the applicant's; a replaced one is history). */
const APPEAL_STATES_SHOWN = ['SUBMITTED', 'UNDER_REVIEW', 'DECIDED'];

/** Which applications the figures count: one academic year's, of a system and category when chosen. */
interface Scope {
  academicYear: string;
  system: string;
  category: string;
  /** A chosen application period: the applications started while it was open, and its days (Singapore dates). */
  period: { opensAt: Date; closesAt: Date; days: { first: string; last: string } } | null;
}

const toNumber = (value: string | number | null) => (value === null ? 0 : Number(value));

/**
 * The WHERE clause of a scope, on the applications aliased `app`: this year's, or `yearsBack` years
 * earlier (last year's line: the same period's dates a year before).
 */
function inScope(scope: Scope, yearsBack = 0) {
  const shift = sql`${`${yearsBack} years`}::interval`;
  return sql.join(
    [
      sql`app.academic_year = ${yearsBack ? previousAcademicYear(scope.academicYear) : scope.academicYear}`,
      ...(scope.system ? [sql`app.system = ${scope.system}`] : []),
      ...(scope.category ? [sql`app.category = ${scope.category}`] : []),
      ...(scope.period ? [sql`app.created_at >= ${scope.period.opensAt}::timestamptz - ${shift}`, sql`app.created_at <= ${scope.period.closesAt}::timestamptz - ${shift}`] : []),
    ],
    sql` AND `,
  );
}

/** started → submitted → fee received or waived (or none raised) → offered (released) → accepted → enrolled. */
async function funnel(db: Db, scope: Scope): Promise<DashboardChart> {
  // What each step needs from another table is gathered once into a hashed list (the unsettled
  // application fees, the released offers, the enrolments), not joined or looked up row by row.
  const { rows } = await sql<Record<(typeof FUNNEL_STEPS)[number], string>>`
    SELECT count(*) AS "started",
      count(*) FILTER (WHERE app.submitted_at IS NOT NULL) AS "submitted",
      count(*) FILTER (WHERE app.submitted_at IS NOT NULL AND app.id NOT IN (
        SELECT fee.application_id FROM fees fee WHERE fee.kind = 'APPLICATION_FEE' AND fee.application_id IS NOT NULL AND fee.status NOT IN ('RECEIVED', 'WAIVED'))) AS "feeSettled",
      count(*) FILTER (WHERE app.id IN (
        SELECT outcome.application_id FROM admission_outcomes outcome WHERE outcome.decision = 'OFFERED' AND outcome.released_at IS NOT NULL)) AS "offered",
      count(*) FILTER (WHERE app.offer_status = 'ACCEPTED') AS "accepted",
      count(*) FILTER (WHERE app.id IN (SELECT enrolment.application_id FROM admission_enrolments enrolment WHERE enrolment.decision = 'ENROL')) AS "enrolled"
    FROM applications app
    WHERE ${inScope(scope)}`.execute(db);
  const counts = rows[0]!;
  return { id: 'funnel', kind: 'steps', series: ['applications'], rows: FUNNEL_STEPS.map((step) => ({ key: step, values: { applications: toNumber(counts[step]) } })) };
}

/** Submissions per Singapore day, this year's beside last year's on the same dates a year earlier. */
async function submissionsPerDay(db: Db, scope: Scope): Promise<DashboardChart> {
  const { rows } = await sql<{ academic_year: string; day: string; submitted: string }>`
    SELECT app.academic_year, (${singaporeDay(sql`app.submitted_at`)})::text AS day, count(*) AS submitted
    FROM applications app
    WHERE app.submitted_at IS NOT NULL AND ((${inScope(scope)}) OR (${inScope(scope, 1)}))
    GROUP BY app.academic_year, ${singaporeDay(sql`app.submitted_at`)}`.execute(db);
  const counts = rows.map((row) => ({ academicYear: row.academic_year, day: row.day, count: toNumber(row.submitted) }));
  return { id: 'submissionsPerDay', kind: 'days', series: ['thisYear', 'lastYear'], rows: daysBesideLastYear(scope.academicYear, counts, scope.period?.days ?? null) };
}

/** Submitted applications naming each programme: as first choice, and at any rank. */
async function choicesPerProgramme(db: Db, scope: Scope): Promise<DashboardChart> {
  // An application names a programme once at most (the form refuses a DUPLICATE_CHOICE), so each
  // choice is an application naming its programme: counted straight, with no sort.
  const { rows } = await sql<{ programme: string; first_choice: string; any_choice: string }>`
    SELECT choice.programme, count(*) FILTER (WHERE choice.rank = 1) AS first_choice, count(*) AS any_choice
    FROM applications app CROSS JOIN LATERAL jsonb_to_recordset(app.programme_choices) AS choice(rank int, programme text)
    WHERE app.submitted_at IS NOT NULL AND ${inScope(scope)}
    GROUP BY 1 ORDER BY 3 DESC, 1`.execute(db);
  return {
    id: 'choicesPerProgramme',
    kind: 'bars',
    series: ['firstChoice', 'anyChoice'],
    rows: rows.map((row) => ({ key: row.programme, values: { firstChoice: toNumber(row.first_choice), anyChoice: toNumber(row.any_choice) } })),
  };
}

/** Released offers per programme, how many were accepted and declined, against the places the office set. */
async function offersPerProgramme(db: Db, scope: Scope): Promise<DashboardChart> {
  const { rows } = await sql<{ programme: string; places: number | null; offered: string; accepted: string; declined: string }>`
    WITH offers AS (
      SELECT outcome.programme,
        count(*) AS offered,
        count(*) FILTER (WHERE app.offer_status = 'ACCEPTED') AS accepted,
        count(*) FILTER (WHERE app.offer_status = 'DECLINED') AS declined
      FROM admission_outcomes outcome JOIN applications app ON app.id = outcome.application_id
      WHERE outcome.decision = 'OFFERED' AND outcome.released_at IS NOT NULL AND outcome.programme IS NOT NULL AND ${inScope(scope)}
      GROUP BY outcome.programme
    )
    SELECT coalesce(offers.programme, places.programme) AS programme, places.places,
      coalesce(offers.offered, 0) AS offered, coalesce(offers.accepted, 0) AS accepted, coalesce(offers.declined, 0) AS declined
    FROM offers FULL JOIN (SELECT programme, places FROM programme_places WHERE academic_year = ${scope.academicYear}) places ON places.programme = offers.programme
    ORDER BY 1`.execute(db);
  return {
    id: 'offersPerProgramme',
    kind: 'bars',
    series: ['places', 'offered', 'accepted', 'declined'],
    rows: rows.map((row) => ({
      key: row.programme,
      values: { places: row.places, offered: toNumber(row.offered), accepted: toNumber(row.accepted), declined: toNumber(row.declined) },
    })),
  };
}

/** Applications started and submitted, by a column of the application (its category, its system). */
async function startedAndSubmittedBy(db: Db, scope: Scope, column: 'category' | 'system'): Promise<DashboardChart> {
  const { rows } = await sql<{ key: string; started: string; submitted: string }>`
    SELECT ${sql.ref(`app.${column}`)} AS key, count(*) AS started, count(*) FILTER (WHERE app.submitted_at IS NOT NULL) AS submitted
    FROM applications app WHERE ${inScope(scope)}
    GROUP BY 1 ORDER BY 2 DESC, 1`.execute(db);
  return {
    id: column === 'category' ? 'perCategory' : 'perSystem',
    kind: 'bars',
    series: ['started', 'submitted'],
    rows: rows.map((row) => ({ key: row.key, values: { started: toNumber(row.started), submitted: toNumber(row.submitted) } })),
  };
}

/** Appeals by state; the decided ones by their outcome too. */
async function appealsByState(db: Db, scope: Scope): Promise<DashboardChart> {
  const { rows } = await sql<{ state: string; appeals: string }>`
    SELECT CASE WHEN appeal.status = 'DECIDED' THEN 'DECIDED_' || appeal.outcome ELSE appeal.status END AS state, count(*) AS appeals
    FROM admission_appeals appeal JOIN applications app ON app.id = appeal.application_id
    WHERE appeal.status IN (${sql.join(APPEAL_STATES_SHOWN)}) AND ${inScope(scope)}
    GROUP BY 1 ORDER BY 1`.execute(db);
  const counts: DashboardRow[] = rows.map((row) => ({ key: row.state, values: { appeals: toNumber(row.appeals) } }));
  return { id: 'appealsByState', kind: 'bars', series: ['appeals'], rows: counts };
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

/** The charts, in the order the dashboard shows them. */
const CHARTS: ReadonlyArray<ChartCount<Scope>> = [
  funnel,
  submissionsPerDay,
  choicesPerProgramme,
  offersPerProgramme,
  (db, scope) => startedAndSubmittedBy(db, scope, 'category'),
  (db, scope) => startedAndSubmittedBy(db, scope, 'system'),
  appealsByState,
];

export async function admissionDashboard(db: Db, query: AdmissionDashboardQuery, now: Date): Promise<Dashboard> {
  const academicYear = query.academicYear || admissionAcademicYear(now);
  const periods = await periodsOf(db, academicYear);
  const period = periods.find((candidate) => candidate.id === query.period);
  // A period stands for its system and category (a system's period: all its categories), the
  // applications started while it was open, and its days.
  const scope: Scope = period
    ? {
        academicYear,
        system: period.system,
        category: period.category ?? '',
        period: { opensAt: period.opens_at, closesAt: period.closes_at, days: { first: singaporeDate(period.opens_at), last: singaporeDate(period.closes_at) } },
      }
    : { academicYear, system: query.system, category: query.category, period: null };
  const charts = await countInOneSnapshot(db, CHARTS, scope);
  const periodOptions: DashboardOption[] = periods.map((row) => ({ value: row.id, label: { 'en-GB': row.name_en, 'zh-Hans': row.name_zh ?? row.name_en } }));
  return {
    filters: { academicYear, period: period?.id ?? '', system: scope.system, category: scope.category },
    options: { period: periodOptions },
    charts,
  };
}
