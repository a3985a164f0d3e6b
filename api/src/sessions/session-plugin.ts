/**
 * The one place sessions are read, checked and written. Every /api request with a session cookie
 * gets `request.session`; routes that need a signed-in applicant add `app.requireSession` as a
 * preHandler instead of repeating the checks.
 */
import type { SessionInfo } from '@portal/contracts/api';
import type { SystemId } from '@portal/contracts/systems';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../http/problems';
import { createSession, deleteSession, findSession, touchSession, type NewSession, type StoredSession } from './session-store';

export const SESSION_COOKIE = 'portal_session';
/**
 * last_seen_at is written at most this often: most authenticated reads stay read-only, and the
 * idle timeout is at most this much more generous than configured.
 */
const TOUCH_INTERVAL_MS = 15_000;

export type SessionState =
  | { status: 'none' }
  | { status: 'expired'; system: SystemId; subCategory: string }
  | { status: 'active'; session: StoredSession };

export interface SessionService {
  /** Signs in: ends any current session, creates a fresh id (no fixation), sets the cookie. */
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
    /** preHandler: 401 UNAUTHENTICATED without a session, 401 SESSION_EXPIRED after idling; counts as activity. */
    requireSession: preHandlerAsyncHookHandler;
  }
}

const NO_SESSION: SessionState = { status: 'none' };

/** The signed-in session of a request that passed requireSession. */
export function activeSession(request: FastifyRequest): StoredSession {
  if (request.session.status !== 'active') throw problem(401, 'UNAUTHENTICATED');
  return request.session.session;
}

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const idleMs = config.sessionIdleSeconds * 1000;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.nodeEnv === 'production',
  };

  // Fastify wants a non-object initial value; onRequest sets the real one.
  app.decorateRequest('session', null as never);

  app.addHook('onRequest', async (request) => {
    request.session = NO_SESSION;
  });

  // Loaded in preHandler (not onRequest) so the request limit and CSRF check run before any query.
  app.addHook('preHandler', async (request, reply) => {
    const cookieValue = request.cookies[SESSION_COOKIE];
    if (!cookieValue || !request.url.startsWith('/api/')) return;
    const stored = await findSession(db, cookieValue);
    if (!stored) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return;
    }
    if (app.now().getTime() - stored.lastSeenAt.getTime() >= idleMs) {
      // Enforced here, on the server: an idle session is gone even if the browser never noticed.
      await deleteSession(db, stored.idHash);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      request.session = { status: 'expired', system: stored.system, subCategory: stored.subCategory };
      return;
    }
    request.session = { status: 'active', session: stored };
  });

  const requireSession: preHandlerAsyncHookHandler = async function (request) {
    const state = request.session;
    if (state.status === 'expired') throw problem(401, 'SESSION_EXPIRED');
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
    const idleMsLeft = idleMs - (app.now().getTime() - session.lastSeenAt.getTime());
    return {
      authenticated: true,
      principal: session.principal,
      system: session.system,
      subCategory: session.subCategory,
      // Rounded up: a session with 0.5 s left is still alive.
      idleSecondsLeft: Math.max(0, Math.ceil(idleMsLeft / 1000)),
    };
  };

  const sessions: SessionService = {
    async start(request, reply, newSession) {
      if (request.session.status === 'active') await deleteSession(db, request.session.session.idHash);
      const cookieValue = await createSession(db, newSession, app.now());
      const stored = await findSession(db, cookieValue);
      if (!stored) throw new Error('A session just created could not be read back');
      reply.setCookie(SESSION_COOKIE, cookieValue, cookieOptions);
      request.session = { status: 'active', session: stored };
      return info(request);
    },
    async end(request, reply) {
      const state = request.session;
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
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
