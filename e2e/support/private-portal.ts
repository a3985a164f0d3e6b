import { test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const WORKSPACE = path.resolve(__dirname, '../..');
const PORTAL_START_ALLOWANCE_MS = 180_000;
const APPS = ['shell', 'mfe-public', 'mfe-admission', 'mfe-scholarship', 'mfe-financial-aid', 'mfe-payment'];

/**
 * A portal server of the test's own (its own database, e-mail and clock). It serves the workspace's
 * current deploy of every app; with `ownDeploy` it serves a private copy instead, so a test can
 * redeploy one remote without touching the workspace or the other tests' servers.
 */
export class PrivatePortal {
  readonly webRoot: string;
  private server: ChildProcess | null = null;

  /** `env` is added to the server's environment, e.g. { SMTP_URL, OTP_TTL_SECONDS }. */
  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
    private readonly options: { ownDeploy?: boolean } = {},
  ) {
    this.webRoot = options.ownDeploy ? copyOfCurrentDeploy() : WORKSPACE;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  currentVersion(app: string): string {
    return JSON.parse(readFileSync(path.join(this.webRoot, app, 'dist', 'current.json'), 'utf8')).version;
  }

  async start(): Promise<void> {
    // Starting a server (its database, migrations and seed, its local identity, map and payment
    // servers) is setup, never what a test checks: on a busy machine it takes several times as long,
    // so it adds its own allowance to whichever hook or test starts it.
    test.info().setTimeout(test.info().timeout + PORTAL_START_ALLOWANCE_MS);
    // Without this, a server someone else left on the port would answer the health check below and
    // every request after it: the test would talk to a stranger's portal (and wait for its e-mails).
    await assertPortFree(this.port);
    this.server = spawn(process.execPath, [path.join(WORKSPACE, 'e2e/support/serve-portal.mjs'), String(this.port), this.webRoot], {
      stdio: 'ignore',
      env: { ...process.env, ...this.postgres(), ...this.env },
    });
    for (;;) {
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (this.server.exitCode !== null) throw new Error('private portal server exited');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * A portal of its own runs on PostgreSQL when the run has one (TEST_DATABASE_URL, as the API suites):
   * its copy is made in a fraction of a second and its queries run natively. The suite's shared portal
   * stays on the embedded database, as npm start runs; so does a portal under a moved clock (its
   * database's clock must move with it, and only the embedded one runs in its process).
   */
  private postgres(): Record<string, string> {
    const postgres = process.env.TEST_DATABASE_URL;
    return postgres && !this.env.LD_PRELOAD ? { PORTAL_E2E_POSTGRES: postgres } : {};
  }

  /** Rebuilds one remote with a new version and deploys it into this portal only. */
  redeploy(app: string, version: string): Promise<void> {
    if (!this.options.ownDeploy) throw new Error('a portal redeploys only with a deploy of its own (ownDeploy)');
    return new Promise((resolve, reject) => {
      const build = spawn(process.execPath, [path.join(WORKSPACE, 'shared/federation/bin/portal-build.js')], {
        cwd: path.join(WORKSPACE, app),
        env: { ...process.env, PORTAL_DEPLOY_ROOT: this.webRoot, APP_VERSION: version },
        stdio: 'inherit',
      });
      build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${app} failed`))));
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (this.options.ownDeploy) rmSync(this.webRoot, { recursive: true, force: true });
  }
}

/** A private folder holding a copy of every app's current deploy. */
function copyOfCurrentDeploy(): string {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  for (const app of APPS) {
    const dist = path.join(WORKSPACE, app, 'dist');
    const { version } = JSON.parse(readFileSync(path.join(dist, 'current.json'), 'utf8'));
    cpSync(path.join(dist, version), path.join(webRoot, app, 'dist', version), { recursive: true });
    cpSync(path.join(dist, 'current.json'), path.join(webRoot, app, 'dist', 'current.json'));
  }
  return webRoot;
}

/** Rejects, naming the port, when something already listens on it. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is already in use: stop whatever listens there before running this test`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** A portal of the test file's own on `port`, started before its tests and stopped after them. */
export function portalOfThisFile(port: number): void {
  let portal: PrivatePortal | undefined;
  test.beforeAll(async () => {
    portal = new PrivatePortal(port, { PUBLIC_URL: `http://127.0.0.1:${port}` });
    await portal.start();
  });
  test.afterAll(async () => {
    await portal?.stop();
  });
}
