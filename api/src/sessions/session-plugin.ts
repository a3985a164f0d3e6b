/**
 * The one place sessions are read, checked and written. Every request to an /api route with a
 * session cookie gets `request.session`; `app.requireSession` is the check every applicant route
 * gets, put in front of it by its path (http/route-access.ts).
 *
 * A session ends after SESSION_IDLE_SECONDS without activity, and in any case SESSION_ABSOLUTE_SECONDS
 * after sign-in; both are enforced here, on the server. Each session is bound to the anti-forgery
 * token issued with it at sign-in (see http/csrf.ts).
 */
import type { SessionInfo } from '@portal/contracts/api';
import type { MessageCode } from '@portal/contracts/messages';
import type { SystemId } from '@portal/contracts/systems';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { headerToken, issueXsrfToken, needsAntiForgery } from '../http/csrf';
import { problem } from '../http/problems';
import { constantTimeEqual, sha256 } from '../security/tokens';
import { createSession, deleteSession, findSession, touchSession, type NewSession, type StoredSession } from './session-store';

/**
 * last_seen_at is written at most this often: most authenticated reads stay read-only, and the
 * idle timeout is at most this much more generous than configured.
 */
const TOUCH_INTERVAL_MS = 15_000;

/** Why a session that the browser still holds is over: idle too long, or past its absolute lifetime. */
export type SessionEndReason = Extract<MessageCode, 'SESSION_EXPIRED' | 'SESSION_LIFETIME_ENDED'>;

export type SessionState =
  | { status: 'none' }
  | { status: 'expired'; reason: SessionEndReason; system: SystemId; subCategory: string }
  | { status: 'active'; session: StoredSession };

export interface SessionService {
  /** Signs in: ends any current session, creates a fresh id (no fixation) and anti-forgery token, sets the cookies. */
  start(request: FastifyRequest, reply: FastifyReply, session: NewSession): Promise<SessionInfo>;
  /** Signs out (idempotent): deletes the session and clears the cookie; returns the ended login context. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<{ system: SystemId | null; subCategory: string | null }>;
  /** Marks activity now, regardless of the touch interval (keep-alive). */
  extend(request: FastifyRequest): Promise<void>;
  info(request: FastifyRequest): SessionInfo;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState;
  }
  interface FastifyInstance {
    sessions: SessionService;
    /** A route hook (before validation, http/route-access.ts): 401 UNAUTHENTICATED without a session, 401 SESSION_EXPIRED / SESSION_LIFETIME_ENDED after it ended; counts as activity. */
    requireSession: preValidationAsyncHookHandler;
  }
}

const NO_SESSION: SessionState = { status: 'none' };

/** The signed-in session of a request that passed requireSession. */
export function activeSession(request: FastifyRequest): StoredSession {
  if (request.session.status !== 'active') throw problem(401, 'UNAUTHENTICATED');
  return request.session.session;
}

/** Applicants' sessions belong to the API: the decision follows the route that matched, whatever the URL's spelling. */
const isApiRoute = (request: FastifyRequest) => {
  const url = request.routeOptions.url;
  // The office API has its own sessions (office/staff-plugin.ts): an applicant's never reaches it.
  return url?.startsWith('/api/') === true && !url.startsWith('/api/office/');
};

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const { session: cookie } = app.portalCookies;
  const idleMs = config.sessionIdleSeconds * 1000;
  const lifetimeMs = config.sessionAbsoluteSeconds * 1000;

  const endReason = (session: StoredSession, now: number): SessionEndReason | null => {
    if (now - session.createdAt.getTime() >= lifetimeMs) return 'SESSION_LIFETIME_ENDED';
    if (now - session.lastSeenAt.getTime() >= idleMs) return 'SESSION_EXPIRED';
    return null;
  };

  // Fastify wants a non-object initial value; onRequest sets the real one.
  app.decorateRequest('session', null as never);

  app.addHook('onRequest', async (request) => {
    request.session = NO_SESSION;
  });

  // Loaded after onRequest, so the request limit and the anti-forgery check run before any query, and
  // before validation, so a route's access is checked before its body is looked at (http/route-access.ts).
  app.addHook('preValidation', async (request, reply) => {
    const cookieValue = request.cookies[cookie.name];
    if (!cookieValue || !isApiRoute(request)) return;
    const checkToken = needsAntiForgery(request);
    const stored = await findSession(db, cookieValue, { withCsrfHash: checkToken });
    if (!stored) {
      reply.clearCookie(cookie.name, cookie.options);
      return;
    }
    const reason = endReason(stored, app.now().getTime());
    if (reason) {
      // Enforced here, on the server: an ended session is gone even if the browser never noticed.
      await deleteSession(db, stored.idHash);
      reply.clearCookie(cookie.name, cookie.options);
      request.session = { status: 'expired', reason, system: stored.system, subCategory: stored.subCategory };
      return;
    }
    // A signed-in browser must send the token issued with its session, not one from before sign-in.
    if (checkToken && stored.csrfHash !== null) {
      const token = headerToken(request);
      if (token === undefined || stored.csrfHash === undefined || !constantTimeEqual(sha256(token), stored.csrfHash)) throw problem(403, 'CSRF_INVALID');
    }
    request.session = { status: 'active', session: stored };
  });

  const requireSession: preValidationAsyncHookHandler = async function (request) {
    const state = request.session;
    if (state.status === 'expired') throw problem(401, state.reason);
    if (state.status !== 'active') throw problem(401, 'UNAUTHENTICATED');
    const now = app.now();
    if (now.getTime() - state.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(db, state.session.idHash, now);
      state.session.lastSeenAt = now;
    }
  };
  app.decorate('requireSession', requireSession);

  const info = (request: FastifyRequest): SessionInfo => {
    const state = request.session;
    if (state.status !== 'active') return { authenticated: false };
    const { session } = state;
    const now = app.now().getTime();
    const lifetimeMsLeft = lifetimeMs - (now - session.createdAt.getTime());
    // The timeout warning covers whichever end comes first.
    const msLeft = Math.min(idleMs - (now - session.lastSeenAt.getTime()), lifetimeMsLeft);
    // Rounded up: a session with 0.5 s left is still alive.
    const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
    return {
      authenticated: true,
      principal: session.principal,
      system: session.system,
      subCategory: session.subCategory,
      idleSecondsLeft: seconds(msLeft),
      lifetimeSecondsLeft: seconds(lifetimeMsLeft),
      ...(session.language ? { language: session.language } : {}),
    };
  };

  const sessions: SessionService = {
    async start(request, reply, newSession) {
      if (request.session.status === 'active') await deleteSession(db, request.session.session.idHash);
      const csrfToken = issueXsrfToken(reply, config);
      const cookieValue = await createSession(db, newSession, csrfToken, app.now());
      const stored = await findSession(db, cookieValue);
      if (!stored) throw new Error('A session just created could not be read back');
      reply.setCookie(cookie.name, cookieValue, cookie.options);
      request.session = { status: 'active', session: stored };
      return info(request);
    },
    async end(request, reply) {
      const state = request.session;
      reply.clearCookie(cookie.name, cookie.options);
      // The signed-out browser gets a token of its own, unrelated to the ended session's.
      issueXsrfToken(reply, config);
      request.session = NO_SESSION;
      if (state.status === 'active') {
        await deleteSession(db, state.session.idHash);
        return { system: state.session.system, subCategory: state.session.subCategory };
      }
      if (state.status === 'expired') return { system: state.system, subCategory: state.subCategory };
      return { system: null, subCategory: null };
    },
    async extend(request) {
      const session = activeSession(request);
      const now = app.now();
      await touchSession(db, session.idHash, now);
      session.lastSeenAt = now;
    },
    info,
  };
  app.decorate('sessions', sessions);
}

export default fp(sessionPlugin, { name: 'sessions', dependencies: ['app-context'] });
