/**
 * PostgreSQL databases for tests, copied from a template made once per jest run.
 *
 * `CREATE DATABASE … TEMPLATE` copies a migrated and seeded database in about 0.25 s here, where
 * migrating and seeding a fresh one takes seconds. Every database a run makes is called
 * portal_test_<run id>_…, and the run's global teardown drops them all.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, quoteIdentifier, type Db } from '../../src/db/database';
import { testRunId, type Preparation } from './prepared-database';

const PREFIX = 'portal_test_';
/** A killed run's databases are dropped by a later run once they are this old. */
const LEFT_BEHIND_AFTER_MS = 6 * 3600_000;

/** The same server as `databaseUrl`, another database. */
export function databaseUrlOf(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const templateName = (preparation: Preparation) => `${PREFIX}${testRunId()}_t${createHash('sha256').update(preparation.name).digest('hex').slice(0, 10)}`;

async function withAdmin<T>(databaseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A lock key of PostgreSQL's advisory locks for one name. */
const lockKey = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

/**
 * Makes this run's template database for `preparation` unless it exists. It is prepared under a
 * name of its own and renamed when done, so a copy never starts from a half-prepared template; the
 * advisory lock keeps two workers from preparing it at once.
 */
export async function preparePostgresTemplate(databaseUrl: string, preparation: Preparation): Promise<string> {
  const template = templateName(preparation);
  await withAdmin(databaseUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [lockKey(template)]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount) return;
      const making = `${template}_m`;
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(making)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quoteIdentifier(making)}`);
      const db = openDatabase({ databaseUrl: databaseUrlOf(databaseUrl, making), dataDir: ':memory:' });
      try {
        await preparation.prepare(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`ALTER DATABASE ${quoteIdentifier(making)} RENAME TO ${quoteIdentifier(template)}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [lockKey(template)]);
    }
  });
  return template;
}

export interface PostgresCopy {
  db: Db;
  /** The copy's own address, for a test that opens a second pool on it (a second app instance). */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A new database copied from this run's template of `preparation` (made first if missing). */
export async function openPostgresCopy(databaseUrl: string, preparation: Preparation): Promise<PostgresCopy> {
  const template = await preparePostgresTemplate(databaseUrl, preparation);
  const copy = `${PREFIX}${testRunId()}_${randomBytes(5).toString('hex')}`;
  await withAdmin(databaseUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdentifier(copy)} TEMPLATE ${quoteIdentifier(template)}`));
  const copyUrl = databaseUrlOf(databaseUrl, copy);
  const db = openDatabase({ databaseUrl: copyUrl, dataDir: ':memory:' });
  // Connected here, as preparing it would have: Kysely ignores destroy() before its first query, and a
  // test that destroys the database to see the app fail must find it really closed.
  await sql`SELECT 1`.execute(db);
  return {
    db,
    databaseUrl: copyUrl,
    async close() {
      await db.destroy();
      await withAdmin(databaseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(copy)} WITH (FORCE)`));
    },
  };
}

/** Drops every database of this run, and those a killed run left behind hours ago. */
export async function dropRunDatabases(databaseUrl: string): Promise<void> {
  const thisRun = `${PREFIX}${testRunId()}_`;
  await withAdmin(databaseUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIX}%`]);
    for (const { datname } of rows) {
      const startedAt = parseInt(datname.slice(PREFIX.length, PREFIX.length + 8), 36);
      if (datname.startsWith(thisRun) || Date.now() - startedAt > LEFT_BEHIND_AFTER_MS) {
        await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
      }
    }
  });
}
