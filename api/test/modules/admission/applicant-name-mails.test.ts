/**
 * Issue 35: an applicant made from an e-mail login account keeps the account's given and family
 * names, so the applicant's e-mails greet them in the letter's order: "Dear MEI HUA ZHOU," in
 * English, "尊敬的 ZHOU MEI HUA：" (姓 before 名) in Chinese — not the whole "<first> <last>".
 */
import { SYSTEMS } from '@portal/contracts/systems';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';
import { resetPublicState, withNewMail } from '../public/public-helpers';

const EMAIL = 'zhou.meihua@names.example.edu';
const PASSWORD = 'Str0ng#Passw0rd';
const CODE = /Your verification code is (\d{6})\./;
const ELIGIBLE = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false };

describe.each(everyDatabase())("an e-mail account's applicant greeted by name on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    await resetPublicState(t.db);
  });
  afterAll(() => t?.close());

  it('greets the given name first in English and the family name first in Chinese', async () => {
    // Registers the account: given name MEI HUA, family name ZHOU.
    const registering = new Browser(t.app);
    const { mails: codeMails } = await withNewMail(t.db, () => registering.post('/api/public/b2c/otp/generate', { email: EMAIL }));
    const code = CODE.exec(codeMails[0]!.text)![1]!;
    expect((await registering.post('/api/public/b2c/otp/verify', { email: EMAIL, otp: code })).json()).toEqual({ verified: true });
    const account = { firstName: 'MEI HUA', lastName: 'ZHOU', password: PASSWORD, confirmPassword: PASSWORD, email: EMAIL, system: 'ADM', systemSubCategory: 'ADM' };
    expect((await registering.post('/api/public/b2c/account/submit', account)).statusCode).toBe(201);

    // Starts an application (in English): the applicant is made with the account's names.
    const applicant = new Browser(t.app);
    expect((await applicant.signInWithEmail(EMAIL, PASSWORD)).statusCode).toBe(200);
    const { result: started, mails: startMails } = await withNewMail(t.db, () => applicant.post('/api/admission/applications', { category: 'ALEVEL', eligibility: ELIGIBLE }));
    expect(started.statusCode).toBe(201);
    const applicationNumber: string = started.json().applicationNumber;
    expect(startMails).toEqual([expect.objectContaining({ to: EMAIL, subject: 'Your application number' })]);
    expect(startMails[0]!.text).toContain('Dear MEI HUA ZHOU,');
    const stored = await t.db.selectFrom('applicants').select(['full_name', 'given_name', 'family_name']).where('email', '=', EMAIL).executeTakeFirstOrThrow();
    expect(stored).toEqual({ full_name: 'MEI HUA ZHOU', given_name: 'MEI HUA', family_name: 'ZHOU' });

    // Switches to Chinese: the next e-mail to the applicant (a PIN reset link) is written in Chinese.
    expect((await applicant.request({ method: 'PUT', url: '/api/auth/language', payload: { language: 'zh-Hans' } })).statusCode).toBe(204);
    const { mails: resetMails } = await withNewMail(t.db, () =>
      new Browser(t.app).post('/api/public/pin/reset-request', { applicationNumber: `${SYSTEMS.ADM.applicationNumberPrefix}${applicationNumber}`, email: EMAIL, system: 'ADM' }),
    );
    expect(resetMails).toHaveLength(1);
    expect(resetMails[0]!.text).toContain('尊敬的 ZHOU MEI HUA：');
    expect(resetMails[0]!.text).not.toContain('MEI HUA ZHOU');
  });
});
