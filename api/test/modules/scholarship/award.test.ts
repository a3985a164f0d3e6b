/**
 * Scholarship outcomes: the Scholarships Office records and releases them (role-checked, audited,
 * one or a batch), the applicant sees nothing before release, replies once (final), and an unanswered
 * offer lapses the day after its reply due date (controlled clock).
 */
import MESSAGES_ZH_HANS from '@portal/contracts/messages.zh-Hans';
import { listEvents } from '../../../src/forms/timeline';
import { listOutbox } from '../../../src/mail/outbox';
import { listStaffActions } from '../../../src/staff/audit';
import { lapseOverdueScholarshipOffers } from '../../../src/modules/scholarship/lapse';
import {
  applicantIdByEmail,
  DEMO_APPLICANT_EMAIL,
  DRAFT_ACCOUNT,
  insertScholarship,
  insertScholarshipApplication,
} from '../../helpers/scholarship-award';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const office = (id: string) => `/api/office/scholarship/applications/${id}`;
const applicant = (id: string) => `/api/scholarship/applications/${id}`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** 15/03/2026: answerable until 23:59:59 Singapore time (15:59:59 UTC). */
const DUE = '15/03/2026';
const LAST_SECOND = Date.parse('2026-03-15T15:59:59.000Z');

const codes = (response: { json(): { errors: Array<{ code: string }> } }) => response.json().errors.map((error) => error.code);
const fieldCode = (response: { json(): { errors: Array<{ code: string; field?: string }> } }, field: string) => response.json().errors.find((error) => error.field === field)?.code;
const kinds = async (t: TestApp, id: string) => (await listEvents(t.db, { kind: 'SCHOLARSHIP', formId: id })).map((event) => event.kind);

describe.each(everyDatabase())('scholarship outcomes on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let demo: Browser;
  let lim: Browser;
  let scholarshipId: string;
  let nextYearScholarshipId: string;
  /** The demo applicant's (2026/2027), Lim's (2026/2027), the demo applicant's next year's, and a draft. */
  let mine: { id: string; reference: string | null };
  let his: { id: string; reference: string | null };
  let nextYear: { id: string; reference: string | null };
  let draft: { id: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    const now = t.clock.now();
    scholarshipId = await insertScholarship(t.db, { academicYear: '2026/2027', code: 'AWARD_SCIENCE', bondYears: 6, livingAllowanceCents: 400_000 }, now);
    nextYearScholarshipId = await insertScholarship(t.db, { academicYear: '2027/2028', code: 'MERIT' }, now);
    const demoId = await applicantIdByEmail(t.db, DEMO_APPLICANT_EMAIL);
    const limId = await applicantIdByEmail(t.db, DRAFT_ACCOUNT.email);
    // Lim reads his e-mails in Chinese.
    await t.db.updateTable('applicants').set({ language: 'zh-Hans' }).where('id', '=', limId).execute();
    mine = await insertScholarshipApplication(t.db, demoId, '2026/2027', now);
    his = await insertScholarshipApplication(t.db, limId, '2026/2027', now);
    nextYear = await insertScholarshipApplication(t.db, demoId, '2027/2028', now);
    draft = await insertScholarshipApplication(t.db, demoId, '2028/2029', now, 'DRAFT');
    officer = new Browser(t.app);
    await officer.signInAsStaff('SCHOLARSHIPS');
    demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
    lim = new Browser(t.app);
    expect((await lim.signInWithEmail(DRAFT_ACCOUNT.email, DRAFT_ACCOUNT.password)).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('lets only scholarships officers at the office routes: 403 for the admissions office, 401 for an applicant', async () => {
    const admissions = new Browser(t.app);
    await admissions.signInAsStaff('ADMISSIONS');
    const calls = (browser: Browser) => [
      browser.get(`${office(mine.id)}/award`),
      browser.request({ method: 'PUT', url: `${office(mine.id)}/outcome`, payload: { result: 'UNSUCCESSFUL' } }),
      browser.post(`${office(mine.id)}/outcome/release`),
      browser.get('/api/office/scholarship/outcomes'),
      browser.post('/api/office/scholarship/outcomes/release', { applicationIds: [mine.id] }),
    ];
    expect((await Promise.all(calls(admissions))).map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await Promise.all(calls(demo))).map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(await listStaffActions(t.db, 'SCHOLARSHIP_APPLICATION', mine.id)).toEqual([]);
  });

  it("checks the office's outcome: the shared rules, the academic year, a submitted application", async () => {
    const put = (id: string, body: object) => officer.request({ method: 'PUT', url: `${office(id)}/outcome`, payload: body });
    expect(codes(await put(mine.id, {}))).toEqual(['SCHOLARSHIP_RESULT_REQUIRED']);
    const incomplete = await put(mine.id, { result: 'OFFERED', replyDueDate: '28/02/2026' });
    expect(fieldCode(incomplete, 'scholarshipId')).toBe('SCHOLARSHIP_OFFERED_REQUIRED');
    expect(fieldCode(incomplete, 'replyDueDate')).toBe('REPLY_DUE_DATE_PAST');
    const otherYear = await put(mine.id, { result: 'OFFERED', scholarshipId: nextYearScholarshipId, replyDueDate: DUE });
    expect(otherYear.statusCode).toBe(400);
    expect(fieldCode(otherYear, 'scholarshipId')).toBe('SCHOLARSHIP_NOT_IN_YEAR');
    const notSubmitted = await put(draft.id, { result: 'UNSUCCESSFUL' });
    expect(notSubmitted.statusCode).toBe(409);
    expect(codes(notSubmitted)).toEqual(['SCHOLARSHIP_APPLICATION_NOT_SUBMITTED']);
    expect((await put(UNKNOWN, { result: 'UNSUCCESSFUL' })).statusCode).toBe(404);
    expect((await put('not-a-uuid', { result: 'UNSUCCESSFUL' })).statusCode).toBe(404);
  });

  it('records and replaces an outcome before release, with nothing shown to the applicant', async () => {
    const first = await officer.request({ method: 'PUT', url: `${office(mine.id)}/outcome`, payload: { result: 'UNSUCCESSFUL', remarks: 'Keen competition' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().outcome).toMatchObject({ result: 'UNSUCCESSFUL', remarks: 'Keen competition', releasedAt: null, recordedBy: 'RAHIM BIN ISMAIL' });
    const offer = await officer.request({ method: 'PUT', url: `${office(mine.id)}/outcome`, payload: { result: 'OFFERED', scholarshipId, replyDueDate: DUE } });
    expect(offer.json().outcome).toMatchObject({
      result: 'OFFERED',
      replyDueDate: '2026-03-15',
      terms: { scholarshipId, code: 'AWARD_SCIENCE', academicYear: '2026/2027', bondYears: 6, livingAllowanceCents: 400_000, tuitionCoveragePercent: 100 },
    });
    const unreleased = (await officer.get('/api/office/scholarship/outcomes')).json();
    expect(unreleased).toEqual([expect.objectContaining({ applicationId: mine.id, result: 'OFFERED', scholarshipCode: 'AWARD_SCIENCE', replyDueDate: '2026-03-15' })]);

    expect((await demo.get(`${applicant(mine.id)}/outcome`)).statusCode).toBe(404);
    const reply = await demo.post(`${applicant(mine.id)}/outcome/response`, { decision: 'ACCEPT' });
    expect(reply.statusCode).toBe(409);
    expect(codes(reply)).toEqual(['NO_SCHOLARSHIP_OFFER']);
    expect(await kinds(t, mine.id)).toEqual([]);
    expect((await listOutbox(t.db)).filter((mail) => mail.subject.includes('scholarship'))).toEqual([]);
  });

  it('releases once: status, e-mail, timeline and audit; afterwards the outcome cannot be changed', async () => {
    const released = await officer.post(`${office(mine.id)}/outcome/release`);
    expect(released.json()).toEqual({ applicationId: mine.id, result: 'RELEASED' });
    expect((await officer.post(`${office(mine.id)}/outcome/release`)).json().result).toBe('ALREADY_RELEASED');
    const change = await officer.request({ method: 'PUT', url: `${office(mine.id)}/outcome`, payload: { result: 'UNSUCCESSFUL' } });
    expect(change.statusCode).toBe(409);
    expect(codes(change)).toEqual(['SCHOLARSHIP_OUTCOME_ALREADY_RELEASED']);

    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your scholarship offer');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(DEMO_APPLICANT_EMAIL);
    expect(mails[0]!.text).toContain('AWARD SCIENCE Scholarship');
    expect(mails[0]!.text).toContain('15/03/2026');
    const actions = (await listStaffActions(t.db, 'SCHOLARSHIP_APPLICATION', mine.id)).map((action) => action.action);
    expect(actions).toEqual(['SCHOLARSHIP_OUTCOME_RECORDED', 'SCHOLARSHIP_OUTCOME_RECORDED', 'SCHOLARSHIP_OUTCOME_RELEASED']);
    expect(await kinds(t, mine.id)).toEqual(['SCHOLARSHIP_OFFER_RELEASED']);
    // The history names the scholarship in both languages beside its code (issue 35).
    expect((await demo.get(`${applicant(mine.id)}/timeline`)).json()).toEqual([
      expect.objectContaining({ kind: 'SCHOLARSHIP_OFFER_RELEASED', params: { scholarship: 'AWARD_SCIENCE', scholarshipEn: 'AWARD SCIENCE Scholarship', scholarshipZh: '科技奖学金' } }),
    ]);

    const seen = await demo.get(`${applicant(mine.id)}/outcome`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      applicationId: mine.id,
      reference: mine.reference,
      result: 'OFFERED',
      offer: { terms: { code: 'AWARD_SCIENCE', bondYears: 6 }, replyDueDate: '2026-03-15', replyDueAt: new Date(LAST_SECOND).toISOString(), state: 'AWAITING_REPLY', respondedAt: null },
    });
    // The office's remarks stay with the office.
    expect(seen.body).not.toContain('Keen competition');
    // Another applicant's id is the same 404 as an unknown one.
    expect((await lim.get(`${applicant(mine.id)}/outcome`)).statusCode).toBe(404);
    expect((await lim.post(`${applicant(mine.id)}/outcome/response`, { decision: 'DECLINE', declineReason: 'x' })).statusCode).toBe(404);
    expect((await demo.get(`${applicant(UNKNOWN)}/outcome`)).statusCode).toBe(404);
  });

  it('releases a batch with a result per id, each all or nothing, e-mailing each applicant in their language', async () => {
    await officer.request({ method: 'PUT', url: `${office(his.id)}/outcome`, payload: { result: 'OFFERED', scholarshipId, replyDueDate: '31/03/2026' } });
    await officer.request({ method: 'PUT', url: `${office(nextYear.id)}/outcome`, payload: { result: 'UNSUCCESSFUL', remarks: 'Not shortlisted' } });
    expect(codes(await officer.post('/api/office/scholarship/outcomes/release', { applicationIds: [] }))).toEqual(['RELEASE_SELECTION_REQUIRED']);
    expect(codes(await officer.post('/api/office/scholarship/outcomes/release', { applicationIds: ['nope'] }))).toEqual(['INVALID_VALUE']);
    const batch = await officer.post('/api/office/scholarship/outcomes/release', { applicationIds: [his.id, nextYear.id, mine.id, UNKNOWN, draft.id] });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().results).toEqual([
      { applicationId: his.id, result: 'RELEASED' },
      { applicationId: nextYear.id, result: 'RELEASED' },
      { applicationId: mine.id, result: 'ALREADY_RELEASED' },
      { applicationId: UNKNOWN, result: 'NOT_FOUND' },
      { applicationId: draft.id, result: 'NOT_FOUND' },
    ]);
    expect((await officer.get('/api/office/scholarship/outcomes')).json()).toEqual([]);
    const outbox = await listOutbox(t.db);
    expect(outbox.filter((mail) => mail.subject === '您的奖学金颁发通知').map((mail) => mail.to)).toEqual([DRAFT_ACCOUNT.email]);
    const unsuccessful = outbox.filter((mail) => mail.subject === 'The outcome of your scholarship application');
    expect(unsuccessful).toHaveLength(1);
    expect(unsuccessful[0]!.text).not.toContain('Not shortlisted');
    expect((await demo.get(`${applicant(nextYear.id)}/outcome`)).json()).toMatchObject({ result: 'UNSUCCESSFUL', offer: null });
    expect(await kinds(t, nextYear.id)).toEqual(['SCHOLARSHIP_OUTCOME_UNSUCCESSFUL']);
    const statuses = await t.db.selectFrom('scholarship_applications').select(['id', 'status']).where('id', 'in', [his.id, nextYear.id]).execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({ [his.id]: 'AWARDED', [nextYear.id]: 'UNSUCCESSFUL' });
  });

  it('takes one final reply: a reason to decline, acknowledged by e-mail, a second answer 409', async () => {
    const noReason = await lim.post(`${applicant(his.id)}/outcome/response`, { decision: 'DECLINE' });
    expect(noReason.statusCode).toBe(400);
    expect(fieldCode(noReason, 'declineReason')).toBe('SCHOLARSHIP_DECLINE_REASON_REQUIRED');
    expect(fieldCode(await lim.post(`${applicant(his.id)}/outcome/response`, { decision: 'MAYBE' }), 'decision')).toBe('SCHOLARSHIP_DECISION_REQUIRED');
    const declined = await lim.post(`${applicant(his.id)}/outcome/response`, { decision: 'DECLINE', declineReason: 'I accepted another scholarship' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().offer).toMatchObject({ state: 'DECLINED', declineReason: 'I accepted another scholarship' });
    const again = await lim.post(`${applicant(his.id)}/outcome/response`, { decision: 'ACCEPT' });
    expect(again.statusCode).toBe(409);
    expect(codes(again)).toEqual(['SCHOLARSHIP_OFFER_ALREADY_REPLIED']);

    // Two tabs accepting at once: one reply stored, one e-mail.
    const both = await Promise.all([demo.post(`${applicant(mine.id)}/outcome/response`, { decision: 'ACCEPT' }), demo.post(`${applicant(mine.id)}/outcome/response`, { decision: 'ACCEPT' })]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await demo.get(`${applicant(mine.id)}/outcome`)).json().offer).toMatchObject({ state: 'ACCEPTED', undertakingAccepted: false });
    const acknowledgements = (await listOutbox(t.db)).filter((mail) => mail.subject === 'We have received your reply to the scholarship offer');
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]!.text).toContain('Letter of Acceptance & Undertaking');
    expect((await listOutbox(t.db)).filter((mail) => mail.subject === '我们已收到您对奖学金颁发通知的答复')).toHaveLength(1);
    expect(await kinds(t, mine.id)).toEqual(['SCHOLARSHIP_OFFER_RELEASED', 'SCHOLARSHIP_OFFER_ACCEPTED']);
    expect(await kinds(t, his.id)).toEqual(['SCHOLARSHIP_OFFER_RELEASED', 'SCHOLARSHIP_OFFER_DECLINED']);

    const award = (await officer.get(`${office(his.id)}/award`)).json();
    expect(award).toMatchObject({ applicationId: his.id, applicantName: 'WEI JIE LIM', status: 'AWARDED', outcome: { response: 'DECLINED', declineReason: 'I accepted another scholarship', releasedBy: 'RAHIM BIN ISMAIL' }, undertaking: null });
    expect(award.sureties.map((surety: { status: string | null }) => surety.status)).toEqual([null, null]);
  });

  it('lapses an unanswered offer the day after its due date: refused at once, marked once, e-mailed, in the timeline', async () => {
    const late = await officer.request({ method: 'PUT', url: `${office(draft.id)}/outcome`, payload: { result: 'UNSUCCESSFUL' } });
    expect(late.statusCode).toBe(409);
    // A fresh offer for Lim next year, due 15/03/2026.
    const limId = await applicantIdByEmail(t.db, DRAFT_ACCOUNT.email);
    const offered = await insertScholarshipApplication(t.db, limId, '2027/2028', t.clock.now());
    await officer.request({ method: 'PUT', url: `${office(offered.id)}/outcome`, payload: { result: 'OFFERED', scholarshipId: nextYearScholarshipId, replyDueDate: DUE } });
    expect((await officer.post(`${office(offered.id)}/outcome/release`)).json().result).toBe('RELEASED');

    t.clock.advance((LAST_SECOND - t.clock.now().getTime()) / 1000);
    expect(await lapseOverdueScholarshipOffers(t.db, t.clock.now())).toEqual([]);
    // Two weeks on, the session has long ended: Lim signs in again.
    expect((await lim.signInWithEmail(DRAFT_ACCOUNT.email, DRAFT_ACCOUNT.password)).statusCode).toBe(200);
    expect((await lim.get(`${applicant(offered.id)}/outcome`)).json().offer.state).toBe('AWAITING_REPLY');

    t.clock.advance(1);
    const refused = await lim.post(`${applicant(offered.id)}/outcome/response`, { decision: 'ACCEPT' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'SCHOLARSHIP_OFFER_LAPSED', message: 'Offer has lapsed. Please contact the Scholarships Office for further assistance.' });
    expect(MESSAGES_ZH_HANS.SCHOLARSHIP_OFFER_LAPSED).toBe('此奖学金颁发通知已失效。如需协助，请联系奖学金办公室。');
    expect((await lim.get(`${applicant(offered.id)}/outcome`)).json().offer.state).toBe('LAPSED');

    const runs = await Promise.all([lapseOverdueScholarshipOffers(t.db, t.clock.now()), lapseOverdueScholarshipOffers(t.db, t.clock.now())]);
    expect(runs.flat()).toEqual([offered.id]);
    expect(await lapseOverdueScholarshipOffers(t.db, t.clock.now())).toEqual([]);
    expect(await kinds(t, offered.id)).toEqual(['SCHOLARSHIP_OFFER_RELEASED', 'SCHOLARSHIP_OFFER_LAPSED']);
    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === '您的奖学金颁发通知已失效');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('2026年3月15日');
    expect((await officer.signInAsStaff('SCHOLARSHIPS')).statusCode).toBe(200);
    expect((await officer.get(`${office(offered.id)}/award`)).json().outcome.response).toBe('LAPSED');
    // The accepted and declined offers are answered: they never lapse.
    const answered = await t.db.selectFrom('scholarship_outcomes').select(['application_id', 'response']).where('application_id', 'in', [mine.id, his.id]).execute();
    expect(Object.fromEntries(answered.map((row) => [row.application_id, row.response]))).toEqual({ [mine.id]: 'ACCEPTED', [his.id]: 'DECLINED' });
  });
});
