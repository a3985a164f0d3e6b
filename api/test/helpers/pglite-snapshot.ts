/**
 * A PGlite database that starts from a saved data directory instead of an empty one.
 *
 * A new PGlite runs initdb (over 1 s here), and every test app then runs all the migrations and the
 * seed (Argon2 hashes): about 2 s before the first request, paid by hundreds of test apps. Loading a
 * dump of a data directory that has already been through all of that takes about 0.4 s. The dump is
 * made once per jest run (in the run's scratch folder, see scripts/jest/global-setup.js) by the first
 * worker that needs it; a run without that folder (a single file started by hand) makes its own.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import type { Db } from '../../src/db/database';
import type { Database } from '../../src/db/schema';

function scratchFolder(): string {
  process.env.PORTAL_TEST_SCRATCH ??= mkdtempSync(path.join(tmpdir(), 'portal-jest-'));
  return process.env.PORTAL_TEST_SCRATCH;
}

/** Like the product's openDatabase, the PGlite starts only when the first query needs it. */
function openPglite(start: () => PGlite): Db {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: start }) });
}

/**
 * Opens an in-memory PGlite loaded from the snapshot called `name`, making the snapshot first with
 * `prepare` if this run has none yet. `name` must say everything `prepare` depends on.
 */
export async function openPgliteFromSnapshot(name: string, prepare: (db: Db) => Promise<void>): Promise<Db> {
  const file = path.join(scratchFolder(), `${name}.tar`);
  if (!existsSync(file)) {
    const pglite = new PGlite();
    const db = openPglite(() => pglite);
    try {
      await prepare(db);
      const dump = await pglite.dumpDataDir('none');
      // Written under a private name and renamed: a worker never reads half a file another is writing.
      const partial = `${file}.${randomBytes(6).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await db.destroy();
    }
  }
  const snapshot = new Blob([readFileSync(file)]);
  const db = openPglite(() => new PGlite({ loadDataDir: snapshot }));
  // Started here, as the migrations would have started it: loading fails inside this await, not later
  // in a test, and destroy() then really closes it (Kysely ignores destroy() before the first query).
  await sql`SELECT 1`.execute(db);
  return db;
}
