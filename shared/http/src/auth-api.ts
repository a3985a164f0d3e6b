import type { SessionInfo, SystemSettings } from '@portal/contracts/api';
import type { Language } from '@portal/contracts/languages';
import type { EmailLogin, PinLogin } from '@portal/contracts/schemas/login';
import { currentLanguage } from '@portal/i18n/i18n';
import { http } from './client';
import { saveLoginContext } from './login-context';
import { sessionStore } from './session';

/**
 * The authentication service: every call about signing in and staying signed in.
 * `answeredAt`: when the answer was given, for one the page carries (as old as the page: a drawn
 * page's scripts may run minutes after it arrived, shell/src/after-paint.ts).
 */
export async function fetchSession(answeredAt?: number): Promise<SessionInfo> {
  const { data } = await http.get<SessionInfo>('/auth/session', { background: true });
  sessionStore.getState().setSession(data, answeredAt);
  return data;
}

function afterSignIn(session: SessionInfo): SessionInfo {
  sessionStore.getState().setSession(session);
  if (session.system) saveLoginContext({ system: session.system, subCategory: session.subCategory ?? '' });
  // The language the applicant is reading in is the one their e-mails should use.
  const language = currentLanguage();
  if (session.language !== language) void saveLanguagePreference(language);
  return session;
}

export async function signInWithPin(payload: PinLogin): Promise<SessionInfo> {
  const { data } = await http.post<SessionInfo>('/auth/login/pin', payload);
  return afterSignIn(data);
}

export async function signInWithEmail(payload: EmailLogin): Promise<SessionInfo> {
  const { data } = await http.post<SessionInfo>('/auth/login/email', payload);
  return afterSignIn(data);
}

export interface LogoutResult {
  loggedOut: boolean;
  system: string | null;
  subCategory: string | null;
}

export async function signOut(reason: string | null = null): Promise<LogoutResult> {
  try {
    const { data } = await http.post<LogoutResult>('/auth/logout');
    return data;
  } finally {
    sessionStore.getState().markSignedOut(reason);
  }
}

/** Tells the server the applicant is still here; the answer says how long the session now lasts. */
export async function keepAlive(): Promise<SessionInfo> {
  const { data } = await http.post<SessionInfo>('/auth/keepalive', undefined, { background: true });
  sessionStore.getState().setSession(data);
  return data;
}

/**
 * Stores the applicant's language with their account (e-mails follow it). Only when signed in; it
 * runs in the background and never disturbs the screen: the choice already applies in the browser.
 */
export async function saveLanguagePreference(language: Language): Promise<void> {
  if (sessionStore.getState().status !== 'authenticated') return;
  await http.put('/auth/language', { language }, { background: true }).catch(() => undefined);
}

export async function fetchSettings(): Promise<SystemSettings> {
  const { data } = await http.get<SystemSettings>('/system/settings', { background: true });
  sessionStore.getState().setIdleSeconds(data.sessionIdleSeconds);
  return data;
}
