import { MESSAGES } from '@portal/contracts/messages';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { everyDatabase } from '../helpers/test-database';

describe.each(everyDatabase())('error contract and protections on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const errorBody = (code: keyof typeof MESSAGES) => ({ errors: [{ code, message: MESSAGES[code] }] });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await new Browser(t.app).request({
      method: 'POST',
      url: '/api/auth/login/pin',
      headers: { 'content-type': 'application/json' },
      payload: '{"applicationNumber": "240',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody('BAD_REQUEST'));
  });

  it('answers a body that is not an object with 400 BAD_REQUEST', async () => {
    const response = await new Browser(t.app).request({
      method: 'POST',
      url: '/api/auth/login/pin',
      headers: { 'content-type': 'application/json' },
      payload: '["24000001"]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody('BAD_REQUEST'));
  });

  it('answers an oversized body with 413', async () => {
    const response = await new Browser(t.app).post('/api/auth/login/pin', { applicationNumber: '1', pin: 'x'.repeat(200_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorBody('PAYLOAD_TOO_LARGE'));
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await new Browser(t.app).request({
      method: 'POST',
      url: '/api/auth/login/pin',
      headers: { 'content-type': 'text/plain' },
      payload: 'applicationNumber=24000001',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(errorBody('UNSUPPORTED_MEDIA_TYPE'));
  });

  it('refuses unknown fields by name', async () => {
    const response = await new Browser(t.app).post('/api/auth/login/pin', {
      applicationNumber: '24000001',
      pin: 'Demo2026',
      isAdmin: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ code: 'UNKNOWN_FIELD', message: 'Field isAdmin is not allowed', params: ['isAdmin'] }]);
  });

  it('refuses null in an optional field with a catalogue code', async () => {
    const response = await new Browser(t.app).post('/api/auth/login/pin', { applicationNumber: '24000001', pin: 'Demo2026', system: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ code: 'INVALID_VALUE', message: 'This answer cannot be accepted as it is. Check it and try again', field: 'system' }]);
  });

  it('refuses keys every object inherits as unknown fields, at any depth (yup used to crash on them: a 500)', async () => {
    const response = await new Browser(t.app).post('/api/public/application-number/enquiry', {
      constructor: 'x',
      nokContact: { countryCode: '65', contactNumber: '91234567', toString: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { code: 'UNKNOWN_FIELD', message: 'Field constructor is not allowed', params: ['constructor'] },
      { code: 'UNKNOWN_FIELD', message: 'Field toString is not allowed', params: ['toString'], field: 'nokContact' },
    ]);
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const response = await new Browser(t.app).get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody('NOT_FOUND'));
  });

  it('answers a wrong method on a known route with 405 and Allow', async () => {
    const response = await new Browser(t.app).request({ method: 'DELETE', url: '/api/system/settings' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expect(response.json()).toEqual(errorBody('METHOD_NOT_ALLOWED'));
  });

  it('hides unexpected failures behind 500 INTERNAL_ERROR without a stack trace', async () => {
    const failing = await createTestApp(target, {});
    try {
      await failing.db.destroy();
      const response = await new Browser(failing.app).get('/api/system/settings');
      expect(response.statusCode).toBe(200);
      const browser = new Browser(failing.app);
      browser.cookies.set('portal_session', 'x'.repeat(43));
      const broken = await browser.get('/api/admission/applications');
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toEqual(errorBody('INTERNAL_ERROR'));
      expect(broken.body).not.toMatch(/at .*\.ts|stack|destroyed/i);
      const health = await new Browser(failing.app).get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual(errorBody('SERVICE_UNAVAILABLE'));
    } finally {
      await failing.app.close();
      await failing.close().catch(() => undefined);
    }
  });

  describe('anti-forgery', () => {
    it('sets a readable XSRF-TOKEN cookie when missing', async () => {
      const response = await new Browser(t.app).get('/api/system/settings');
      const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('refuses a state-changing call without the header', async () => {
      const browser = new Browser(t.app);
      await browser.get('/api/system/settings');
      const response = await browser.request({ method: 'POST', url: '/api/auth/logout', withXsrfHeader: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody('CSRF_INVALID'));
    });

    it('refuses a header that does not match the cookie', async () => {
      const browser = new Browser(t.app);
      await browser.get('/api/system/settings');
      const response = await browser.request({
        method: 'POST',
        url: '/api/auth/login/pin',
        payload: { applicationNumber: '24000001', pin: 'Demo2026' },
        headers: { 'x-xsrf-token': 'A'.repeat(43) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('CSRF_INVALID');
    });

    it('refuses a call with neither cookie nor header', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(response.statusCode).toBe(403);
    });
  });

  it('sends security headers with the SPA content security policy', async () => {
    const response = await new Browser(t.app).get('/api/system/settings');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('limits requests per client address with 429 RATE_LIMITED and Retry-After', async () => {
    const limited = await createTestApp(target, { RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const browser = new Browser(limited.app);
      for (let i = 0; i < 3; i++) expect((await browser.get('/api/system/settings')).statusCode).toBe(200);
      const refused = await browser.get('/api/system/settings');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const waitSeconds = Number(refused.headers['retry-after']);
      // The wait comes as seconds (the browser words it in its language) and, for API clients, in English words.
      expect(refused.json().errors).toEqual([
        {
          code: 'RATE_LIMITED',
          message: expect.stringMatching(/^Too many requests\. Please wait \d+ (second|minute)s? and try again\.$/),
          params: [waitSeconds],
        },
      ]);
    } finally {
      await limited.close();
    }
  });
});
