/** Staff sign in with a second factor (issue 31, ASVS 5.0 V6.3.3): passkey, authenticator app or recovery code after the password. */
import { DEMO } from '../../../src/db/seed';
import { replaceRecoveryCodes } from '../../../src/staff/second-factor/factor-store';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';
import { totpCode } from '../../helpers/totp';

const demo = (role: string) => DEMO.staff.find((member) => member.role === role)!;
const errorCode = (response: { json(): { errors: Array<{ code: string }> } }) => response.json().errors[0]!.code;

describe.each(everyDatabase())('staff second factor on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  /** The password step for a demo account, in a browser of its own. */
  async function afterPassword(role: string, address = '127.0.0.1') {
    const browser = new Browser(t.app, address);
    const member = demo(role);
    const response = await browser.post('/api/office/auth/login', { email: member.email, password: member.password });
    expect(response.statusCode).toBe(200);
    return { browser, member, response };
  }

  /** A new account made by the administrator (as the command line makes the first one): no factor yet. */
  async function newAccount(email: string) {
    const admin = new Browser(t.app);
    await admin.signInAsStaff('OFFICE_ADMIN');
    const created = await admin.post('/api/office/staff', { email, fullName: 'TEO JIA HUI', role: 'ADMISSIONS', password: 'harbour mango kettle 19' });
    expect(created.statusCode).toBe(201);
    const browser = new Browser(t.app);
    const login = await browser.post('/api/office/auth/login', { email, password: 'harbour mango kettle 19' });
    return { browser, login, id: created.json().id as string };
  }

  /** Enrols an authenticator app on a pending sign-in; answers the enrolment's response and the secret. */
  async function enrolTotp(browser: Browser) {
    const offer = await browser.post('/api/office/auth/enrolment/totp');
    expect(offer.statusCode).toBe(200);
    const { secret } = offer.json() as { secret: string };
    const done = await browser.post('/api/office/auth/enrolment/totp/confirm', { code: totpCode(secret, t.clock.now()) });
    return { done, secret, offer };
  }

  it('grants nothing for the password alone: no staff session, only a pending sign-in for the second step', async () => {
    const { browser, response } = await afterPassword('OFFICE_ADMIN');
    expect(response.json()).toEqual({ authenticated: false, secondFactor: 'VERIFY', factors: ['TOTP'], expiresInSeconds: 600 });
    expect(browser.cookies.has('portal_staff')).toBe(false);
    const pendingCookie = String(response.headers['set-cookie']).split(/,(?=\s*\w+=)/).find((cookie) => cookie.includes('portal_staff_pending='))!;
    expect(pendingCookie).toMatch(/HttpOnly/i);
    expect(pendingCookie).toMatch(/SameSite=Strict/i);
    expect(pendingCookie).toMatch(/Path=\/api\/office\/auth/);
    expect((await browser.get('/api/office/auth/session')).json()).toEqual({ authenticated: false });
    expect((await browser.get('/api/office/staff')).statusCode).toBe(401);
    expect((await browser.post('/api/office/auth/keepalive')).statusCode).toBe(401);
    // The pending cookie sent as a staff session cookie opens nothing either.
    const forged = await browser.request({ method: 'GET', url: '/api/office/staff', headers: { cookie: `portal_staff=${browser.cookies.get('portal_staff_pending')}` } });
    expect(forged.statusCode).toBe(401);
    expect((await browser.get('/api/office/auth/second-factor')).json()).toMatchObject({ secondFactor: 'VERIFY' });
  });

  it('answers a wrong password the same for an account with factors and an unknown address, and opens nothing', async () => {
    const withFactors = new Browser(t.app);
    const wrong = await withFactors.post('/api/office/auth/login', { email: demo('FINANCE').email, password: 'not the password at all' });
    const stranger = new Browser(t.app);
    const unknown = await stranger.post('/api/office/auth/login', { email: 'nobody.here@example.edu', password: 'not the password at all' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(withFactors.cookies.has('portal_staff_pending')).toBe(false);
    // Without a pending sign-in every second-step route gives one answer, whoever is asked about.
    const answers = await Promise.all([
      withFactors.get('/api/office/auth/second-factor'),
      withFactors.post('/api/office/auth/second-factor/totp', { code: '123456' }),
      stranger.post('/api/office/auth/second-factor/recovery-code', { code: 'abcde-23456' }),
      stranger.post('/api/office/auth/second-factor/passkey/options'),
      stranger.post('/api/office/auth/enrolment/totp'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    expect(errorCode(answers[0]!)).toBe('SECOND_FACTOR_EXPIRED');
  });

  it('signs in with the right app code (±1 step), refuses a wrong one and the same code a second time', async () => {
    const member = demo('SCHOLARSHIPS');
    const first = await afterPassword('SCHOLARSHIPS');
    const wrong = await first.browser.post('/api/office/auth/second-factor/totp', { code: totpCode(member.totpSecret, t.clock.now(), 3) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'SECOND_FACTOR_FAILED', field: 'code' });
    expect((await first.browser.post('/api/office/auth/second-factor/totp', { code: 'abc' })).json().errors[0]).toMatchObject({ code: 'TOTP_CODE_FORMAT', field: 'code' });
    // Found by the fuzz suite: a code that is not text at all is a field error too, never a server error.
    expect((await first.browser.post('/api/office/auth/second-factor/totp', { code: null })).json().errors[0]).toMatchObject({ field: 'code' });
    expect((await first.browser.post('/api/office/auth/second-factor/recovery-code', { code: 42 })).json().errors[0]).toMatchObject({ field: 'code' });
    // The code of the step before (a phone's clock a little behind) is accepted.
    const code = totpCode(member.totpSecret, t.clock.now(), -1);
    const right = await first.browser.post('/api/office/auth/second-factor/totp', { code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ authenticated: true, staff: { role: 'SCHOLARSHIPS' } });
    expect(first.browser.cookies.has('portal_staff')).toBe(true);
    expect(first.browser.cookies.has('portal_staff_pending')).toBe(false);
    expect((await first.browser.get('/api/office/auth/session')).json()).toMatchObject({ authenticated: true });
    // Replayed, in another browser that knows the password: refused, and so is the step before it.
    const second = await afterPassword('SCHOLARSHIPS');
    expect((await second.browser.post('/api/office/auth/second-factor/totp', { code })).statusCode).toBe(401);
    expect((await second.browser.post('/api/office/auth/second-factor/totp', { code: totpCode(member.totpSecret, t.clock.now(), -2) })).statusCode).toBe(401);
    // A later code works.
    const later = await second.browser.post('/api/office/auth/second-factor/totp', { code: totpCode(member.totpSecret, t.clock.now()) });
    expect(later.statusCode).toBe(200);
    const audit = await t.db.selectFrom('staff_audit').select(['params']).where('action', '=', 'SIGNED_IN').where('target_id', '=', right.json().staff.id).execute();
    expect(audit.map((row) => row.params)).toEqual([{ factor: 'TOTP' }, { factor: 'TOTP' }]);
  });

  it('makes an account with no factor enrol first: an app with its QR code, then ten recovery codes shown once', async () => {
    const { browser, login } = await newAccount('teo.jiahui@example.edu');
    expect(login.json()).toEqual({ authenticated: false, secondFactor: 'ENROL', factors: [], expiresInSeconds: 600 });
    expect((await browser.post('/api/office/auth/second-factor/totp', { code: '123456' })).json().errors[0].code).toBe('SECOND_FACTOR_NOT_ENROLLED');
    expect((await browser.get('/api/office/staff')).statusCode).toBe(401);
    const offer = await browser.post('/api/office/auth/enrolment/totp');
    const { secret, otpauthUri, qrSvg } = offer.json() as { secret: string; otpauthUri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('teo.jiahui%40example.edu');
    expect(qrSvg).toMatch(/^<svg[^>]*>/);
    const mistyped = await browser.post('/api/office/auth/enrolment/totp/confirm', { code: totpCode(secret, t.clock.now(), 5) });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().errors[0]).toMatchObject({ code: 'SECOND_FACTOR_FAILED', field: 'code' });
    const done = await browser.post('/api/office/auth/enrolment/totp/confirm', { code: totpCode(secret, t.clock.now()) });
    expect(done.statusCode).toBe(200);
    const { session, recoveryCodes } = done.json() as { session: { authenticated: boolean }; recoveryCodes: string[] };
    expect(session.authenticated).toBe(true);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored as Argon2id hashes only.
    const stored = await t.db.selectFrom('staff_recovery_codes as c').innerJoin('staff_accounts as a', 'a.id', 'c.staff_id').select('c.code_hash').where('a.email', '=', 'teo.jiahui@example.edu').execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.code_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    expect((await browser.get('/api/office/staff')).statusCode).toBe(403);
    expect((await browser.get('/api/office/admission/applications')).statusCode).toBe(200);
    // Next time: the app (or a recovery code), and enrolling again is refused.
    const again = new Browser(t.app);
    expect((await again.post('/api/office/auth/login', { email: 'teo.jiahui@example.edu', password: 'harbour mango kettle 19' })).json()).toMatchObject({ secondFactor: 'VERIFY', factors: ['TOTP', 'RECOVERY_CODE'] });
    expect((await again.post('/api/office/auth/enrolment/totp')).json().errors[0].code).toBe('SECOND_FACTOR_ALREADY_ENROLLED');
  });

  it('takes a recovery code once: a used one is gone', async () => {
    const { browser } = await newAccount('goh.weiling@example.edu');
    const { done } = await enrolTotp(browser);
    const [code, other] = done.json().recoveryCodes as string[];
    const signIn = async () => {
      const fresh = new Browser(t.app);
      await fresh.post('/api/office/auth/login', { email: 'goh.weiling@example.edu', password: 'harbour mango kettle 19' });
      return fresh;
    };
    const first = await signIn();
    const used = await first.post('/api/office/auth/second-factor/recovery-code', { code: code!.toUpperCase() });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ authenticated: true });
    const count = async () => (await t.db.selectFrom('staff_recovery_codes').select('id').where('staff_id', '=', used.json().staff.id).execute()).length;
    expect(await count()).toBe(9);
    const second = await signIn();
    const reused = await second.post('/api/office/auth/second-factor/recovery-code', { code: code! });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().errors[0]).toMatchObject({ code: 'SECOND_FACTOR_FAILED', field: 'code' });
    expect((await second.post('/api/office/auth/second-factor/recovery-code', { code: other!.replace('-', ' ') })).statusCode).toBe(200);
    expect(await count()).toBe(8);
  });

  it("limits attempts like the password: a stranger's failures slow the stranger, not the staff member's own browser", async () => {
    const member = demo('FINANCIAL_AID');
    // The staff member's own browser has passed the second factor before: it is recognised.
    const own = await afterPassword('FINANCIAL_AID');
    expect((await own.browser.post('/api/office/auth/second-factor/totp', { code: totpCode(member.totpSecret, t.clock.now(), -1) })).statusCode).toBe(200);
    // Someone who has the password, elsewhere, guesses codes.
    const stranger = await afterPassword('FINANCIAL_AID', '203.0.113.9');
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      statuses.push((await stranger.browser.post('/api/office/auth/second-factor/totp', { code: String(100000 + guess) })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const throttled = await stranger.browser.post('/api/office/auth/second-factor/totp', { code: totpCode(member.totpSecret, t.clock.now()) });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errors[0].code).toBe('STAFF_LOGIN_THROTTLED');
    expect(throttled.headers['retry-after']).toBeDefined();
    // The staff member, from their own browser, is not held up.
    const ownAgain = new Browser(t.app);
    for (const [name, value] of own.browser.cookies) if (name === 'portal_device') ownAgain.cookies.set(name, value);
    await ownAgain.post('/api/office/auth/login', { email: member.email, password: member.password });
    expect((await ownAgain.post('/api/office/auth/second-factor/totp', { code: totpCode(member.totpSecret, t.clock.now()) })).statusCode).toBe(200);
  });

  it('ends a pending sign-in that waited too long', async () => {
    const { browser, member } = await afterPassword('ADMISSIONS');
    t.clock.advance(601);
    const late = await browser.post('/api/office/auth/second-factor/totp', { code: totpCode(member.totpSecret, t.clock.now()) });
    expect(late.statusCode).toBe(401);
    expect(late.json().errors[0].code).toBe('SECOND_FACTOR_EXPIRED');
  });

  it('accepts on the second step only the anti-forgery token issued with the password step', async () => {
    const browser = new Browser(t.app);
    await browser.get('/api/system/settings');
    const planted = browser.xsrfToken!;
    const member = demo('ADMISSIONS');
    await browser.post('/api/office/auth/login', { email: member.email, password: member.password });
    expect(browser.xsrfToken).not.toEqual(planted);
    const code = totpCode(member.totpSecret, t.clock.now(), 1);
    const noHeader = await browser.request({ method: 'POST', url: '/api/office/auth/second-factor/totp', payload: { code }, withXsrfHeader: false });
    expect(noHeader.statusCode).toBe(403);
    const pending = browser.cookies.get('portal_staff_pending');
    const plantedPair = await browser.request({
      method: 'POST',
      url: '/api/office/auth/second-factor/totp',
      payload: { code },
      headers: { 'x-xsrf-token': planted, cookie: `portal_staff_pending=${pending}; XSRF-TOKEN=${planted}` },
    });
    expect(plantedPair.statusCode).toBe(403);
    expect(plantedPair.json().errors[0].code).toBe('CSRF_INVALID');
    for (const url of ['/api/office/auth/enrolment/totp', '/api/office/auth/enrolment/passkey/options', '/api/office/auth/second-factor/passkey/options']) {
      expect((await browser.request({ method: 'POST', url, withXsrfHeader: false })).statusCode).toBe(403);
    }
    expect((await browser.post('/api/office/auth/second-factor/totp', { code })).statusCode).toBe(200);
    // The signed-in routes of this issue too.
    expect((await browser.request({ method: 'POST', url: '/api/office/auth/factors/recovery-codes', withXsrfHeader: false })).statusCode).toBe(403);
  });

  it("lets the office administrator reset another member's factors: audited, their sessions end, they enrol again", async () => {
    const finance = new Browser(t.app);
    const financeId = (await finance.signInAsStaff('FINANCE')).json().staff.id as string;
    const admin = new Browser(t.app);
    const adminId = (await admin.signInAsStaff('OFFICE_ADMIN')).json().staff.id as string;
    const officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    expect((await officer.post(`/api/office/staff/${financeId}/second-factor/reset`)).statusCode).toBe(403);
    expect((await admin.post(`/api/office/staff/${adminId}/second-factor/reset`)).json().errors[0].code).toBe('STAFF_SELF_CHANGE');
    expect((await admin.post('/api/office/staff/00000000-0000-4000-8000-000000000000/second-factor/reset')).statusCode).toBe(404);
    expect((await admin.request({ method: 'POST', url: `/api/office/staff/${financeId}/second-factor/reset`, withXsrfHeader: false })).statusCode).toBe(403);
    const reset = await admin.post(`/api/office/staff/${financeId}/second-factor/reset`);
    expect(reset.statusCode).toBe(204);
    expect((await finance.get('/api/office/auth/session')).json()).toEqual({ authenticated: false });
    const audit = await t.db.selectFrom('staff_audit').select(['staff_id', 'target_id']).where('action', '=', 'STAFF_SECOND_FACTOR_RESET').execute();
    expect(audit).toEqual([{ staff_id: adminId, target_id: financeId }]);
    // The old app code no longer signs in: the next sign-in enrols.
    const member = demo('FINANCE');
    const next = new Browser(t.app);
    expect((await next.post('/api/office/auth/login', { email: member.email, password: member.password })).json()).toMatchObject({ secondFactor: 'ENROL', factors: [] });
    expect((await next.post('/api/office/auth/second-factor/totp', { code: totpCode(member.totpSecret, t.clock.now(), 1) })).json().errors[0].code).toBe('SECOND_FACTOR_NOT_ENROLLED');
    const { done } = await enrolTotp(next);
    expect(done.statusCode).toBe(200);
  });

  it('offers passkeys for this portal as relying party, with a single-use challenge; a bad response is refused, never a server error', async () => {
    const { browser } = await newAccount('lim.shuwen@example.edu');
    const options = await browser.post('/api/office/auth/enrolment/passkey/options');
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rp: { id: 'localhost' }, user: { name: 'lim.shuwen@example.edu' }, attestation: 'none' });
    expect(options.json().challenge).toEqual(expect.any(String));
    const forged = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' }, clientExtensionResults: {} };
    const refused = await browser.post('/api/office/auth/enrolment/passkey', { response: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe('PASSKEY_FAILED');
    expect((await browser.post('/api/office/auth/enrolment/passkey', { response: 'not an object' })).statusCode).toBe(400);
    // An account with only an app has no passkey to be asked for.
    const { browser: appOnly } = await afterPassword('ADMISSIONS');
    expect((await appOnly.post('/api/office/auth/second-factor/passkey/options')).json().errors[0].code).toBe('SECOND_FACTOR_NOT_ENROLLED');
  });

  it('shows a member their own factors and gives them new recovery codes (the old ones stop working)', async () => {
    const { browser } = await newAccount('tan.meiling@example.edu');
    const { done } = await enrolTotp(browser);
    const [oldCode] = done.json().recoveryCodes as string[];
    expect((await browser.get('/api/office/auth/factors')).json()).toEqual({ passkeys: [], totp: true, recoveryCodesLeft: 10 });
    const renewed = await browser.post('/api/office/auth/factors/recovery-codes');
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const { id } = await t.db.selectFrom('staff_accounts').select('id').where('email', '=', 'tan.meiling@example.edu').executeTakeFirstOrThrow();
    const audit = await t.db.selectFrom('staff_audit').select(['staff_id', 'target_id']).where('action', '=', 'RECOVERY_CODES_REPLACED').execute();
    expect(audit).toEqual([{ staff_id: id, target_id: id }]);
    const enrolment = await t.db.selectFrom('staff_audit').select(['staff_id', 'params']).where('action', '=', 'SECOND_FACTOR_ENROLLED').where('target_id', '=', id).execute();
    expect(enrolment).toEqual([{ staff_id: id, params: { factor: 'TOTP' } }]);
    // A replacement whose audit record cannot be written replaces nothing: the codes just shown still work (below).
    await expect(replaceRecoveryCodes(t.db, id, new Date(), () => Promise.reject(new Error('the audit cannot be written')))).rejects.toThrow('the audit cannot be written');
    const fresh = new Browser(t.app);
    await fresh.post('/api/office/auth/login', { email: 'tan.meiling@example.edu', password: 'harbour mango kettle 19' });
    expect((await fresh.post('/api/office/auth/second-factor/recovery-code', { code: oldCode! })).statusCode).toBe(401);
    expect((await fresh.post('/api/office/auth/second-factor/recovery-code', { code: renewed.json().recoveryCodes[0] })).statusCode).toBe(200);
  });

  it('lets a signed-in member add a passkey: a challenge bound to the session, used once', async () => {
    const browser = new Browser(t.app);
    await browser.signInAsStaff('ADMISSIONS');
    expect((await browser.request({ method: 'POST', url: '/api/office/auth/factors/passkey/options', withXsrfHeader: false })).statusCode).toBe(403);
    const options = await browser.post('/api/office/auth/factors/passkey/options');
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rp: { id: 'localhost' }, user: { name: demo('ADMISSIONS').email }, excludeCredentials: [] });
    const forged = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' }, clientExtensionResults: {} };
    const refused = await browser.post('/api/office/auth/factors/passkey', { response: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe('PASSKEY_FAILED');
    const sessions = await t.db.selectFrom('staff_sessions').select('passkey_challenge').where('passkey_challenge', 'is not', null).execute();
    expect(sessions).toEqual([]);
    // Signed out, the routes are closed.
    expect((await new Browser(t.app).post('/api/office/auth/factors/passkey/options')).statusCode).toBe(401);
  });
});
