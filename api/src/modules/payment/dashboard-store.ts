/**
 * The finance dashboard's figures (issue 37): SQL aggregates over the fees of one academic year's
 * applications — of one kind, over chosen days — each a chart of the shared dashboard shape
 * (@portal/contracts/office/dashboard), as money (cents, `unit: 'SGD'`) and as counts. Counted in the
 * database from two narrow indexes that need no join (migration 0042), never row by row here: a year
 * raises some 60,000 fees.
 *
 * Amounts include GST, as the applicant's fee pages and receipts show what is paid: a payment's as
 * recorded when it was made (its amount and its GST); a fee not paid yet, with GST at today's rate,
 * as the fee's page shows it.
 *
 * A refund to make is a payment received for a fee already received (another payment, usually one
 * recorded offline) or waived meanwhile: settle.ts marks the payment so (`refund_due`) and puts it on
 * the fee's timeline. The portal
 * does not record refunds once made (the finance office makes them in its own systems), so the
 * figures show what is still to refund, never what was refunded.
 */
import { FEE_KINDS } from '@portal/contracts/fee-kinds';
import { daysBesideLastYear, daysFromTo, previousAcademicYear, type Dashboard, type DashboardChart, type DashboardRow } from '@portal/contracts/office/dashboard';
import type { PaymentMethod } from '@portal/contracts/payment';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import type { FinanceDashboardQuery } from '@portal/contracts/schemas/payment/dashboard';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { sql, type RawBuilder } from 'kysely';
import { admissionAcademicYear } from '../../academic-year';
import type { Db } from '../../db/database';
import { countInOneSnapshot, type ChartCount } from '../../staff/dashboard';

/** Where a fee stands, in the order the charts list them; then the payments to refund. */
export const FEE_STANDINGS = ['due', 'overdue', 'beingConfirmed', 'received', 'waived', 'refundToMake'] as const;
/** What happens to fees on a day: falling due, money received, waived, money received that is to be refunded. */
export const DAY_MOVEMENTS = ['fallingDue', 'received', 'waived', 'refundsToMake'] as const;
const PAYMENT_METHODS: readonly PaymentMethod[] = ['GATEWAY', 'OFFLINE'];

/** Which fees the figures count. */
interface Scope {
  academicYear: string;
  /** A fee kind, or '' for every kind. */
  kind: string;
  /** The first and last Singapore day counted (yyyy-mm-dd), either open (null). */
  from: string | null;
  to: string | null;
  /** Today in Singapore: a fee not paid after its due date is overdue. */
  today: string;
  gstPercent: number;
}

const toNumber = (value: string | number | null) => (value === null ? 0 : Number(value));
/** The kinds of fee counted: the series of the charts by kind. */
const kindsOf = (scope: Scope): string[] => (scope.kind ? [scope.kind] : [...FEE_KINDS]);

/** `day` (a date column) within the chosen days. */
function inDays(scope: Scope, day: RawBuilder<unknown>) {
  return sql.join([sql`true`, ...(scope.from ? [sql`${day} >= ${scope.from}::date`] : []), ...(scope.to ? [sql`${day} <= ${scope.to}::date`] : [])], sql` AND `);
}

/**
 * The year's fees (of the chosen kind), read from their dashboard index (migration 0042: each fee
 * keeps its application's year, so nothing is joined).
 */
const feesOf = (scope: Scope, year = scope.academicYear) => sql`fees WHERE academic_year = ${year}${scope.kind ? sql` AND kind = ${scope.kind}` : sql``}`;
/** The year's payments received (of fees of the chosen kind), read from their dashboard index. */
const receivedOf = (scope: Scope, years: string[]) =>
  sql`payments WHERE status = 'RECEIVED' AND academic_year IN (${sql.join(years)})${scope.kind ? sql` AND fee_kind = ${scope.kind}` : sql``}`;
/** What a fee is for with GST at today's rate, in whole cents rounded half up, as gstCents() does for the fee's page. */
const feeTotal = (scope: Scope) => sql`amount_cents + (amount_cents * ${scope.gstPercent}::int + 50) / 100`;

interface Tally {
  key: string;
  series: string;
  count: string;
  amount: string | null;
}

const tallyKey = (key: string, series: string) => `${key} ${series}`;

/** The same tallies as two charts: money (SGD cents) and counts, a row per key, a value per series. */
function moneyAndCounts(id: string, kind: DashboardChart['kind'], keys: readonly string[], series: readonly string[], tallies: readonly Tally[]): DashboardChart[] {
  const found = new Map(tallies.map((tally) => [tallyKey(tally.key, tally.series), tally]));
  const rowsOf = (measure: 'count' | 'amount'): DashboardRow[] =>
    keys.map((key) => ({ key, values: Object.fromEntries(series.map((name) => [name, toNumber(found.get(tallyKey(key, name))?.[measure] ?? null)])) }));
  return [
    { id: `${id}Amounts`, kind, unit: 'SGD', series: [...series], rows: rowsOf('amount') },
    { id: `${id}Counts`, kind, series: [...series], rows: rowsOf('count') },
  ];
}

/** Where the year's fees raised on the chosen days stand now, per kind: due (not paid, due date not passed or none), overdue, being confirmed by the gateway, received, waived. */
async function feeStandings(db: Db, scope: Scope): Promise<Tally[]> {
  const { rows } = await sql<Tally>`
    SELECT CASE
        WHEN status IN ('UNPAID', 'UNSUCCESSFUL') THEN CASE WHEN due_date < ${scope.today}::date THEN 'overdue' ELSE 'due' END
        WHEN status = 'SUBMITTED' THEN 'beingConfirmed'
        WHEN status = 'RECEIVED' THEN 'received'
        ELSE 'waived' END AS key,
      kind AS series, count(*) AS count, sum(${feeTotal(scope)}) AS amount
    FROM ${feesOf(scope)} AND ${inDays(scope, sql`raised_day`)} GROUP BY 1, 2`.execute(db);
  return rows;
}

/** Fees per day of one of their days (falling due; waived: an officer's waiver, or a fee-free category's fee raised waived), as a series of the chart of days. */
async function feesPerDay(db: Db, scope: Scope, day: 'due_date' | 'waived_day', series: string): Promise<Tally[]> {
  const column = sql.ref(day);
  const { rows } = await sql<Tally>`
    SELECT ${column}::text AS key, ${series}::text AS series, count(*) AS count, sum(${feeTotal(scope)}) AS amount
    FROM ${feesOf(scope)} AND ${column} IS NOT NULL AND ${inDays(scope, column)} GROUP BY 1`.execute(db);
  return rows;
}

/** The money received on the chosen days, by how it was paid and whether it is to refund, per kind. */
async function receivedByMethodAndRefund(db: Db, scope: Scope): Promise<Array<Tally & { refund_due: boolean }>> {
  const { rows } = await sql<Tally & { refund_due: boolean }>`
    SELECT method AS key, fee_kind AS series, refund_due, count(*) AS count, sum(amount_cents + gst_cents) AS amount
    FROM ${receivedOf(scope, [scope.academicYear])} AND ${inDays(scope, sql`received_day`)} GROUP BY 1, 2, 3`.execute(db);
  return rows;
}

/**
 * Money received per Singapore day (an offline payment on the day its money arrived) — all of it,
 * and what is to refund — this year's, and last year's chosen by the date it is drawn on, a year on.
 */
async function receivedPerDayTallies(db: Db, scope: Scope) {
  const lastYear = previousAcademicYear(scope.academicYear);
  const drawnOn = sql`CASE WHEN academic_year = ${scope.academicYear} THEN received_day ELSE (received_day + interval '1 year')::date END`;
  const { rows } = await sql<{ academic_year: string; day: string; refund_due: boolean; count: string; amount: string }>`
    SELECT academic_year, received_day::text AS day, refund_due, count(*) AS count, sum(amount_cents + gst_cents) AS amount
    FROM ${receivedOf(scope, [scope.academicYear, lastYear])} AND ${inDays(scope, drawnOn)} GROUP BY 1, 2, 3`.execute(db);
  return rows;
}

/**
 * Every chart from five aggregates over the two dashboard indexes. The queries' groups are finer
 * than some charts (a refund flag beside the method, a day's refunds beside its receipts) so that no
 * index is read twice; the charts take their figures from those groups.
 */
async function financeCharts(db: Db, scope: Scope): Promise<DashboardChart[]> {
  const standings = await feeStandings(db, scope);
  const due = await feesPerDay(db, scope, 'due_date', 'fallingDue');
  const waived = await feesPerDay(db, scope, 'waived_day', 'waived');
  const byMethod = await receivedByMethodAndRefund(db, scope);
  const perDay = await receivedPerDayTallies(db, scope);

  const refunds = sumTallies(byMethod.filter((group) => group.refund_due).map((group) => ({ ...group, key: 'refundToMake' })));
  const thisYear = perDay.filter((group) => group.academic_year === scope.academicYear);
  const received = sumTallies(thisYear.map((group) => ({ key: group.day, series: 'received', count: group.count, amount: group.amount })));
  const toRefund = thisYear.filter((group) => group.refund_due).map((group) => ({ key: group.day, series: 'refundsToMake', count: group.count, amount: group.amount }));
  const movements = [...due, ...waived, ...received, ...toRefund];
  const known = movements.map((tally) => tally.key).sort();
  const first = scope.from ?? known[0];
  const last = scope.to ?? known.at(-1);

  const amounts = sumTallies(perDay.map((group) => ({ key: group.day, series: group.academic_year, count: group.count, amount: group.amount })));
  const span = scope.from && scope.to ? { first: scope.from, last: scope.to } : null;
  const receivedPerDay: DashboardChart = {
    id: 'receivedPerDay',
    kind: 'days',
    unit: 'SGD',
    series: ['thisYear', 'lastYear'],
    rows: daysBesideLastYear(scope.academicYear, amounts.map((tally) => ({ academicYear: tally.series, day: tally.key, count: toNumber(tally.amount) })), span),
  };
  return [
    ...moneyAndCounts('feesByStanding', 'bars', FEE_STANDINGS, kindsOf(scope), [...standings, ...refunds]),
    receivedPerDay,
    ...moneyAndCounts('movementsPerDay', 'days', first && last ? daysFromTo(first, last) : [], DAY_MOVEMENTS, movements),
    ...moneyAndCounts('receivedByMethod', 'bars', PAYMENT_METHODS, kindsOf(scope), sumTallies(byMethod)),
  ];
}

/** Groups counted apart (a refund flag) added together under their key and series. */
function sumTallies(tallies: readonly Tally[]): Tally[] {
  const sums = new Map<string, Tally>();
  for (const tally of tallies) {
    const key = tallyKey(tally.key, tally.series);
    const sum = sums.get(key);
    sums.set(key, sum ? { ...sum, count: String(toNumber(sum.count) + toNumber(tally.count)), amount: String(toNumber(sum.amount) + toNumber(tally.amount)) } : { key: tally.key, series: tally.series, count: tally.count, amount: tally.amount });
  }
  return [...sums.values()];
}

/** The charts, in the order the dashboard shows them: where the money stands first. */
const CHARTS: ReadonlyArray<ChartCount<Scope>> = [financeCharts];

export async function financeDashboard(db: Db, query: FinanceDashboardQuery, context: { now: Date; gstPercent: number }): Promise<Dashboard> {
  const academicYear = query.academicYear || admissionAcademicYear(context.now);
  const scope: Scope = {
    academicYear,
    kind: query.kind,
    from: query.from ? parseDisplayDate(query.from) : null,
    to: query.to ? parseDisplayDate(query.to) : null,
    today: singaporeDate(context.now),
    gstPercent: context.gstPercent,
  };
  const charts = await countInOneSnapshot(db, CHARTS, scope);
  return { filters: { academicYear, kind: query.kind, from: query.from, to: query.to }, options: {}, charts };
}
