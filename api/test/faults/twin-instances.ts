/**
 * Two API instances on one database, for the fault tests. test-app.ts builds one app on a database of
 * its own and takes no existing database, so the twins are built here the way it builds its app.
 *
 * On PostgreSQL each instance gets its own connection pool on the same schema, so their statements
 * really run at the same time, as two servers' would. On PGlite (a single embedded connection that
 * cannot be opened twice) both instances share the one Kysely instance; its statements are serialised,
 * but the two instances' transactions still interleave request by request.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { Config, Env } from '../../src/config';
import { openDatabase, quoteIdentifier, type Db } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed';
import { openPgliteFromSnapshot } from '../helpers/pglite-snapshot';
import { TestClock, testConfig } from '../helpers/test-app';
import { dropTestSchema, migrateTestDatabase, type DatabaseTarget } from '../helpers/test-database';

export interface SharedDatabase {
  /** One handle per instance: distinct pools on PostgreSQL, the same PGlite on PGlite. */
  handles: Db[];
  close(): Promise<void>;
}

/** Migrated and seeded (the demo data, as createTestApp's database), opened `instances` times. */
export async function openSharedDatabase(target: DatabaseTarget, seededAt: Date, instances = 2): Promise<SharedDatabase> {
  const prepare = async (db: Db) => {
    await migrateTestDatabase(target, db);
    await seedDemoData(db, seededAt);
  };
  if (target === 'pglite') {
    // The same snapshot name and preparation as createTestApp's: one snapshot per run serves both.
    const db = await openPgliteFromSnapshot(`seeded-${seededAt.getTime()}`, prepare);
    return { handles: Array.from({ length: instances }, () => db), close: () => db.destroy() };
  }
  const databaseUrl = process.env.TEST_DATABASE_URL!;
  const schema = `test_faults_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  const handles = Array.from({ length: instances }, () => openDatabase({ databaseUrl, dataDir: ':memory:' }, { schema }));
  const close = async () => {
    await Promise.all(handles.map((db) => db.destroy()));
    try {
      await dropTestSchema(admin, schema);
    } finally {
      await admin.end();
    }
  };
  try {
    await prepare(handles[0]!);
  } catch (error) {
    await close();
    throw error;
  }
  return { handles, close };
}

export interface TwinApps {
  /** The two instances, each on its own handle of the shared database. */
  apps: [FastifyInstance, FastifyInstance];
  dbs: [Db, Db];
  config: Config;
  /** One clock for both, as servers synchronised by NTP. */
  clock: TestClock;
  close(): Promise<void>;
}

/** Two real apps (buildApp, as createTestApp) on one migrated and seeded database. */
export async function createTwinApps(target: DatabaseTarget, env: Env = {}, clock = new TestClock()): Promise<TwinApps> {
  const shared = await openSharedDatabase(target, clock.now(), 2);
  const config = testConfig(env);
  const built: FastifyInstance[] = [];
  try {
    for (const db of shared.handles) {
      const app = await buildApp(config, { db, clock: clock.now, publicResponseFloorMs: 0, loadShedding: false });
      built.push(app);
      await app.ready();
    }
  } catch (error) {
    await Promise.all(built.map((app) => app.close()));
    await shared.close();
    throw error;
  }
  return {
    apps: [built[0]!, built[1]!],
    dbs: [shared.handles[0]!, shared.handles[1]!],
    config,
    clock,
    async close() {
      await Promise.all(built.map((app) => app.close()));
      await shared.close();
    },
  };
}
