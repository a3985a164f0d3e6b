/**
 * The admissions dashboard's counts (issue 37), kept in `admission_dashboard_counts` (migration 0045)
 * and brought up to date by a scheduled job every minute: the dashboard reads a few thousand counted
 * rows instead of a year's 60,000 applications and their 300,000 programme choices, which no index
 * made fast enough (per-row work, docs/performance.md). It shows when they were counted.
 *
 * A year's counts are kept per part of the intake — the whole year, and each of its application
 * periods (the applications started while it was open) — and within each per system and category, so
 * the dashboard's every filter is a sum of counted rows. Each row is a chart's value: the chart, its
 * row (a funnel step, a day, a programme, a state), its series and the count. Last year's submissions
 * per day are counted with this year's (series `lastYear`, on their own dates), over the same part of
 * last year's intake (a period: its dates a year earlier).
 *
 * A count is one statement (one snapshot: the charts agree with each other) that writes only what
 * changed: a minute of a deadline evening moves a few of a year's rows, not all of them.
 */
import { previousAcademicYear } from '@portal/contracts/office/dashboard';
import { sql } from 'kysely';
import { admissionAcademicYear } from '../../academic-year';
import type { Db } from '../../db/database';

/** How often the job counts the current and last academic years again. */
export const ADMISSION_DASHBOARD_COUNT_SECONDS = 60;
/** An older year (asked for once, then counted) still changes now and then: it is counted again once a day. */
const OLDER_YEAR_RECOUNT_MS = 24 * 60 * 60 * 1000;

/** A Singapore day (yyyy-mm-dd) of a timestamp column, as text: the office counts by its own days (UTC+8, no daylight saving). */
const singaporeDayText = (column: string) => sql.raw(`((((${column}) AT TIME ZONE 'UTC') + interval '8 hours')::date)::text`);

/** Counts one academic year's intake again, replacing its rows where they changed; the year's time of counting is `now`. */
export async function countAdmissionDashboard(db: Db, academicYear: string, now: Date): Promise<void> {
  const lastYear = previousAcademicYear(academicYear);
  await db.transaction().execute(async (tx) => {
    // The year's row first, locked until commit: two counts of one year (the job's and an officer's
    // first look) run one after the other, the second seeing what the first wrote.
    await sql`INSERT INTO admission_dashboard_counted (academic_year, counted_at) VALUES (${academicYear}, ${now})
      ON CONFLICT (academic_year) DO UPDATE SET counted_at = excluded.counted_at`.execute(tx);
    // Compiling this one large statement to machine code (JIT) took seconds and saved nothing; parallel
    // workers compete with the requests for the same cores.
    await sql`SET LOCAL jit = off`.execute(tx);
    await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(tx);
    await sql`
      WITH year_applications AS MATERIALIZED (
        -- The year's applications with what the funnel asks of other tables, each gathered once
        -- into a hashed list: unsettled application fees, released offers, enrolments.
        SELECT app.id, app.system, app.category, app.created_at, app.offer_status,
          ${singaporeDayText('app.submitted_at')} AS submitted_day,
          app.submitted_at IS NOT NULL AND app.id NOT IN (
            SELECT fee.application_id FROM fees fee
            WHERE fee.kind = 'APPLICATION_FEE' AND fee.application_id IS NOT NULL AND fee.status NOT IN ('RECEIVED', 'WAIVED')) AS fee_settled,
          app.id IN (SELECT outcome.application_id FROM admission_outcomes outcome WHERE outcome.decision = 'OFFERED' AND outcome.released_at IS NOT NULL) AS offered,
          app.id IN (SELECT enrolment.application_id FROM admission_enrolments enrolment WHERE enrolment.decision = 'ENROL') AS enrolled
        FROM applications app WHERE app.academic_year = ${academicYear}
      ), scoped AS MATERIALIZED (
        -- Each application once for the whole year (period ''), and once more for each of the year's
        -- periods it was started in: its system's, and its category's when the period names one.
        SELECT '' AS period, app.* FROM year_applications app
        UNION ALL
        SELECT period.id::text, app.* FROM application_periods period
          JOIN year_applications app ON app.system = period.system AND (period.category IS NULL OR app.category = period.category)
            AND app.created_at >= period.opens_at AND app.created_at <= period.closes_at
        WHERE period.academic_year = ${academicYear}
      ), last_year_submissions AS (
        SELECT '' AS period, app.system, app.category, ${singaporeDayText('app.submitted_at')} AS submitted_day
        FROM applications app WHERE app.academic_year = ${lastYear} AND app.submitted_at IS NOT NULL
        UNION ALL
        SELECT period.id::text, app.system, app.category, ${singaporeDayText('app.submitted_at')}
        FROM application_periods period
          JOIN applications app ON app.academic_year = ${lastYear} AND app.submitted_at IS NOT NULL
            AND app.system = period.system AND (period.category IS NULL OR app.category = period.category)
            AND app.created_at >= period.opens_at - interval '1 year' AND app.created_at <= period.closes_at - interval '1 year'
        WHERE period.academic_year = ${academicYear}
      ), steps AS (
        SELECT period, system, category, count(*) AS started, count(submitted_day) AS submitted, count(*) FILTER (WHERE fee_settled) AS fee_settled,
          count(*) FILTER (WHERE offered) AS offered, count(*) FILTER (WHERE offer_status = 'ACCEPTED') AS accepted, count(*) FILTER (WHERE enrolled) AS enrolled
        FROM scoped GROUP BY period, system, category
      ), choices AS (
        -- An application names a programme once at most (the form refuses a DUPLICATE_CHOICE).
        SELECT scoped.period, scoped.system, scoped.category, choice.programme, count(*) AS any_choice, count(*) FILTER (WHERE choice.rank = 1) AS first_choice
        FROM scoped JOIN applications app ON app.id = scoped.id
          CROSS JOIN LATERAL jsonb_to_recordset(app.programme_choices) AS choice(rank int, programme text)
        WHERE scoped.submitted_day IS NOT NULL
        GROUP BY 1, 2, 3, 4
      ), offers AS (
        SELECT scoped.period, scoped.system, scoped.category, outcome.programme, count(*) AS offered,
          count(*) FILTER (WHERE scoped.offer_status = 'ACCEPTED') AS accepted, count(*) FILTER (WHERE scoped.offer_status = 'DECLINED') AS declined
        FROM scoped JOIN admission_outcomes outcome ON outcome.application_id = scoped.id
        WHERE outcome.decision = 'OFFERED' AND outcome.released_at IS NOT NULL AND outcome.programme IS NOT NULL
        GROUP BY 1, 2, 3, 4
      ), fresh AS MATERIALIZED (
        SELECT steps.period, steps.system, steps.category, fact.chart, fact.row_key, fact.series, fact.count::int AS count
        FROM steps CROSS JOIN LATERAL (VALUES
          ('funnel', 'started', 'applications', started), ('funnel', 'submitted', 'applications', submitted),
          ('funnel', 'feeSettled', 'applications', fee_settled), ('funnel', 'offered', 'applications', offered),
          ('funnel', 'accepted', 'applications', accepted), ('funnel', 'enrolled', 'applications', enrolled),
          ('perCategory', category, 'started', started), ('perCategory', category, 'submitted', submitted),
          ('perSystem', system, 'started', started), ('perSystem', system, 'submitted', submitted)
        ) AS fact(chart, row_key, series, count)
        WHERE fact.count > 0
        UNION ALL
        SELECT period, system, category, 'submissionsPerDay', submitted_day, 'thisYear', count(*)::int
        FROM scoped WHERE submitted_day IS NOT NULL GROUP BY period, system, category, submitted_day
        UNION ALL
        SELECT period, system, category, 'submissionsPerDay', submitted_day, 'lastYear', count(*)::int
        FROM last_year_submissions GROUP BY period, system, category, submitted_day
        UNION ALL
        SELECT choices.period, choices.system, choices.category, 'choicesPerProgramme', choices.programme, fact.series, fact.count::int
        FROM choices CROSS JOIN LATERAL (VALUES ('firstChoice', first_choice), ('anyChoice', any_choice)) AS fact(series, count)
        WHERE fact.count > 0
        UNION ALL
        SELECT offers.period, offers.system, offers.category, 'offersPerProgramme', offers.programme, fact.series, fact.count::int
        FROM offers CROSS JOIN LATERAL (VALUES ('offered', offered), ('accepted', accepted), ('declined', declined)) AS fact(series, count)
        WHERE fact.count > 0
        UNION ALL
        -- The appeal states the office works on (a draft is the applicant's; a replaced one is history).
        SELECT scoped.period, scoped.system, scoped.category, 'appealsByState',
          CASE WHEN appeal.status = 'DECIDED' THEN 'DECIDED_' || appeal.outcome ELSE appeal.status END, 'appeals', count(*)::int
        FROM scoped JOIN admission_appeals appeal ON appeal.application_id = scoped.id
        WHERE appeal.status IN ('SUBMITTED', 'UNDER_REVIEW', 'DECIDED')
        GROUP BY 1, 2, 3, 5
      ), gone AS (
        -- Rows nothing counts any more (a period deleted, a day's last application withdrawn). Their
        -- keys are none of those written below, so the two never meet on a row.
        DELETE FROM admission_dashboard_counts kept
        WHERE kept.academic_year = ${academicYear} AND NOT EXISTS (
          SELECT 1 FROM fresh WHERE fresh.period = kept.period AND fresh.system = kept.system AND fresh.category = kept.category
            AND fresh.chart = kept.chart AND fresh.row_key = kept.row_key AND fresh.series = kept.series)
      )
      INSERT INTO admission_dashboard_counts AS kept (academic_year, period, system, category, chart, row_key, series, count)
      SELECT ${academicYear}, fresh.period, fresh.system, fresh.category, fresh.chart, fresh.row_key, fresh.series, fresh.count FROM fresh
      WHERE NOT EXISTS (
        SELECT 1 FROM admission_dashboard_counts same WHERE same.academic_year = ${academicYear} AND same.period = fresh.period AND same.system = fresh.system
          AND same.category = fresh.category AND same.chart = fresh.chart AND same.row_key = fresh.row_key AND same.series = fresh.series AND same.count = fresh.count)
      ON CONFLICT (academic_year, period, system, category, chart, row_key, series) DO UPDATE SET count = excluded.count`.execute(tx);
  });
}

/**
 * The scheduled job's work: counts the academic year applications are made for now and the year
 * before (its offers, replies and enrolments run into this one), every time; and any older year an
 * officer has looked at, once a day. Answers the years counted.
 */
export async function countAdmissionDashboards(db: Db, now: Date): Promise<string[]> {
  const current = admissionAcademicYear(now);
  const live = [current, previousAcademicYear(current)];
  const older = await db
    .selectFrom('admission_dashboard_counted')
    .select('academic_year')
    .where('academic_year', 'not in', live)
    .where('counted_at', '<', new Date(now.getTime() - OLDER_YEAR_RECOUNT_MS))
    .orderBy('academic_year')
    .execute();
  const years = [...live, ...older.map((row) => row.academic_year)];
  for (const year of years) await countAdmissionDashboard(db, year, now);
  return years;
}

/** One counted value of a part of the intake: summed over the systems and categories the filters leave in. */
export interface CountedValue {
  chart: string;
  rowKey: string;
  series: string;
  count: number;
}

/** The part of a year's intake the dashboard shows: the whole year or a period (its id), narrowed to a system and category when given. */
export interface CountedPart {
  academicYear: string;
  period: string;
  system: string;
  category: string;
}

/**
 * A part of a year's intake as last counted, and when. A year nobody has looked at before is counted
 * now (once; the job keeps it up to date from then on), so its first look takes as long as a count.
 */
export async function readAdmissionCounts(db: Db, part: CountedPart, now: Date): Promise<{ countedAt: Date; values: CountedValue[] }> {
  const counted = () => db.selectFrom('admission_dashboard_counted').select('counted_at').where('academic_year', '=', part.academicYear).executeTakeFirst();
  if (!(await counted())) await countAdmissionDashboard(db, part.academicYear, now);
  // The time and the rows from one snapshot: a count landing meanwhile is either wholly in or wholly out.
  return db.transaction().execute(async (tx) => {
    await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`.execute(tx);
    const year = await tx.selectFrom('admission_dashboard_counted').select('counted_at').where('academic_year', '=', part.academicYear).executeTakeFirstOrThrow();
    let query = tx
      .selectFrom('admission_dashboard_counts')
      .select(['chart', 'row_key', 'series', sql<string>`sum(count)`.as('count')])
      .where('academic_year', '=', part.academicYear)
      .where('period', '=', part.period);
    if (part.system) query = query.where('system', '=', part.system);
    if (part.category) query = query.where('category', '=', part.category);
    const rows = await query.groupBy(['chart', 'row_key', 'series']).execute();
    return { countedAt: year.counted_at, values: rows.map((row) => ({ chart: row.chart, rowKey: row.row_key, series: row.series, count: Number(row.count) })) };
  });
}
