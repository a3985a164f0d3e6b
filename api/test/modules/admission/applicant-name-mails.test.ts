/**
 * Issue 35: an applicant made from an e-mail login account keeps the account's given and family
 * names, so the applicant's e-mails greet them in the letter's order: "Dear MEI HUA ZHOU," in
 * English, "尊敬的 ZHOU MEI HUA：" (姓 before 名) in Chinese — not the whole "<first> <last>". The name
 * submitted as in the NRIC or passport replaces it: the parts stay only while it is the same name.
 */
import { SYSTEMS } from '@portal/contracts/systems';
import { completeAdmissionApplication, COMPLETE_SECTIONS } from '../../helpers/complete-admission';
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

  /** Registers an e-mail login account with these names (the public flow, a code by e-mail) and signs it in. */
  async function registeredAndSignedIn(email: string, firstName: string, lastName: string): Promise<Browser> {
    const registering = new Browser(t.app);
    const { mails: codeMails } = await withNewMail(t.db, () => registering.post('/api/public/b2c/otp/generate', { email }));
    const code = CODE.exec(codeMails[0]!.text)![1]!;
    expect((await registering.post('/api/public/b2c/otp/verify', { email, otp: code })).json()).toEqual({ verified: true });
    const account = { firstName, lastName, password: PASSWORD, confirmPassword: PASSWORD, email, system: 'ADM', systemSubCategory: 'ADM' };
    expect((await registering.post('/api/public/b2c/account/submit', account)).statusCode).toBe(201);
    const browser = new Browser(t.app);
    expect((await browser.signInWithEmail(email, PASSWORD)).statusCode).toBe(200);
    return browser;
  }

  /** Completes and submits an application typing `fullName` in Personal Particulars; answers the confirmation e-mail to `email`. */
  async function submittedAs(browser: Browser, email: string, fullName: string) {
    const number = await completeAdmissionApplication(browser, { ...COMPLETE_SECTIONS, personalParticulars: { ...COMPLETE_SECTIONS.personalParticulars, fullName } });
    const { result, mails } = await withNewMail(t.db, () => browser.post(`/api/admission/applications/${number}/submit`));
    expect(result.statusCode).toBe(200);
    // The referees nominated in the sample get their own e-mails; the applicant gets one.
    const toApplicant = mails.filter((mail) => mail.to === email);
    expect(toApplicant).toHaveLength(1);
    return toApplicant[0]!;
  }

  const namesOf = (email: string) => t.db.selectFrom('applicants').select(['full_name', 'given_name', 'family_name']).where('email', '=', email).executeTakeFirstOrThrow();

  it('greets the given name first in English and the family name first in Chinese', async () => {
    // Registers the account: given name MEI HUA, family name ZHOU.
    const applicant = await registeredAndSignedIn(EMAIL, 'MEI HUA', 'ZHOU');

    // Starts an application (in English): the applicant is made with the account's names.
    const { result: started, mails: startMails } = await withNewMail(t.db, () => applicant.post('/api/admission/applications', { category: 'ALEVEL', eligibility: ELIGIBLE }));
    expect(started.statusCode).toBe(201);
    const applicationNumber: string = started.json().applicationNumber;
    expect(startMails).toEqual([expect.objectContaining({ to: EMAIL, subject: 'Your application number' })]);
    expect(startMails[0]!.text).toContain('Dear MEI HUA ZHOU,');
    expect(await namesOf(EMAIL)).toEqual({ full_name: 'MEI HUA ZHOU', given_name: 'MEI HUA', family_name: 'ZHOU' });

    // Switches to Chinese: the next e-mail to the applicant (a PIN reset link) is written in Chinese.
    expect((await applicant.request({ method: 'PUT', url: '/api/auth/language', payload: { language: 'zh-Hans' } })).statusCode).toBe(204);
    const { mails: resetMails } = await withNewMail(t.db, () =>
      new Browser(t.app).post('/api/public/pin/reset-request', { applicationNumber: `${SYSTEMS.ADM.applicationNumberPrefix}${applicationNumber}`, email: EMAIL, system: 'ADM' }),
    );
    expect(resetMails).toHaveLength(1);
    expect(resetMails[0]!.text).toContain('尊敬的 ZHOU MEI HUA：');
    expect(resetMails[0]!.text).not.toContain('MEI HUA ZHOU');
  });

  it('keeps the parts when the name submitted is the same name, and greets a name typed in another order as typed', async () => {
    // The same name, given name first, as typed in the form: the parts stay, in its capitals.
    const same = 'tan.meiling@names.example.edu';
    const sameBrowser = await registeredAndSignedIn(same, 'Mei Ling', 'Tan');
    expect((await sameBrowser.request({ method: 'PUT', url: '/api/auth/language', payload: { language: 'zh-Hans' } })).statusCode).toBe(204);
    const sameMail = await submittedAs(sameBrowser, same, 'Mei Ling Tan');
    expect(await namesOf(same)).toEqual({ full_name: 'MEI LING TAN', given_name: 'MEI LING', family_name: 'TAN' });
    expect(sameMail.text).toContain('尊敬的 TAN MEI LING：');

    // The NRIC's order (family name first): a name typed whole, written as typed in every language.
    const nric = 'tan.ahkow@names.example.edu';
    const nricBrowser = await registeredAndSignedIn(nric, 'AH KOW', 'TAN');
    const nricMail = await submittedAs(nricBrowser, nric, 'TAN AH KOW');
    expect(await namesOf(nric)).toEqual({ full_name: 'TAN AH KOW', given_name: null, family_name: null });
    expect(nricMail.text).toContain('Dear TAN AH KOW,');
  }, 120_000);
});
