/**
 * What every test app's database starts as: all the migrations and the demo seed, made at the test
 * clock's first moment. It is made once per jest run on each database (scripts/jest/global-setup.js
 * calls prepareSeededDatabases before any worker starts) and each test file gets a copy of it.
 */
import type { Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrations';
import { seedDemoData } from '../../src/db/seed';
import { setSecretHashCost, type SecretHashCost } from '../../src/security/passwords';
import type { Preparation } from './prepared-database';
import { preparePgliteSnapshot } from './pglite-snapshot';
import { dropRunDatabases, preparePostgresTemplate } from './postgres-template';

/** The test clock's first moment (TestClock in test-app.ts starts here), when the seed is made. */
export const TEST_CLOCK_START = Date.parse('2026-03-01T09:00:00.000Z');

/**
 * The Argon2id cost of the test apps' new hashes (their SECRET_HASH_* settings, test-app.ts), and so of
 * the seeded demo secrets: the least Argon2 allows. What the tests check is what the portal does with a
 * secret; OWASP's cost, the default, is checked where it is set (config.test.ts, database.test.ts).
 */
export const TEST_SECRET_HASH_COST: SecretHashCost = { memoryKib: 1024, iterations: 1 };

export const SEEDED: Preparation = {
  name: `seeded-${TEST_CLOCK_START}`,
  async prepare(db: Db) {
    setSecretHashCost(TEST_SECRET_HASH_COST);
    await migrateToLatest(db);
    await seedDemoData(db, new Date(TEST_CLOCK_START));
  },
};

/** Makes this run's seeded PGlite snapshot and, when TEST_DATABASE_URL is set, its PostgreSQL template. */
export async function prepareSeededDatabases(): Promise<void> {
  await preparePgliteSnapshot(SEEDED);
  if (process.env.TEST_DATABASE_URL) await preparePostgresTemplate(process.env.TEST_DATABASE_URL, SEEDED);
}

/** Drops this run's PostgreSQL databases (and any a killed run left behind): the global teardown's. */
export async function dropTestRunDatabases(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) await dropRunDatabases(process.env.TEST_DATABASE_URL);
}
