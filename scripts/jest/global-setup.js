// One scratch folder per jest run, shared by its workers: api/test/helpers/pglite-snapshot.ts keeps
// the migrated and seeded PGlite data directory there so each test file loads it instead of
// re-running initdb, the migrations and the seed (about 2 s per test app on 2 cores).
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async function globalSetup() {
  process.env.PORTAL_TEST_SCRATCH = mkdtempSync(path.join(tmpdir(), 'portal-jest-'));
};
