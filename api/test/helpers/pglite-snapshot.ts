/**
 * A PGlite database that starts from a saved data directory instead of an empty one.
 *
 * A new PGlite runs initdb (over 1 s here), and every test app would then run all the migrations and
 * the seed (Argon2 hashes): about 2 s before the first request, paid by hundreds of test apps.
 * Loading a dump of a data directory that has already been through all of that takes about 0.4 s.
 * The dump is made once per jest run, in the run's scratch folder, by the global setup.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import type { Db } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { scratchFolder, type Preparation } from './prepared-database';

/** Like the product's openDatabase, the PGlite starts only when the first query needs it. */
function openPglite(start: () => PGlite): Db {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: start }) });
}

const snapshotFile = (preparation: Preparation) => path.join(scratchFolder(), `${preparation.name}.tar`);

/** Makes the snapshot of `preparation` unless this run has it; answers its file. */
export async function preparePgliteSnapshot(preparation: Preparation): Promise<string> {
  const file = snapshotFile(preparation);
  if (existsSync(file)) return file;
  const pglite = new PGlite();
  const db = openPglite(() => pglite);
  try {
    await preparation.prepare(db);
    const dump = await pglite.dumpDataDir('none');
    // Written under a private name and renamed: a worker never reads half a file another is writing.
    const partial = `${file}.${randomBytes(6).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.destroy();
  }
  return file;
}

/** Opens an in-memory PGlite loaded from the snapshot of `preparation` (made first if missing). */
export async function openPgliteFromSnapshot(preparation: Preparation): Promise<Db> {
  const snapshot = new Blob([readFileSync(await preparePgliteSnapshot(preparation))]);
  const db = openPglite(() => new PGlite({ loadDataDir: snapshot }));
  // Started here, as the migrations would have started it: loading fails inside this await, not later
  // in a test, and destroy() then really closes it (Kysely ignores destroy() before the first query).
  await sql`SELECT 1`.execute(db);
  return db;
}
