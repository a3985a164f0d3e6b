/**
 * Sign-in limits (NIST SP 800-63B 5.2.2): guessing is bounded per account, yet a stranger's failures
 * from elsewhere never keep the applicant out of their own browser or network.
 */
import { formatDuration } from '@portal/contracts/languages';
import { formatMessage, MESSAGES } from '@portal/contracts/messages';
import { SIGN_IN_LIMITS } from '../../../src/security/sign-in-throttle';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase, oneDatabase } from '../../helpers/test-database';

const WRONG = 'Wrong123';
const attacker = (t: TestApp, n: number) => new Browser(t.app, `203.0.113.${n}`);
const applicantAtHome = (t: TestApp) => new Browser(t.app, '198.51.100.7');

describe.each(everyDatabase())('sign-in limits on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    await t.db.deleteFrom('login_throttle').execute();
    await t.db.deleteFrom('attempt_counters').execute();
    await t.db.deleteFrom('recognised_sign_in_clients').execute();
  });

  it('slows one client down after 5 failures, with growing delays and Retry-After; a success clears them', async () => {
    const browser = attacker(t, 1);
    for (let i = 0; i < 5; i++) expect((await browser.signInWithPin('24000001', WRONG)).statusCode).toBe(401);

    const refused = await browser.signInWithPin();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    // The wait is a number of seconds, which the browser words in its language; API clients get English.
    expect(refused.json()).toEqual({
      errors: [
        {
          code: 'LOGIN_THROTTLED',
          message: 'Too many unsuccessful sign-in attempts. Please wait 1 second and try again, or reset your PIN.',
          params: [1],
        },
      ],
    });

    t.clock.advance(1);
    expect((await browser.signInWithPin('24000001', WRONG)).statusCode).toBe(401);
    expect((await browser.signInWithPin()).headers['retry-after']).toBe('2');

    t.clock.advance(2);
    expect((await browser.signInWithPin()).statusCode).toBe(200);
    // Cleared: this client starts again with its free failures.
    for (let i = 0; i < 5; i++) expect((await browser.signInWithPin('24000001', WRONG)).statusCode).toBe(401);
  });

  it('never makes a client wait more than 15 minutes, and remembers its failures for a day', async () => {
    const browser = attacker(t, 2);
    let longest = 0;
    for (let i = 0; i < 40 && longest < SIGN_IN_LIMITS.maxDelaySeconds; i++) {
      const response = await browser.signInWithPin('24000001', WRONG);
      if (response.statusCode === 429) {
        const wait = Number(response.headers['retry-after']);
        longest = Math.max(longest, wait);
        t.clock.advance(wait);
      }
    }
    expect(longest).toBe(SIGN_IN_LIMITS.maxDelaySeconds);
    // The delay has passed but the failures are not forgotten: the next failure earns the longest delay again.
    t.clock.advance(SIGN_IN_LIMITS.maxDelaySeconds);
    expect((await browser.signInWithPin('24000001', WRONG)).statusCode).toBe(401);
    expect(Number((await browser.signInWithPin()).headers['retry-after'])).toBe(SIGN_IN_LIMITS.maxDelaySeconds);
  });

  it("does not let a stranger's failures from other addresses stop the applicant signing in from theirs", async () => {
    for (let n = 1; n <= 10; n++) {
      const browser = attacker(t, n);
      for (let i = 0; i < 8; i++) await browser.signInWithPin('24000001', WRONG);
    }
    // 80 attempts, every attacking address now waiting; the applicant's own browser is not.
    expect((await attacker(t, 1).signInWithPin()).statusCode).toBe(429);
    const applicant = applicantAtHome(t);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
  });

  it('bounds what 100 attacking addresses can guess in a day, while the applicant still signs in from a device used before', async () => {
    const applicantDevice = applicantAtHome(t);
    expect((await applicantDevice.signInWithPin()).statusCode).toBe(200);

    // Nearly a day of attack from 100 addresses (the day's window is still open at the end): every half
    // hour each address tries until refused. Once the day's guesses are spent, a round every four hours
    // and one in the window's last half hour stand for the rest (the counts only grow within the
    // window, so the rounds between could find nothing those do not).
    let guessesChecked = 0;
    const browsers = Array.from({ length: 100 }, (_, n) => attacker(t, n + 1));
    for (let halfHour = 0; halfHour < 47; halfHour++) {
      const daySpent = guessesChecked >= SIGN_IN_LIMITS.unrecognisedPerAccount.max;
      if (daySpent && halfHour % 8 !== 0 && halfHour !== 46) {
        t.clock.advance(30 * 60);
        continue;
      }
      for (const browser of browsers) {
        for (let tries = 0; tries < 10; tries++) {
          const response = await browser.signInWithPin('24000001', WRONG);
          if (response.statusCode !== 401) {
            expect(response.statusCode).toBe(429);
            break;
          }
          guessesChecked += 1;
        }
      }
      t.clock.advance(30 * 60);
    }
    expect(guessesChecked).toBe(SIGN_IN_LIMITS.unrecognisedPerAccount.max);

    // The applicant, on the browser that signed in before, from another network, is not held up.
    const applicantOnTheMove = new Browser(t.app, '192.0.2.55');
    for (const [name, value] of applicantDevice.cookies) applicantOnTheMove.cookies.set(name, value);
    expect((await applicantOnTheMove.signInWithPin()).statusCode).toBe(200);

    // A browser the account has never seen, on a new network, is paused for the rest of the day: the message says what to do.
    const stranger = new Browser(t.app, '192.0.2.99');
    const paused = await stranger.signInWithPin();
    expect(paused.statusCode).toBe(429);
    expect(paused.json().errors[0].code).toBe('LOGIN_NEW_CLIENTS_PAUSED');
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    const [pause] = paused.json().errors;
    expect(pause.params).toEqual([Number(paused.headers['retry-after'])]);
    expect(pause.message).toBe(formatMessage(MESSAGES.LOGIN_NEW_CLIENTS_PAUSED, [formatDuration(pause.params[0])]));
    // About 1,000 sign-in attempts through the whole app: a minute or more on a busy two-core machine.
  }, 180_000);

  it('lets at most the free failures through when one client sends many attempts at once', async () => {
    const browser = attacker(t, 3);
    await browser.get('/api/system/settings');
    const responses = await Promise.all(Array.from({ length: 20 }, () => browser.signInWithPin('24000001', WRONG)));
    const checked = responses.filter((response) => response.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(SIGN_IN_LIMITS.freeFailuresPerClient);
    expect(responses.every((response) => [401, 429].includes(response.statusCode))).toBe(true);
  });

  it('slows an unrecognised address that sprays many accounts, but not a browser that signed in from it before', async () => {
    const regular = new Browser(t.app, '203.0.113.200');
    expect((await regular.signInWithPin()).statusCode).toBe(200);
    const sprayer = new Browser(t.app, '203.0.113.200');
    for (let i = 0; i < SIGN_IN_LIMITS.unrecognisedPerAddress.max; i++) {
      expect((await sprayer.signInWithPin(String(30000000 + i), 'Demo2026')).statusCode).toBe(401);
    }
    expect((await sprayer.signInWithPin('30009999', 'Demo2026')).statusCode).toBe(429);
    // The address is recognised for the demo account (it signed in from here): its owner is not refused.
    expect((await regular.signInWithPin()).statusCode).toBe(200);
    t.clock.advance(SIGN_IN_LIMITS.unrecognisedPerAddress.windowSeconds);
    expect((await sprayer.signInWithPin('30009999', 'Demo2026')).statusCode).toBe(401);
    // A hundred full Argon2 verifications (an unknown number is checked against a throw-away hash).
  }, 120_000);

  it('treats e-mail accounts the same way (wrong password failures are per client)', async () => {
    for (let i = 0; i < 8; i++) await attacker(t, 4).signInWithEmail('demo.account@example.edu', 'not the password');
    expect((await attacker(t, 4).signInWithEmail()).statusCode).toBe(429);
    expect((await applicantAtHome(t).signInWithEmail()).statusCode).toBe(200);
  });
});

describe('behind a load balancer', () => {
  it('sees the real client address only from a trusted proxy', async () => {
    const t = await createTestApp(oneDatabase()[0]!, { TRUST_PROXY: '10.0.0.1' });
    try {
      /** A browser whose requests reach the server from `peer`, claiming to come from `client`. */
      const forwarded = (peer: string, client: string) => {
        const browser = new Browser(t.app, peer);
        const request = browser.request.bind(browser);
        browser.request = (options) => request({ ...options, headers: { ...options.headers, 'x-forwarded-for': client } });
        return browser;
      };
      const viaProxy = (client: string) => forwarded('10.0.0.1', client);
      for (let i = 0; i < 6; i++) await viaProxy('203.0.113.9').signInWithPin('24000001', WRONG);
      expect((await viaProxy('203.0.113.9').signInWithPin()).statusCode).toBe(429);
      // Another applicant behind the same load balancer is a different client.
      expect((await viaProxy('198.51.100.20').signInWithPin()).statusCode).toBe(200);

      // From an address that is not a trusted proxy, X-Forwarded-For is ignored: the attacker cannot pose as someone else.
      const spoofing = (client: string) => forwarded('203.0.113.66', client);
      for (let i = 0; i < 6; i++) await spoofing(`198.51.100.${100 + i}`).signInWithPin('24000001', WRONG);
      expect((await spoofing('198.51.100.200').signInWithPin()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
