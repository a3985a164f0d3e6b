/**
 * A database made ready once per jest run (migrated, seeded…) and copied for each test file that
 * asks for it: a PGlite data-directory dump (pglite-snapshot.ts) or a PostgreSQL template database
 * (postgres-template.ts). Copying takes a fraction of a second; preparing takes seconds (initdb,
 * every migration, Argon2 hashes in the seed), and many times that on a busy machine.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/database';

/** What a test database is made ready with before a test uses it. */
export interface Preparation {
  /** Names the result; it must say everything `prepare` depends on. */
  name: string;
  prepare(db: Db): Promise<void>;
}

/**
 * This jest run's scratch folder (made by scripts/jest/global-setup.js and shared by its workers);
 * a process started some other way makes its own.
 */
export function scratchFolder(): string {
  process.env.PORTAL_TEST_SCRATCH ??= mkdtempSync(path.join(tmpdir(), 'portal-jest-'));
  return process.env.PORTAL_TEST_SCRATCH;
}

/**
 * Names this jest run among others on the same PostgreSQL (a developer's second checkout, CI): it
 * begins with the time the run started, so a later run can tell what a killed one left behind.
 */
export function testRunId(): string {
  process.env.PORTAL_TEST_RUN ??= `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return process.env.PORTAL_TEST_RUN;
}
