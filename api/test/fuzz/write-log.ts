/**
 * "Nothing stored from a refused body", checked on the database itself: a row trigger on every table
 * of the test database logs each insert, delete and real update (one that changes a value) into
 * fuzz_write_log, in the same transaction as the write. Reading the log after each request says
 * exactly what that request stored; a write rolled back with its transaction leaves no entry, as it
 * leaves no data. Cheaper and stricter than fingerprints of chosen tables: no table is forgotten,
 * and a write that restores a count or a timestamp is still seen.
 *
 * Only the test's own database is instrumented (a PGlite copy, or the test's own PostgreSQL schema).
 *
 * That the check can fail is itself tested (signed-in-bodies.test.ts, "notices a refused request
 * that stored something"): a hidden route updates one application row and then answers 400, and the
 * fuzz must report "refused with 400 … but stored: UPDATE applications (draft_due_at)".
 */
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

export interface LoggedWrite {
  table: string;
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The columns an UPDATE changed. */
  changed: string[] | null;
  /** The row (new, or deleted), shortened: enough to say which record it was. */
  row: string;
}

const LOG_TABLE = 'fuzz_write_log';

const CREATE_LOG = sql`CREATE TABLE IF NOT EXISTS fuzz_write_log (
  id bigserial PRIMARY KEY,
  table_name text NOT NULL,
  operation text NOT NULL,
  changed text[],
  row_text text NOT NULL
)`;

// to_jsonb and not a row comparison: json columns have no equality operator.
const CREATE_TRIGGER_FUNCTION = sql`CREATE OR REPLACE FUNCTION fuzz_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_columns text[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(new_column.key ORDER BY new_column.key) INTO changed_columns
      FROM jsonb_each(to_jsonb(NEW)) AS new_column
      WHERE new_column.value IS DISTINCT FROM to_jsonb(OLD) -> new_column.key;
    IF changed_columns IS NULL THEN
      RETURN NULL;
    END IF;
    INSERT INTO fuzz_write_log (table_name, operation, changed, row_text) VALUES (TG_TABLE_NAME, TG_OP, changed_columns, left(to_jsonb(NEW)::text, 300));
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO fuzz_write_log (table_name, operation, row_text) VALUES (TG_TABLE_NAME, TG_OP, left(to_jsonb(NEW)::text, 300));
  ELSE
    INSERT INTO fuzz_write_log (table_name, operation, row_text) VALUES (TG_TABLE_NAME, TG_OP, left(to_jsonb(OLD)::text, 300));
  END IF;
  RETURN NULL;
END
$$`;

/** The app's tables in the test database's schema (PostgreSQL: the test's own schema; PGlite: public). */
async function appTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> ${LOG_TABLE} ORDER BY tablename`.execute(db);
  return rows.map((row) => row.name);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Writes a refused request may make by design: a session's activity time (written at most every
 * few minutes, whatever the request), and the counters of failed attempts that the sign-in and
 * public helpers keep precisely because a request was refused.
 */
export function isBookkeeping(write: LoggedWrite): boolean {
  if (['attempt_counters', 'login_throttle'].includes(write.table)) return true;
  const activityOnly = write.operation === 'UPDATE' && write.changed?.every((column) => column === 'last_seen_at');
  return ['sessions', 'staff_sessions'].includes(write.table) && activityOnly === true;
}

export class WriteLog {
  private seen = 0;

  private constructor(private readonly db: Db) {}

  /** Puts the trigger on every table of the test database; the log starts empty. */
  static async install(db: Db): Promise<WriteLog> {
    await CREATE_LOG.execute(db);
    await CREATE_TRIGGER_FUNCTION.execute(db);
    const tables = await appTables(db);
    for (const table of tables) {
      await sql.raw(`DROP TRIGGER IF EXISTS fuzz_write_log ON ${quoted(table)}`).execute(db);
      await sql.raw(`CREATE TRIGGER fuzz_write_log AFTER INSERT OR UPDATE OR DELETE ON ${quoted(table)} FOR EACH ROW EXECUTE FUNCTION fuzz_log_write()`).execute(db);
    }
    const log = new WriteLog(db);
    log.tables = tables;
    await log.takeNew();
    return log;
  }

  /** The tables watched (for the report, and to show the log is not watching nothing). */
  tables: string[] = [];

  /** The writes committed since the last call, oldest first. */
  async takeNew(): Promise<LoggedWrite[]> {
    const { rows } = await sql<{ id: string; table_name: string; operation: LoggedWrite['operation']; changed: string[] | null; row_text: string }>`
      SELECT id, table_name, operation, changed, row_text FROM fuzz_write_log WHERE id > ${this.seen} ORDER BY id`.execute(this.db);
    if (rows.length) this.seen = Number(rows[rows.length - 1]!.id);
    return rows.map((row) => ({ table: row.table_name, operation: row.operation, changed: row.changed, row: row.row_text }));
  }

  /** The writes since the last call that a refused request may not make (see isBookkeeping). */
  async storedSinceLastLook(): Promise<LoggedWrite[]> {
    return (await this.takeNew()).filter((write) => !isBookkeeping(write));
  }
}

export const describeWrites = (writes: LoggedWrite[]): string =>
  writes.map((write) => `${write.operation} ${write.table}${write.changed ? ` (${write.changed.join(', ')})` : ''}: ${write.row}`).join('\n');
