/**
 * The API's configuration, read from the environment once at start and validated as a whole,
 * so a bad deployment fails with one message that names every wrong variable.
 */
import { createPrivateKey, type JsonWebKey as NodeJsonWebKey } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { OWASP_SECRET_HASH_COST, type SecretHashCost } from './security/passwords';

export type NodeEnv = 'development' | 'production' | 'test';
export type FileStorageKind = 'directory' | 'database';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** Directory for the embedded database and uploads; ':memory:' keeps PGlite in memory (tests). */
  dataDir: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /** SMTP transport URL; undefined means e-mail stays in the outbox (readable at /dev/mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  otpTtlSeconds: number;
  sessionIdleSeconds: number;
  /** A staff session ends after this long without activity (staff sessions are separate from applicants'). */
  staffSessionIdleSeconds: number;
  /** A staff session ends this long after sign-in, however active. */
  staffSessionAbsoluteSeconds: number;
  /** GST charged on fees, in percent (GST_PERCENT, spec 6 "a parameter"; Singapore's rate is 9). */
  gstPercent: number;
  /** How often payments still unconfirmed are settled by asking the gateway (PAYMENT_RECONCILE_SECONDS). */
  paymentReconcileSeconds: number;
  /** How often offers unanswered at their reply due date are lapsed (OFFER_LAPSE_CHECK_SECONDS). */
  offerLapseCheckSeconds: number;
  /** How often the applicants whose tuition grant sureties have not both confirmed are checked for a reminder due (SURETY_REMINDER_CHECK_SECONDS). */
  suretyReminderCheckSeconds: number;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  admissionsOfficeUrl: string;
  /** Requests per minute allowed from one client address before 429; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute: number;
  /**
   * The Argon2id cost of new password and PIN hashes (SECRET_HASH_MEMORY_KIB, SECRET_HASH_ITERATIONS):
   * OWASP's by default and at least that in production; the test suites ask for less.
   */
  secretHashCost: SecretHashCost;
  /** Folder holding each browser app's dist/ deploys; unset means the API serves no pages (tests, API-only instances). */
  webRoot?: string;
  /** Serve every e-mail at /dev/mailbox (DEV_MAILBOX=on; refused in production: it shows codes and reset links). */
  devMailbox: boolean;
  /**
   * Load balancers whose X-Forwarded-For is believed (addresses, CIDR ranges, or loopback /
   * linklocal / uniquelocal); false means the socket's address is the client's.
   */
  trustProxy: string[] | false;
  /** A session ends this long after sign-in, however active it stays. */
  sessionAbsoluteSeconds: number;
  /** OpenAPI description and Swagger UI at /api/docs (API_DOCS=on|off; off by default in production). */
  apiDocs: boolean;
  /** Folder of the office's content files (the FAQ in each language). */
  contentDir: string;
  /**
   * Where uploaded documents are kept (FILE_STORAGE): 'directory' is DATA_DIR/files on this server;
   * 'database' keeps them in the database, shared by every API instance behind a load balancer.
   */
  fileStorage: FileStorageKind;
  /** clamd's TCP address (tcp://host:port) for virus scanning uploads; undefined: documents are stored NOT_SCANNED (refused in production). */
  clamdUrl: string | undefined;
  /**
   * Base URL of the OneMap search service for Singapore postal codes (ADDRESS_LOOKUP_URL, e.g.
   * https://www.onemap.gov.sg); undefined turns the look-up off (the route answers ADDRESS_LOOKUP_OFF).
   */
  addressLookupUrl: string | undefined;
  /** The OneMap account whose access tokens the look-up sends (ADDRESS_LOOKUP_EMAIL, ADDRESS_LOOKUP_PASSWORD); undefined sends none. */
  addressLookupAccount: { email: string; password: string } | undefined;
  /**
   * The national identity service (Singpass-style, FAPI 2.0): OIDC_NATIONAL_IDENTITY_ISSUER,
   * OIDC_NATIONAL_IDENTITY_CLIENT_ID, OIDC_NATIONAL_IDENTITY_SCOPES; undefined turns its sign-in off.
   */
  nationalIdentity: OidcProviderConfig | undefined;
  /**
   * The portal's private keys as JWKs (OIDC_SIGNING_KEY: EC P-256 for ES256 client assertions and DPoP
   * proofs' client; OIDC_ENCRYPTION_KEY: EC P-256 for ID tokens encrypted with ECDH-ES+A256KW). Unset
   * outside production: generated into DATA_DIR on first start and reused. Required in production
   * when a provider is configured.
   */
  oidcKeys: { signing: JsonWebKey; encryption: JsonWebKey } | undefined;
  /**
   * Social sign-in providers (plain OpenID Connect), in the order the login page offers them:
   * OIDC_SOCIAL_PROVIDERS lists their ids, each one configured by OIDC_SOCIAL_<ID>_ISSUER, _CLIENT_ID,
   * _CLIENT_SECRET, and optionally _NAME and _SCOPES. Empty turns social sign-in off.
   */
  socialProviders: SocialProviderConfig[];
  /**
   * The card/PayNow gateway (Stripe Checkout): STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL,
   * STRIPE_WEBHOOK_TOLERANCE_SECONDS. Undefined turns payments off (npm start and the tests run the
   * local sandbox gateway instead); required in production.
   */
  paymentGateway: PaymentGatewayConfig | undefined;
  /**
   * Prometheus metrics on a port of their own (METRICS_PORT, METRICS_HOST: 127.0.0.1 unless set), never
   * the portal's port; undefined turns them off (the default: a development server needs none).
   */
  metrics: { port: number; host: string } | undefined;
  /** How long each kind of personal data is kept, and how the retention reports run (RETENTION_*, modules/retention). */
  retention: RetentionConfig;
}

/**
 * Retention periods per kind of record (PDPA: no longer than the purpose needs). They live in the
 * environment, not the database: they are the university's policy, set by its data protection officer
 * and changed with a deploy, never by a click in the console; each report records the periods it applied.
 */
export interface RetentionConfig {
  /** Draft applications never submitted: days after the last change, once their application period has closed. */
  draftDays: number;
  /** Unsuccessful, withdrawn, declined and lapsed applications: years after the outcome (or anything since). */
  closedApplicationYears: number;
  /** Uploaded documents of applications that stay (enrolled students' are in the student system): years after upload. */
  documentYears: number;
  /** Applicant records and login accounts with no application at all: days after they were made. */
  unusedApplicantDays: number;
  /** E-mails sent (or kept, or expired unsent): days after. */
  outboxDays: number;
  /** Staff audit records: years after the action. */
  staffAuditYears: number;
  /** A report not decided within this many days expires. */
  approvalDays: number;
  /** How often the scheduled job prepares a report (when none is open and something is due). */
  reportSeconds: number;
  /** How often the job looks for an approved report to carry out. */
  removalCheckSeconds: number;
}

export interface PaymentGatewayConfig {
  /** Stripe's secret (sk_…) or restricted (rk_…) API key. */
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_…). */
  webhookSecret: string;
  /** Where the client sends its requests; undefined: Stripe's own API. Set only for the local sandbox gateway. */
  apiUrl: string | undefined;
  /** A webhook signed longer ago than this is refused as a replay. */
  webhookToleranceSeconds: number;
}

export interface OidcProviderConfig {
  /** The issuer identifier; its discovery document is read from <issuer>/.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  /** Space-separated, always with openid. */
  scopes: string;
}

/**
 * The social providers an applicant's login may be linked to (social_links.provider): a provider's id
 * in OIDC_SOCIAL_PROVIDERS is one of these keys, and says which kind of account a link records.
 */
export const SOCIAL_PROVIDER_KINDS = { google: 'Google', facebook: 'Facebook', apple: 'Apple', linkedin: 'LinkedIn' } as const;
export type SocialProviderId = keyof typeof SOCIAL_PROVIDER_KINDS;

export interface SocialProviderConfig extends OidcProviderConfig {
  /** Lower-case id, in the provider's routes (/api/auth/oidc/<id>/start) and its redirect URI. */
  id: SocialProviderId;
  clientSecret: string;
  /** The name the login page shows on the provider's button. */
  name: string;
}

/** What the portal asks a social provider for: who the person is, and an e-mail address to suggest for the login profile. */
export const SOCIAL_DEFAULT_SCOPES = 'openid profile email';

/** What the portal asks the national identity service for: who the person is, and the data the application form takes. */
export const NATIONAL_IDENTITY_DEFAULT_SCOPES = 'openid uinfin name sex race nationality dob residentialstatus regadd mobileno email marital';

export type Env = Record<string, string | undefined>;

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const SWITCH_VALUES = ['on', 'off'] as const;
const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const FILE_STORAGE_KINDS: readonly FileStorageKind[] = ['directory', 'database'];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks every variable, collecting all problems before failing. */
export function loadConfig(env: Env): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return parsed;
  };

  const url = (name: string, fallback: string | undefined, protocols: string[]): string | undefined => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be a ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL (got "${raw}")`);
      return fallback;
    }
  };

  const oneOf = <T extends string>(name: string, fallback: T, allowed: readonly T[]): T => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const host = value('HOST') ?? '0.0.0.0';
  const publicUrl = url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!;
  const rawDataDir = value('DATA_DIR') ?? './.data';
  const dataDir = rawDataDir === ':memory:' ? rawDataDir : path.resolve(rawDataDir);
  const databaseUrl = url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  const smtpUrl = url('SMTP_URL', undefined, ['smtp:', 'smtps:']);
  const mailFrom = value('MAIL_FROM') ?? 'Undergraduate Admissions <no-reply@admissions.example.edu>';
  if (!/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an e-mail address, optionally as "Name <address>" (got "${mailFrom}")`);
  }
  // A few seconds is useless in production but lets the browser suite see a code expire quickly.
  const otpTtlSeconds = integer('OTP_TTL_SECONDS', 300, 3, 3600);
  const sessionIdleSeconds = integer('SESSION_IDLE_SECONDS', 1800, 1, 86400);
  // Staff sessions reach every applicant's record: they time out sooner than applicants' (issue 10).
  const staffSessionIdleSeconds = integer('STAFF_SESSION_IDLE_SECONDS', 900, 1, 86400);
  const staffSessionAbsoluteSeconds = integer('STAFF_SESSION_ABSOLUTE_SECONDS', 8 * 3600, 60, 86400);
  const gstPercent = integer('GST_PERCENT', 9, 0, 50);
  const paymentReconcileSeconds = integer('PAYMENT_RECONCILE_SECONDS', 300, 5, 86400);
  const offerLapseCheckSeconds = integer('OFFER_LAPSE_CHECK_SECONDS', 60, 1, 3600);
  // Reminders are due by the day: hourly is soon enough; a second lets the browser suite see one sent.
  const suretyReminderCheckSeconds = integer('SURETY_REMINDER_CHECK_SECONDS', 3600, 1, 86400);
  // Production unless a developer says otherwise: a deployment that forgets NODE_ENV must not publish
  // e-mails, seed known PINs or drop the Secure flag. npm start and the tests opt in to development.
  const nodeEnv = oneOf('NODE_ENV', 'production', NODE_ENVS);
  const production = nodeEnv === 'production';
  const devMailbox = oneOf('DEV_MAILBOX', 'off', SWITCH_VALUES) === 'on';
  if (devMailbox && production) problems.push('DEV_MAILBOX=on is refused in production: the mailbox shows one-time codes and reset links');
  const apiDocs = oneOf('API_DOCS', production ? 'off' : 'on', SWITCH_VALUES) === 'on';
  const trustProxy = proxyList(value('TRUST_PROXY'), problems);
  const sessionAbsoluteSeconds = integer('SESSION_ABSOLUTE_SECONDS', 12 * 3600, 60, 7 * 86400);
  const logLevel = oneOf('LOG_LEVEL', 'info', LOG_LEVELS);
  const admissionsOfficeUrl = url('ADMISSIONS_OFFICE_URL', 'https://www.example.edu/admissions', ['http:', 'https:'])!;
  const rateLimitPerMinute = integer('RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000);
  const secretHashCost = {
    memoryKib: integer('SECRET_HASH_MEMORY_KIB', OWASP_SECRET_HASH_COST.memoryKib, 1024, 4_194_304),
    iterations: integer('SECRET_HASH_ITERATIONS', OWASP_SECRET_HASH_COST.iterations, 1, 100),
  };
  if (production && (secretHashCost.memoryKib < OWASP_SECRET_HASH_COST.memoryKib || secretHashCost.iterations < OWASP_SECRET_HASH_COST.iterations)) {
    problems.push(`SECRET_HASH_MEMORY_KIB and SECRET_HASH_ITERATIONS may not be below OWASP's Argon2id cost (${OWASP_SECRET_HASH_COST.memoryKib} KiB, ${OWASP_SECRET_HASH_COST.iterations} iterations) in production`);
  }
  const contentDir = path.resolve(value('CONTENT_DIR') ?? './content');
  const fileStorage = oneOf('FILE_STORAGE', 'directory', FILE_STORAGE_KINDS);
  const clamdUrl = url('CLAMD_URL', undefined, ['tcp:']);
  if (clamdUrl !== undefined && !/^tcp:\/\/[^/:]+(:\d+)?$|^tcp:\/\/\[[0-9a-fA-F:.]+\](:\d+)?$/.test(clamdUrl)) {
    problems.push(`CLAMD_URL must be tcp://host:port, without a path (got "${clamdUrl}")`);
  }
  // Documents uploaded by the public must never be kept unscanned where staff will open them.
  if (production && value('CLAMD_URL') === undefined) problems.push('CLAMD_URL is required in production: uploaded documents must be scanned for viruses');
  const addressLookupUrl = url('ADDRESS_LOOKUP_URL', undefined, ['http:', 'https:']);
  const addressLookupAccount = lookupAccount(value('ADDRESS_LOOKUP_EMAIL'), value('ADDRESS_LOOKUP_PASSWORD'), problems);
  if (addressLookupAccount && value('ADDRESS_LOOKUP_URL') === undefined) problems.push('ADDRESS_LOOKUP_EMAIL and ADDRESS_LOOKUP_PASSWORD need ADDRESS_LOOKUP_URL');
  // The account's password and its tokens must not cross the network in clear text.
  if (production && addressLookupAccount && addressLookupUrl?.startsWith('http:')) problems.push('ADDRESS_LOOKUP_URL must be https in production when it signs in with ADDRESS_LOOKUP_EMAIL');
  const nationalIdentity = oidcProvider(
    'OIDC_NATIONAL_IDENTITY',
    url('OIDC_NATIONAL_IDENTITY_ISSUER', undefined, ['http:', 'https:']),
    value('OIDC_NATIONAL_IDENTITY_CLIENT_ID'),
    value('OIDC_NATIONAL_IDENTITY_SCOPES') ?? NATIONAL_IDENTITY_DEFAULT_SCOPES,
    problems,
  );
  if (production && nationalIdentity?.issuer.startsWith('http:')) problems.push('OIDC_NATIONAL_IDENTITY_ISSUER must be https in production');
  const oidcKeys = portalKeys(value('OIDC_SIGNING_KEY'), value('OIDC_ENCRYPTION_KEY'), problems);
  // Keys generated on a server's disk would differ between instances and be lost with the disk.
  if (production && nationalIdentity && !oidcKeys) problems.push('OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY are required in production when OIDC_NATIONAL_IDENTITY_ISSUER is set');
  const socialProviders = socialProviderList(value('OIDC_SOCIAL_PROVIDERS'), value, url, problems);
  if (production) for (const provider of socialProviders) if (provider.issuer.startsWith('http:')) problems.push(`OIDC_SOCIAL_${provider.id.toUpperCase()}_ISSUER must be https in production`);
  const paymentGateway = paymentGatewayConfig(value, url, integer, production, problems);
  const metrics = metricsConfig(value, integer, port, problems);
  const retention: RetentionConfig = {
    draftDays: integer('RETENTION_DRAFT_DAYS', 180, 1, 3650),
    closedApplicationYears: integer('RETENTION_CLOSED_APPLICATION_YEARS', 2, 1, 20),
    documentYears: integer('RETENTION_DOCUMENT_YEARS', 3, 1, 20),
    unusedApplicantDays: integer('RETENTION_UNUSED_APPLICANT_DAYS', 365, 1, 3650),
    outboxDays: integer('RETENTION_OUTBOX_DAYS', 30, 1, 3650),
    staffAuditYears: integer('RETENTION_STAFF_AUDIT_YEARS', 6, 1, 20),
    approvalDays: integer('RETENTION_APPROVAL_DAYS', 14, 1, 90),
    reportSeconds: integer('RETENTION_REPORT_SECONDS', 86_400, 60, 7 * 86_400),
    // A second lets the browser suite see an approved report carried out at once.
    removalCheckSeconds: integer('RETENTION_REMOVAL_CHECK_SECONDS', 60, 1, 3600),
  };
  const rawWebRoot = value('WEB_ROOT');
  const webRoot = rawWebRoot === undefined ? undefined : path.resolve(rawWebRoot);

  if (problems.length) throw new ConfigError(problems);
  return {
    port,
    host,
    publicUrl,
    dataDir,
    databaseUrl,
    smtpUrl,
    mailFrom,
    otpTtlSeconds,
    sessionIdleSeconds,
    staffSessionIdleSeconds,
    staffSessionAbsoluteSeconds,
    gstPercent,
    paymentReconcileSeconds,
    offerLapseCheckSeconds,
    suretyReminderCheckSeconds,
    nodeEnv,
    logLevel,
    admissionsOfficeUrl,
    rateLimitPerMinute,
    secretHashCost,
    webRoot,
    devMailbox,
    trustProxy,
    sessionAbsoluteSeconds,
    apiDocs,
    contentDir,
    fileStorage,
    clamdUrl,
    addressLookupUrl,
    addressLookupAccount,
    nationalIdentity,
    oidcKeys,
    socialProviders,
    paymentGateway,
    metrics,
    retention,
  };
}

/**
 * METRICS_PORT (0: any free port, for tests) and METRICS_HOST. The metrics listen on loopback unless
 * told otherwise: the figures are for the monitoring server, never for the public.
 */
function metricsConfig(
  value: (name: string) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  port: number,
  problems: string[],
): Config['metrics'] {
  const host = value('METRICS_HOST');
  if (value('METRICS_PORT') === undefined) {
    if (host !== undefined) problems.push('METRICS_HOST needs METRICS_PORT');
    return undefined;
  }
  const metricsPort = integer('METRICS_PORT', 0, 0, 65535);
  if (metricsPort !== 0 && metricsPort === port) problems.push(`METRICS_PORT must differ from PORT (${port}): the load balancer publishes the portal's port, and the metrics are not for the public`);
  if (host !== undefined && isIP(host) === 0 && host !== 'localhost') problems.push(`METRICS_HOST must be an IP address or localhost (got "${host}")`);
  return { port: metricsPort, host: host ?? '127.0.0.1' };
}

/**
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (both or neither; both in production), STRIPE_API_URL
 * (only with a key; https in production: the sandbox gateway is never used there) and
 * STRIPE_WEBHOOK_TOLERANCE_SECONDS. Problems name the variable, never a secret's value.
 */
function paymentGatewayConfig(
  value: (name: string) => string | undefined,
  url: (name: string, fallback: string | undefined, protocols: string[]) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  production: boolean,
  problems: string[],
): PaymentGatewayConfig | undefined {
  const secretKey = value('STRIPE_SECRET_KEY');
  const webhookSecret = value('STRIPE_WEBHOOK_SECRET');
  const apiUrl = url('STRIPE_API_URL', undefined, ['http:', 'https:']);
  // 0 would turn the timestamp check off in the stripe client, letting old webhooks be replayed.
  const webhookToleranceSeconds = integer('STRIPE_WEBHOOK_TOLERANCE_SECONDS', 300, 1, 3600);
  if (secretKey !== undefined && !/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(secretKey)) problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)');
  if (webhookSecret !== undefined && !/^whsec_[A-Za-z0-9_+/=]+$/.test(webhookSecret)) problems.push('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  if (production && (secretKey === undefined || webhookSecret === undefined)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production: applicants pay their fees through the gateway');
  } else if ((secretKey === undefined) !== (webhookSecret === undefined)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  if (value('STRIPE_API_URL') !== undefined && secretKey === undefined) problems.push('STRIPE_API_URL needs STRIPE_SECRET_KEY');
  // The secret key is sent with every request: never in clear text, and never to the sandbox, in production.
  if (production && apiUrl?.startsWith('http:')) problems.push('STRIPE_API_URL must be unset (Stripe itself) or https in production');
  if (apiUrl !== undefined && new URL(apiUrl).pathname !== '/') problems.push(`STRIPE_API_URL must be an origin without a path, e.g. http://127.0.0.1:4820 (got "${apiUrl}")`);
  if (secretKey === undefined || webhookSecret === undefined) return undefined;
  return { secretKey, webhookSecret, apiUrl, webhookToleranceSeconds };
}

/** OIDC_SOCIAL_PROVIDERS (comma-separated ids, each a key of SOCIAL_PROVIDER_KINDS, once) and each one's OIDC_SOCIAL_<ID>_* variables. */
function socialProviderList(
  list: string | undefined,
  value: (name: string) => string | undefined,
  url: (name: string, fallback: string | undefined, protocols: string[]) => string | undefined,
  problems: string[],
): SocialProviderConfig[] {
  if (list === undefined) return [];
  const ids = list.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean);
  const providers: SocialProviderConfig[] = [];
  for (const [index, id] of ids.entries()) {
    if (!(id in SOCIAL_PROVIDER_KINDS)) {
      problems.push(`OIDC_SOCIAL_PROVIDERS may list ${Object.keys(SOCIAL_PROVIDER_KINDS).join(', ')} (got "${id}")`);
      continue;
    }
    if (ids.indexOf(id) !== index) {
      problems.push(`OIDC_SOCIAL_PROVIDERS lists ${id} twice`);
      continue;
    }
    const prefix = `OIDC_SOCIAL_${id.toUpperCase()}`;
    const provider = oidcProvider(prefix, url(`${prefix}_ISSUER`, undefined, ['http:', 'https:']), value(`${prefix}_CLIENT_ID`), value(`${prefix}_SCOPES`) ?? SOCIAL_DEFAULT_SCOPES, problems);
    const clientSecret = value(`${prefix}_CLIENT_SECRET`);
    if (!provider) {
      // oidcProvider has said so when only one of the two is set.
      if (value(`${prefix}_ISSUER`) === undefined && value(`${prefix}_CLIENT_ID`) === undefined) problems.push(`${prefix}_ISSUER and ${prefix}_CLIENT_ID are required: OIDC_SOCIAL_PROVIDERS lists ${id}`);
      continue;
    }
    if (!clientSecret) {
      problems.push(`${prefix}_CLIENT_SECRET is required: OIDC_SOCIAL_PROVIDERS lists ${id}`);
      continue;
    }
    const kind = SOCIAL_PROVIDER_KINDS[id as SocialProviderId];
    providers.push({ ...provider, id: id as SocialProviderId, clientSecret, name: value(`${prefix}_NAME`) ?? kind });
  }
  return providers;
}

/** <PREFIX>_ISSUER and <PREFIX>_CLIENT_ID: both or neither; the scopes must include openid. */
function oidcProvider(prefix: string, issuer: string | undefined, clientId: string | undefined, scopes: string, problems: string[]): OidcProviderConfig | undefined {
  if (issuer === undefined && clientId === undefined) return undefined;
  if (issuer === undefined || clientId === undefined) {
    problems.push(`${prefix}_ISSUER and ${prefix}_CLIENT_ID must be set together`);
    return undefined;
  }
  const words = scopes.split(/\s+/).filter(Boolean);
  if (!words.includes('openid')) problems.push(`${prefix}_SCOPES must include openid (got "${scopes}")`);
  return { issuer, clientId, scopes: words.join(' ') };
}

/** A private EC P-256 key as a JWK (JSON), or a problem naming the variable (never its value: it is a secret). */
function privateEcKey(name: string, raw: string, problems: string[]): JsonWebKey | undefined {
  try {
    const jwk = JSON.parse(raw) as JsonWebKey;
    if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string') throw new Error('not a private P-256 key');
    createPrivateKey({ key: jwk as NodeJsonWebKey, format: 'jwk' });
    return jwk;
  } catch {
    problems.push(`${name} must be a private EC P-256 key as a JWK (JSON with kty "EC", crv "P-256" and d)`);
    return undefined;
  }
}

/** OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY: both or neither, and two different keys. */
function portalKeys(signing: string | undefined, encryption: string | undefined, problems: string[]): Config['oidcKeys'] {
  if (signing === undefined && encryption === undefined) return undefined;
  if (signing === undefined || encryption === undefined) {
    problems.push('OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY must be set together');
    return undefined;
  }
  const signingKey = privateEcKey('OIDC_SIGNING_KEY', signing, problems);
  const encryptionKey = privateEcKey('OIDC_ENCRYPTION_KEY', encryption, problems);
  if (!signingKey || !encryptionKey) return undefined;
  // One key for both jobs would let a signature oracle become a decryption oracle, or the reverse.
  if (signingKey.d === encryptionKey.d) {
    problems.push('OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY must be different keys');
    return undefined;
  }
  return { signing: signingKey, encryption: encryptionKey };
}

/** ADDRESS_LOOKUP_EMAIL and ADDRESS_LOOKUP_PASSWORD: both or neither. */
function lookupAccount(email: string | undefined, password: string | undefined, problems: string[]): Config['addressLookupAccount'] {
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined || password === undefined) {
    problems.push('ADDRESS_LOOKUP_EMAIL and ADDRESS_LOOKUP_PASSWORD must be set together');
    return undefined;
  }
  return { email, password };
}

/** TRUST_PROXY: a comma-separated list of addresses, CIDR ranges or proxy-addr's keywords. */
function proxyList(raw: string | undefined, problems: string[]): string[] | false {
  if (raw === undefined) return false;
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !PROXY_KEYWORDS.includes(entry) && !isAddressOrRange(entry));
  if (bad.length || entries.length === 0) {
    problems.push(`TRUST_PROXY must list load balancer addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated (got "${raw}")`);
    return false;
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export const isProduction = (config: Config): boolean => config.nodeEnv === 'production';
