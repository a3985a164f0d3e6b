import { PURGED_MAIL_NOTICE, purgeExpiredMailSecrets } from '../../src/mail/outbox';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';
import { outbox, resetPublicState } from '../modules/public/public-helpers';

const OTP_TTL_SECONDS = 120;
const PIN_RESET_LINK_SECONDS = 3 * 86_400;
const PURGED = { text: PURGED_MAIL_NOTICE, html: `<p>${PURGED_MAIL_NOTICE}</p>` };

/** The portal's own e-mails: those with a code or link lose it in the outbox when it expires, the others stay. */
describe.each(oneDatabase())('e-mails holding a code or link on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { OTP_TTL_SECONDS: String(OTP_TTL_SECONDS) });
  });
  afterAll(() => t?.close());
  beforeEach(() => resetPublicState(t.db));

  const purgeNow = () => purgeExpiredMailSecrets(t.db, t.clock.now());

  it('the verification-code e-mail keeps its code as long as the code works, and no longer', async () => {
    await new Browser(t.app).post('/api/public/b2c/otp/generate', { email: 'purge@register.example.edu' });
    const [queued] = await outbox(t.db);
    expect(queued!.text).toMatch(/Your verification code is \d{6}\./);

    t.clock.advance(OTP_TTL_SECONDS - 1);
    await purgeNow();
    expect(await outbox(t.db)).toEqual([queued]);

    t.clock.advance(1);
    await purgeNow();
    expect(await outbox(t.db)).toEqual([{ ...queued, ...PURGED }]);
  });

  it('the PIN-reset e-mail keeps its link as long as the link works; the PIN-changed e-mail is kept', async () => {
    const browser = new Browser(t.app);
    await browser.post('/api/public/pin/reset-request', { applicationNumber: 'A24000001', email: 'demo.applicant@example.edu', system: 'ADM' });
    const [linkMail] = await outbox(t.db);
    const token = /\/pin\/reset\?sid=ADM&id=([A-Za-z0-9_-]{43})/.exec(linkMail!.text)![1]!;
    // One second later, so the outbox lists the two e-mails in order.
    t.clock.advance(1);
    expect((await browser.post('/api/public/pin/reset', { token, dob: '01/01/2006', pin1: 'NewPin26', pin2: 'NewPin26', system: 'ADM' })).json()).toBe(true);
    const [, changedMail] = await outbox(t.db);
    expect(changedMail!.subject).not.toBe(linkMail!.subject);

    t.clock.advance(PIN_RESET_LINK_SECONDS - 2);
    await purgeNow();
    expect(await outbox(t.db)).toEqual([linkMail, changedMail]);

    t.clock.advance(1);
    await purgeNow();
    expect(await outbox(t.db)).toEqual([{ ...linkMail, ...PURGED }, changedMail]);
  });
});
