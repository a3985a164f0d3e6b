/**
 * The scholarships dashboard's figures (issue 37): SQL aggregates over one academic year's scholarship
 * applications — narrowed to those that chose a scholarship, or whose admission application states a
 * citizenship — each a chart of the shared dashboard shape (@portal/contracts/office/dashboard).
 * Counted in the database over one index of the year's applications (migrations 0040 and 0044), never
 * row by row here. The admission application's citizenship and first choice are the copies the
 * database keeps on the scholarship application (0044): reading them from the wide admission
 * applications cost a scan of every year's, the most of this dashboard's time.
 */
import { CITIZENSHIPS } from '@portal/contracts/categories';
import { daysBesideLastYear, previousAcademicYear, type Dashboard, type DashboardChart } from '@portal/contracts/office/dashboard';
import { CITIZENSHIP_NOT_STATED, SCHOLARSHIP_DASHBOARD_STATES, SCHOLARSHIP_FUNNEL_STEPS } from '@portal/contracts/scholarship/dashboard';
import type { ScholarshipDashboardQuery } from '@portal/contracts/schemas/scholarship/dashboard';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { sql } from 'kysely';
import { admissionAcademicYear } from '../../academic-year';
import type { Db } from '../../db/database';
import { countInOneSnapshot, singaporeDay, type ChartCount } from '../../staff/dashboard';
import { scholarshipsOfYear } from './catalogue';

/** An award the applicant has been told of (a released offer), as the outcomes' partial index (migration 0040) is written. */
const RELEASED_OFFER = sql<boolean>`offer.result = 'OFFERED' AND offer.released_at IS NOT NULL`;

/** Which applications the figures count: one academic year's, that chose a scholarship and of a citizenship when chosen. */
interface Scope {
  academicYear: string;
  scholarship: string;
  citizenship: string;
  /** The chosen scholarship's days (Singapore dates, opening to closing), for the chart of submissions per day. */
  days: { first: string; last: string } | null;
}

const toNumber = (value: string | number | null) => (value === null ? 0 : Number(value));

/** The WHERE clause of a scope, on the scholarship applications aliased `sch`, for `academicYear` (this year's or last year's). */
function inScope(scope: Scope, academicYear = scope.academicYear) {
  return sql.join(
    [
      sql`sch.academic_year = ${academicYear}`,
      // Chosen at any rank, as the console's list filters (a code names the "same" scholarship every year).
      ...(scope.scholarship ? [sql`sch.choices @> jsonb_build_array(${scope.scholarship}::text)`] : []),
      ...(scope.citizenship ? [sql`sch.admission_citizenship = ${scope.citizenship}`] : []),
    ],
    sql` AND `,
  );
}

/** started → submitted → awarded (offer released) → award accepted → undertaking signed → both sureties confirmed. */
async function funnel(db: Db, scope: Scope): Promise<DashboardChart> {
  // Each later step's applications are gathered once into a hashed list, not looked up row by row.
  const { rows } = await sql<Record<(typeof SCHOLARSHIP_FUNNEL_STEPS)[number], string>>`
    SELECT count(*) AS "started",
      count(*) FILTER (WHERE sch.submitted_at IS NOT NULL) AS "submitted",
      count(*) FILTER (WHERE sch.id IN (SELECT offer.application_id FROM scholarship_outcomes offer WHERE ${RELEASED_OFFER})) AS "awarded",
      count(*) FILTER (WHERE sch.id IN (SELECT offer.application_id FROM scholarship_outcomes offer WHERE ${RELEASED_OFFER} AND offer.response = 'ACCEPTED')) AS "accepted",
      count(*) FILTER (WHERE sch.id IN (SELECT undertaking.application_id FROM scholarship_undertakings undertaking)) AS "undertakingSigned",
      count(*) FILTER (WHERE sch.id IN (
        SELECT surety.application_id FROM scholarship_sureties surety WHERE surety.status = 'CONFIRMED' GROUP BY surety.application_id HAVING count(*) = 2)) AS "suretiesConfirmed"
    FROM scholarship_applications sch
    WHERE ${inScope(scope)}`.execute(db);
  const counts = rows[0]!;
  return { id: 'funnel', kind: 'steps', series: ['applications'], rows: SCHOLARSHIP_FUNNEL_STEPS.map((step) => ({ key: step, values: { applications: toNumber(counts[step]) } })) };
}

/** Submissions per Singapore day, this year's beside last year's on the same dates a year earlier. */
async function submissionsPerDay(db: Db, scope: Scope): Promise<DashboardChart> {
  const day = singaporeDay(sql`sch.submitted_at`);
  const { rows } = await sql<{ academic_year: string; day: string; submitted: string }>`
    SELECT sch.academic_year, (${day})::text AS day, count(*) AS submitted
    FROM scholarship_applications sch
    WHERE sch.submitted_at IS NOT NULL AND ((${inScope(scope)}) OR (${inScope(scope, previousAcademicYear(scope.academicYear))}))
    GROUP BY sch.academic_year, ${day}`.execute(db);
  const counts = rows.map((row) => ({ academicYear: row.academic_year, day: row.day, count: toNumber(row.submitted) }));
  return { id: 'submissionsPerDay', kind: 'days', series: ['thisYear', 'lastYear'], rows: daysBesideLastYear(scope.academicYear, counts, scope.days) };
}

/**
 * Per scholarship of the year: submitted applications choosing it first and at any rank, the awards
 * of it released, and those accepted. Every scholarship defined for the year has its row, none chosen too.
 */
async function perScholarship(db: Db, scope: Scope): Promise<DashboardChart> {
  // A scholarship application names a scholarship once at most, so each choice is an application choosing it.
  const { rows } = await sql<{ code: string; first_choice: string; any_choice: string; awarded: string; accepted: string }>`
    WITH chosen AS (
      SELECT choice.code, count(*) FILTER (WHERE choice.rank = 1) AS first_choice, count(*) AS any_choice
      FROM scholarship_applications sch CROSS JOIN LATERAL jsonb_array_elements_text(sch.choices) WITH ORDINALITY AS choice(code, rank)
      WHERE sch.submitted_at IS NOT NULL AND ${inScope(scope)}
      GROUP BY choice.code
    ), awards AS (
      SELECT scholarship.code, count(*) AS awarded, count(*) FILTER (WHERE offer.response = 'ACCEPTED') AS accepted
      FROM scholarship_outcomes offer
        JOIN scholarship_applications sch ON sch.id = offer.application_id
        JOIN scholarships scholarship ON scholarship.id = offer.scholarship_id
      WHERE ${RELEASED_OFFER} AND ${inScope(scope)}
      GROUP BY scholarship.code
    ), codes AS (
      SELECT code FROM scholarships WHERE academic_year = ${scope.academicYear}
      UNION SELECT code FROM chosen
      UNION SELECT code FROM awards
    )
    SELECT codes.code, coalesce(chosen.first_choice, 0) AS first_choice, coalesce(chosen.any_choice, 0) AS any_choice,
      coalesce(awards.awarded, 0) AS awarded, coalesce(awards.accepted, 0) AS accepted
    FROM codes LEFT JOIN chosen ON chosen.code = codes.code LEFT JOIN awards ON awards.code = codes.code
    ORDER BY 3 DESC, 1`.execute(db);
  return {
    id: 'perScholarship',
    kind: 'bars',
    series: ['firstChoice', 'anyChoice', 'awarded', 'accepted'],
    rows: rows.map((row) => ({
      key: row.code,
      values: { firstChoice: toNumber(row.first_choice), anyChoice: toNumber(row.any_choice), awarded: toNumber(row.awarded), accepted: toNumber(row.accepted) },
    })),
  };
}

/** Applications by state (SCHOLARSHIP_DASHBOARD_STATES): drafts too, outcomes still to release, awards by their reply. */
async function byState(db: Db, scope: Scope): Promise<DashboardChart> {
  const { rows } = await sql<{ state: string; applications: string }>`
    SELECT CASE
        WHEN sch.status = 'AWARDED' THEN 'AWARDED_' || coalesce(outcome.response, 'AWAITING_REPLY')
        WHEN sch.status IN ('SUBMITTED', 'SHORTLISTED') AND outcome.application_id IS NOT NULL THEN 'OUTCOME_TO_RELEASE'
        ELSE sch.status
      END AS state, count(*) AS applications
    FROM scholarship_applications sch LEFT JOIN scholarship_outcomes outcome ON outcome.application_id = sch.id
    WHERE ${inScope(scope)}
    GROUP BY 1`.execute(db);
  // A handful of rows, put in the office's order.
  const order = (state: string) => (SCHOLARSHIP_DASHBOARD_STATES as readonly string[]).indexOf(state);
  return {
    id: 'byState',
    kind: 'bars',
    series: ['applications'],
    rows: rows.sort((a, b) => order(a.state) - order(b.state)).map((row) => ({ key: row.state, values: { applications: toNumber(row.applications) } })),
  };
}

/** Submitted applications, awards released and accepted, by the citizenship their admission application states. */
async function byCitizenship(db: Db, scope: Scope): Promise<DashboardChart> {
  const { rows } = await sql<{ citizenship: string; submitted: string; awarded: string; accepted: string }>`
    SELECT coalesce(sch.admission_citizenship, ${CITIZENSHIP_NOT_STATED}) AS citizenship, count(*) AS submitted,
      count(offer.application_id) AS awarded, count(*) FILTER (WHERE offer.response = 'ACCEPTED') AS accepted
    FROM scholarship_applications sch
      LEFT JOIN scholarship_outcomes offer ON offer.application_id = sch.id AND ${RELEASED_OFFER}
    WHERE sch.submitted_at IS NOT NULL AND ${inScope(scope)}
    GROUP BY 1`.execute(db);
  // The registry's order; not stated (index -1, read unsigned) last.
  const order = (citizenship: string) => (CITIZENSHIPS as readonly string[]).indexOf(citizenship) >>> 0;
  return {
    id: 'byCitizenship',
    kind: 'bars',
    series: ['submitted', 'awarded', 'accepted'],
    rows: rows
      .sort((a, b) => order(a.citizenship) - order(b.citizenship))
      .map((row) => ({ key: row.citizenship, values: { submitted: toNumber(row.submitted), awarded: toNumber(row.awarded), accepted: toNumber(row.accepted) } })),
  };
}

/** Submitted applications and awards released, by the first-choice programme of their admission application. */
async function perProgramme(db: Db, scope: Scope): Promise<DashboardChart> {
  const { rows } = await sql<{ programme: string; submitted: string; awarded: string }>`
    SELECT sch.admission_first_choice AS programme, count(*) AS submitted,
      count(offer.application_id) AS awarded
    FROM scholarship_applications sch
      LEFT JOIN scholarship_outcomes offer ON offer.application_id = sch.id AND ${RELEASED_OFFER}
    WHERE sch.submitted_at IS NOT NULL AND sch.admission_first_choice IS NOT NULL AND ${inScope(scope)}
    GROUP BY 1
    ORDER BY 2 DESC, 1`.execute(db);
  return {
    id: 'perProgramme',
    kind: 'bars',
    series: ['submitted', 'awarded'],
    rows: rows.map((row) => ({ key: row.programme, values: { submitted: toNumber(row.submitted), awarded: toNumber(row.awarded) } })),
  };
}

/** The charts, in the order the dashboard shows them. */
const CHARTS: ReadonlyArray<ChartCount<Scope>> = [funnel, submissionsPerDay, perScholarship, byState, byCitizenship, perProgramme];

export async function scholarshipDashboard(db: Db, query: ScholarshipDashboardQuery, now: Date): Promise<Dashboard> {
  const academicYear = query.academicYear || admissionAcademicYear(now);
  const scholarships = await scholarshipsOfYear(db, academicYear);
  const chosen = scholarships.find((scholarship) => scholarship.code === query.scholarship);
  // A scholarship of the year stands for its days too; a code the year does not define still narrows (to none).
  const days = chosen ? { first: singaporeDate(chosen.opens_at), last: singaporeDate(chosen.closes_at) } : null;
  const scope: Scope = { academicYear, scholarship: query.scholarship, citizenship: query.citizenship, days };
  const charts = await countInOneSnapshot(db, CHARTS, scope);
  return {
    filters: { academicYear, scholarship: query.scholarship, citizenship: query.citizenship },
    options: { scholarship: scholarships.map((row) => ({ value: row.code, label: { 'en-GB': row.name_en, 'zh-Hans': row.name_zh } })) },
    charts,
  };
}
