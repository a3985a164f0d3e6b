/**
 * Application periods as the Office of Admissions keeps them in its console: reading a year's,
 * adding, changing (names and times, with a reason) and removing one not opened yet. periods.ts
 * picks the one that governs an application from the same table.
 *
 * Periods of one system, category and year must not overlap (periodFor would have to guess which
 * governs). No constraint in the table says so, so each write takes a transaction-scoped advisory
 * lock on that key before it looks for an overlap: two officers adding at once cannot both pass the
 * check. Each change is recorded in staff_audit (target APPLICATION_PERIOD, the period's id), with
 * the times before and after, in the same transaction.
 */
import { periodState, type OfficeApplicationPeriod } from '@portal/contracts/admission/application-periods';
import type { CategoryId } from '@portal/contracts/categories';
import { UUID_PATTERN } from '@portal/contracts/schemas/common';
import {
  sameMinute,
  singaporeInstant,
  type ApplicationPeriodChangeInput,
  type ApplicationPeriodInput,
} from '@portal/contracts/schemas/admission/application-periods';
import type { SystemId } from '@portal/contracts/systems';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fieldProblem, problem } from '../../http/problems';
import { recordStaffAction } from '../../staff/audit';

const COLUMNS = ['id', 'system', 'category', 'academic_year', 'name_en', 'name_zh', 'opens_at', 'closes_at'] as const;

type PeriodRow = Awaited<ReturnType<ReturnType<typeof readPeriods>['executeTakeFirstOrThrow']>>;

const readPeriods = (db: Db) => db.selectFrom('application_periods').select(COLUMNS);

const toOfficePeriod = (row: PeriodRow, now: Date): OfficeApplicationPeriod => ({
  id: row.id,
  system: row.system as SystemId,
  category: row.category as CategoryId | null,
  academicYear: row.academic_year,
  nameEn: row.name_en,
  nameZh: row.name_zh,
  opensAt: row.opens_at.toISOString(),
  closesAt: row.closes_at.toISOString(),
  state: periodState(row.opens_at, row.closes_at, now),
});

/** A year's periods by system, then system-wide before a category's, then opening time. */
export async function listPeriods(db: Db, academicYear: string, now: Date): Promise<OfficeApplicationPeriod[]> {
  const rows = await readPeriods(db)
    .where('academic_year', '=', academicYear)
    .orderBy('system')
    .orderBy(sql`category IS NOT NULL`)
    .orderBy('category')
    .orderBy('opens_at')
    .execute();
  return rows.map((row) => toOfficePeriod(row, now));
}

async function findRow(db: Db, periodId: string, forUpdate = false): Promise<PeriodRow> {
  if (!UUID_PATTERN.test(periodId)) throw problem(404, 'PERIOD_NOT_FOUND');
  const query = readPeriods(db).where('id', '=', periodId);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw problem(404, 'PERIOD_NOT_FOUND');
  return row;
}

/** One period (404 PERIOD_NOT_FOUND for an id that names none, a non-UUID too). */
export async function findPeriod(db: Db, periodId: string, now: Date): Promise<OfficeApplicationPeriod> {
  return toOfficePeriod(await findRow(db, periodId), now);
}

interface PeriodKey {
  system: string;
  category: string | null;
  academicYear: string;
}

/** Serialises the writes to one system, category and year until the transaction ends. */
async function lockKey(tx: Db, key: PeriodKey): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`application_periods:${key.system}:${key.category ?? '*'}:${key.academicYear}`}))`.execute(tx);
}

/** 409 PERIOD_OVERLAPS (on the opening day) when another period of the key shares any instant with [opens, closes). */
async function refuseOverlap(tx: Db, key: PeriodKey, opensAt: Date, closesAt: Date, exceptId?: string): Promise<void> {
  let query = tx
    .selectFrom('application_periods')
    .select('id')
    .where('system', '=', key.system)
    .where('academic_year', '=', key.academicYear)
    .where('opens_at', '<', closesAt)
    .where('closes_at', '>', opensAt);
  query = key.category === null ? query.where('category', 'is', null) : query.where('category', '=', key.category);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw fieldProblem(409, 'PERIOD_OVERLAPS', 'opensOn');
}

/** The instants a form's day and time name (the schema has checked that they do). */
const opensOf = (input: { opensOn: string; opensTime: string }) => singaporeInstant(input.opensOn, input.opensTime)!;
const closesOf = (input: { closesOn: string; closesTime: string }) => singaporeInstant(input.closesOn, input.closesTime)!;

const audit = (tx: Db, staffId: string, action: string, periodId: string, params: Record<string, unknown>, at: Date) =>
  recordStaffAction(tx, { staffId, action, targetKind: 'APPLICATION_PERIOD', targetId: periodId, params, at });

const times = (opensAt: Date, closesAt: Date) => ({ opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() });

/** Adds a period (409 PERIOD_OVERLAPS) with its audit record; answers its id. */
export async function createPeriodAudited(db: Db, input: ApplicationPeriodInput, staffId: string, now: Date): Promise<string> {
  const key: PeriodKey = { system: input.system, category: input.category || null, academicYear: input.academicYear };
  const opensAt = opensOf(input);
  const closesAt = closesOf(input);
  return db.transaction().execute(async (tx) => {
    await lockKey(tx, key);
    await refuseOverlap(tx, key, opensAt, closesAt);
    const { id } = await tx
      .insertInto('application_periods')
      .values({ system: key.system, category: key.category, academic_year: key.academicYear, name_en: input.nameEn, name_zh: input.nameZh, opens_at: opensAt, closes_at: closesAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(tx, staffId, 'APPLICATION_PERIOD_CREATED', id, { ...key, after: times(opensAt, closesAt) }, now);
    return id;
  });
}

/**
 * Changes a period's names and times with its audit record (the reason, the times before and after).
 * `check` validates the body against the period as it is once locked (the change schema's rules
 * about now depend on it). A time given to the minute the period has keeps its stored instant.
 */
export async function changePeriodAudited(
  db: Db,
  periodId: string,
  check: (current: { opensAt: string; closesAt: string }) => ApplicationPeriodChangeInput,
  staffId: string,
  now: Date,
): Promise<void> {
  const unlocked = await findRow(db, periodId);
  const key: PeriodKey = { system: unlocked.system, category: unlocked.category, academicYear: unlocked.academic_year };
  await db.transaction().execute(async (tx) => {
    await lockKey(tx, key);
    const current = await findRow(tx, periodId, true);
    const input = check(times(current.opens_at, current.closes_at));
    const typedOpens = opensOf(input);
    const typedCloses = closesOf(input);
    const opensAt = sameMinute(typedOpens, current.opens_at) ? current.opens_at : typedOpens;
    const closesAt = sameMinute(typedCloses, current.closes_at) ? current.closes_at : typedCloses;
    await refuseOverlap(tx, key, opensAt, closesAt, periodId);
    await tx.updateTable('application_periods').set({ name_en: input.nameEn, name_zh: input.nameZh, opens_at: opensAt, closes_at: closesAt }).where('id', '=', periodId).execute();
    await audit(
      tx,
      staffId,
      'APPLICATION_PERIOD_CHANGED',
      periodId,
      { reason: input.reason, before: { ...times(current.opens_at, current.closes_at), nameEn: current.name_en, nameZh: current.name_zh }, after: { ...times(opensAt, closesAt), nameEn: input.nameEn, nameZh: input.nameZh } },
      now,
    );
  });
}

/** Removes a period that has not opened yet (409 PERIOD_ALREADY_OPENED) with its audit record. */
export async function removePeriodAudited(db: Db, periodId: string, staffId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const current = await findRow(tx, periodId, true);
    if (current.opens_at.getTime() <= now.getTime()) throw problem(409, 'PERIOD_ALREADY_OPENED');
    await tx.deleteFrom('application_periods').where('id', '=', periodId).execute();
    const key = { system: current.system, category: current.category, academicYear: current.academic_year };
    await audit(tx, staffId, 'APPLICATION_PERIOD_REMOVED', periodId, { ...key, nameEn: current.name_en, before: times(current.opens_at, current.closes_at) }, now);
  });
}
