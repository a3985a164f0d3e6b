/**
 * Two API instances on one database, for the fault tests. test-app.ts builds one app on a database of
 * its own and takes no existing database, so the twins are built here the way it builds its app.
 *
 * On PostgreSQL each instance gets its own connection pool on the same database, so their statements
 * really run at the same time, as two servers' would. On PGlite (a single embedded connection that
 * cannot be opened twice) both instances share the one Kysely instance; its statements are serialised,
 * but the two instances' transactions still interleave request by request.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Config, Env } from '../../src/config';
import { openDatabase, type Db } from '../../src/db/database';
import { SEEDED } from '../helpers/seeded-database';
import { TestClock, testConfig } from '../helpers/test-app';
import { openTestDatabase, type DatabaseTarget } from '../helpers/test-database';

export interface SharedDatabase {
  /** One handle per instance: distinct pools on PostgreSQL, the same PGlite on PGlite. */
  handles: Db[];
  close(): Promise<void>;
}

/** Migrated and seeded (the demo data, a copy of createTestApp's database), opened `instances` times. */
export async function openSharedDatabase(target: DatabaseTarget, instances = 2): Promise<SharedDatabase> {
  const database = await openTestDatabase(target, SEEDED);
  if (target === 'pglite') return { handles: Array.from({ length: instances }, () => database.db), close: () => database.close() };
  const others = Array.from({ length: instances - 1 }, () => openDatabase({ databaseUrl: database.databaseUrl, dataDir: ':memory:' }));
  return {
    handles: [database.db, ...others],
    async close() {
      await Promise.all(others.map((db) => db.destroy()));
      await database.close();
    },
  };
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
  const shared = await openSharedDatabase(target, 2);
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
