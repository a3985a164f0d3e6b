import type { MessageCode } from '@portal/contracts/messages';
import { sha256 } from '../../../src/security/tokens';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';
import { errorOf, expectError, outbox, postFrom, resetPublicState, withNewMail } from './public-helpers';

const GENERATE = '/api/public/b2c/otp/generate';
const VERIFY = '/api/public/b2c/otp/verify';
const SUBMIT = '/api/public/b2c/account/submit';
const CODE = /Your verification code is (\d{6})\./;

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(oneDatabase())('e-mail registration on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetPublicState(t.db);
    await t.db.deleteFrom('accounts').where('email', 'like', '%@register.example.edu').execute();
  });

  /** Requests a code for the address and returns it, read from the e-mail. */
  async function requestCode(browser: Browser, email: string, remoteAddress = '127.0.0.1'): Promise<string> {
    const { result: response, mails } = await withNewMail(t.db, () => postFrom(browser, remoteAddress, GENERATE, { email }));
    expect(response.statusCode).toBe(200);
    expect(mails).toEqual([expect.objectContaining({ to: email, subject: 'Your verification code' })]);
    return CODE.exec(mails[0]!.text)![1]!;
  }

  /** A browser that verified a code for the address (and holds the portal_b2c grant). */
  async function verifiedBrowser(email: string): Promise<Browser> {
    const browser = new Browser(t.app);
    const code = await requestCode(browser, email);
    expect((await browser.post(VERIFY, { email, otp: code })).json()).toEqual({ verified: true });
    return browser;
  }

  const account = (email: string, extra: object = {}) => ({
    firstName: 'Nur  Aisyah',
    lastName: 'binte rahman',
    password: 'Str0ng#Passw0rd',
    confirmPassword: 'Str0ng#Passw0rd',
    email,
    system: 'ADM',
    systemSubCategory: 'ADM',
    ...extra,
  });

  describe('requesting a code', () => {
    it('e-mails a 6-digit code in text and HTML, stores it hashed, and always answers {"sent":true}', async () => {
      const browser = new Browser(t.app);
      const response = await browser.post(GENERATE, { email: 'New.Person@register.example.edu' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true });

      const [mail] = await outbox(t.db);
      expect(mail).toMatchObject({ to: 'New.Person@register.example.edu', subject: 'Your verification code' });
      const code = CODE.exec(mail!.text)![1]!;
      expect(mail!.text).toContain('5 minutes');
      expect(mail!.html).toContain(`Your verification code is ${code}.`);

      const rows = await t.db.selectFrom('email_otps').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe('new.person@register.example.edu');
      expect(rows[0]!.code_hash).not.toContain(code);
      expect(new Date(rows[0]!.expires_at).getTime() - t.clock.now().getTime()).toBe(300_000);
    });

    it('answers the same whether or not the address already has an account', async () => {
      const existing = await new Browser(t.app).post(GENERATE, { email: 'demo.account@example.edu' });
      const unknown = await new Browser(t.app).post(GENERATE, { email: 'nobody@register.example.edu' });
      expect(existing.statusCode).toBe(unknown.statusCode);
      expect(existing.body).toBe(unknown.body);
    });

    it('replaces an earlier code with the new one', async () => {
      const browser = new Browser(t.app);
      const email = 'replace@register.example.edu';
      const first = await requestCode(browser, email);
      let second = await requestCode(browser, email);
      // Astronomically unlikely, but then the old code would be right by chance.
      if (second === first) second = await requestCode(browser, email);
      expectError(await browser.post(VERIFY, { email, otp: first }), 400, 'OTP_INVALID');
      expect((await browser.post(VERIFY, { email, otp: second })).json()).toEqual({ verified: true });
    });

    it('allows 3 codes a minute per e-mail address from one client address, then 429 with Retry-After', async () => {
      const browser = new Browser(t.app);
      for (let i = 0; i < 3; i++) expect((await postFrom(browser, '198.51.100.1', GENERATE, { email: 'limit@register.example.edu' })).statusCode).toBe(200);
      t.clock.advance(20);
      const refused = await postFrom(browser, '198.51.100.1', GENERATE, { email: 'LIMIT@register.example.edu' });
      expectError(refused, 429, 'RATE_LIMITED', [40]);
      expect(refused.headers['retry-after']).toBe('40');
      expect(await outbox(t.db)).toHaveLength(3);
      // Someone else asking for the same address at the same time is not held up by it.
      expect((await postFrom(new Browser(t.app), '198.51.100.2', GENERATE, { email: 'limit@register.example.edu' })).statusCode).toBe(200);
      t.clock.advance(40);
      expect((await postFrom(browser, '198.51.100.1', GENERATE, { email: 'limit@register.example.edu' })).statusCode).toBe(200);
    });

    it('sends at most 10 codes a day to one e-mail address, whoever asks, then says so', async () => {
      for (let i = 0; i < 10; i++) {
        expect((await postFrom(new Browser(t.app), `198.51.100.${i}`, GENERATE, { email: 'inbox@register.example.edu' })).statusCode).toBe(200);
      }
      const refused = await postFrom(new Browser(t.app), '198.51.100.50', GENERATE, { email: 'inbox@register.example.edu' });
      expectError(refused, 429, 'OTP_DAILY_LIMIT', [86400]);
      expect(await outbox(t.db, 'inbox@register.example.edu')).toHaveLength(10);
    });

    it('sends at most 200 codes a day from one client address', async () => {
      const browser = new Browser(t.app);
      for (let window = 0; window < 7; window++) {
        for (let i = 0; i < 30; i++) {
          const response = await postFrom(browser, '203.0.113.210', GENERATE, { email: `day${window}-${i}@register.example.edu` });
          if (window * 30 + i < 200) expect(response.statusCode).toBe(200);
          else expectError(response, 429, 'PUBLIC_TOO_MANY_ATTEMPTS', [82800]);
        }
        t.clock.advance(10 * 60);
      }
    });

    it('allows 30 codes per 10 minutes from one client address, then 429; other addresses go on', async () => {
      const browser = new Browser(t.app);
      for (let i = 0; i < 30; i++) {
        expect((await postFrom(browser, '203.0.113.200', GENERATE, { email: `pupil${i}@register.example.edu` })).statusCode).toBe(200);
      }
      const refused = await postFrom(browser, '203.0.113.200', GENERATE, { email: 'pupil31@register.example.edu' });
      expectError(refused, 429, 'PUBLIC_TOO_MANY_ATTEMPTS', [600]);
      expect(refused.headers['retry-after']).toBe('600');
      expect((await postFrom(browser, '203.0.113.201', GENERATE, { email: 'pupil31@register.example.edu' })).statusCode).toBe(200);
    });

    it('validates the e-mail address', async () => {
      const missing = await new Browser(t.app).post(GENERATE, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([errorOf('ENTER_YOUR_EMAIL', [], 'email')]);
      const tooLong = await new Browser(t.app).post(GENERATE, { email: `${'a'.repeat(45)}@example.edu` });
      expect(tooLong.json().errors).toEqual([errorOf('TOO_LONG', [50], 'email')]);
      const extra = await new Browser(t.app).post(GENERATE, { email: 'a@example.edu', system: 'ADM' });
      expect(extra.json().errors).toEqual([errorOf('UNKNOWN_FIELD', ['system'])]);
    });
  });

  describe('verifying a code', () => {
    it('accepts the right code once and sets an HttpOnly SameSite=Lax grant cookie, stored hashed', async () => {
      const browser = new Browser(t.app);
      const email = 'verify@register.example.edu';
      const code = await requestCode(browser, email);
      const response = await browser.post(VERIFY, { email: 'Verify@Register.example.edu', otp: code });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ verified: true });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/portal_b2c=[A-Za-z0-9_-]{43}/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=1800/);
      const grant = browser.cookies.get('portal_b2c')!;
      const rows = await t.db.selectFrom('registration_grants').selectAll().execute();
      expect(rows).toEqual([expect.objectContaining({ token_hash: sha256(grant), email })]);

      // Used up: the same code again finds no code.
      expectError(await browser.post(VERIFY, { email, otp: code }), 400, 'OTP_EXPIRED');
    });

    it('answers OTP_INVALID for a wrong code', async () => {
      const browser = new Browser(t.app);
      const code = await requestCode(browser, 'wrong@register.example.edu');
      const response = await browser.post(VERIFY, { email: 'wrong@register.example.edu', otp: otherCode(code) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('OTP_INVALID');
      expect(response.cookies.find((c) => c.name === 'portal_b2c')).toBeUndefined();
    });

    it('answers OTP_EXPIRED after OTP_TTL_SECONDS, and when no code was issued', async () => {
      const browser = new Browser(t.app);
      const code = await requestCode(browser, 'late@register.example.edu');
      t.clock.advance(299);
      // Still valid one second before the end (checked with a wrong code so the right one stays).
      expectError(await browser.post(VERIFY, { email: 'late@register.example.edu', otp: otherCode(code) }), 400, 'OTP_INVALID');
      t.clock.advance(1);
      const expired = await browser.post(VERIFY, { email: 'late@register.example.edu', otp: code });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().errors[0].code).toBe('OTP_EXPIRED');
      expectError(await browser.post(VERIFY, { email: 'never@register.example.edu', otp: '123456' }), 400, 'OTP_EXPIRED');
    });

    it('voids the code on the 5th wrong one; a new code works at once', async () => {
      const browser = new Browser(t.app);
      const email = 'guesser@register.example.edu';
      let code = await requestCode(browser, email);
      for (let i = 0; i < 4; i++) expectError(await browser.post(VERIFY, { email, otp: otherCode(code) }), 400, 'OTP_INVALID');
      expectError(await browser.post(VERIFY, { email, otp: otherCode(code) }), 400, 'OTP_TOO_MANY_FAILURES');
      expect(await t.db.selectFrom('email_otps').selectAll().where('email', '=', email).execute()).toEqual([]);
      expectError(await browser.post(VERIFY, { email, otp: code }), 400, 'OTP_EXPIRED');

      code = await requestCode(browser, email);
      expect((await browser.post(VERIFY, { email, otp: code })).json()).toEqual({ verified: true });
    });

    it("belongs to the browser that asked for it: a stranger can neither guess, replace nor void the applicant's code", async () => {
      const email = 'mine@register.example.edu';
      const applicant = new Browser(t.app, '198.51.100.30');
      const code = await requestCode(applicant, email, '198.51.100.30');

      const stranger = new Browser(t.app, '203.0.113.30');
      // Without the applicant's browser cookie there is no code to guess, so nothing is counted against it.
      for (let i = 0; i < 6; i++) expectError(await stranger.post(VERIFY, { email, otp: code }), 400, 'OTP_EXPIRED');
      // The stranger's own code for the address is separate, and wearing it out changes nothing for the applicant.
      const strangersCode = await requestCode(stranger, email, '203.0.113.30');
      for (let i = 0; i < 5; i++) await stranger.post(VERIFY, { email, otp: otherCode(strangersCode) });

      expect((await applicant.post(VERIFY, { email, otp: code })).json()).toEqual({ verified: true });
    });

    it('keeps the code cookie HttpOnly and limited to the registration API', async () => {
      const browser = new Browser(t.app);
      const response = await browser.post(GENERATE, { email: 'cookie@register.example.edu' });
      const cookie = response.cookies.find((c) => c.name === 'portal_b2c_code');
      expect(cookie).toMatchObject({ httpOnly: true, path: '/api/public/b2c', sameSite: 'Lax', maxAge: 300 });
    });

    it('does not count expired or missing codes as wrong guesses', async () => {
      const browser = new Browser(t.app);
      for (let i = 0; i < 6; i++) expectError(await browser.post(VERIFY, { email: 'none@register.example.edu', otp: '000000' }), 400, 'OTP_EXPIRED');
      const code = await requestCode(browser, 'none@register.example.edu');
      expect((await browser.post(VERIFY, { email: 'none@register.example.edu', otp: code })).json()).toEqual({ verified: true });
    });

    it('validates the code format', async () => {
      const response = await new Browser(t.app).post(VERIFY, { email: 'x@register.example.edu', otp: '12a45' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([errorOf('INVALID_OTP_FORMAT', [], 'otp')]);
    });
  });

  describe('creating the account', () => {
    it('creates the account, uses up the grant, e-mails the login link, and the account can sign in at once', async () => {
      const email = 'nur.aisyah@register.example.edu';
      const browser = await verifiedBrowser(email);
      const response = await browser.post(SUBMIT, account('Nur.Aisyah@register.example.edu', { system: 'ADM', systemSubCategory: 'SM2' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ created: true });
      expect(browser.cookies.has('portal_b2c')).toBe(false);

      const row = await t.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ first_name: 'NUR AISYAH', last_name: 'BINTE RAHMAN', system: 'ADM', sub_category: 'SM2' });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await t.db.selectFrom('registration_grants').selectAll().execute()).toEqual([]);

      const mail = (await outbox(t.db, email)).find((m) => m.subject === 'Your login account is registered');
      expect(mail).toBeDefined();
      expect(mail!.text).toContain('http://localhost:8080/sm2Login?sid=ADM&subid=SM2');
      expect(mail!.text).toContain('NUR AISYAH BINTE RAHMAN');
      expect(mail!.html).toContain('href="http://localhost:8080/sm2Login?sid=ADM&amp;subid=SM2"');

      const signIn = await new Browser(t.app).signInWithEmail(email, 'Str0ng#Passw0rd');
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toMatchObject({ authenticated: true, principal: { kind: 'account', email, name: 'NUR AISYAH BINTE RAHMAN' } });
    });

    it("sends the chosen system's login link (continuing education)", async () => {
      const email = 'ce.learner@register.example.edu';
      const browser = await verifiedBrowser(email);
      expect((await browser.post(SUBMIT, account(email, { system: 'CE', systemSubCategory: '' }))).statusCode).toBe(201);
      const mail = (await outbox(t.db, email)).find((m) => m.subject === 'Your login account is registered');
      expect(mail!.text).toContain('http://localhost:8080/alcnsLogin?sid=CE&subid=CE');
      expect(await t.db.selectFrom('accounts').select(['system', 'sub_category']).where('email', '=', email).executeTakeFirst()).toEqual({
        system: 'CE',
        sub_category: 'CE',
      });
    });

    it('refuses without a grant, with a grant for another address, with a used or expired grant', async () => {
      const email = 'grant@register.example.edu';
      expectError(await new Browser(t.app).post(SUBMIT, account(email)), 403, 'REGISTRATION_EXPIRED');

      const other = await verifiedBrowser('other.person@register.example.edu');
      expectError(await other.post(SUBMIT, account(email)), 403, 'REGISTRATION_EXPIRED');

      const browser = await verifiedBrowser(email);
      const grant = browser.cookies.get('portal_b2c')!;
      expect((await browser.post(SUBMIT, account(email))).statusCode).toBe(201);
      // Replaying the used cookie (and for another address: no second account from one verification).
      browser.cookies.set('portal_b2c', grant);
      expectError(await browser.post(SUBMIT, account('second@register.example.edu')), 403, 'REGISTRATION_EXPIRED');
      expectError(await browser.post(SUBMIT, account(email)), 403, 'REGISTRATION_EXPIRED');

      const late = await verifiedBrowser('late.submit@register.example.edu');
      t.clock.advance(30 * 60);
      expectError(await late.post(SUBMIT, account('late.submit@register.example.edu')), 403, 'REGISTRATION_EXPIRED');
    });

    it('answers 409 ACCOUNT_EXISTS when the verified address already has an account', async () => {
      const browser = await verifiedBrowser('Demo.Account@example.edu');
      expectError(await browser.post(SUBMIT, account('demo.account@example.edu')), 409, 'ACCOUNT_EXISTS');
      expect(await t.db.selectFrom('accounts').select('id').where('email', '=', 'demo.account@example.edu').execute()).toHaveLength(1);
    });

    it('refuses a common, simple or personal password next to the field, and accepts a long one without character classes', async () => {
      const email = 'mei.ling@register.example.edu';
      const browser = await verifiedBrowser(email);
      const refusals: Array<[string, MessageCode]> = [
        ['password1234', 'PASSWORD_TOO_COMMON'],
        // Decorating a common password with digits and symbols does not make it uncommon.
        ['Iloveyou2026!', 'PASSWORD_TOO_COMMON'],
        ['Baseball#1234', 'PASSWORD_TOO_COMMON'],
        ['abcdefghijkl', 'PASSWORD_TOO_SIMPLE'],
        ['aaaaaaaaaaaa', 'PASSWORD_TOO_SIMPLE'],
        ['Mei.Ling#2026', 'PASSWORD_HAS_PERSONAL_DETAILS'],
        ['Rahman is my name', 'PASSWORD_HAS_PERSONAL_DETAILS'],
      ];
      for (const [password, code] of refusals) {
        const response = await browser.post(SUBMIT, account(email, { password, confirmPassword: password }));
        expect({ password, status: response.statusCode, body: response.json() }).toEqual({
          password,
          status: 400,
          body: { errors: [errorOf(code, [], 'password')] },
        });
      }
      const passphrase = 'correct horse battery staple';
      expect((await browser.post(SUBMIT, account(email, { password: passphrase, confirmPassword: passphrase }))).statusCode).toBe(201);
      expect((await new Browser(t.app).signInWithEmail(email, passphrase)).statusCode).toBe(200);
    });

    it('validates with the shared schema, naming each field, before looking at the grant', async () => {
      const browser = await verifiedBrowser('weak@register.example.edu');
      const response = await browser.post(SUBMIT, {
        ...account('weak@register.example.edu'),
        firstName: '',
        password: 'Sh0rt#Pass',
        confirmPassword: 'different',
        systemSubCategory: 'sm2',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        errorOf('ENTER_FIRST_NAME', [], 'firstName'),
        errorOf('INVALID_PASSWORD', [], 'password'),
        errorOf('PASSWORD_MISMATCH', [], 'confirmPassword'),
        errorOf('INVALID_SYSTEM', [], 'systemSubCategory'),
      ]);
      // The grant is still there for a corrected submission.
      expect((await browser.post(SUBMIT, account('weak@register.example.edu'))).statusCode).toBe(201);
    });
  });
});
