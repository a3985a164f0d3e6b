import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { takeFirstScreenAnswer } from '@portal/contracts/first-screen';
import { loginUrlFor } from '@portal/contracts/systems';
import { loadingStore } from './loading';
import { defaultLoginContext, readLoginContext } from './login-context';
import { navigateTo } from './navigation';
import { sessionStore } from './session';
import { staffSessionStore } from './staff-session';

export const API_BASE = '/api';
/** In production the server names the cookie with the __Host- prefix (a cookie no other site can plant). */
export const XSRF_COOKIES = ['__Host-XSRF-TOKEN', 'XSRF-TOKEN'] as const;
export const XSRF_HEADER = 'X-XSRF-TOKEN';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the global loading overlay for this call (background pings, version checks). */
    background?: boolean;
    /**
     * Sent by the page on its own while it stays open (an officer's presence on an application): not
     * the person's activity, so it keeps no session alive (and shows no loading overlay either).
     */
    unattended?: boolean;
    /**
     * Finish even if the page is left or closed meanwhile (fetch's keepalive; the browser allows
     * 64 KiB of such bodies at once): what an applicant typed just before leaving still arrives.
     */
    keepalive?: boolean;
  }
}

type TrackedConfig = InternalAxiosRequestConfig & { doneLoading?: () => void };

/**
 * Calls whose 401/403 is an answer for the screen (wrong PIN, public helpers), not an ended session.
 * Saving the language preference is a background extra: its failure must not move the applicant.
 */
const NO_SIGN_IN_REDIRECT = [/\/auth\/login\//, /\/auth\/session$/, /\/auth\/logout$/, /\/auth\/language$/, /\/public\//];
/**
 * 403s that are a screen's own guard, not an ended session: the identity-data screen (/singpass)
 * needs a recent national-identity authentication besides the session, and offers one when refused.
 */
const FORBIDDEN_FOR_THE_SCREEN: ReadonlySet<string> = new Set(['IDENTITY_RECENT_SIGN_IN_REQUIRED', 'IDENTITY_DATA_NOT_AVAILABLE']);

export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** Prefixes the API base unless the URL is absolute or already has it. */
export function withApiBase(url = ''): string {
  if (/^https?:\/\//i.test(url) || url.startsWith(`${API_BASE}/`) || url === API_BASE) return url;
  return `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * A GET the page's HTML already answered (contracts/first-screen.ts) is served from there, once,
 * without a request: the first screen draws without waiting for the API.
 */
function answerFromPage(config: TrackedConfig): void {
  if ((config.method ?? 'get').toLowerCase() !== 'get' || config.params) return;
  const url = config.url ?? '';
  const path = url.startsWith(window.location.origin) ? url.slice(window.location.origin.length) : url;
  const answer = takeFirstScreenAnswer(path);
  if (!answer.found) return;
  config.adapter = async () => ({ data: answer.value, status: 200, statusText: 'OK', headers: {}, config, request: null });
}

function onRequest(config: TrackedConfig): TrackedConfig {
  config.url = withApiBase(config.url);
  answerFromPage(config);
  // Read on every call: the server replaces the token at sign-in and sign-out.
  const token = XSRF_COOKIES.map(readCookie).find((value) => value !== null);
  if (token) config.headers.set(XSRF_HEADER, token);
  if (!config.background && !config.unattended) config.doneLoading = loadingStore.getState().start();
  // Only fetch can outlive the page (XMLHttpRequest cannot). An adapter given as a function (the
  // page's own answer, a unit test's network) is kept.
  if (config.keepalive && typeof config.adapter !== 'function') {
    config.adapter = 'fetch';
    config.fetchOptions = { ...config.fetchOptions, keepalive: true };
  }
  return config;
}

/** Why the server ended the session, when it said so (idle, or the absolute lifetime). */
const SESSION_END_CODES = ['SESSION_EXPIRED', 'SESSION_LIFETIME_ENDED'];

function sendToSignIn(serverCode: string | undefined): void {
  // The office area has its own sign-in: an applicant route refusing there is no reason to leave it.
  if (/^\/office(\/|$)/.test(window.location.pathname)) return;
  const { session } = sessionStore.getState();
  const context = session?.system
    ? { system: session.system, subCategory: session.subCategory ?? '' }
    : (readLoginContext() ?? defaultLoginContext());
  const wasSignedIn = sessionStore.getState().status === 'authenticated';
  const reason = serverCode && SESSION_END_CODES.includes(serverCode) ? serverCode : wasSignedIn ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED';
  sessionStore.getState().markSignedOut(reason);
  const returnTo = `${window.location.pathname}${window.location.search}`;
  const url = new URL(loginUrlFor(context.system, context.subCategory), window.location.origin);
  if (returnTo.startsWith('/applicant')) url.searchParams.set('returnTo', returnTo);
  navigateTo(`${url.pathname}${url.search}`, { replace: true });
}

/** Office API calls belong to the staff session, never to an applicant's. */
const OFFICE_API = /^\/api\/office\//;
/** Office calls whose 401 is an answer for the screen (wrong password, no session yet). */
const OFFICE_NO_SIGN_IN_REDIRECT = [/\/office\/auth\/(login|session|logout)$/];

/**
 * The staff session ended: inside /office the area's guard shows the sign-in form in place (the page
 * asked for follows once signed in again); anywhere else, go to /office.
 */
function sendStaffToSignIn(serverCode: string | undefined): void {
  // Said as the server said it: idle too long, or simply no session (signed out elsewhere, account deactivated).
  staffSessionStore.getState().markSignedOut(serverCode === 'STAFF_SESSION_EXPIRED' ? 'STAFF_SESSION_EXPIRED' : 'STAFF_UNAUTHENTICATED');
  if (!/^\/office(\/|$)/.test(window.location.pathname)) navigateTo('/office', { replace: true });
}

/** The one HTTP client every app uses. Nothing else calls the network directly. */
export const http = axios.create({
  headers: { Accept: 'application/json' },
  withCredentials: true,
  timeout: 30_000,
  // Encode every query parameter the same way (spaces as %20, reserved characters escaped).
  paramsSerializer: {
    serialize: (params: Record<string, unknown>) =>
      Object.entries(params)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&'),
  },
});

http.interceptors.request.use(onRequest);
http.interceptors.response.use(
  (response) => {
    (response.config as TrackedConfig).doneLoading?.();
    if (response.config.unattended) return response;
    if (OFFICE_API.test(response.config.url ?? '')) staffSessionStore.getState().markActivity();
    else sessionStore.getState().markActivity();
    return response;
  },
  (error: AxiosError) => {
    (error.config as TrackedConfig | undefined)?.doneLoading?.();
    const status = error.response?.status;
    const url = error.config?.url ?? '';
    const code = (error.response?.data as { errors?: Array<{ code?: string }> } | undefined)?.errors?.[0]?.code;
    if (OFFICE_API.test(url)) {
      // 403 STAFF_FORBIDDEN is an answer for the screen; a refused anti-forgery token means another
      // sign-in in this browser replaced it, so the staff member signs in again.
      const signedOut = status === 401 || (status === 403 && code === 'CSRF_INVALID');
      if (signedOut && !OFFICE_NO_SIGN_IN_REDIRECT.some((pattern) => pattern.test(url))) sendStaffToSignIn(code);
      return Promise.reject(error);
    }
    const signedOut = status === 401 || (status === 403 && !(code && FORBIDDEN_FOR_THE_SCREEN.has(code)));
    if (signedOut && !NO_SIGN_IN_REDIRECT.some((pattern) => pattern.test(url))) {
      const body = error.response?.data as { errors?: Array<{ code?: string }> } | undefined;
      sendToSignIn(body?.errors?.[0]?.code);
    }
    return Promise.reject(error);
  },
);
