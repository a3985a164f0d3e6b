/**
 * The financial aid dashboard's figures (issue 37): SQL aggregates over one academic year's aid
 * applications — narrowed to a group of students, the aid sought or a scheme offered — each a chart
 * of the shared dashboard shape (@portal/contracts/office/dashboard). Counted in the database from the
 * covering index of migration 0041 (a year's charts never read the wide submitted answers), never row
 * by row here.
 */
import { AID_FUNNEL_STEPS, AID_INCOME_BANDS, type AidFunnelStep } from '@portal/contracts/financial-aid/dashboard';
import { AID_APPLICATION_STATUSES, AID_REQUEST_KINDS, AID_SCHEME_CATEGORIES, AID_TIERS, isLoanCategory, type AidSchemeCategory } from '@portal/contracts/financial-aid/model';
import { aYearLater, daysBesideLastYear, previousAcademicYear, type Dashboard, type DashboardChart, type DashboardOption, type DashboardRow } from '@portal/contracts/office/dashboard';
import type { AidDashboardQuery } from '@portal/contracts/schemas/financial-aid/dashboard';
import { sql } from 'kysely';
import { admissionAcademicYear } from '../../academic-year';
import type { Db } from '../../db/database';
import { countInOneSnapshot, singaporeDay, type ChartCount } from '../../staff/dashboard';

/** Which aid applications the figures count: one academic year's, of a group, aid sought and scheme when chosen. */
interface Scope {
  academicYear: string;
  tier: string;
  aidSought: string;
  scheme: string;
  /** The year's application window (Singapore dates) when the office set it: the days the chart of submissions spans at least. */
  window: { first: string; last: string } | null;
}

const toNumber = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));

/**
 * The WHERE clause of a scope, on the aid applications aliased `aid`, for `academicYear` (this
 * year's or last year's). The group and the aid sought are the submission's (a draft has neither
 * yet), and a scheme is the live package's: narrowed by any of them, drafts are not counted.
 */
function inScope(scope: Scope, academicYear = scope.academicYear) {
  return sql.join(
    [
      sql`aid.academic_year = ${academicYear}`,
      ...(scope.tier ? [sql`aid.tier = ${scope.tier}`] : []),
      ...(scope.aidSought ? [sql`aid.aid_sought @> jsonb_build_array(${scope.aidSought}::text)`] : []),
      ...(scope.scheme
        ? [
            sql`aid.id IN (SELECT scheme_package.application_id FROM financial_aid_packages scheme_package
              WHERE scheme_package.status <> 'SUPERSEDED' AND scheme_package.items @> jsonb_build_array(jsonb_build_object('code', ${scope.scheme}::text)))`,
          ]
        : []),
    ],
    sql` AND `,
  );
}

/** The live package of each application (one at most: a later offer supersedes the earlier), aliased `live`. */
const LIVE_PACKAGE = sql`LEFT JOIN financial_aid_packages live ON live.application_id = aid.id AND live.status <> 'SUPERSEDED'`;

/** started → submitted → assessed (the office offered a package or recorded unsuccessful) → package offered → package accepted. */
async function funnel(db: Db, scope: Scope): Promise<DashboardChart> {
  const { rows } = await sql<Record<AidFunnelStep, string>>`
    SELECT count(*) AS "started",
      count(*) FILTER (WHERE aid.submitted_at IS NOT NULL) AS "submitted",
      count(*) FILTER (WHERE aid.decided_at IS NOT NULL) AS "assessed",
      count(live.application_id) AS "offered",
      count(*) FILTER (WHERE live.status = 'ACCEPTED') AS "accepted"
    FROM financial_aid_applications aid ${LIVE_PACKAGE}
    WHERE ${inScope(scope)}`.execute(db);
  const counts = rows[0]!;
  return { id: 'funnel', kind: 'steps', series: ['applications'], rows: AID_FUNNEL_STEPS.map((step) => ({ key: step, values: { applications: toNumber(counts[step]) } })) };
}

/** Submissions per Singapore day, this year's beside last year's on the same dates a year earlier, over the year's window at least. */
async function submissionsPerDay(db: Db, scope: Scope): Promise<DashboardChart> {
  const lastYear = previousAcademicYear(scope.academicYear);
  const { rows } = await sql<{ academic_year: string; day: string; submitted: string }>`
    SELECT aid.academic_year, (${singaporeDay(sql`aid.submitted_at`)})::text AS day, count(*) AS submitted
    FROM financial_aid_applications aid
    WHERE aid.submitted_at IS NOT NULL AND ((${inScope(scope)}) OR (${inScope(scope, lastYear)}))
    GROUP BY aid.academic_year, ${singaporeDay(sql`aid.submitted_at`)}`.execute(db);
  const counts = rows.map((row) => ({ academicYear: row.academic_year, day: row.day, count: toNumber(row.submitted) }));
  // The window as set, widened to any day either year counted (last year's window may have differed).
  const days = [...counts.map((row) => (row.academicYear === scope.academicYear ? row.day : aYearLater(row.day))), ...(scope.window ? [scope.window.first, scope.window.last] : [])].sort();
  const span = days.length ? { first: days[0]!, last: days.at(-1)! } : null;
  return { id: 'submissionsPerDay', kind: 'days', series: ['thisYear', 'lastYear'], rows: daysBesideLastYear(scope.academicYear, counts, span) };
}

/** Every application of the year by its state (drafts included: started, not yet sent), in the states' own order. */
async function byState(db: Db, scope: Scope): Promise<DashboardChart> {
  const { rows } = await sql<{ status: string; applications: string }>`
    SELECT aid.status, count(*) AS applications FROM financial_aid_applications aid WHERE ${inScope(scope)} GROUP BY 1`.execute(db);
  const counted = new Map(rows.map((row) => [row.status, toNumber(row.applications)]));
  return { id: 'byState', kind: 'bars', series: ['applications'], rows: AID_APPLICATION_STATUSES.map((status) => ({ key: status, values: { applications: counted.get(status) ?? 0 } })) };
}

/**
 * Live packages naming each scheme, and the replies: accepted with the scheme taken; declined (the
 * package rejected or lapsed, or accepted without this scheme); awaiting the reply. Every scheme of
 * the year has a row, offered or not; offered = accepted + declined + awaiting. From the same query,
 * the bursaries' money: the yearly amounts offered and those accepted (a loan has no amount, only a
 * percent of the fee, so it has no row there).
 */
async function packagesPerScheme(db: Db, scope: Scope, schemes: readonly YearScheme[]): Promise<DashboardChart[]> {
  const { rows } = await sql<{ code: string; offered: string; accepted: string; declined: string; awaiting: string; amount_offered: string | null; amount_accepted: string | null }>`
    SELECT item ->> 'code' AS code,
      count(*) AS offered,
      count(*) FILTER (WHERE reply.taken) AS accepted,
      count(*) FILTER (WHERE live.status IN ('REJECTED', 'LAPSED') OR (live.status = 'ACCEPTED' AND NOT reply.taken)) AS declined,
      count(*) FILTER (WHERE live.status = 'OFFERED') AS awaiting,
      sum((item ->> 'annualAmountCents')::bigint) AS amount_offered,
      sum((item ->> 'annualAmountCents')::bigint) FILTER (WHERE reply.taken) AS amount_accepted
    FROM financial_aid_applications aid
      JOIN financial_aid_packages live ON live.application_id = aid.id AND live.status <> 'SUPERSEDED'
      CROSS JOIN LATERAL jsonb_array_elements(live.items) AS item
      CROSS JOIN LATERAL (SELECT live.status = 'ACCEPTED' AND coalesce(live.selection -> 'items' @> jsonb_build_array(jsonb_build_object('code', item -> 'code')), false) AS taken) reply
    WHERE ${inScope(scope)}
    GROUP BY 1`.execute(db);
  const counted = new Map(rows.map((row) => [row.code, row]));
  // The year's schemes in the office's order, then any code a package names that the year no longer defines.
  const known = schemes.map((scheme) => scheme.code);
  const codes = [...known, ...[...counted.keys()].filter((code) => !known.includes(code)).sort()];
  const bursaries = codes.filter((code) => {
    const scheme = schemes.find((candidate) => candidate.code === code);
    return scheme ? !isLoanCategory(scheme.category) : counted.get(code)?.amount_offered != null;
  });
  return [
    {
      id: 'packagesPerScheme',
      kind: 'bars',
      series: ['offered', 'accepted', 'declined', 'awaiting'],
      rows: codes.map((code) => {
        const row = counted.get(code);
        return { key: code, values: { offered: toNumber(row?.offered), accepted: toNumber(row?.accepted), declined: toNumber(row?.declined), awaiting: toNumber(row?.awaiting) } };
      }),
    },
    {
      id: 'bursaryAmounts',
      kind: 'bars',
      unit: 'SGD',
      series: ['offered', 'accepted'],
      rows: bursaries.map((code) => ({ key: code, values: { offered: toNumber(counted.get(code)?.amount_offered), accepted: toNumber(counted.get(code)?.amount_accepted) } })),
    },
  ];
}

/** The band of a per-capita income in cents, in SQL: AID_INCOME_BANDS' ceilings, lowest first. */
const INCOME_BAND = sql.raw(
  `CASE WHEN aid.per_capita_income_cents IS NULL THEN 'notKnown' ${AID_INCOME_BANDS.filter((band) => band.upToCents !== null)
    .map((band) => `WHEN aid.per_capita_income_cents <= ${band.upToCents} THEN '${band.key}'`)
    .join(' ')} ELSE '${AID_INCOME_BANDS.find((band) => band.upToCents === null && band.aboveCents !== null)!.key}' END`,
);

/** Rows in a fixed order, each with its counted values (zero where none); `notKnown` only when something is. */
function inOrder(keys: readonly string[], counted: Map<string, Record<string, number>>, series: readonly string[]): DashboardRow[] {
  const zero = Object.fromEntries(series.map((name) => [name, 0]));
  return keys.filter((key) => key !== 'notKnown' || counted.has(key)).map((key) => ({ key, values: { ...zero, ...counted.get(key) } }));
}

/** Submitted applications and the packages offered to them, by a column of the application: its per-capita income band, its group of students. */
async function submittedAndOfferedBy(db: Db, scope: Scope, by: 'incomeBands' | 'perTier'): Promise<DashboardChart> {
  const key = by === 'incomeBands' ? INCOME_BAND : sql`coalesce(aid.tier, 'notKnown')`;
  const { rows } = await sql<{ key: string; applications: string; offered: string; accepted: string }>`
    SELECT ${key} AS key, count(*) AS applications, count(live.application_id) AS offered, count(*) FILTER (WHERE live.status = 'ACCEPTED') AS accepted
    FROM financial_aid_applications aid ${LIVE_PACKAGE}
    WHERE aid.submitted_at IS NOT NULL AND ${inScope(scope)}
    GROUP BY 1`.execute(db);
  const series = ['applications', 'offered', 'accepted'];
  const counted = new Map(rows.map((row) => [row.key, { applications: toNumber(row.applications), offered: toNumber(row.offered), accepted: toNumber(row.accepted) }]));
  const keys = by === 'incomeBands' ? AID_INCOME_BANDS.map((band) => band.key) : [...AID_TIERS, 'notKnown'];
  return { id: by, kind: 'bars', series, rows: inOrder(keys, counted, series) };
}

/** Appeals, requests for review and updates of circumstances, by what became of them. */
async function requests(db: Db, scope: Scope): Promise<DashboardChart> {
  const { rows } = await sql<{ kind: string; awaiting_decision: string; upheld: string; not_upheld: string; processed: string }>`
    SELECT request.kind,
      count(*) FILTER (WHERE request.status = 'SUBMITTED') AS awaiting_decision,
      count(*) FILTER (WHERE request.status = 'UPHELD') AS upheld,
      count(*) FILTER (WHERE request.status = 'NOT_UPHELD') AS not_upheld,
      count(*) FILTER (WHERE request.status = 'PROCESSED') AS processed
    FROM financial_aid_requests request JOIN financial_aid_applications aid ON aid.id = request.application_id
    WHERE ${inScope(scope)}
    GROUP BY 1`.execute(db);
  const series = ['awaitingDecision', 'upheld', 'notUpheld', 'processed'];
  const counted = new Map(
    rows.map((row) => [row.kind, { awaitingDecision: toNumber(row.awaiting_decision), upheld: toNumber(row.upheld), notUpheld: toNumber(row.not_upheld), processed: toNumber(row.processed) }]),
  );
  return { id: 'requests', kind: 'bars', series, rows: inOrder(AID_REQUEST_KINDS, counted, series) };
}

interface YearScheme {
  code: string;
  category: AidSchemeCategory;
  name_en: string;
  name_zh: string;
}

/** The year's schemes in the office's order (category, then code): the per-scheme charts' rows and the scheme filter's choices. */
async function schemesOf(db: Db, academicYear: string): Promise<YearScheme[]> {
  const rows = await db.selectFrom('financial_aid_schemes').select(['code', 'category', 'name_en', 'name_zh']).where('academic_year', '=', academicYear).orderBy('code').execute();
  return rows.sort((a, b) => AID_SCHEME_CATEGORIES.indexOf(a.category) - AID_SCHEME_CATEGORIES.indexOf(b.category));
}

/** The year's application window as the office set it (Singapore dates), or null. */
async function windowOf(db: Db, academicYear: string): Promise<Scope['window']> {
  const row = await db
    .selectFrom('financial_aid_years')
    .select([sql<string>`opens_on::text`.as('opens_on'), sql<string>`closes_on::text`.as('closes_on')])
    .where('academic_year', '=', academicYear)
    .executeTakeFirst();
  return row ? { first: row.opens_on, last: row.closes_on } : null;
}

export async function aidDashboard(db: Db, query: AidDashboardQuery, now: Date): Promise<Dashboard> {
  const academicYear = query.academicYear || admissionAcademicYear(now);
  const [schemes, window] = await Promise.all([schemesOf(db, academicYear), windowOf(db, academicYear)]);
  const scope: Scope = { academicYear, tier: query.tier, aidSought: query.aidSought, scheme: query.scheme, window };
  /** The charts, in the order the dashboard shows them. */
  const charts: ReadonlyArray<ChartCount<Scope>> = [
    funnel,
    submissionsPerDay,
    byState,
    (tx, counted) => packagesPerScheme(tx, counted, schemes),
    (tx, counted) => submittedAndOfferedBy(tx, counted, 'incomeBands'),
    (tx, counted) => submittedAndOfferedBy(tx, counted, 'perTier'),
    requests,
  ];
  const schemeOptions: DashboardOption[] = schemes.map((scheme) => ({ value: scheme.code, label: { 'en-GB': scheme.name_en, 'zh-Hans': scheme.name_zh } }));
  return {
    filters: { academicYear, tier: scope.tier, aidSought: scope.aidSought, scheme: scope.scheme },
    options: { scheme: schemeOptions },
    charts: await countInOneSnapshot(db, charts, scope),
  };
}
