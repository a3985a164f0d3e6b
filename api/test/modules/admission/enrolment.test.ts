/**
 * RNS Confirmation of Enrolment: only after an accepted offer; sections 1 to 3 with their rules,
 * the enlistment letter for a national-service disruption, the declaration; final once submitted;
 * the letter promised within 10 Singapore working days (a weekend and Good Friday skipped);
 * acknowledged; the officers read it; nobody else's.
 */
import { addWorkingDays, isWorkingDay } from '@portal/contracts/singapore-calendar';
import { listOutbox } from '../../../src/mail/outbox';
import { acceptOffer, submittedApplication, uploadPdf } from '../../helpers/after-submission';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const CONTACT = { email: 'demo.account@example.edu', mobile: '91234567', confirmed: true };
const DISRUPTION = {
  deferReason: '',
  deferPeriod: '',
  disruptionReason: 'NATIONAL_SERVICE',
  disruptionOther: '',
  disruptionFrom: '01/08/2026',
  disruptionTo: '31/07/2027',
  notEnrollingReason: '',
};

describe('Singapore working days', () => {
  it('skip weekends and public holidays, and do not count the first day', () => {
    // Friday 27 March 2026 + 10: two weekends and Good Friday (3 April) are skipped (Friday 10 April without the holiday).
    expect(addWorkingDays('2026-03-27', 10)).toBe('2026-04-13');
    expect(addWorkingDays('2026-03-27', 1)).toBe('2026-03-30');
    expect(isWorkingDay('2026-04-03')).toBe(false);
    expect(isWorkingDay('2026-03-28')).toBe(false);
    expect(isWorkingDay('2026-03-30')).toBe(true);
    // National Day 2026 falls on a Sunday: Monday 10 August is the holiday in lieu.
    expect(addWorkingDays('2026-08-07', 1)).toBe('2026-08-11');
  });
});

describe.each(everyDatabase())('RNS confirmation of enrolment on %s', (target) => {
  let t: TestApp;
  let browser: Browser;
  let number: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    browser = new Browser(t.app);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    number = await submittedApplication(browser, t.db);
    base = `/api/admission/applications/${number}/enrolment`;
  });
  afterAll(() => t?.close());

  const save = (section: string, data: object, version: number, complete = true) =>
    browser.request({ method: 'PUT', url: `${base}/sections/${section}`, payload: { data, version, complete } });
  const codes = (errors: Array<{ code: string; field?: string }>) => errors.map((error) => `${error.field ?? ''}:${error.code}`);

  it('is closed before an offer was accepted', async () => {
    const status = (await browser.get(base)).json();
    expect(status).toMatchObject({ applicationNumber: number, available: false, commencesOn: '2026-08-04', submission: null });
    const saved = await save('contact', CONTACT, 0);
    expect([saved.statusCode, saved.json().errors[0].code]).toEqual([409, 'ENROLMENT_NOT_AVAILABLE']);
    const submitted = await browser.post(`${base}/submit`, { declaration: true });
    expect([submitted.statusCode, submitted.json().errors[0].code]).toEqual([409, 'ENROLMENT_NOT_AVAILABLE']);
    expect((await uploadPdf(browser, `${base}/documents`, { section: 'documents', documentType: 'ENLISTMENT_LETTER' })).statusCode).toBe(409);
  });

  it('stays closed after a rejected or unanswered offer', async () => {
    await acceptOffer(t.db, number, t.clock.now(), 'REJECT');
    expect((await browser.get(base)).json().available).toBe(false);
    await t.db.deleteFrom('admission_outcomes').execute();
  });

  it('opens after an accepted offer, on the dashboard until confirmed', async () => {
    // Friday 27 March 2026, 17:00 in Singapore: the letter's 10 working days cross a weekend and Good Friday.
    t.clock.advance(26 * 86_400);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    await acceptOffer(t.db, number, t.clock.now());
    const status = (await browser.get(base)).json();
    expect(status).toMatchObject({ available: true, programme: 'CS', letterDueIfSubmittedToday: '2026-04-13' });
    expect(status.sections).toEqual([
      { id: 'contact', state: 'NOT_STARTED' },
      { id: 'decision', state: 'NOT_STARTED' },
      { id: 'details', state: 'NOT_STARTED' },
    ]);
    const items = (await browser.get('/api/applicant/action-items')).json();
    expect(items).toContainEqual(expect.objectContaining({ kind: 'ENROLMENT_CONFIRMATION', applicationNumber: number, href: `/applicant/admission/applications/${number}/enrolment` }));
  });

  it('checks each section: contact confirmation, the decision, and the details the decision asks for', async () => {
    const unconfirmed = await save('contact', { ...CONTACT, confirmed: false, mobile: '9123x' }, 0);
    expect(codes(unconfirmed.json().errors)).toEqual(['mobile:DIGITS_ONLY', 'confirmed:CONTACT_CONFIRMATION_REQUIRED']);
    expect((await save('contact', CONTACT, 1)).json()).toMatchObject({ state: 'COMPLETED', errors: [] });

    expect(codes((await save('decision', { decision: 'MAYBE' }, 0)).json().errors)).toEqual(['decision:INVALID_VALUE']);
    // "Able to enrol" needs no details: the details section counts as done.
    expect((await save('decision', { decision: 'ENROL' }, 1)).json().state).toBe('COMPLETED');
    expect((await browser.get(base)).json().sections[2]).toEqual({ id: 'details', state: 'COMPLETED' });

    expect((await save('decision', { decision: 'DISRUPT' }, 2)).json().state).toBe('COMPLETED');
    const wrong = await save('details', { ...DISRUPTION, deferReason: 'Travel', disruptionFrom: '31/07/2027', disruptionTo: '01/08/2026' }, 0);
    expect(codes(wrong.json().errors)).toEqual(['deferReason:ENROLMENT_DETAIL_NOT_EXPECTED', 'disruptionTo:DISRUPTION_DATES_ORDER']);
    const missing = await save('details', { ...DISRUPTION, disruptionReason: 'OTHER', disruptionFrom: '' }, 1);
    expect(codes(missing.json().errors)).toEqual(['disruptionOther:ENTER_DISRUPTION_REASON', 'disruptionFrom:ENTER_DISRUPTION_FROM']);
    expect((await save('details', DISRUPTION, 2)).json()).toMatchObject({ state: 'COMPLETED', errors: [] });
  });

  it('needs the declaration, and the enlistment letter for a national-service disruption', async () => {
    const undeclared = await browser.post(`${base}/submit`, { declaration: false });
    expect([undeclared.statusCode, ...codes(undeclared.json().errors)]).toEqual([400, 'declaration:ENROLMENT_DECLARATION_REQUIRED']);
    const noLetter = await browser.post(`${base}/submit`, { declaration: true });
    expect([noLetter.statusCode, ...codes(noLetter.json().errors)]).toEqual([400, 'documents:ENLISTMENT_LETTER_REQUIRED']);
  });

  it('refuses an incomplete confirmation', async () => {
    await t.db.updateTable('form_sections').set({ marked_complete: false }).where('form_kind', '=', 'ENROLMENT').where('section', '=', 'contact').execute();
    expect((await uploadPdf(browser, `${base}/documents`, { section: 'documents', documentType: 'ENLISTMENT_LETTER' })).statusCode).toBe(201);
    const incomplete = await browser.post(`${base}/submit`, { declaration: true });
    expect([incomplete.statusCode, ...codes(incomplete.json().errors)]).toEqual([400, 'contact:ENROLMENT_INCOMPLETE']);
    await t.db.updateTable('form_sections').set({ marked_complete: true }).where('form_kind', '=', 'ENROLMENT').where('section', '=', 'contact').execute();
  });

  it('submits once, with the disruption letter promised in 10 working days; final afterwards', async () => {
    const answers = await Promise.all([browser.post(`${base}/submit`, { declaration: true }), browser.post(`${base}/submit`, { declaration: true })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const accepted = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(accepted.submission).toMatchObject({ decision: 'DISRUPT', letterDueOn: '2026-04-13', submittedAt: '2026-03-27T09:00:00.000Z' });
    expect(accepted.submission.answers.details.disruptionReason).toBe('NATIONAL_SERVICE');

    const again = await browser.post(`${base}/submit`, { declaration: true });
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'ENROLMENT_ALREADY_CONFIRMED']);
    const change = await save('decision', { decision: 'ENROL' }, 3);
    expect([change.statusCode, change.json().errors[0].code]).toEqual([409, 'ENROLMENT_ALREADY_CONFIRMED']);
    expect((await uploadPdf(browser, `${base}/documents`, { section: 'documents', documentType: 'SUPPORTING' })).statusCode).toBe(409);
  });

  it('is acknowledged by e-mail with the date, in the timeline, and leaves the dashboard', async () => {
    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your confirmation of enrolment has been submitted');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('13/04/2026');
    const timeline = (await browser.get(`/api/admission/applications/${number}/timeline`)).json();
    expect(timeline.at(-1)).toMatchObject({ kind: 'ENROLMENT_CONFIRMED', actor: 'APPLICANT', params: { decision: 'DISRUPT', letterDueOn: '2026-04-13' } });
    const items = (await browser.get('/api/applicant/action-items')).json();
    expect(items.some((item: { kind: string }) => item.kind === 'ENROLMENT_CONFIRMATION')).toBe(false);
  });

  it("is another applicant's 404, and the officers read it (other offices 403, applicants 401)", async () => {
    const stranger = new Browser(t.app);
    await stranger.signInWithPin();
    expect((await stranger.get(base)).statusCode).toBe(404);
    expect((await stranger.get(`${base}/sections/contact`)).statusCode).toBe(404);
    expect((await stranger.post(`${base}/submit`, { declaration: true })).statusCode).toBe(404);
    expect((await stranger.get(`${base}/documents`)).statusCode).toBe(404);

    const officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    const office = `/api/office/admission/applications/${number}/enrolment`;
    const read = (await officer.get(office)).json();
    expect(read.submission).toMatchObject({ decision: 'DISRUPT', letterDueOn: '2026-04-13' });
    expect((await officer.get(`${office}/documents/${read.documents[0].id}/content`)).statusCode).toBe(200);

    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    expect((await scholarships.get(office)).statusCode).toBe(403);
    expect((await browser.get(office)).statusCode).toBe(401);
  });
});
