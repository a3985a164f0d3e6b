// PostgreSQL databases for the browser suites' private portals, when the run has a PostgreSQL
// (TEST_DATABASE_URL, as the API suites use): one migrated and seeded template per run, and a copy
// of it for each portal (CREATE DATABASE … TEMPLATE takes a fraction of a second, where an embedded
// database is copied file by file and loaded into WebAssembly). Every database of a run is called
// portal_e2e_<run>_…; the run's global teardown drops them, and databases a killed run left behind
// are dropped by a later run once they are hours old.
// (CommonJS: serve-portal.mjs imports it, and Playwright's config and teardown require it.)
const { randomBytes } = require('node:crypto');
const { createRequire } = require('node:module');
const path = require('node:path');

const pg = createRequire(path.join(__dirname, '../../api/package.json'))('pg');

const PREFIX = 'portal_e2e_';
const LEFT_BEHIND_AFTER_MS = 6 * 3600_000;
/** The advisory lock that lets one portal of a run prepare the template while the others wait. */
const TEMPLATE_LOCK = 0x0e2e7e3;

/** A run's name in its databases: when it started (so leftovers can be aged) and a random part. */
const newRunId = () => `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

const quoted = (name) => `"${name.replaceAll('"', '""')}"`;
const templateDatabase = (run) => `${PREFIX}${run}_template`;

/** The same server as `adminUrl`, another database. */
function databaseUrl(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin(adminUrl, work) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Runs `prepare(templateName)` once per run: the first caller creates the template database and
 * prepares it while holding the lock; `isPrepared()` tells later callers (and those that waited) it is done.
 */
function preparedTemplate(adminUrl, run, { isPrepared, prepare }) {
  return withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const template = templateDatabase(run);
      if (isPrepared()) return template;
      await admin.query(`DROP DATABASE IF EXISTS ${quoted(template)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quoted(template)}`);
      await prepare(template);
      return template;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** A new database copied from the run's template; returns its name. */
async function copyOfTemplate(adminUrl, run) {
  const copy = `${PREFIX}${run}_${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${quoted(copy)} TEMPLATE ${quoted(templateDatabase(run))}`));
  return copy;
}

function dropDatabase(adminUrl, database) {
  return withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quoted(database)} WITH (FORCE)`));
}

/** Drops every database of this run, and those a killed run left behind hours ago. */
function dropRunDatabases(adminUrl, run) {
  return withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIX}%`]);
    for (const { datname } of rows) {
      const startedAt = parseInt(datname.slice(PREFIX.length).split('_')[0], 36);
      if (datname.startsWith(`${PREFIX}${run}_`) || Date.now() - startedAt > LEFT_BEHIND_AFTER_MS) {
        await admin.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
      }
    }
  });
}

module.exports = { newRunId, databaseUrl, preparedTemplate, copyOfTemplate, dropDatabase, dropRunDatabases };
