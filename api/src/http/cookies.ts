/**
 * Every cookie the API sets, named and configured in one place. In production the names carry the
 * `__Host-` prefix: the browser then accepts them only when Secure, for Path=/ and without a Domain,
 * so a sibling subdomain or a plain-http page cannot plant or overwrite them.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import { isProduction, type Config } from '../config';

export interface CookieSpec {
  name: string;
  options: CookieSerializeOptions;
}

export interface PortalCookies {
  /** The signed-in session's opaque id (HttpOnly). */
  session: CookieSpec;
  /** The anti-forgery token the portal's scripts echo in X-XSRF-TOKEN (readable by them). */
  xsrf: CookieSpec;
  /** A browser that has signed in to an account before (HttpOnly, long-lived): see security/sign-in-throttle.ts. */
  device: CookieSpec;
  /** The grant a verified e-mail code gives for creating an account (HttpOnly, registration API only). */
  registration: CookieSpec;
  /** Binds an e-mailed code to the browser that asked for it (HttpOnly, registration API only). */
  codeRequest: CookieSpec;
  /** Names a sign-in with an identity provider in flight, whose secrets stay server-side (HttpOnly, OpenID routes only). */
  oidcFlow: CookieSpec;
  /**
   * Names a social sign-in waiting for Setup Login Profile (HttpOnly, server-side row): on the
   * registration path, beside the e-mail verification it is completed with.
   */
  socialPending: CookieSpec;
  /** A staff member's session (HttpOnly): sent only to the office API, never with applicants' requests. */
  staffSession: CookieSpec;
  /**
   * A staff sign-in between the password and the second factor (HttpOnly, server-side row): sent only
   * to the office's sign-in routes, and it grants nothing else.
   */
  staffPending: CookieSpec;
}

export const DEVICE_COOKIE_DAYS = 180;
const REGISTRATION_PATH = '/api/public/b2c';
const OIDC_PATH = '/api/auth/oidc';
export const OFFICE_API_PATH = '/api/office';
const OFFICE_AUTH_PATH = '/api/office/auth';
/** As long as a staff sign-in waits for its second factor (office/second-factor/factor-store.ts). */
export const STAFF_PENDING_SECONDS = 600;
/** As long as a sign-in flow row lives (modules/auth/oidc/flow-store.ts). */
export const OIDC_FLOW_SECONDS = 600;
/** As long as a social sign-in waits for Setup Login Profile (modules/auth/oidc/social-accounts.ts). */
export const SOCIAL_PENDING_SECONDS = 30 * 60;

export function portalCookies(config: Config): PortalCookies {
  const secure = isProduction(config);
  // __Host- needs Path=/; cookies scoped to a narrower path can only have the weaker __Secure- prefix.
  const rootName = (name: string) => (secure ? `__Host-${name}` : name);
  const scopedName = (name: string) => (secure ? `__Secure-${name}` : name);
  const base = { path: '/', sameSite: 'lax' as const, secure, httpOnly: true };
  return {
    session: { name: rootName('portal_session'), options: base },
    xsrf: { name: rootName('XSRF-TOKEN'), options: { ...base, httpOnly: false } },
    device: { name: rootName('portal_device'), options: { ...base, maxAge: DEVICE_COOKIE_DAYS * 86400 } },
    registration: { name: scopedName('portal_b2c'), options: { ...base, path: REGISTRATION_PATH } },
    codeRequest: { name: scopedName('portal_b2c_code'), options: { ...base, path: REGISTRATION_PATH } },
    // SameSite=Lax still comes along on the provider's top-level redirect back to the callback.
    oidcFlow: { name: scopedName('portal_oidc'), options: { ...base, path: OIDC_PATH, maxAge: OIDC_FLOW_SECONDS } },
    socialPending: { name: scopedName('portal_social'), options: { ...base, path: REGISTRATION_PATH, maxAge: SOCIAL_PENDING_SECONDS } },
    // SameSite=Strict: staff never arrive at the office API from another site's link.
    staffSession: { name: scopedName('portal_staff'), options: { ...base, sameSite: 'strict', path: OFFICE_API_PATH } },
    staffPending: { name: scopedName('portal_staff_pending'), options: { ...base, sameSite: 'strict', path: OFFICE_AUTH_PATH, maxAge: STAFF_PENDING_SECONDS } },
  };
}
