/**
 * Logs carry no personal data beyond an applicant's id (issue 38): the logger's redaction paths and
 * the scrubbing of every line (http/log-privacy.ts), through the real app's logger.
 */
import { scrubPersonalData } from '../../src/http/log-privacy';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';
import { resetPublicState } from '../modules/public/public-helpers';

const EMAIL = 'tan.mei.ling+portal@example.com.sg';
const NRIC = 'S8412345D';
const NAME = 'TAN MEI LING';
const APPLICANT_ID = '3f0e9a52-1b7c-4d8e-a6f3-2c9b8d7e6f50';

describe('scrubPersonalData', () => {
  it('replaces e-mail addresses and NRIC/FIN numbers, and keeps ids, codes and times', () => {
    expect(scrubPersonalData(`{"msg":"recipient <${EMAIL}> rejected","nric":"${NRIC}"}`)).toBe('{"msg":"recipient <[e-mail]> rejected","nric":"[nric]"}');
    expect(scrubPersonalData('G1234567X and f1234567x')).toBe('[nric] and f1234567x');
    const harmless = `{"applicantId":"${APPLICANT_ID}","code":"LOGIN_FAILED","time":1767225600000,"application":"A24000001"}`;
    expect(scrubPersonalData(harmless)).toBe(harmless);
  });
});

describe.each(oneDatabase())('what the portal logs on %s', (target) => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetPublicState(t.db);
    lines.length = 0;
  });

  const personalData = () => lines.filter((line) => [EMAIL, NRIC, NAME, 'demo.account@example.edu', 'demo.applicant@example.edu'].some((value) => line.toLowerCase().includes(value.toLowerCase())));

  it('writes no e-mail address of a sign-in, a registration code or a PIN reset, whatever the answer', async () => {
    const browser = new Browser(t.app);
    await browser.signInWithEmail('demo.account@example.edu', 'Not the password 1');
    await browser.signInWithEmail(EMAIL, 'Not the password 1');
    await browser.post('/api/public/b2c/otp/generate', { email: EMAIL });
    await browser.post('/api/public/pin/reset-request', { applicationNumber: 'A24000001', email: 'demo.applicant@example.edu', system: 'ADM' });
    expect(lines.length).toBeGreaterThan(8);
    expect(personalData()).toEqual([]);
  });

  it("keeps names, addresses and identity numbers out of the lines modules and errors write, but the applicant's id in", () => {
    const refused = Object.assign(new Error('duplicate key value violates unique constraint "accounts_email_key"'), {
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      constraint: 'accounts_email_key',
    });
    t.app.log.error({ err: refused, applicantId: APPLICANT_ID }, 'account could not be stored');
    t.app.log.warn({ applicant: { fullName: NAME, nric: NRIC, email: EMAIL }, applicantId: APPLICANT_ID }, 'a module logs too much');
    t.app.log.info(`SMTP said: 550 <${EMAIL}> unknown; NRIC ${NRIC}`);

    expect(personalData()).toEqual([]);
    const [error, warning] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(error).toMatchObject({ applicantId: APPLICANT_ID, err: { code: '23505', constraint: 'accounts_email_key', detail: '[redacted]' } });
    expect(warning).toMatchObject({ applicantId: APPLICANT_ID, applicant: { fullName: '[redacted]', nric: '[redacted]', email: '[redacted]' } });
  });
});
