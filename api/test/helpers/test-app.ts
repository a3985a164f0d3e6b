/** Builds the real app on a real (test) database, migrated and seeded, with a controllable clock. */
import path from 'node:path';
import type { FastifyInstance, FastifyLoggerOptions, FastifyPluginAsync } from 'fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config, type Env } from '../../src/config';
import type { Db } from '../../src/db/database';
import type { PdfPluginOptions } from '../../src/pdf/plugin';
import { DEMO } from '../../src/db/seed';
import type { StaffRole } from '@portal/contracts/office/staff';
import { SEEDED, TEST_CLOCK_START, TEST_SECRET_HASH_COST } from './seeded-database';
import { openTestDatabase, type DatabaseTarget } from './test-database';
import { totpCode } from './totp';

/** A clock that only moves when told to: idle timeouts and lockouts are tested without sleeping. */
export class TestClock {
  private ms = TEST_CLOCK_START;
  readonly now = () => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

/** The repository's own content files (content/faq/…). */
const CONTENT_DIR = path.resolve(__dirname, '../../../content');

export function testConfig(env: Env = {}): Config {
  return loadConfig({
    CONTENT_DIR,
    NODE_ENV: 'test',
    DEV_MAILBOX: 'on',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    RATE_LIMIT_PER_MINUTE: '0',
    SECRET_HASH_MEMORY_KIB: String(TEST_SECRET_HASH_COST.memoryKib),
    SECRET_HASH_ITERATIONS: String(TEST_SECRET_HASH_COST.iterations),
    ...env,
  });
}

export interface TestAppOptions {
  /** Registered after everything else (e.g. the web plugin). */
  extraPlugins?: FastifyPluginAsync[];
  /**
   * Minimum answer time of the public helpers that hide a match by timing. Tests default to none so
   * they run fast; the timing tests pass the production value.
   */
  publicResponseFloorMs?: number;
  /** Receives the log lines (pass LOG_LEVEL in env too: tests log nothing by default). */
  logStream?: FastifyLoggerOptions['stream'];
  /** Answer 503 when the event loop stalls, as a real server does (off by default, see buildApp). */
  loadShedding?: boolean;
  /** The PDF worker pool's size and limits (small ones to fill it). */
  pdfPool?: PdfPluginOptions;
}

export async function createTestApp(target: DatabaseTarget, env: Env = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const clock = new TestClock();
  const database = await openTestDatabase(target, SEEDED);
  const config = testConfig(env);
  try {
    const app = await buildApp(config, {
      db: database.db,
      clock: clock.now,
      publicResponseFloorMs: options.publicResponseFloorMs ?? 0,
      loadShedding: options.loadShedding ?? false,
      extraPlugins: options.extraPlugins,
      logStream: options.logStream,
      pdfPool: options.pdfPool,
    });
    await app.ready();
    return {
      app,
      db: database.db,
      config,
      clock,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

type Request = Omit<InjectOptions, 'cookies'> & { method: NonNullable<InjectOptions['method']>; url: string };

/**
 * A browser-like client: keeps cookies between requests and, like the portal's http client, echoes
 * the XSRF-TOKEN cookie in the X-XSRF-TOKEN header on state-changing calls.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  /** `address` is the client address the server sees (the socket's, as no proxy is trusted by default). */
  constructor(
    private readonly app: FastifyInstance,
    readonly address = '127.0.0.1',
  ) {}

  async request(options: Request & { withXsrfHeader?: boolean }): Promise<LightMyRequestResponse> {
    const { withXsrfHeader = true, headers = {}, ...rest } = options;
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(String(options.method).toUpperCase());
    if (unsafe && withXsrfHeader && !this.xsrfToken) await this.get('/api/system/settings');
    const xsrf = this.xsrfToken;
    const response = await this.app.inject({
      remoteAddress: this.address,
      ...rest,
      headers: {
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(unsafe && withXsrfHeader && xsrf ? { 'x-xsrf-token': xsrf } : {}),
        ...headers,
      },
    } as InjectOptions);
    for (const cookie of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const cleared = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** The anti-forgery cookie, under its production (__Host-) or development name. */
  get xsrfToken(): string | undefined {
    return this.cookies.get('__Host-XSRF-TOKEN') ?? this.cookies.get('XSRF-TOKEN');
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: object) {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
  }

  signInWithPin(applicationNumber = '24000001', pin = 'Demo2026') {
    return this.post('/api/auth/login/pin', { applicationNumber, pin, system: 'ADM', subCategory: 'ADM' });
  }

  signInWithEmail(email = 'demo.account@example.edu', password = 'Portal#Demo2026') {
    return this.post('/api/auth/login/email', { email, password, system: 'ADM', subCategory: 'ADM' });
  }

  /**
   * Signs in at /office as the demo staff member with this role (db/seed.ts): the password, then the
   * code of the demo authenticator-app secret (issue 31). Answers the second step's response (the
   * staff session). `which`: the role's second demo officer (1), where there is one.
   */
  async signInAsStaff(role: StaffRole, which = 0) {
    const member = DEMO.staff.filter((staff) => staff.role === role)[which]!;
    const password = await this.post('/api/office/auth/login', { email: member.email, password: member.password });
    if (password.statusCode !== 200) throw new Error(`staff sign-in as ${role} failed: ${password.statusCode} ${password.body}`);
    // The test clock stands still, so every sign-in of one account in a file falls in one 30-second
    // step, whose code is accepted once: forget the step used last, as 30 real seconds would.
    // (The replay rule itself is tested with plain requests in office/second-factor.test.ts.)
    const account = this.app.db.selectFrom('staff_accounts').select('id').where('email', '=', member.email);
    await this.app.db.updateTable('staff_totp').set({ last_used_step: null }).where('staff_id', '=', account).execute();
    const response = await this.post('/api/office/auth/second-factor/totp', { code: totpCode(member.totpSecret, this.app.now()) });
    if (response.statusCode !== 200) throw new Error(`staff second factor as ${role} failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}
