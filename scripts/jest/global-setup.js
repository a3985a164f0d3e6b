// One scratch folder per jest run, shared by its workers: api/test/helpers/pglite-snapshot.ts keeps
// the migrated and seeded PGlite data directory there so each test file loads it instead of
// re-running initdb, the migrations and the seed (about 2 s per test app on 2 cores).
//
// The API renders PDFs on worker threads (api/src/pdf/pool.ts), and a worker thread runs only
// JavaScript, never the TypeScript jest compiles on the fly: the worker is bundled here from the
// current source, with the same options as api/build.mjs, and the API finds it by PDF_WORKER_FILE.
// It is written under api/ so that its external packages (pdfkit, fontkit…) resolve from api's
// node_modules, in a folder of this run's own, removed by the teardown.
const { mkdirSync, mkdtempSync } = require('node:fs');
const { createRequire } = require('node:module');
const { tmpdir } = require('node:os');
const path = require('node:path');

const API_ROOT = path.join(__dirname, '../../api');

async function buildPdfWorker(scratch) {
  const { bundleOptions, PDF_WORKER_ENTRY } = await import(path.join(API_ROOT, 'bundle-options.mjs'));
  const { build } = createRequire(path.join(API_ROOT, 'package.json'))('esbuild');
  const outdir = path.join(API_ROOT, 'node_modules/.cache/pdf-worker', path.basename(scratch));
  mkdirSync(outdir, { recursive: true });
  await build({ ...bundleOptions, entryPoints: PDF_WORKER_ENTRY, outdir });
  return { outdir, file: path.join(outdir, 'pdf-worker.js') };
}

module.exports = async function globalSetup() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-jest-'));
  process.env.PORTAL_TEST_SCRATCH = scratch;
  const worker = await buildPdfWorker(scratch);
  process.env.PDF_WORKER_FILE = worker.file;
  process.env.PORTAL_TEST_PDF_WORKER_DIR = worker.outdir;
};
