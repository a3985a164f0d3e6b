/**
 * Staff sessions: the one place they are read, checked and written (the applicant's are in
 * sessions/session-plugin.ts and never reach the office routes). Which roles may call an office
 * route follows from its path (http/route-access.ts puts `app.requireStaff(…roles)` in front of it);
 * the role is checked on every request, against the account as it is now (a deactivated account's
 * sessions are gone).
 *
 * A staff session lives in its own HttpOnly cookie sent only to /api/office, ends sooner than an
 * applicant's (STAFF_SESSION_IDLE_SECONDS, STAFF_SESSION_ABSOLUTE_SECONDS), and accepts only the
 * anti-forgery token issued with it at sign-in.
 */
import type { StaffRole, StaffSessionInfo } from '@portal/contracts/office/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { headerToken, issueXsrfToken, needsAntiForgery } from '../http/csrf';
import { problem } from '../http/problems';
import { deleteSession } from '../sessions/session-store';
import { constantTimeEqual, sha256 } from '../security/tokens';
import { createStaffSession, deleteStaffSession, findStaffSession, touchStaffSession, type StoredStaffSession } from './staff-store';

/** last_seen_at is written at most this often (as for applicants). */
const TOUCH_INTERVAL_MS = 15_000;

type StaffState = { status: 'none' } | { status: 'expired' } | { status: 'active'; session: StoredStaffSession };

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffState;
  }
  interface FastifyContextConfig {
    /** The route is called by a page on its own while it stays open: it does not keep the staff session alive. */
    unattended?: boolean;
  }
  interface FastifyInstance {
    /** A route hook (before validation, http/route-access.ts): 401 without a staff session (or after it ended), 403 STAFF_FORBIDDEN for another role; counts as activity. */
    requireStaff(...roles: StaffRole[]): preValidationAsyncHookHandler;
    staffSessions: {
      /** Signs a staff member in: ends whatever session this browser had (applicant or staff), sets the cookie. */
      start(request: FastifyRequest, reply: FastifyReply, staffId: string): Promise<StaffSessionInfo>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      info(request: FastifyRequest): StaffSessionInfo;
    };
  }
}

/** The signed-in staff member of a request that passed requireStaff. */
export function activeStaff(request: FastifyRequest): StoredStaffSession {
  if (request.staff.status !== 'active') throw problem(401, 'STAFF_UNAUTHENTICATED');
  return request.staff.session;
}

export const isOfficeRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api/office/') === true;

async function staffPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const { staffSession: cookie, session: applicantCookie } = app.portalCookies;
  const idleMs = config.staffSessionIdleSeconds * 1000;
  const lifetimeMs = config.staffSessionAbsoluteSeconds * 1000;
  const hasEnded = (session: StoredStaffSession, now: number) =>
    now - session.createdAt.getTime() >= lifetimeMs || now - session.lastSeenAt.getTime() >= idleMs;

  app.decorateRequest('staff', null as never);
  app.addHook('onRequest', async (request) => {
    request.staff = { status: 'none' };
  });

  // After the anti-forgery and rate checks (onRequest), before validation and any route work.
  app.addHook('preValidation', async (request, reply) => {
    const cookieValue = request.cookies[cookie.name];
    if (!cookieValue || !isOfficeRoute(request)) return;
    const stored = await findStaffSession(db, cookieValue);
    if (!stored || hasEnded(stored, app.now().getTime())) {
      if (stored) await deleteStaffSession(db, stored.idHash);
      reply.clearCookie(cookie.name, cookie.options);
      request.staff = stored ? { status: 'expired' } : { status: 'none' };
      return;
    }
    if (needsAntiForgery(request)) {
      const token = headerToken(request);
      if (token === undefined || !constantTimeEqual(sha256(token), stored.csrfHash)) throw problem(403, 'CSRF_INVALID');
    }
    request.staff = { status: 'active', session: stored };
  });

  app.decorate('requireStaff', (...roles: StaffRole[]): preValidationAsyncHookHandler => {
    if (roles.length === 0) throw new Error('requireStaff needs at least one role');
    const requireStaff: preValidationAsyncHookHandler = async function (request) {
      const state = request.staff;
      if (state.status === 'expired') throw problem(401, 'STAFF_SESSION_EXPIRED');
      if (state.status !== 'active') throw problem(401, 'STAFF_UNAUTHENTICATED');
      if (!roles.includes(state.session.role)) throw problem(403, 'STAFF_FORBIDDEN');
      const now = app.now();
      // What a page sends on its own while open (an officer's presence) is not the officer's activity.
      if (request.routeOptions.config.unattended) return;
      if (now.getTime() - state.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchStaffSession(db, state.session.idHash, now);
        state.session.lastSeenAt = now;
      }
    };
    // Named after its roles, so a route's checks read plainly in printRoutes and in the access table's tests.
    Object.defineProperty(requireStaff, 'name', { value: `requireStaff(${roles.join(',')})` });
    return requireStaff;
  });

  const info = (request: FastifyRequest): StaffSessionInfo => {
    if (request.staff.status !== 'active') return { authenticated: false };
    const { session } = request.staff;
    const now = app.now().getTime();
    const lifetimeLeft = lifetimeMs - (now - session.createdAt.getTime());
    const idleLeft = Math.min(idleMs - (now - session.lastSeenAt.getTime()), lifetimeLeft);
    const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
    return {
      authenticated: true,
      staff: { id: session.staffId, email: session.email, fullName: session.fullName, role: session.role },
      idleSecondsLeft: seconds(idleLeft),
      lifetimeSecondsLeft: seconds(lifetimeLeft),
    };
  };

  app.decorate('staffSessions', {
    async start(request, reply, staffId) {
      if (request.staff.status === 'active') await deleteStaffSession(db, request.staff.session.idHash);
      // One person per browser: an applicant signed in here is signed out (its token stops working anyway).
      const applicantSession = request.cookies[applicantCookie.name];
      if (applicantSession) {
        await deleteSession(db, sha256(applicantSession));
        reply.clearCookie(applicantCookie.name, applicantCookie.options);
      }
      const csrfToken = issueXsrfToken(reply, config);
      const cookieValue = await createStaffSession(db, staffId, csrfToken, app.now());
      const stored = await findStaffSession(db, cookieValue);
      if (!stored) throw new Error('A staff session just created could not be read back');
      reply.setCookie(cookie.name, cookieValue, cookie.options);
      request.staff = { status: 'active', session: stored };
      return info(request);
    },
    async end(request, reply) {
      reply.clearCookie(cookie.name, cookie.options);
      issueXsrfToken(reply, config);
      if (request.staff.status === 'active') await deleteStaffSession(db, request.staff.session.idHash);
      request.staff = { status: 'none' };
    },
    info,
  });
}

export default fp(staffPlugin, { name: 'staff-sessions', dependencies: ['app-context'] });
