// API instances of the cluster: the same server program as npm start, several times, each on its
// own loopback port, all on one PostgreSQL and one shared file store.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../workspace.mjs';

/**
 * What every instance shares. They share no memory: sessions, limits, drafts, the outbox, scheduled
 * jobs, payment events and uploaded files all live in the database. DATA_DIR holds only the portal's
 * generated OpenID keys outside production (one copy for all; production sets OIDC_*_KEY instead).
 */
export function instanceEnvironment({ databaseUrl, publicUrl, dataDir, nodeEnv = 'development', extra = {} }) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    FILE_STORAGE: 'database',
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    // The load balancer runs on loopback: its X-Forwarded-For names the applicant's address.
    TRUST_PROXY: 'loopback',
    HOST: '127.0.0.1',
    WEB_ROOT: ROOT,
    NODE_ENV: nodeEnv,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...extra,
  };
}

/**
 * `metricsPort`: the instance's Prometheus metrics there, on loopback (METRICS_PORT); none when
 * undefined. `logDir`: its log lines (standard output) appended to api-<port>.log there.
 */
export function startInstance({ port, env, metricsPort, logDir, stdio = ['ignore', 'ignore', 'inherit'] }) {
  const metrics = metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort) };
  const log = logDir === undefined ? undefined : openSync(path.join(logDir, `api-${port}.log`), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    stdio: log === undefined ? stdio : [stdio[0], log, stdio[2]],
    env: { ...env, PORT: String(port), ...metrics },
  });
  if (log !== undefined) closeSync(log);
  return { child, port, url: `http://127.0.0.1:${port}`, metricsTarget: metricsPort === undefined ? undefined : `127.0.0.1:${metricsPort}` };
}

export async function waitForHealth(url, { child, timeoutMs = 60_000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the instance at ${url} exited (${child.exitCode}) while starting`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs / 1000} s`);
}

/**
 * Starts `count` instances on ports base+1… (their metrics on metricsBasePort+1…, their logs in
 * logDir, when given). The
 * first starts alone (it migrates and, outside production, seeds the demo data, and writes the OpenID
 * keys the others read); the rest then start together. Migrations would be safe anyway (Kysely takes
 * a database lock), the demo seed is not meant to run concurrently.
 */
export async function startInstances({ count, basePort, env, metricsBasePort, logDir }) {
  const instances = [];
  if (logDir !== undefined) mkdirSync(logDir, { recursive: true });
  const launch = (index) => startInstance({ port: basePort + index, env, logDir, metricsPort: metricsBasePort === undefined ? undefined : metricsBasePort + index });
  const first = launch(1);
  instances.push(first);
  await waitForHealth(first.url, first);
  for (let index = 2; index <= count; index += 1) instances.push(launch(index));
  await Promise.all(instances.slice(1).map((instance) => waitForHealth(instance.url, instance)));
  return instances;
}
