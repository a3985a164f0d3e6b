import { PURGED_MAIL_NOTICE, purgeExpiredMailSecrets } from '../../../src/mail/outbox';
import { hashSecret } from '../../../src/security/passwords';
import { sha256 } from '../../../src/security/tokens';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase, oneDatabase } from '../../helpers/test-database';
import { errorOf, expectError, outbox, postFrom, resetPublicState, withNewMail } from './public-helpers';

const REQUEST = '/api/public/password/reset-request';
const OPEN = '/api/public/password/reset/open';
const RESET = '/api/public/password/reset';
const ACCOUNT_EMAIL = 'demo.account@example.edu';
const DEMO_PASSWORD = 'Portal#Demo2026';
const NEW_PASSWORD = 'Harbour lanterns 4 tea!';
const LINK = /http:\/\/localhost:8080\/password\/reset\?token=([A-Za-z0-9_-]{43})/;

describe.each(everyDatabase())('forgotten password on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetPublicState(t.db);
    // Every test starts from the demo password (some change it).
    await t.db.updateTable('accounts').set({ password_hash: await hashSecret(DEMO_PASSWORD) }).where('email', '=', ACCOUNT_EMAIL).execute();
  });

  const requestLink = (browser: Browser, email = ACCOUNT_EMAIL) => browser.post(REQUEST, { email });
  const reset = (browser: Browser, token: string, password = NEW_PASSWORD, confirmPassword = password) => browser.post(RESET, { token, password, confirmPassword });

  /** Asks for a link for the demo account and returns the token from the e-mail. */
  async function tokenFromEmail(): Promise<string> {
    const { result, mails } = await withNewMail(t.db, () => requestLink(new Browser(t.app)));
    expect(result.json()).toEqual({ sent: true });
    expect(mails).toHaveLength(1);
    return LINK.exec(mails[0]!.text)![1]!;
  }

  describe('asking for a link', () => {
    it('e-mails the account a single-use link, stored only as a hash, valid for 24 hours', async () => {
      const response = await requestLink(new Browser(t.app), 'Demo.Account@EXAMPLE.edu');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true });
      const [mail, ...others] = await outbox(t.db);
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ to: ACCOUNT_EMAIL, subject: 'Reset your password' });
      const token = LINK.exec(mail!.text)![1]!;
      expect(mail!.text).toContain('within 24 hours');
      expect(mail!.html).toContain(`http://localhost:8080/password/reset?token=${token}`);
      const rows = await t.db.selectFrom('password_reset_tokens').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(sha256(token));
      expect(new Date(rows[0]!.expires_at).getTime() - t.clock.now().getTime()).toBe(24 * 3_600_000);
    });

    it('gives an address without an account the same answer, and sends nothing', async () => {
      const known = await requestLink(new Browser(t.app));
      const unknown = await requestLink(new Browser(t.app), 'nobody.here@example.edu');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(await outbox(t.db, 'nobody.here@example.edu')).toEqual([]);
    });

    it('refuses a malformed address with the error list', async () => {
      const response = await requestLink(new Browser(t.app), 'not an address');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'INVALID_EMAIL', field: 'email' });
    });

    it('stops e-mailing one account after 5 links a day, answering the same, while the links sent still work', async () => {
      const tokens = [];
      for (let i = 0; i < 5; i++) tokens.push(await tokenFromEmail());
      const { result: sixth, mails } = await withNewMail(t.db, () => requestLink(new Browser(t.app, '198.51.100.6')));
      expect(sixth.json()).toEqual({ sent: true });
      expect(mails).toEqual([]);
      expect((await reset(new Browser(t.app), tokens[0]!)).json()).toEqual({ reset: true });
    });

    it('refuses a client address after 10 requests an hour, whichever addresses they name, and not another client', async () => {
      const stranger = new Browser(t.app, '203.0.113.9');
      for (let i = 0; i < 10; i++) expect((await postFrom(stranger, '203.0.113.9', REQUEST, { email: `guess${i}@example.edu` })).statusCode).toBe(200);
      const refused = await postFrom(stranger, '203.0.113.9', REQUEST, { email: ACCOUNT_EMAIL });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].code).toBe('PUBLIC_TOO_MANY_ATTEMPTS');
      // The owner, elsewhere, is not held up by the stranger's requests.
      await tokenFromEmail();
    });
  });

  describe('setting a new password with the link', () => {
    it('opens the link with the account\'s address and sign-in page', async () => {
      const token = await tokenFromEmail();
      const opened = await new Browser(t.app).post(OPEN, { token });
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toEqual({ email: ACCOUNT_EMAIL, loginPath: '/login?sid=ADM&subid=ADM' });
    });

    it('sets the password, ends every session of the account, uses up the link and e-mails a notice', async () => {
      const signedIn = new Browser(t.app);
      expect((await signedIn.signInWithEmail()).statusCode).toBe(200);
      const token = await tokenFromEmail();

      const response = await reset(new Browser(t.app), token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ reset: true });

      expect((await signedIn.get('/api/auth/session')).json()).toEqual({ authenticated: false });
      const notice = (await outbox(t.db)).find((mail) => mail.subject === 'Your password has been changed');
      expect(notice).toMatchObject({ to: ACCOUNT_EMAIL });
      expect(notice!.text).toContain('every signed-in session of the account has been ended');
      expect(notice!.text).toContain('http://localhost:8080/login?sid=ADM&subid=ADM');
      expect(notice!.text).not.toContain(NEW_PASSWORD);

      expect((await new Browser(t.app).signInWithEmail(ACCOUNT_EMAIL, DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await new Browser(t.app).signInWithEmail(ACCOUNT_EMAIL, NEW_PASSWORD)).statusCode).toBe(200);

      // Single use, for opening and for setting.
      expectError(await new Browser(t.app).post(OPEN, { token }), 400, 'PASSWORD_RESET_LINK_INVALID');
      expectError(await reset(new Browser(t.app), token, 'Another long phrase 9!'), 400, 'PASSWORD_RESET_LINK_INVALID');
    });

    it('voids the account\'s other links once one is used', async () => {
      const first = await tokenFromEmail();
      const second = await tokenFromEmail();
      expect((await reset(new Browser(t.app), second)).statusCode).toBe(200);
      expectError(await reset(new Browser(t.app), first), 400, 'PASSWORD_RESET_LINK_INVALID');
    });

    it('accepts a link until just before 24 hours, and refuses it then and an unknown one', async () => {
      expectError(await reset(new Browser(t.app), 'A'.repeat(43)), 400, 'PASSWORD_RESET_LINK_INVALID');
      expectError(await reset(new Browser(t.app), 'not-a-token'), 400, 'PASSWORD_RESET_LINK_INVALID');
      const early = await tokenFromEmail();
      t.clock.advance(24 * 3600 - 1);
      expect((await reset(new Browser(t.app), early)).statusCode).toBe(200);
      const fresh = await tokenFromEmail();
      t.clock.advance(24 * 3600);
      expectError(await new Browser(t.app).post(OPEN, { token: fresh }), 400, 'PASSWORD_RESET_LINK_INVALID');
      expectError(await reset(new Browser(t.app), fresh), 400, 'PASSWORD_RESET_LINK_INVALID');
    });

    it('refuses passwords the registration refuses, next to the field, without using up the link', async () => {
      const token = await tokenFromEmail();
      const browser = new Browser(t.app);
      const short = await reset(browser, token, 'Short#1');
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toContainEqual(errorOf('INVALID_PASSWORD', [], 'password'));
      const mismatch = await reset(browser, token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
      expect(mismatch.json().errors).toContainEqual(errorOf('PASSWORD_MISMATCH', [], 'confirmPassword'));
      const common = await reset(browser, token, 'password1234');
      expect(common.json().errors).toContainEqual(errorOf('PASSWORD_TOO_COMMON', [], 'password'));
      // The account's own name and address, which the form cannot know.
      const personal = await reset(browser, token, 'Account holder 2026!');
      expect(personal.json().errors).toContainEqual(errorOf('PASSWORD_HAS_PERSONAL_DETAILS', [], 'password'));
      expect((await reset(browser, token)).json()).toEqual({ reset: true });
    });

    it('refuses a client address after 10 unusable links an hour, without counting good links', async () => {
      const guesser = new Browser(t.app, '203.0.113.50');
      for (let i = 0; i < 10; i++) expectError(await postFrom(guesser, '203.0.113.50', RESET, { token: `${'B'.repeat(42)}${i}`, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), 400, 'PASSWORD_RESET_LINK_INVALID');
      const refused = await postFrom(guesser, '203.0.113.50', OPEN, { token: await tokenFromEmail() });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // The owner's own browser elsewhere is not refused.
      expect((await reset(new Browser(t.app), await tokenFromEmail())).statusCode).toBe(200);
    });

    it('lifts the sign-in delays and the new-device pause, so the new password works at once', async () => {
      const attacker = new Browser(t.app, '203.0.113.77');
      for (let i = 0; i < 8; i++) await attacker.signInWithEmail(ACCOUNT_EMAIL, 'Wrong password 1!');
      const key = `sign-in-new-clients:email:${ACCOUNT_EMAIL}`;
      const until = new Date(t.clock.now().getTime() + 3_600_000);
      await t.db
        .insertInto('attempt_counters')
        .values({ key, hits: 500, window_started_at: t.clock.now(), window_ends_at: until })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ hits: 500 }))
        .execute();
      const owner = new Browser(t.app, '203.0.113.77');
      const paused = await owner.signInWithEmail(ACCOUNT_EMAIL, NEW_PASSWORD);
      expect(paused.statusCode).toBe(429);

      expect((await reset(new Browser(t.app), await tokenFromEmail())).statusCode).toBe(200);
      expect((await owner.signInWithEmail(ACCOUNT_EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });
});

describe.each(oneDatabase())('the password reset link\'s secret on %s', (target) => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetPublicState(t.db);
    lines.length = 0;
  });

  async function linkMail() {
    const { mails } = await withNewMail(t.db, () => new Browser(t.app).post(REQUEST, { email: ACCOUNT_EMAIL }));
    return { mail: mails[0]!, token: LINK.exec(mails[0]!.text)![1]! };
  }

  it('never writes the token to the logs, whether the page is opened or the link used', async () => {
    const { token } = await linkMail();
    const browser = new Browser(t.app);
    await browser.get(`/password/reset?token=${token}`);
    await browser.post(OPEN, { token });
    await browser.post(RESET, { token, password: 'x', confirmPassword: 'y' });
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toContain('/password/reset?token=[redacted]');
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it('keeps the link in the outbox only while it works', async () => {
    const { mail } = await linkMail();
    t.clock.advance(24 * 3600 - 1);
    await purgeExpiredMailSecrets(t.db, t.clock.now());
    expect(await outbox(t.db)).toEqual([mail]);
    t.clock.advance(1);
    await purgeExpiredMailSecrets(t.db, t.clock.now());
    expect(await outbox(t.db)).toEqual([{ ...mail, text: PURGED_MAIL_NOTICE, html: `<p>${PURGED_MAIL_NOTICE}</p>` }]);
  });
});
