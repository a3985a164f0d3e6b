/**
 * How a kind of record is found once its retention period has passed (the retention module's kinds):
 * the domain that owns the records declares the query in its personal data source, since only it knows
 * what "ended" and "last changed" mean for its records. The small SQL helpers are shared by those
 * queries and retention's own (the outbox, the staff audit).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';

export interface QualifyingRecord {
  id: string;
  datedAt: Date;
}

export interface RetentionQuery {
  /** The records whose period has passed at `now` (dated on or before `cutoff`), among `only` when given. */
  qualifying(db: Db, now: Date, cutoff: Date, only?: readonly string[]): Promise<QualifyingRecord[]>;
  /** Which of `ids` still exist (those that do not were removed by something else, e.g. with their application). */
  existing(db: Db, ids: readonly string[]): Promise<string[]>;
}

/** `AND <column> IN (…)` when the records are named, else nothing. */
export const among = (column: RawBuilder<unknown>, only: readonly string[] | undefined) => (only ? sql` AND ${column} IN (${sql.join(only)})` : sql``);

/** A query's `id` and `dated_at` rows as qualifying records. */
export async function rowsOf(query: RawBuilder<{ id: string; dated_at: Date | string }>, db: Db): Promise<QualifyingRecord[]> {
  const { rows } = await query.execute(db);
  return rows.map((row) => ({ id: row.id, datedAt: new Date(row.dated_at) }));
}

/** `existing` for records that are rows of one table. */
export const existingIn =
  (table: string, column = 'id') =>
  async (db: Db, ids: readonly string[]): Promise<string[]> => {
    if (!ids.length) return [];
    const { rows } = await sql<{ id: string }>`SELECT ${sql.ref(column)}::text AS id FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(ids)})`.execute(db);
    return rows.map((row) => row.id);
  };
