import { MESSAGES } from '@portal/contracts/messages';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

describe.each(oneDatabase())('auth on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { SESSION_IDLE_SECONDS: '120' });
  });
  afterAll(() => t?.close());

  describe('sign-in with application number and PIN', () => {
    it('starts a session, sets an HttpOnly SameSite=Lax cookie and answers the session', async () => {
      const browser = new Browser(t.app);
      const response = await browser.signInWithPin();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        authenticated: true,
        principal: { kind: 'application', applicationNumber: '24000001', name: 'TAN MEI LING' },
        system: 'ADM',
        subCategory: 'ADM',
        idleSecondsLeft: 120,
        lifetimeSecondsLeft: 12 * 3600,
      });
      const cookie = String(response.headers['set-cookie']).split(/,(?=\s*\w+=)/).find((c) => c.includes('portal_session='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/i);
      expect((await browser.get('/api/auth/session')).json()).toMatchObject({ authenticated: true });
    });

    it('stores only a hash of the session id', async () => {
      const browser = new Browser(t.app);
      await browser.signInWithPin();
      const cookieValue = browser.cookies.get('portal_session')!;
      expect(cookieValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await t.db.selectFrom('sessions').select('id_hash').execute();
      expect(rows.map((row) => row.id_hash)).not.toContain(cookieValue);
    });

    it('gives a new session id on every sign-in and ends the previous one', async () => {
      const browser = new Browser(t.app);
      await browser.signInWithPin();
      const first = browser.cookies.get('portal_session');
      await browser.signInWithPin();
      const second = browser.cookies.get('portal_session');
      expect(second).not.toEqual(first);
      const stale = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { portal_session: first! } });
      expect(stale.json()).toEqual({ authenticated: false });
    });

    it('answers a wrong PIN and an unknown application number identically', async () => {
      const wrongPin = await new Browser(t.app).signInWithPin('24000001', 'Wrong123');
      const unknown = await new Browser(t.app).signInWithPin('99999999', 'Demo2026');
      for (const response of [wrongPin, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ errors: [{ code: 'LOGIN_FAILED', message: MESSAGES.LOGIN_FAILED }] });
        expect(response.cookies.find((c) => c.name === 'portal_session')).toBeUndefined();
      }
      // Clean up so the throttle tests below start from zero.
      await t.db.deleteFrom('login_throttle').execute();
    });

    it('validates the body with the shared schema, one error per field', async () => {
      const response = await new Browser(t.app).post('/api/auth/login/pin', { applicationNumber: '24x', pin: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { code: 'INVALID_APPLICATION_NUMBER', field: 'applicationNumber', message: MESSAGES.INVALID_APPLICATION_NUMBER },
        { code: 'ENTER_PIN', field: 'pin', message: MESSAGES.ENTER_PIN },
      ]);
    });
  });

  describe('sign-in with an e-mail account', () => {
    it('signs in case-insensitively', async () => {
      const response = await new Browser(t.app).signInWithEmail('Demo.Account@Example.edu');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        authenticated: true,
        principal: { kind: 'account', email: 'demo.account@example.edu', name: 'DEMO ACCOUNT' },
        system: 'ADM',
      });
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const wrong = await new Browser(t.app).signInWithEmail('demo.account@example.edu', 'Portal#Wrong2026');
      const unknown = await new Browser(t.app).signInWithEmail('nobody@example.edu', 'Portal#Demo2026');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      await t.db.deleteFrom('login_throttle').execute();
    });
  });

  describe('idle timeout, keep-alive and logout', () => {
    it('ends a session idle for SESSION_IDLE_SECONDS, on the server', async () => {
      const browser = new Browser(t.app);
      await browser.signInWithPin();
      t.clock.advance(119);
      expect((await browser.get('/api/auth/session')).json()).toMatchObject({ authenticated: true, idleSecondsLeft: 1 });
      t.clock.advance(1);
      const expired = await browser.get('/api/admission/applications');
      expect(expired.statusCode).toBe(401);
      expect(expired.json().errors[0].code).toBe('SESSION_EXPIRED');
      expect((await browser.get('/api/auth/session')).json()).toEqual({ authenticated: false });
      expect((await browser.get('/api/admission/applications')).json().errors[0].code).toBe('UNAUTHENTICATED');
    });

    it('does not extend the session when only its status is read', async () => {
      const browser = new Browser(t.app);
      await browser.signInWithPin();
      t.clock.advance(60);
      expect((await browser.get('/api/auth/session')).json().idleSecondsLeft).toBe(60);
      t.clock.advance(30);
      expect((await browser.get('/api/auth/session')).json().idleSecondsLeft).toBe(30);
    });

    it('counts authenticated requests as activity', async () => {
      const browser = new Browser(t.app);
      await browser.signInWithPin();
      t.clock.advance(100);
      expect((await browser.get('/api/payment/fees')).statusCode).toBe(200);
      t.clock.advance(100);
      expect((await browser.get('/api/payment/fees')).statusCode).toBe(200);
    });

    it('keep-alive extends the session', async () => {
      const browser = new Browser(t.app);
      await browser.signInWithPin();
      t.clock.advance(110);
      const kept = await browser.post('/api/auth/keepalive');
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ authenticated: true, idleSecondsLeft: 120 });
      t.clock.advance(110);
      expect((await browser.get('/api/auth/session')).json()).toMatchObject({ authenticated: true, idleSecondsLeft: 10 });
    });

    it('keep-alive without a session is 401', async () => {
      const response = await new Browser(t.app).post('/api/auth/keepalive');
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
    });

    it('logout ends the session, clears the cookie and is idempotent', async () => {
      const browser = new Browser(t.app);
      await browser.post('/api/auth/login/pin', { applicationNumber: '24000001', pin: 'Demo2026', system: 'ADM', subCategory: 'SM2' });
      const cookieValue = browser.cookies.get('portal_session')!;
      const out = await browser.post('/api/auth/logout');
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ loggedOut: true, system: 'ADM', subCategory: 'SM2' });
      expect(browser.cookies.has('portal_session')).toBe(false);
      const replay = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { portal_session: cookieValue } });
      expect(replay.json()).toEqual({ authenticated: false });
      const again = await browser.post('/api/auth/logout');
      expect(again.json()).toEqual({ loggedOut: true, system: null, subCategory: null });
    });
  });
});
