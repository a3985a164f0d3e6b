/**
 * What every console's dashboard route answers (@portal/contracts/office/dashboard): one shape, so one
 * page of the console kit draws them all. Each domain counts its own figures; this is their schema.
 */
import type { DashboardChart } from '@portal/contracts/office/dashboard';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { allRequired, inBothLanguages } from '../http/openapi-schemas';

/**
 * The Singapore day (a date) of a timestamp column: every dashboard counts by the office's days
 * (UTC+8 all year, no daylight saving); a date is cheaper to group by than text.
 */
export const singaporeDay = (column: RawBuilder<unknown>) => sql<string>`((${column} AT TIME ZONE 'UTC') + interval '8 hours')::date`;

/**
 * One chart of a dashboard, counted in the database for the figures' scope (the filters as applied);
 * or several from one query (the same figures as counts and as money).
 */
export type ChartCount<Scope> = (db: Db, scope: Scope) => Promise<DashboardChart | DashboardChart[]>;

/**
 * Counts a dashboard's charts, in the order given, in one read-only snapshot: its charts agree with
 * each other however many applicants submit meanwhile. One query after another, without parallel
 * workers: on the portal's small database servers, starting a query's workers cost more than the scan
 * they share, and the charts' queries competed for the same cores.
 */
export async function countInOneSnapshot<Scope>(db: Db, charts: ReadonlyArray<ChartCount<Scope>>, scope: Scope): Promise<DashboardChart[]> {
  return db.transaction().execute(async (tx) => {
    await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`.execute(tx);
    await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(tx);
    const counted: DashboardChart[] = [];
    for (const count of charts) counted.push(...[await count(tx, scope)].flat());
    return counted;
  });
}

const chartFields = {
  id: { type: 'string' },
  kind: { type: 'string', enum: ['bars', 'steps', 'days'] },
  series: { type: 'array', items: { type: 'string' } },
  rows: {
    type: 'array',
    items: allRequired({ key: { type: 'string' }, values: { type: 'object', additionalProperties: { type: ['number', 'null'] } } }),
  },
} as const;
// `unit` only on a chart of money (its values in cents): a chart of counts has none.
const chartSchema = { ...allRequired(chartFields), properties: { ...chartFields, unit: { type: 'string', enum: ['SGD'] } } } as const;

const dashboardFields = {
  filters: { type: 'object', additionalProperties: { type: 'string' } },
  options: { type: 'object', additionalProperties: { type: 'array', items: allRequired({ value: { type: 'string' }, label: inBothLanguages }) } },
  charts: { type: 'array', items: chartSchema },
} as const;
/**
 * OpenAPI: a dashboard — the filters as applied, the options the data names, the charts; and when they
 * were counted, only on a dashboard read from kept counts (the admissions one).
 */
export const dashboardResponseSchema = {
  ...allRequired(dashboardFields),
  properties: { ...dashboardFields, countedAt: { type: 'string', format: 'date-time' } },
} as const;
