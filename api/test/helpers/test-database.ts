/**
 * Every database test runs on PGlite (in memory) and, when TEST_DATABASE_URL is set, on PostgreSQL
 * too, in a schema of its own that is dropped afterwards so parallel runs never collide.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, quoteIdentifier, type Db } from '../../src/db/database';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { MIGRATIONS, migrateToLatest } from '../../src/db/migrations';
import { openPgliteFromSnapshot } from './pglite-snapshot';

// Migrating, seeding (Argon2 hashes) and building an app can take longer than jest's default 5 s when
// every suite runs in parallel on PGlite and PostgreSQL; this applies to each test file that imports
// the database helpers.
jest.setTimeout(30_000);

export type DatabaseTarget = 'pglite' | 'postgres';

export function databaseTargets(): DatabaseTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Db;
  /** Destroys the connection(s) and drops the PostgreSQL schema. */
  close(): Promise<void>;
}

/** What a test database is made ready with (migrations, seed) before the test uses it. */
export interface Preparation {
  /** Names the result on PGlite, where it is made once per run and loaded from a snapshot. */
  name: string;
  prepare(db: Db): Promise<void>;
}

export async function openTestDatabase(target: DatabaseTarget, preparation?: Preparation): Promise<TestDatabase> {
  if (target === 'pglite') {
    const db = preparation
      ? await openPgliteFromSnapshot(preparation.name, preparation.prepare)
      : openDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
    return { db, close: () => db.destroy() };
  }
  const databaseUrl = process.env.TEST_DATABASE_URL!;
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  const db = openDatabase({ databaseUrl, dataDir: ':memory:' }, { schema });
  try {
    await preparation?.prepare(db);
  } catch (error) {
    await db.destroy();
    await dropTestSchema(admin, schema).finally(() => admin.end());
    throw error;
  }
  return {
    db,
    async close() {
      await db.destroy();
      try {
        await dropTestSchema(admin, schema);
      } finally {
        await admin.end();
      }
    },
  };
}

/**
 * Kysely's migrator lists every table of every schema in the database (its introspection names each
 * schema and table as it goes), so a schema another test file drops in the middle of that listing fails
 * the migration with "schema test_… does not exist". On PostgreSQL, test files therefore migrate and
 * drop their schemas one at a time, under one advisory lock of their own. Kysely already runs migrations
 * one at a time (its own lock), so this costs the parallel test files almost nothing.
 */
const SCHEMA_CHANGES_LOCK = 20_260_301;

async function whileNoSchemaChanges<T>(admin: pg.Client, work: () => Promise<T>): Promise<T> {
  await admin.query('SELECT pg_advisory_lock($1)', [SCHEMA_CHANGES_LOCK]);
  try {
    return await work();
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [SCHEMA_CHANGES_LOCK]);
  }
}

/** Drops a test file's schema (admin: a connection of the test's own, outside its pool). */
export async function dropTestSchema(admin: pg.Client, schema: string): Promise<void> {
  await whileNoSchemaChanges(admin, () => admin.query(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE`));
}

/** migrateToLatest, as a test file must call it (see SCHEMA_CHANGES_LOCK). */
export async function migrateTestDatabase(target: DatabaseTarget, db: Db): Promise<void> {
  await migrateSafely(target, () => migrateToLatest(db));
}

/**
 * The schema as it was before a migration shipped: every migration up to `lastName`, so a test can
 * put in the rows a real database held then and see what the next migration makes of them.
 */
export async function migrateTestDatabaseUpTo(target: DatabaseTarget, db: Db, lastName: string): Promise<void> {
  const names = Object.keys(MIGRATIONS).filter((name) => name <= lastName);
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => Object.fromEntries(names.map((name) => [name, MIGRATIONS[name]!])) }, migrationTableSchema: rows[0]?.schema });
  await migrateSafely(target, async () => {
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  });
}

async function migrateSafely(target: DatabaseTarget, migrate: () => Promise<void>): Promise<void> {
  if (target === 'pglite') return migrate();
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await whileNoSchemaChanges(admin, migrate);
  } finally {
    await admin.end();
  }
}
