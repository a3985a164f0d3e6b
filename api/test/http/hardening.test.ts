/**
 * Issue 6: anti-forgery whatever the URL's spelling and bound to the session, sessions with an
 * absolute end, no caching of API answers, and static serving that never leaves a deploy folder.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webPlugin } from '../../src/web/plugin';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';

/** A GET sent exactly as written: unlike a browser or inject, nothing normalises '..' or %2e%2e first. */
function rawGet(port: number, rawPath: string): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const csrfRefused = { errors: [expect.objectContaining({ code: 'CSRF_INVALID' })] };

describe.each(oneDatabase())('hardening on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { SESSION_IDLE_SECONDS: '1800', SESSION_ABSOLUTE_SECONDS: '43200' });
  });
  afterAll(() => t?.close());

  describe('anti-forgery', () => {
    const spellings = [
      '/%61pi/public/b2c/otp/generate',
      '/api/%70ublic/b2c/otp/generate',
      '/api/public/b2c/otp/gener%61te',
      '/%61%70%69/public/b2c/otp/generate',
      '/api/public/b2c/otp/generate?x=/api/',
    ];

    it.each(spellings)('checks %s like the plain spelling: 403 without the header, and no e-mail queued', async (url) => {
      await t.db.deleteFrom('outbox').execute();
      const browser = new Browser(t.app);
      await browser.get('/api/system/settings');
      const response = await browser.request({ method: 'POST', url, payload: { email: 'victim@example.edu' }, withXsrfHeader: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(csrfRefused);
      expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual([]);
    });

    it('checks state-changing requests whichever route they reach, even one that does not exist', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await new Browser(t.app).request({ method, url: '/api/nothing/here', payload: {}, withXsrfHeader: false });
        expect(response.statusCode).toBe(403);
      }
    });

    it('replaces the token at sign-in and binds it to the session: a token from before sign-in no longer works', async () => {
      const browser = new Browser(t.app);
      await browser.get('/api/system/settings');
      const beforeSignIn = browser.xsrfToken!;
      expect((await browser.signInWithPin()).statusCode).toBe(200);
      const afterSignIn = browser.xsrfToken!;
      expect(afterSignIn).not.toBe(beforeSignIn);

      // A token planted before sign-in (say, by a script on a sibling site) matches its own cookie but not the session.
      const planted = await t.app.inject({
        method: 'POST',
        url: '/api/auth/keepalive',
        cookies: { portal_session: browser.cookies.get('portal_session')!, 'XSRF-TOKEN': beforeSignIn },
        headers: { 'x-xsrf-token': beforeSignIn },
      });
      expect(planted.statusCode).toBe(403);
      expect(planted.json()).toEqual(csrfRefused);

      expect((await browser.post('/api/auth/keepalive')).statusCode).toBe(200);
      // Signing out gives the browser a token of its own again.
      expect((await browser.post('/api/auth/logout')).statusCode).toBe(200);
      expect(browser.xsrfToken).not.toBe(afterSignIn);
    });
  });

  describe('sessions', () => {
    it('end 12 hours after sign-in however active they are, and the timeout warning counts down to that end', async () => {
      const browser = new Browser(t.app);
      await browser.signInWithPin();
      for (let minutes = 0; minutes < 11 * 60 + 40; minutes += 20) {
        t.clock.advance(20 * 60);
        expect((await browser.post('/api/auth/keepalive')).statusCode).toBe(200);
      }
      // 11 h 40 min in: the idle allowance (30 min) would run past the absolute end, which comes first.
      expect((await browser.get('/api/auth/session')).json()).toMatchObject({ authenticated: true, idleSecondsLeft: 20 * 60 });
      t.clock.advance(20 * 60);
      const ended = await browser.post('/api/auth/keepalive');
      expect(ended.statusCode).toBe(401);
      expect(ended.json().errors[0].code).toBe('SESSION_LIFETIME_ENDED');
      expect((await browser.get('/api/auth/session')).json()).toEqual({ authenticated: false });
    });

    it('answers every API call with Cache-Control: no-store', async () => {
      const browser = new Browser(t.app);
      await browser.signInWithPin();
      for (const url of ['/api/auth/session', '/api/applicant/dashboard', '/api/payment/fees', '/api/nothing', '/api/system/settings']) {
        expect([url, (await browser.get(url)).headers['cache-control']]).toEqual([url, 'no-store']);
      }
      expect((await browser.post('/api/auth/login/pin', {})).headers['cache-control']).toBe('no-store');
    });
  });
});

describe('static files', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-web-test-'));
  const outside = mkdtempSync(path.join(tmpdir(), 'portal-outside-'));
  let t: TestApp;

  beforeAll(async () => {
    const deploy = path.join(root, 'shell', 'dist', 'v1');
    mkdirSync(path.join(deploy, 'chunks'), { recursive: true });
    writeFileSync(path.join(deploy, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(path.join(deploy, 'chunks', 'main.js'), 'console.log("main")');
    writeFileSync(path.join(root, 'shell', 'dist', 'current.json'), JSON.stringify({ name: 'shell', version: 'v1' }));
    writeFileSync(path.join(root, 'shell', 'package.json'), '{"name":"SECRET-SOURCE"}');
    mkdirSync(path.join(root, 'shell', 'dist', '.cache'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', '.cache', 'x.js'), 'SECRET-CACHE');
    writeFileSync(path.join(outside, 'secret.txt'), 'SECRET-OUTSIDE');
    symlinkSync(outside, path.join(deploy, 'linked'));
    t = await createTestApp(oneDatabase()[0]!, {}, { extraPlugins: [async (scope) => scope.register(webPlugin, { root })] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const port = () => (t.app.server.address() as AddressInfo).port;
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('serves the files of a deployed version', async () => {
    const response = await rawGet(port(), '/apps/shell/v1/chunks/main.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("main")');
  });

  it.each([
    '/apps/shell/../package.json',
    '/apps/shell/%2e%2e/package.json',
    '/apps/shell/%2E%2E/package.json',
    '/apps/shell/v1/../../package.json',
    '/apps/shell/v1/%2e%2e/%2e%2e/package.json',
    '/apps/shell/v1/..%2f..%2fpackage.json',
    '/apps/shell/v1/..%5c..%5cpackage.json',
    '/apps/shell/.cache/x.js',
    '/apps/shell/%2ecache/x.js',
    '/apps/shell/v1/linked/secret.txt',
    '/apps/shell/v2/index.html',
    '/apps/shell/v1/',
    '/apps/shell/v1/chunks',
  ])('answers 404 for %s and never leaves the deploy folder', async (url) => {
    const response = await rawGet(port(), url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/SECRET/);
  });
});
