/**
 * Browser-facing protections: security headers with a Content-Security-Policy for a same-origin
 * SPA that loads its federated script chunks from the same origin, a per-address request limit,
 * and load shedding (503 + Retry-After) before the process falls over.
 */
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { contentSecurityPolicy } from 'helmet';
import type { Config } from '../config';
import { problem } from './problems';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Inline style attributes are common in component libraries. Inline scripts stay forbidden but for
  // a page's own starter, allowed by its hash on that page alone (allowInlineScript).
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  // Nothing on the portal needs <base>; an injected one could redirect every relative script URL.
  baseUri: ["'none'"],
  formAction: ["'self'"],
};

/** Helmet's setter of a policy allowing one inline script too, kept per script hash and public address (the policy depends on both). */
const policiesAllowing = new Map<string, (request: IncomingMessage, response: ServerResponse, next: () => void) => void>();

/**
 * Lets this one answer (a page) run an inline script of exactly this content: the policy it carries
 * names the script's SHA-256 (CSP level 2), so an injected script still runs nowhere. `hash` is
 * `sha256-<base64>`.
 */
export function allowInlineScript(reply: FastifyReply, config: Config, hash: string): void {
  const key = `${hash} ${config.publicUrl}`;
  let setPolicy = policiesAllowing.get(key);
  if (!setPolicy) {
    setPolicy = contentSecurityPolicy({ useDefaults: false, directives: policyDirectives(config, [`'${hash}'`]) });
    policiesAllowing.set(key, setPolicy);
  }
  // Helmet's middleware sets the header on the response and calls back at once.
  setPolicy(reply.raw.req, reply.raw, () => undefined);
}

function policyDirectives(config: Config, scriptHashes: string[] = []) {
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...scriptHashes],
    // Only ask browsers to upgrade when the portal is really served over HTTPS.
    ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config, options: { loadShedding: boolean }): Promise<void> {
  // Helmet turns its options into header values once, here; the hook then only sets them. (The
  // Fastify wrapper, @fastify/helmet, builds them again on every request: a tenth of a session read.)
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: policyDirectives(config),
    },
    // HSTS on a plain-http localhost would break local use; production runs behind HTTPS.
    strictTransportSecurity: config.nodeEnv === 'production',
    frameguard: { action: 'deny' },
    // Page URLs can hold a secret (the PIN-reset link's token): never send them on as a Referer.
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet's middleware only sets and removes headers; it calls back at once, without an error.
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });

  // Answers carry personal data (sessions, applications, fees): no browser or proxy may keep a copy
  // unless a route chooses its caching itself by setting the header again (the versioned app files are
  // public and immutable). Set up front rather than in onSend: this runs on every request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  if (options.loadShedding) await app.register(underPressure, {
    maxEventLoopDelay: 1000,
    retryAfter: 10,
    // under-pressure sets 503 + Retry-After itself; this makes the body our JSON error list.
    customError: class extends Error {
      statusCode = 503;
    },
  });

  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // The in-memory store is per instance: this is a flood guard, not the sign-in throttle
      // (that one lives in the database so every instance sees the same counters).
      errorResponseBuilder: (_request, context) => {
        const waitSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return problem(context.statusCode, 'RATE_LIMITED', [waitSeconds], { 'Retry-After': String(waitSeconds) });
      },
    });
  }
}
