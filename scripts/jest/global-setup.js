// Once per jest run, before any worker starts:
//
// - One scratch folder, shared by the workers.
// - The seeded databases every test app copies (api/test/helpers/seeded-database.ts): the migrated
//   and seeded PGlite data directory, dumped into the scratch folder, and on PostgreSQL (when
//   TEST_DATABASE_URL is set) a template database. Each test file then loads or copies it in a
//   fraction of a second instead of re-running initdb, the migrations and the seed, which took seconds
//   per file and, on a busy machine, longer than a setup hook may take.
// - The PDF worker: the API renders PDFs on worker threads (api/src/pdf/pool.ts), and a worker
//   thread runs only JavaScript, never the TypeScript jest compiles on the fly; the API finds it by
//   PDF_WORKER_FILE.
//
// Both are TypeScript, bundled here from the current source with the same options as api/build.mjs,
// under api/ so that their external packages (pdfkit, pg, argon2…) resolve from api's node_modules,
// in a folder of this run's own that the teardown removes.
const { mkdirSync, mkdtempSync } = require('node:fs');
const { createRequire } = require('node:module');
const { tmpdir } = require('node:os');
const path = require('node:path');

const API_ROOT = path.join(__dirname, '../../api');

async function bundle(scratch, entryPoints) {
  const { bundleOptions } = await import(path.join(API_ROOT, 'bundle-options.mjs'));
  const { build } = createRequire(path.join(API_ROOT, 'package.json'))('esbuild');
  const outdir = path.join(API_ROOT, 'node_modules/.cache/jest-run', path.basename(scratch));
  mkdirSync(outdir, { recursive: true });
  await build({ ...bundleOptions, entryPoints, outdir });
  return outdir;
}

module.exports = async function globalSetup() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-jest-'));
  process.env.PORTAL_TEST_SCRATCH = scratch;
  const { PDF_WORKER_ENTRY } = await import(path.join(API_ROOT, 'bundle-options.mjs'));
  const outdir = await bundle(scratch, { ...PDF_WORKER_ENTRY, 'test-databases': path.join(API_ROOT, 'test/helpers/seeded-database.ts') });
  process.env.PDF_WORKER_FILE = path.join(outdir, 'pdf-worker.js');
  process.env.PORTAL_TEST_BUNDLE_DIR = outdir;
  const databases = require(path.join(outdir, 'test-databases.js'));
  // The teardown runs in this process and drops what this run made on PostgreSQL.
  globalThis.portalTestDatabases = databases;
  await databases.prepareSeededDatabases();
};
