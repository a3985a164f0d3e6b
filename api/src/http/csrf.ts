/**
 * Anti-forgery (double-submit cookie): the server gives every browser a readable XSRF-TOKEN cookie;
 * the portal's http client copies it into the X-XSRF-TOKEN header. Another site can make the browser
 * send the cookie but cannot read it, so it cannot produce the matching header.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { constantTimeEqual, randomToken } from '../security/tokens';
import { problem } from './problems';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function registerCsrfProtection(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    const hasValidCookie = typeof cookieToken === 'string' && TOKEN_FORMAT.test(cookieToken);
    if (!hasValidCookie) {
      reply.setCookie(XSRF_COOKIE, randomToken(), {
        path: '/',
        sameSite: 'lax',
        secure: config.nodeEnv === 'production',
        httpOnly: false,
      });
    }
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const headerToken = request.headers[XSRF_HEADER];
    if (!hasValidCookie || typeof headerToken !== 'string' || !constantTimeEqual(headerToken, cookieToken)) {
      throw problem(403, 'CSRF_INVALID');
    }
  });
}
