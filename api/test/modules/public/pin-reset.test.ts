import type { MessageCode } from '@portal/contracts/messages';
import { sha256 } from '../../../src/security/tokens';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';
import { errorOf, expectError, outbox, postFrom, insertCeApplication, resetPublicState, withNewMail } from './public-helpers';

const REQUEST = '/api/public/pin/reset-request';
const RESET = '/api/public/pin/reset';
const DEMO_EMAIL = 'demo.applicant@example.edu';
const LINK = /http:\/\/localhost:8080\/pin\/reset\?sid=(\w+)&id=([A-Za-z0-9_-]{43})/;

describe.each(everyDatabase())('PIN reset on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    // A continuing-education application ('P' prefix) of the same applicant.
    const applicant = await t.db.selectFrom('applicants').select('id').executeTakeFirstOrThrow();
    await insertCeApplication(t.db, applicant.id, '25000007', 'CeDemo26', t.clock.now());
  });
  afterAll(() => t?.close());
  beforeEach(() => resetPublicState(t.db));

  const requestLink = (browser: Browser, applicationNumber = 'A24000001', email = DEMO_EMAIL, system = 'ADM') =>
    browser.post(REQUEST, { applicationNumber, email, system });

  /** Requests a link for the demo application and returns the token from the e-mail. */
  async function tokenFromEmail(system = 'ADM', applicationNumber = 'A24000001'): Promise<string> {
    const { result: response, mails } = await withNewMail(t.db, () => requestLink(new Browser(t.app), applicationNumber, DEMO_EMAIL, system));
    expect(response.json()).toBe(true);
    expect(mails).toHaveLength(1);
    const match = LINK.exec(mails[0]!.text);
    expect(match?.[1]).toBe(system);
    return match![2]!;
  }

  const reset = (browser: Browser, token: string, dob = '01/01/2006', pin = 'NewPin26', system = 'ADM') =>
    browser.post(RESET, { token, dob, pin1: pin, pin2: pin, system });

  describe('asking for a link', () => {
    it('answers true and e-mails a single link, stored only as a hash, when number and e-mail match', async () => {
      const response = await requestLink(new Browser(t.app), 'A24000001', 'Demo.Applicant@EXAMPLE.edu');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toBe('true');

      const mails = await outbox(t.db);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ to: DEMO_EMAIL, subject: 'Reset your PIN' });
      const token = LINK.exec(mail!.text)![2]!;
      expect(mail!.text).toContain(`http://localhost:8080/pin/reset?sid=ADM&id=${token}`);
      expect(mail!.text).toContain('24000001');
      expect(mail!.html).toContain(`http://localhost:8080/pin/reset?sid=ADM&amp;id=${token}`);

      const rows = await t.db.selectFrom('pin_reset_tokens').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(sha256(token));
      expect(rows[0]!.token_hash).not.toContain(token);
      expect(new Date(rows[0]!.expires_at).getTime() - t.clock.now().getTime()).toBe(3 * 86_400_000);
    });

    it('answers false and sends nothing when the e-mail, number, prefix or system does not match', async () => {
      const browser = new Browser(t.app);
      const misses = [
        requestLink(browser, 'A24000001', 'someone.else@example.edu'),
        requestLink(browser, 'A24999999', DEMO_EMAIL),
        // The right number with the continuing-education prefix, for the admissions system.
        requestLink(browser, 'P24000001', DEMO_EMAIL),
        // The right number and prefix, but asked in another system.
        requestLink(browser, 'A24000001', DEMO_EMAIL, 'SCALE'),
        requestLink(browser, 'A25000007', DEMO_EMAIL, 'CE'),
      ];
      for (const response of await Promise.all(misses)) {
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe('false');
      }
      expect(await outbox(t.db)).toEqual([]);
      expect(await t.db.selectFrom('pin_reset_tokens').selectAll().execute()).toEqual([]);
    });

    it("uses the continuing-education system's 'P' prefix", async () => {
      const response = await requestLink(new Browser(t.app), 'P25000007', DEMO_EMAIL, 'CE');
      expect(response.json()).toBe(true);
      expect((await outbox(t.db))[0]!.text).toMatch(/pin\/reset\?sid=CE&id=/);
    });

    it('validates with the shared schema, naming each field', async () => {
      const response = await new Browser(t.app).post(REQUEST, { applicationNumber: '24000001', email: 'not-an-email', system: 'XYZ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        errorOf('INVALID_APPLICATION_NUMBER', [], 'applicationNumber'),
        errorOf('INVALID_EMAIL', [], 'email'),
        errorOf('INVALID_SYSTEM', [], 'system'),
      ]);
      const unknown = await new Browser(t.app).post(REQUEST, { applicationNumber: 'A24000001', email: DEMO_EMAIL, pin: 'x' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([errorOf('UNKNOWN_FIELD', ['pin'])]);
    });

    it('refuses an address after 10 false answers an hour, true answers not counted', async () => {
      const browser = new Browser(t.app);
      for (let i = 0; i < 10; i++) {
        expect((await postFrom(browser, '198.51.100.7', REQUEST, { applicationNumber: `A2400100${i}`, email: DEMO_EMAIL })).body).toBe('false');
        if (i === 4) {
          // A true answer in between does not use up a guess.
          expect((await postFrom(browser, '198.51.100.7', REQUEST, { applicationNumber: 'A24000001', email: DEMO_EMAIL })).body).toBe('true');
        }
      }
      t.clock.advance(30 * 60);
      const refused = await postFrom(browser, '198.51.100.7', REQUEST, { applicationNumber: 'A24000001', email: DEMO_EMAIL });
      expectError(refused, 429, 'PUBLIC_TOO_MANY_ATTEMPTS', [1800]);
      expect(refused.headers['retry-after']).toBe('1800');
      // Another address is not affected.
      expect((await postFrom(browser, '198.51.100.8', REQUEST, { applicationNumber: 'A24000001', email: DEMO_EMAIL })).body).toBe('true');
      t.clock.advance(30 * 60);
      expect((await postFrom(browser, '198.51.100.7', REQUEST, { applicationNumber: 'A24000001', email: DEMO_EMAIL })).body).toBe('true');
    });

    it("never refuses the applicant because of strangers' guesses; after 20 wrong e-mails a day for a number its answers stop telling", async () => {
      for (let i = 0; i < 20; i++) {
        const response = await postFrom(new Browser(t.app), `203.0.113.${i}`, REQUEST, { applicationNumber: 'A24000001', email: `guess${i}@example.edu` });
        expect(response.body).toBe('false');
      }
      // Guessing the address of this number any further learns nothing: a miss answers like a match, and sends nothing.
      const { result: miss, mails: none } = await withNewMail(t.db, () =>
        postFrom(new Browser(t.app), '203.0.113.50', REQUEST, { applicationNumber: 'A24000001', email: 'guess99@example.edu' }),
      );
      expect(miss.body).toBe('true');
      expect(none).toEqual([]);
      // The applicant asking for a link is served as always.
      const { result: own, mails } = await withNewMail(t.db, () => requestLink(new Browser(t.app, '198.51.100.7')));
      expect(own.body).toBe('true');
      expect(mails).toEqual([expect.objectContaining({ to: DEMO_EMAIL })]);
    });

    it('e-mails at most 5 links a day for one application; after that it answers true and the links already sent still work', async () => {
      const tokens = [];
      for (let i = 0; i < 5; i++) tokens.push(await tokenFromEmail());
      const { result: sixth, mails } = await withNewMail(t.db, () => requestLink(new Browser(t.app, `198.51.100.${60}`)));
      expect(sixth.body).toBe('true');
      expect(mails).toEqual([]);
      expect((await reset(new Browser(t.app), tokens[4]!, '01/01/2006', 'Demo2026')).body).toBe('true');
      t.clock.advance(24 * 3600);
      await tokenFromEmail();
    });

    it('lifts every sign-in delay and pause on the account once the PIN is reset', async () => {
      const attacker = new Browser(t.app, '203.0.113.77');
      for (let i = 0; i < 8; i++) await attacker.signInWithPin('24000001', 'Wrong123');
      await t.db
        .insertInto('attempt_counters')
        .values({ key: 'sign-in-new-clients:pin:ADM:24000001', hits: 500, window_started_at: t.clock.now(), window_ends_at: new Date(t.clock.now().getTime() + 3600_000) })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ hits: 500 }))
        .execute();
      const applicant = new Browser(t.app, '203.0.113.77');
      expect((await applicant.signInWithPin()).statusCode).toBe(429);

      expect((await reset(new Browser(t.app), await tokenFromEmail(), '01/01/2006', 'Demo2026')).body).toBe('true');
      expect((await applicant.signInWithPin()).statusCode).toBe(200);
    });
  });

  describe('setting a new PIN with the link', () => {
    it('sets the PIN, ends every session, uses up the link, e-mails the applicant and lets them sign in', async () => {
      const signedIn = new Browser(t.app);
      expect((await signedIn.signInWithPin()).statusCode).toBe(200);
      const token = await tokenFromEmail();

      const response = await reset(new Browser(t.app), token, '01/01/2006', 'NewPin26');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('true');

      expect((await signedIn.get('/api/auth/session')).json()).toEqual({ authenticated: false });
      expect(await t.db.selectFrom('pin_reset_tokens').selectAll().execute()).toEqual([]);
      const changed = (await outbox(t.db)).find((mail) => mail.subject === 'Your PIN has been changed');
      expect(changed).toMatchObject({ to: DEMO_EMAIL });
      expect(changed!.text).toContain('http://localhost:8080/login?sid=ADM&subid=ADM');
      expect(changed!.html).toContain('<a href="http://localhost:8080/login?sid=ADM&amp;subid=ADM">');

      expect((await new Browser(t.app).signInWithPin('24000001', 'Demo2026')).statusCode).toBe(401);
      const newPin = await new Browser(t.app).signInWithPin('24000001', 'NewPin26');
      expect(newPin.statusCode).toBe(200);
      expect(newPin.json()).toMatchObject({ authenticated: true, principal: { applicationNumber: '24000001' } });

      // Single use.
      expectError(await reset(new Browser(t.app), token, '01/01/2006', 'Again123'), 400, 'PIN_RESET_LINK_INVALID');

      // Put the demo PIN back for the other tests.
      await reset(new Browser(t.app), await tokenFromEmail(), '01/01/2006', 'Demo2026');
    });

    it('refuses a common, sequence, repeat or date-of-birth PIN next to the field, without using up the link', async () => {
      const token = await tokenFromEmail();
      const browser = new Browser(t.app);
      const refusals: Array<[string, MessageCode]> = [
        ['password', 'PIN_TOO_COMMON'],
        ['IloveYou', 'PIN_TOO_COMMON'],
        ['12345678', 'PIN_TOO_SIMPLE'],
        ['87654321', 'PIN_TOO_SIMPLE'],
        ['abcdefgh', 'PIN_TOO_SIMPLE'],
        ['qwertyui', 'PIN_TOO_SIMPLE'],
        ['aaaaaaaa', 'PIN_TOO_SIMPLE'],
        ['12121212', 'PIN_TOO_SIMPLE'],
        ['abcabcab', 'PIN_TOO_SIMPLE'],
        // The demo applicant was born on 01/01/2006.
        ['01012006', 'PIN_MATCHES_DATE_OF_BIRTH'],
        ['20060101', 'PIN_MATCHES_DATE_OF_BIRTH'],
      ];
      for (const [pin, code] of refusals) {
        const response = await reset(browser, token, '01/01/2006', pin);
        expect({ pin, status: response.statusCode, body: response.json() }).toEqual({ pin, status: 400, body: { errors: [errorOf(code, [], 'pin1')] } });
      }
      // None of these was a failed guess: the link is untouched and the old PIN still works.
      expect((await t.db.selectFrom('pin_reset_tokens').select('failures').executeTakeFirstOrThrow()).failures).toBe(0);
      expect((await new Browser(t.app).signInWithPin('24000001', 'Demo2026')).statusCode).toBe(200);
      // The demo PIN itself is fine.
      expect((await reset(browser, token, '01/01/2006', 'Demo2026')).body).toBe('true');
    });

    it('uses up every other link of the application too', async () => {
      const first = await tokenFromEmail();
      const second = await tokenFromEmail();
      expect((await reset(new Browser(t.app), second, '01/01/2006', 'Demo2026')).body).toBe('true');
      expectError(await reset(new Browser(t.app), first, '01/01/2006', 'Demo2026'), 400, 'PIN_RESET_LINK_INVALID');
    });

    it('refuses an unknown link and a link after 3 days', async () => {
      expectError(await reset(new Browser(t.app), 'A'.repeat(43)), 400, 'PIN_RESET_LINK_INVALID');
      const token = await tokenFromEmail();
      t.clock.advance(3 * 86_400);
      expectError(await reset(new Browser(t.app), token), 400, 'PIN_RESET_LINK_INVALID');
    });

    it('accepts a link until just before 3 days have passed', async () => {
      const token = await tokenFromEmail();
      t.clock.advance(3 * 86_400 - 1);
      expect((await reset(new Browser(t.app), token, '01/01/2006', 'Demo2026')).body).toBe('true');
    });

    it('refuses a link used with another system than its application', async () => {
      const token = await tokenFromEmail();
      expectError(await reset(new Browser(t.app), token, '01/01/2006', 'Demo2026', 'CE'), 400, 'PIN_RESET_LINK_INVALID');
      expect((await reset(new Browser(t.app), token, '01/01/2006', 'Demo2026', 'ADM')).body).toBe('true');
    });

    it('answers false for a wrong date of birth, and voids the link after the 5th', async () => {
      const token = await tokenFromEmail();
      const browser = new Browser(t.app);
      for (let i = 1; i <= 4; i++) {
        const wrong = await reset(browser, token, `0${i}/02/2006`);
        expect(wrong.statusCode).toBe(200);
        expect(wrong.body).toBe('false');
        expect((await t.db.selectFrom('pin_reset_tokens').select('failures').executeTakeFirstOrThrow()).failures).toBe(i);
      }
      // The PIN did not change meanwhile.
      expect((await new Browser(t.app).signInWithPin()).statusCode).toBe(200);
      expect((await reset(browser, token, '09/09/2006')).body).toBe('false');
      expectError(await reset(browser, token, '01/01/2006'), 400, 'PIN_RESET_LINK_INVALID');
      expect(await t.db.selectFrom('pin_reset_tokens').selectAll().execute()).toEqual([]);
    });

    it('refuses an address after 10 failures an hour (bad links and wrong dates of birth)', async () => {
      const browser = new Browser(t.app);
      const token = await tokenFromEmail();
      for (let i = 0; i < 6; i++) {
        expect((await postFrom(browser, '192.0.2.50', RESET, { token: `${'B'.repeat(42)}${i}`, dob: '01/01/2006', pin1: 'Demo2026', pin2: 'Demo2026' })).statusCode).toBe(400);
      }
      for (let i = 0; i < 4; i++) {
        expect((await postFrom(browser, '192.0.2.50', RESET, { token, dob: '02/01/2006', pin1: 'Demo2026', pin2: 'Demo2026' })).body).toBe('false');
      }
      const refused = await postFrom(browser, '192.0.2.50', RESET, { token, dob: '01/01/2006', pin1: 'Demo2026', pin2: 'Demo2026' });
      expectError(refused, 429, 'PUBLIC_TOO_MANY_ATTEMPTS', [3600]);
      expect(refused.headers['retry-after']).toBe('3600');
      // The refused attempt did not touch the link: from elsewhere it still works.
      expect((await postFrom(browser, '192.0.2.51', RESET, { token, dob: '01/01/2006', pin1: 'Demo2026', pin2: 'Demo2026' })).body).toBe('true');
    });

    it('validates date of birth and PINs with the shared schema, naming each field', async () => {
      const response = await new Browser(t.app).post(RESET, { token: '', dob: '31/02/2006', pin1: 'short', pin2: 'other', system: 'ADM' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        errorOf('REQUIRED', [], 'token'),
        errorOf('INVALID_DATE', [], 'dob'),
        errorOf('INVALID_PIN', [], 'pin1'),
        errorOf('PIN_MISMATCH', [], 'pin2'),
      ]);
      const future = await new Browser(t.app).post(RESET, { token: 'x', dob: '01/01/2999', pin1: 'Demo2026', pin2: 'Demo2026' });
      expect(future.json().errors).toEqual([errorOf('DATE_IN_FUTURE', [], 'dob')]);
      const isoDate = await new Browser(t.app).post(RESET, { token: 'x', dob: '2006-01-01', pin1: 'Demo2026', pin2: 'Demo2026' });
      expect(isoDate.json().errors).toEqual([errorOf('INVALID_DATE', [], 'dob')]);
    });
  });
});
