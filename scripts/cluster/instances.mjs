// API instances of the cluster: the same server program as npm start, several times, each on its
// own loopback port, all on one PostgreSQL and one shared file store.
import { spawn } from 'node:child_process';
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

export function startInstance({ port, env, stdio = ['ignore', 'ignore', 'inherit'] }) {
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], { cwd: ROOT, stdio, env: { ...env, PORT: String(port) } });
  return { child, port, url: `http://127.0.0.1:${port}` };
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
 * Starts `count` instances on ports base+1… The first starts alone (it migrates and, outside
 * production, seeds the demo data, and writes the OpenID keys the others read); the rest then start
 * together. Migrations would be safe anyway (Kysely takes a database lock), the demo seed is not meant
 * to run concurrently.
 */
export async function startInstances({ count, basePort, env }) {
  const instances = [];
  const first = startInstance({ port: basePort + 1, env });
  instances.push(first);
  await waitForHealth(first.url, first);
  for (let index = 2; index <= count; index += 1) instances.push(startInstance({ port: basePort + index, env }));
  await Promise.all(instances.slice(1).map((instance) => waitForHealth(instance.url, instance)));
  return instances;
}
