/**
 * @jest-environment-options {"url": "https://portal.example.edu/"}
 */
// Served over https, as in production, so the browser accepts a __Host- cookie.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http, withApiBase } from '../src/client';
import { loadingStore } from '../src/loading';
import { setNavigator } from '../src/navigation';
import { sessionStore } from '../src/session';
import { staffSessionStore } from '../src/staff-session';

const seen: InternalAxiosRequestConfig[] = [];

function answer(status: number, data: unknown = {}): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
      throw error;
    }
    return response;
  };
}

beforeEach(() => {
  seen.length = 0;
  document.cookie = 'XSRF-TOKEN=abc%2B123';
  sessionStore.setState({ status: 'authenticated', session: { authenticated: true, system: 'CE', subCategory: 'CE' }, idleSeconds: 1800, idleDeadline: 0, endReason: null });
});

describe('withApiBase', () => {
  it('adds the API base only when missing', () => {
    expect(withApiBase('/admission/applications')).toBe('/api/admission/applications');
    expect(withApiBase('system/settings')).toBe('/api/system/settings');
    expect(withApiBase('/api/auth/session')).toBe('/api/auth/session');
    expect(withApiBase('http://localhost/remotes.json')).toBe('http://localhost/remotes.json');
  });
});

describe('the shared HTTP client', () => {
  it('sends the anti-forgery header from the cookie and encodes the query', async () => {
    await http.get('/payment/fees', { adapter: answer(200), params: { q: 'a b&c', skip: undefined } });
    expect(seen[0]!.url).toBe('/api/payment/fees');
    expect(seen[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc+123');
    expect(http.getUri({ url: '/x', params: { q: 'a b&c' } })).toContain('q=a%20b%26c');
  });

  it('reads the production cookie name (__Host-XSRF-TOKEN) first', async () => {
    document.cookie = '__Host-XSRF-TOKEN=prod456; Secure; Path=/';
    try {
      await http.post('/auth/keepalive', {}, { adapter: answer(200) });
      expect(seen[0]!.headers.get('X-XSRF-TOKEN')).toBe('prod456');
    } finally {
      document.cookie = '__Host-XSRF-TOKEN=; Secure; Path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('keeps the reason the server gave for ending the session', async () => {
    setNavigator(jest.fn());
    const ended = { errors: [{ code: 'SESSION_LIFETIME_ENDED', message: 'ended' }] };
    await expect(http.get('/admission/applications', { adapter: answer(401, ended) })).rejects.toThrow();
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', endReason: 'SESSION_LIFETIME_ENDED' });
  });

  it('tells the session store about activity after each success', async () => {
    await http.get('/payment/fees', { adapter: answer(200) });
    expect(sessionStore.getState().idleDeadline).toBeGreaterThan(Date.now() + 1000 * 1000);
  });

  it('counts a call for the loading overlay until it settles, unless it runs in the background', async () => {
    let release!: () => void;
    const slow: AxiosAdapter = (config) => new Promise((resolve) => (release = () => resolve({ data: {}, status: 200, statusText: '', headers: {}, config })));
    const call = http.get('/slow', { adapter: slow });
    await Promise.resolve();
    await Promise.resolve();
    expect(loadingStore.getState().pending).toBe(1);
    release();
    await call;
    expect(loadingStore.getState().pending).toBe(0);
    const background = http.get('/ping', { adapter: answer(200), background: true });
    expect(loadingStore.getState().pending).toBe(0);
    await background;
  });

  it.each([401, 403])('on %i sends the user to the login page of their system and rethrows', async (status) => {
    const navigate = jest.fn();
    setNavigator(navigate);
    await expect(http.get('/admission/applications', { adapter: answer(status) })).rejects.toThrow(`status ${status}`);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/alcnsLogin\?sid=CE&subid=CE/), { replace: true });
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', endReason: 'SESSION_EXPIRED' });
  });

  it('leaves the identity-data screen to offer a national-identity authentication on its own guard’s 403 (not a sign-out)', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    const guard = { errors: [{ code: 'IDENTITY_RECENT_SIGN_IN_REQUIRED', message: 'authenticate again' }] };
    await expect(http.get('/applicant/identity-data', { adapter: answer(403, guard) })).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('leaves a failed sign-in on the login page', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    await expect(http.post('/auth/login/pin', {}, { adapter: answer(401) })).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('office calls and the staff session', () => {
  const signedInStaff = () =>
    staffSessionStore.setState({ status: 'authenticated', session: { authenticated: true, staff: { id: 's1', email: 'o@example.edu', fullName: 'O', role: 'ADMISSIONS' }, idleSecondsLeft: 900 }, idleDeadline: 0, endReason: null });

  it('an ended staff session shows the staff sign-in in place, never the applicant login, and leaves the applicant session alone', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    signedInStaff();
    window.history.pushState({}, '', '/office/admission');
    const ended = { errors: [{ code: 'STAFF_SESSION_EXPIRED', message: 'ended' }] };
    await expect(http.get('/office/admission/applications', { adapter: answer(401, ended) })).rejects.toThrow();
    expect(staffSessionStore.getState()).toMatchObject({ status: 'anonymous', endReason: 'STAFF_SESSION_EXPIRED' });
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('a role refusal (403 STAFF_FORBIDDEN) is an answer for the screen, not a sign-out', async () => {
    setNavigator(jest.fn());
    signedInStaff();
    const refused = { errors: [{ code: 'STAFF_FORBIDDEN', message: 'no' }] };
    await expect(http.get('/office/staff', { adapter: answer(403, refused) })).rejects.toThrow();
    expect(staffSessionStore.getState().status).toBe('authenticated');
  });

  it('office answers move the staff idle deadline, not the applicant one', async () => {
    signedInStaff();
    await http.get('/office/auth/session', { adapter: answer(200) });
    expect(staffSessionStore.getState().idleDeadline).toBeGreaterThan(Date.now());
    expect(sessionStore.getState().idleDeadline).toBe(0);
  });

  it("a call the page sends on its own (an officer's presence) moves no idle deadline and shows no loading overlay", async () => {
    signedInStaff();
    const presence = http.put('/office/admission/applications/24000001/presence', undefined, { adapter: answer(200), unattended: true });
    expect(loadingStore.getState().pending).toBe(0);
    await presence;
    expect(staffSessionStore.getState().idleDeadline).toBe(0);
    expect(sessionStore.getState().idleDeadline).toBe(0);
  });

  it('an applicant route refusing on an office page does not send the officer to the applicant login', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    window.history.pushState({}, '', '/office/admission/applications/24000001');
    await expect(http.get('/admission/applications', { adapter: answer(401) })).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });
});
