// Starts the built portal with a fresh embedded database (demo data included) for the e2e suite, and
// a local OneMap server for the address look-up unless ADDRESS_LOOKUP_URL is given, and the local
// identity providers for national-identity sign-in unless OIDC_NATIONAL_IDENTITY_ISSUER is given, and
// for social sign-in unless OIDC_SOCIAL_PROVIDERS is given, and the local sandbox payment gateway
// unless STRIPE_SECRET_KEY is given (on LOCAL_STRIPE_PORT when set, so a test knows where its
// /_sandbox routes are; otherwise on a free port).
//
// Migrating and seeding a new embedded database takes most of a server's start (≈8 of 13 s). With
// PORTAL_DATA_TEMPLATE (playwright.config.ts names one folder per run), the first server of a run
// prepares that folder once: the API migrates and seeds it and stops; then every server of the run,
// the first included, starts on a copy of it (the API finds its database migrated and seeded).
//
// With PORTAL_E2E_POSTGRES (a PostgreSQL server's address; the private portals pass the run's
// TEST_DATABASE_URL), the server runs on a PostgreSQL copy of the run's template database instead
// (postgres-databases.cjs), and its folder holds only the files and keys.
//   node serve-portal.mjs <port> [webRoot]
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnLocalIdentity } from '../../scripts/local-identity.mjs';
import { spawnLocalOneMap } from '../../scripts/local-onemap.mjs';
import { spawnLocalStripe } from '../../scripts/local-stripe.mjs';
import { waitUntilHealthy } from '../../scripts/local-services.mjs';
import { copyOfTemplate, databaseUrl, dropDatabase, preparedTemplate } from './postgres-databases.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [port = '4810', webRoot = root] = process.argv.slice(2);
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
const localNational = !process.env.OIDC_NATIONAL_IDENTITY_ISSUER;
const localSocial = !process.env.OIDC_SOCIAL_PROVIDERS;
// Started side by side, not one after another: each is a process of its own that loads its bundle,
// and all three are ready in about half a second on an idle machine.
const [onemap, identity, gateway] = await allStartedOrNone([
  process.env.ADDRESS_LOOKUP_URL ? null : spawnLocalOneMap(root),
  localNational || localSocial ? spawnLocalIdentity(root, publicUrl) : null,
  process.env.STRIPE_SECRET_KEY ? null : spawnLocalStripe(root, `${publicUrl}/api/payment/webhook`, { port: Number(process.env.LOCAL_STRIPE_PORT ?? '0') }),
]);

const serverEnv = (dataDirectory, serverPort) => ({
  ...process.env,
  ...onemap?.env,
  ...gateway?.env,
  ...(localNational ? identity?.env : {}),
  ...(localSocial ? identity?.socialEnv : {}),
  PUBLIC_URL: publicUrl,
  PORT: serverPort,
  HOST: '127.0.0.1',
  DATA_DIR: dataDirectory,
  WEB_ROOT: webRoot,
  CONTENT_DIR: path.join(root, 'content'),
  NODE_ENV: 'development',
  DEV_MAILBOX: process.env.SMTP_URL ? 'off' : 'on',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SESSION_IDLE_SECONDS: process.env.SESSION_IDLE_SECONDS ?? '1800',
  // Every test's browser comes from 127.0.0.1: the per-address flood guard (tested in the API suite)
  // would otherwise count the whole suite as one very busy user.
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '20000',
  // Argon2's least cost, as in the API suites: the browser tests sign in and register all the time,
  // and the cost of hashing is not what they check (production refuses less than OWASP's).
  SECRET_HASH_MEMORY_KIB: process.env.SECRET_HASH_MEMORY_KIB ?? '1024',
  SECRET_HASH_ITERATIONS: process.env.SECRET_HASH_ITERATIONS ?? '1',
});

/** Written last into the template folder: the template is complete. */
const READY_MARK = '.ready';
const postgres = process.env.PORTAL_E2E_POSTGRES;
const run = process.env.PORTAL_E2E_RUN;
if (postgres && !(run && process.env.PORTAL_DATA_TEMPLATE)) throw new Error('PORTAL_E2E_POSTGRES needs the run named (PORTAL_E2E_RUN, PORTAL_DATA_TEMPLATE): playwright.config.ts sets them');
// The PostgreSQL template's folder (its files and keys) sits beside the embedded one, and stays until
// the run's teardown: other portals of the run start from it after this one stops.
const template = postgres ? `${process.env.PORTAL_DATA_TEMPLATE}-postgres` : process.env.PORTAL_DATA_TEMPLATE;
if (postgres) await preparePostgres();
// The embedded template is removed by the server that prepared it (the suite's shared one, which stops last).
const removeTemplateAtExit = !postgres && template ? await prepareTemplate(template) : false;
if (template) cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== READY_MARK });
const database = postgres ? await copyOfTemplate(postgres, run) : null;
const databaseEnv = database ? { DATABASE_URL: databaseUrl(postgres, database) } : {};

const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], { stdio: 'inherit', env: { ...serverEnv(dataDir, port), ...databaseEnv } });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  onemap?.child.kill('SIGTERM');
  identity?.child.kill('SIGTERM');
  gateway?.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (removeTemplateAtExit) rmSync(template, { recursive: true, force: true });
  const dropped = database ? dropDatabase(postgres, database).catch((error) => console.error(`could not drop ${database}: ${error.message}`)) : null;
  void Promise.resolve(dropped).then(() => process.exit(code ?? 0));
});

/** The run's PostgreSQL template and its folder, made by the first portal that asks (the run's teardown removes both). */
function preparePostgres() {
  return preparedTemplate(postgres, run, {
    isPrepared: () => existsSync(path.join(template, READY_MARK)),
    prepare: async (templateDatabase) => {
      rmSync(template, { recursive: true, force: true });
      mkdirSync(template, { recursive: true });
      await migrateAndSeed(template, { DATABASE_URL: databaseUrl(postgres, templateDatabase) });
      writeFileSync(path.join(template, READY_MARK), '');
    },
  });
}

/**
 * Migrates and seeds the template folder with the API itself (started on a free port, stopped once it
 * answers), unless an earlier server of the run did. Returns whether this server prepared it.
 */
async function prepareTemplate(folder) {
  if (existsSync(path.join(folder, READY_MARK))) return false;
  await migrateAndSeed(folder);
  writeFileSync(path.join(folder, READY_MARK), '');
  return true;
}

/** Starts the API on `folder` (and `env`'s database) until it answers, which migrates and seeds it, then stops it. */
async function migrateAndSeed(folder, env = {}) {
  const preparingPort = await freePort();
  const preparing = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], { stdio: 'inherit', env: { ...serverEnv(folder, String(preparingPort)), ...env } });
  const ready = await waitUntilHealthy(`http://127.0.0.1:${preparingPort}`, preparing);
  const exited = preparing.exitCode === null ? new Promise((resolve) => preparing.once('exit', resolve)) : Promise.resolve();
  preparing.kill('SIGTERM');
  await exited;
  if (!ready) throw new Error('the API could not prepare the e2e database template');
}

/** Waits for every server being started; when one fails, stops the others and throws its error. */
async function allStartedOrNone(starting) {
  const results = await Promise.allSettled(starting);
  const failure = results.find((result) => result.status === 'rejected');
  if (!failure) return results.map((result) => result.value);
  for (const result of results) if (result.status === 'fulfilled') result.value?.child.kill('SIGTERM');
  throw failure.reason;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
