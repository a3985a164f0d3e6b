/**
 * The databases a test runs on: PGlite (in memory) always and, for the suites where the database
 * matters, PostgreSQL too when TEST_DATABASE_URL is set. A test app's database is a copy of the
 * run's seeded one (seeded-database.ts); an empty one, for the migrations' own tests, is on
 * PostgreSQL a schema of its own that is dropped afterwards so parallel runs never collide.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, quoteIdentifier, type Db } from '../../src/db/database';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { MIGRATIONS, migrateToLatest } from '../../src/db/migrations';
import { openPgliteFromSnapshot } from './pglite-snapshot';
import { openPostgresCopy } from './postgres-template';
import type { Preparation } from './prepared-database';

export type { Preparation } from './prepared-database';

export type DatabaseTarget = 'pglite' | 'postgres';

/**
 * Where the database matters (the stores and their SQL, races that only real locking settles, jobs,
 * the outbox, faults, what each driver does with odd bytes and errors): PGlite, which every run has,
 * and PostgreSQL too when TEST_DATABASE_URL is set.
 */
export function everyDatabase(): DatabaseTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Where it does not (what routes accept, answer and send, which runs the same SQL on either): one
 * database, PostgreSQL when TEST_DATABASE_URL is set (a copy of its template is ready in a quarter of a
 * second, where loading PGlite's takes seconds), else PGlite. Running these on both doubled the API
 * suite's time for SQL that the suites on every database already run on both.
 */
export function oneDatabase(): DatabaseTarget[] {
  return process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Db;
  /** PostgreSQL only: where a second pool on the same data connects (with `schema` when set). */
  databaseUrl?: string;
  /** Destroys the connection(s) and drops the PostgreSQL schema. */
  close(): Promise<void>;
}

export async function openTestDatabase(target: DatabaseTarget, preparation?: Preparation): Promise<TestDatabase> {
  if (target === 'pglite') {
    const db = preparation ? await openPgliteFromSnapshot(preparation) : openDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
    return { db, close: () => db.destroy() };
  }
  const databaseUrl = process.env.TEST_DATABASE_URL!;
  // A prepared database is a copy of this run's template; an empty one (a test of the migrations
  // themselves) is a schema of its own in the test database.
  if (preparation) return openPostgresCopy(databaseUrl, preparation);
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  const db = openDatabase({ databaseUrl, dataDir: ':memory:' }, { schema });
  return {
    db,
    databaseUrl,
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
