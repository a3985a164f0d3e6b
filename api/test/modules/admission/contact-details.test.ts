/**
 * Contact details after submission: validated with Personal Particulars' rules, stored as the current
 * contact (the submitted snapshot stays as sent), the applicant's e-mail address replaced for every
 * later e-mail, noted in the timeline, acknowledged to the old and the new address in the applicant's
 * language — for the owner's submitted applications only.
 */
import { listOutbox } from '../../../src/mail/outbox';
import { AFTER_SUBMISSION_MAIL_SUBJECTS } from '../../../src/modules/admission/after-submission-mail';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const DEMO = '/api/admission/applications/24000001/contact';
const UPDATE = {
  email: 'meiling.tan@example.org',
  mobile: { countryCode: '65', number: '87654321' },
  address: { country: 'SG', postalCode: '188064', line1: '100 Victoria Street', line2: '#10-01', city: '' },
};

describe.each(oneDatabase())('contact details after submission on %s', (target) => {
  let t: TestApp;
  let demo: Browser;
  beforeAll(async () => {
    t = await createTestApp(target);
    demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('starts from the submitted particulars', async () => {
    const current = await demo.get(DEMO);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({
      email: 'demo.applicant@example.edu',
      mobile: { countryCode: '65', number: '91234567' },
      address: { country: 'SG', postalCode: '560123', line1: 'Blk 123 Ang Mo Kio Avenue 3', line2: '#05-67', city: '' },
      updatedAt: null,
    });
  });

  it("refuses what Personal Particulars refuses, field by field", async () => {
    const refused = await demo.request({ method: 'PUT', url: DEMO, payload: { ...UPDATE, email: 'not an address', address: { ...UPDATE.address, postalCode: '12' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual(
      expect.arrayContaining([
        ['email', 'INVALID_EMAIL'],
        ['address.postalCode', 'INVALID_POSTAL_CODE'],
      ]),
    );
    const extra = await demo.request({ method: 'PUT', url: DEMO, payload: { ...UPDATE, fullName: 'SOMEONE ELSE' } });
    expect(extra.statusCode).toBe(400);
  });

  it('stores the change, replaces the e-mail address on record, and tells both addresses in the chosen language', async () => {
    expect((await demo.request({ method: 'PUT', url: '/api/auth/language', payload: { language: 'zh-Hans' } })).statusCode).toBeLessThan(300);
    const saved = await demo.request({ method: 'PUT', url: DEMO, payload: UPDATE });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...UPDATE, updatedAt: '2026-03-01T09:00:00.000Z' });
    expect((await demo.get(DEMO)).json()).toEqual({ ...UPDATE, updatedAt: '2026-03-01T09:00:00.000Z' });

    const applicant = await t.db.selectFrom('applicants').select('email').where('verified_nric', '=', 'S1234567D').executeTakeFirstOrThrow();
    expect(applicant.email).toBe(UPDATE.email);
    // The submitted snapshot is what was sent, unchanged.
    const answers = (await demo.get('/api/admission/applications/24000001/answers')).json();
    expect(answers.sections.find((section: { id: string }) => section.id === 'personalParticulars').data.email).toBe('demo.applicant@example.edu');

    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === '您的联系方式已更新');
    expect(mails.map((mail) => mail.to).sort()).toEqual(['demo.applicant@example.edu', UPDATE.email]);
    expect(mails.every((mail) => mail.text.includes('+65 87654321') && mail.text.includes('100 Victoria Street'))).toBe(true);
    expect(mails.find((mail) => mail.to === 'demo.applicant@example.edu')!.text).toContain('不再用于');

    const timeline = (await demo.get('/api/admission/applications/24000001/timeline')).json() as Array<{ kind: string }>;
    expect(timeline.at(-1)!.kind).toBe('CONTACT_DETAILS_UPDATED');
  });

  it('tells only the one address when it did not change', async () => {
    const before = (await listOutbox(t.db)).length;
    expect((await demo.request({ method: 'PUT', url: DEMO, payload: { ...UPDATE, mobile: { countryCode: '65', number: '81112222' } } })).statusCode).toBe(200);
    const outbox = await listOutbox(t.db); // newest first
    const added = outbox.slice(0, outbox.length - before);
    expect(added.map((mail) => mail.to)).toEqual([UPDATE.email]);
    expect(AFTER_SUBMISSION_MAIL_SUBJECTS.contactUpdated).toBe('Your contact details have been updated');
  });

  it("answers 404 for another applicant's application and 409 for a draft", async () => {
    const drafter = new Browser(t.app);
    expect((await drafter.signInWithEmail('draft.account@example.edu', 'Portal#Draft2026')).statusCode).toBe(200);
    expect((await drafter.get(DEMO)).statusCode).toBe(404);
    expect((await drafter.request({ method: 'PUT', url: DEMO, payload: UPDATE })).statusCode).toBe(404);
    const [draft] = (await drafter.get('/api/admission/applications')).json() as Array<{ applicationNumber: string }>;
    const refused = await drafter.request({ method: 'PUT', url: `/api/admission/applications/${draft!.applicationNumber}/contact`, payload: UPDATE });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('APPLICATION_NOT_SUBMITTED_CONTACT');
  });
});
