/**
 * Anti-forgery. The server gives every browser a readable XSRF-TOKEN cookie; the portal's http client
 * copies it into the X-XSRF-TOKEN header. Another site can make the browser send the cookie but
 * cannot read it, so it cannot produce the matching header.
 *
 * Two layers:
 * - here, before any work: every state-changing request must echo the cookie in the header. The check
 *   does not look at the URL at all (a percent-encoded spelling of an /api path reaches the same
 *   handler), so a route that must accept foreign posts (a payment gateway's webhook) opts out
 *   explicitly with `config: { csrf: false }` and authenticates its callers some other way;
 * - in the session plugin: once signed in, the token must be the one issued to that session at
 *   sign-in (its hash is stored with the session), so a token planted before sign-in is worthless.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { constantTimeEqual, randomToken } from '../security/tokens';
import { portalCookies } from './cookies';
import { problem } from './problems';

export const XSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route takes state-changing requests without the anti-forgery header (webhooks). */
    csrf?: boolean;
    /**
     * false: no anti-forgery cookie is handed out with this route's answers: files every visitor gets
     * alike (an app's versioned files), which a shared cache or CDN keeps only without a Set-Cookie.
     * The page and the API calls a browser makes first hand it out.
     */
    xsrfCookie?: boolean;
  }
}

/** Whether this request must prove it comes from the portal's own pages. */
export function needsAntiForgery(request: FastifyRequest): boolean {
  return STATE_CHANGING.has(request.method) && request.routeOptions.config?.csrf !== false;
}

/** The header token of a request that passed the check (a string of the right form), else undefined. */
export function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[XSRF_HEADER];
  return typeof value === 'string' && TOKEN_FORMAT.test(value) ? value : undefined;
}

/** Gives the browser a fresh token (at sign-in and sign-out) and returns it. */
export function issueXsrfToken(reply: FastifyReply, config: Config): string {
  const { xsrf } = portalCookies(config);
  const token = randomToken();
  reply.setCookie(xsrf.name, token, xsrf.options);
  return token;
}

export function registerCsrfProtection(app: FastifyInstance, config: Config): void {
  const { xsrf } = portalCookies(config);
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[xsrf.name];
    const hasValidCookie = typeof cookieToken === 'string' && TOKEN_FORMAT.test(cookieToken);
    if (!hasValidCookie && request.routeOptions.config?.xsrfCookie !== false) issueXsrfToken(reply, config);
    if (!needsAntiForgery(request)) return;
    const sent = headerToken(request);
    if (!hasValidCookie || sent === undefined || !constantTimeEqual(sent, cookieToken)) {
      throw problem(403, 'CSRF_INVALID');
    }
  });
}
