/**
 * Who may call an API route follows from its path, in this one table: an applicant's routes sit
 * under /api/<domain>/, an office's under /api/office/<domain>/, the public helpers under /api/public/.
 * One onRoute hook puts the check in front of every route's own handlers, so a route cannot be
 * added without it, and a path the table does not name stops the server at start-up instead of
 * going out open.
 *
 * The longest matching prefix wins: `/api/auth/` is public (signing in and out), but
 * `/api/auth/keepalive` needs the applicant's session.
 */
import type { StaffRole } from '@portal/contracts/office/staff';
import type { FastifyInstance, preValidationAsyncHookHandler, RouteOptions } from 'fastify';

export type RouteAccess =
  /** Anyone: the route does its own checking where it needs any (a signed webhook, a link's token, a pending sign-in). */
  | { kind: 'public' }
  /** A signed-in applicant (app.requireSession); records are then checked against the applicant by the route. */
  | { kind: 'applicant' }
  /** A signed-in officer of one of these roles (app.requireStaff). */
  | { kind: 'staff'; roles: readonly StaffRole[] };

const PUBLIC: RouteAccess = { kind: 'public' };
const APPLICANT: RouteAccess = { kind: 'applicant' };
const staff = (...roles: StaffRole[]): RouteAccess => ({ kind: 'staff', roles });

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  '/api/health': PUBLIC,
  '/api/docs': PUBLIC,
  '/api/system/': PUBLIC,
  '/api/content/': PUBLIC,
  '/api/public/': PUBLIC,
  // Signing in and out, the session's state, the identity providers' redirects.
  '/api/auth/': PUBLIC,
  '/api/auth/keepalive': APPLICANT,
  '/api/auth/language': APPLICANT,

  '/api/applicant/': APPLICANT,
  '/api/admission/': APPLICANT,
  '/api/scholarship/': APPLICANT,
  '/api/financial-aid/': APPLICANT,
  '/api/payment/': APPLICANT,
  '/api/address/': APPLICANT,
  // The gateway calls it; the route checks the gateway's signature (payment/webhook-routes.ts).
  '/api/payment/webhook': PUBLIC,

  // Staff sign-in and its second factor: the routes check the pending sign-in themselves.
  '/api/office/auth/': PUBLIC,
  '/api/office/auth/keepalive': staff('ADMISSIONS', 'SCHOLARSHIPS', 'FINANCIAL_AID', 'FINANCE', 'OFFICE_ADMIN'),
  '/api/office/auth/factors': staff('ADMISSIONS', 'SCHOLARSHIPS', 'FINANCIAL_AID', 'FINANCE', 'OFFICE_ADMIN'),
  '/api/office/staff': staff('OFFICE_ADMIN'),
  // Personal data retention reports (modules/retention).
  '/api/office/retention/': staff('OFFICE_ADMIN'),
  '/api/office/admission/': staff('ADMISSIONS'),
  '/api/office/scholarship/': staff('SCHOLARSHIPS'),
  '/api/office/financial-aid/': staff('FINANCIAL_AID'),
  '/api/office/payment/': staff('FINANCE'),
};

const PREFIXES_LONGEST_FIRST = Object.keys(ROUTE_ACCESS).sort((a, b) => b.length - a.length);

/** `/api/public/` covers what lies under it; `/api/office/staff` that path and what lies under it. */
const covers = (prefix: string, url: string) => (prefix.endsWith('/') ? url.startsWith(prefix) : url === prefix || url.startsWith(`${prefix}/`));

/** The access rule of an API path (its longest matching prefix), or undefined when the table names none. */
export function accessFor(url: string): RouteAccess | undefined {
  const prefix = PREFIXES_LONGEST_FIRST.find((candidate) => covers(candidate, url));
  return prefix === undefined ? undefined : ROUTE_ACCESS[prefix];
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Adds the check of every /api route's access in front of its validation and its own hooks. Registered after the
 * session and staff plugins (whose decorators make the checks) and before the modules.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const checks = new Map<RouteAccess, preValidationAsyncHookHandler>();
  const checkFor = (access: RouteAccess): preValidationAsyncHookHandler | undefined => {
    if (access.kind === 'public') return undefined;
    let check = checks.get(access);
    if (!check) {
      check = access.kind === 'applicant' ? app.requireSession : app.requireStaff(...access.roles);
      checks.set(access, check);
    }
    return check;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const access = accessFor(route.url);
    if (!access) throw new Error(`${String(route.method)} ${route.url}: no access rule names this path (api/src/http/route-access.ts)`);
    const check = checkFor(access);
    // Before validation: a stranger learns nothing about a body (and a signed-in check runs before any
    // route work), as when the handlers validated.
    const own = asList(route.preValidation);
    // A GET's HEAD twin arrives with the GET's handlers, check included.
    if (check && !own.includes(check)) route.preValidation = [check, ...own];
  });
}
