/**
 * Builds the Fastify app from a validated config (no listening here: server.ts does that, tests use
 * inject). Order matters: protections and the error contract first, then one plugin per domain
 * module, then the caller's extra plugins (e.g. the static web app) last.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions, type FastifyPluginAsync } from 'fastify';
import { appContext, type Clock } from './app-context';
import { isProduction, type Config } from './config';
import { openDatabase, type Db } from './db/database';
import { filesPlugin } from './files/plugin';
import { pdfPlugin, type PdfPluginOptions } from './pdf/plugin';
import { registerCsrfProtection } from './http/csrf';
import { registerErrorHandling } from './http/error-handling';
import { registerOpenApi, registerOpenApiUi } from './http/openapi';
import { PERSONAL_DATA_PATHS, privateLogStream } from './http/log-privacy';
import { registerRequestContext, requestIdGenerator } from './http/request-id';
import { registerRouteAccess } from './http/route-access';
import { serializeRequest } from './http/request-logging';
import { registerSecurityHeaders } from './http/security-headers';
import { portalValidators } from './http/validation';
import devMailboxRoutes from './mail/dev-mailbox';
import { metricsPlugin } from './metrics/plugin';
import sessionPlugin from './sessions/session-plugin';
import staffPlugin from './staff/staff-plugin';
import { actionItemsPlugin } from './action-items';
import addressModule from './modules/address';
import admissionModule from './modules/admission';
import applicantModule from './modules/applicant';
import authModule from './modules/auth';
import contentModule from './modules/content';
import financialAidModule from './modules/financial-aid';
import myDataModule from './modules/my-data';
import officeModule from './modules/office';
import paymentModule, { paymentGatewayPlugin } from './modules/payment';
import publicModule from './modules/public';
import retentionModule from './modules/retention';
import scholarshipModule from './modules/scholarship';
import systemModule from './modules/system';
import { setSecretHashCost } from './security/passwords';

export interface BuildAppOptions {
  /** An open database (tests, server.ts); when absent one is opened from the config and closed with the app. */
  db?: Db;
  /** Registered after everything else. */
  extraPlugins?: FastifyPluginAsync[];
  /** The time source; tests pass a controllable one. */
  clock?: Clock;
  /** Minimum answer time of the public helpers that must not reveal a match by timing (default 300 ms); tests lower it. */
  publicResponseFloorMs?: number;
  /**
   * Answer 503 when the event loop stalls (default on). In-process tests turn it off: many embedded
   * databases starting in one busy test process stall the loop without the server being overloaded.
   */
  loadShedding?: boolean;
  /** Where log lines go (default stdout); tests capture them to check what is logged. */
  logStream?: FastifyLoggerOptions['stream'];
  /** The PDF worker pool's size and limits (pdf/pool.ts); tests make it small to fill it. */
  pdfPool?: PdfPluginOptions;
}

/** JSON bodies here are small forms; uploads will get their own, larger per-route limit. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** Never written to the logs (URLs are redacted by the `req` serializer, see http/request-logging.ts). */
export const LOG_REDACTIONS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.pin',
  '*.pin1',
  '*.pin2',
  '*.otp',
  '*.token',
  'body.password',
  'body.pin',
  ...PERSONAL_DATA_PATHS,
];

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  setSecretHashCost(config.secretHashCost);
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    // Every route's body, query and path are checked before its handler runs (http/validation.ts).
    schemaController: { compilersFactory: { buildValidator: portalValidators(clock) } },
    // Ajv's options for the JSON Schemas it checks (paths, some queries): OpenAPI's `example` is a note, not a rule.
    ajv: { customOptions: { keywords: ['example'] } },
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
      // Fastify's default logs req.url as received, with reset tokens and form-session ids in it.
      serializers: { req: serializeRequest },
      // Every line is scrubbed of e-mail addresses and NRIC numbers on its way out (http/log-privacy.ts).
      stream: privateLogStream(options.logStream),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Long enough for slow mobile uploads, short enough that idle sockets do not pile up.
    requestTimeout: 60_000,
    // Only the configured load balancers may name the client: otherwise anyone could claim any address
    // in X-Forwarded-For and walk past the per-address limits.
    trustProxy: config.trustProxy,
    // The load balancer's X-Request-ID when it comes from TRUST_PROXY, else a new UUID (http/request-id.ts).
    genReqId: requestIdGenerator(config.trustProxy),
  });
  registerRequestContext(app);

  const ownsDb = !options.db;
  const db = options.db ?? openDatabase(config);
  if (ownsDb) app.addHook('onClose', async () => db.destroy());

  // Only JSON is accepted; anything else is 415 instead of arriving as a string.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  await app.register(cookie);
  await registerSecurityHeaders(app, config, { loadShedding: options.loadShedding ?? true });
  registerCsrfProtection(app, config);
  if (config.apiDocs) await registerOpenApi(app, config);
  await app.register(appContext, { config, db, clock });
  await app.register(sessionPlugin);
  await app.register(staffPlugin);
  // Every /api route's sign-in or role check, by its path (before any module adds a route).
  registerRouteAccess(app);
  await app.register(filesPlugin);
  await app.register(pdfPlugin, options.pdfPool ?? {});
  // Before any route, so every route is timed and counted (issue 38).
  if (config.metrics) await app.register(metricsPlugin, config.metrics);
  await app.register(paymentGatewayPlugin);
  await app.register(actionItemsPlugin);

  // One plugin per domain module (modules/<name>/index.ts registers its routes).
  await app.register(systemModule);
  await app.register(authModule);
  await app.register(officeModule);
  await app.register(publicModule, { responseFloorMs: options.publicResponseFloorMs });
  await app.register(contentModule);
  await app.register(applicantModule);
  await app.register(admissionModule);
  await app.register(scholarshipModule);
  await app.register(financialAidModule);
  await app.register(paymentModule);
  await app.register(addressModule);
  await app.register(retentionModule);
  await app.register(myDataModule);
  if (config.devMailbox && !isProduction(config)) await app.register(devMailboxRoutes);

  if (config.apiDocs) await registerOpenApiUi(app);
  for (const plugin of options.extraPlugins ?? []) await app.register(plugin);
  return app;
}
