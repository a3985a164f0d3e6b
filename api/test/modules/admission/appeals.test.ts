/**
 * Appeals of a released outcome (spec 3, 4, 8): sending, replacing, the office's review and outcome,
 * the spec's two refusals, documents, e-mails, timeline, audit — and who may call what.
 */
import { listStaffActions } from '../../../src/staff/audit';
import { listOutbox } from '../../../src/mail/outbox';
import { documentUpload, addOtherApplicant, SAMPLE } from '../../helpers/document-forms';
import { insertReleasedOutcome } from '../../helpers/released-outcome';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const NUMBER = '24000001';
const BASE = `/api/admission/applications/${NUMBER}/appeal`;
const OFFICE = `/api/office/admission/applications/${NUMBER}/appeal`;
const APPEAL = { reason: 'My actual results are better than predicted.\nPlease reconsider.', preferredProgramme: 'CS', preferredMajor: '', sdp: false, mdp: false };

describe.each(oneDatabase())('admission appeals on %s', (target) => {
  let t: TestApp;
  let applicant: Browser;
  let officer: Browser;
  beforeAll(async () => {
    t = await createTestApp(target);
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
  });
  afterAll(() => t?.close());

  it('refuses an appeal before the outcome is released', async () => {
    expect((await applicant.get(BASE)).json()).toMatchObject({ block: 'APPEAL_NO_OUTCOME', current: null });
    const refused = await applicant.post(BASE, APPEAL);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('APPEAL_NO_OUTCOME');
  });

  it('validates the appeal with the shared schema: reason limit, programme, major, SDP/MDP', async () => {
    await insertReleasedOutcome(t.db, NUMBER, t.clock.now());
    const cases: Array<[object, string, string]> = [
      [{ ...APPEAL, reason: '' }, 'reason', 'ENTER_APPEAL_REASON'],
      [{ ...APPEAL, reason: 'x'.repeat(2001) }, 'reason', 'TOO_LONG'],
      [{ ...APPEAL, preferredProgramme: 'NOPE' }, 'preferredProgramme', 'INVALID_VALUE'],
      [{ ...APPEAL, preferredProgramme: 'BIZ' }, 'preferredMajor', 'SELECT_MAJOR'],
      [{ ...APPEAL, preferredProgramme: 'LAWECON' }, 'mdp', 'APPEAL_DEGREE_PROGRAMME_REQUIRED'],
      [{ ...APPEAL, sdp: true }, 'mdp', 'APPEAL_DEGREE_PROGRAMME_NOT_OFFERED'],
    ];
    for (const [body, field, code] of cases) {
      const answer = await applicant.post(BASE, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    }
  });

  it('sends an appeal with its documents, time recorded by the server, acknowledged by e-mail and on the timeline', async () => {
    const upload = await applicant.request({ method: 'POST', url: `${BASE}/documents`, ...documentUpload(SAMPLE.pdf(), 'results.pdf', { section: 'appeal', documentType: 'APPEAL_SUPPORTING' }) });
    expect(upload.statusCode).toBe(201);
    const wrongType = await applicant.request({ method: 'POST', url: `${BASE}/documents`, ...documentUpload(SAMPLE.pdf(), 'x.pdf', { section: 'appeal', documentType: 'IDENTITY_NRIC' }) });
    expect(wrongType.statusCode).toBe(400);
    t.clock.advance(60);
    const sent = await applicant.post(BASE, { ...APPEAL, preferredProgramme: 'LAWECON', sdp: true, mdp: true });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'SUBMITTED', submittedAt: t.clock.now().toISOString(), preferredProgramme: 'LAWECON', sdp: true, mdp: true, documents: [{ fileName: 'results.pdf' }] });
    const state = (await applicant.get(BASE)).json();
    expect(state).toMatchObject({ block: null, current: { status: 'SUBMITTED' }, draft: null, history: [] });
    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your appeal has been submitted');
    expect(mails).toHaveLength(1);
    const timeline = (await applicant.get(`/api/admission/applications/${NUMBER}/timeline`)).json().map((event: { kind: string }) => event.kind);
    expect(timeline).toContain('APPEAL_SUBMITTED');
  });

  it('replaces the previous appeal with a new one: only the last is reviewed, the replaced one kept in history', async () => {
    t.clock.advance(60);
    const second = await applicant.post(BASE, { ...APPEAL, reason: 'Second thoughts', preferredProgramme: 'BIZ', preferredMajor: 'FIN' });
    expect(second.statusCode).toBe(201);
    const state = (await applicant.get(BASE)).json();
    expect(state.current).toMatchObject({ status: 'SUBMITTED', reason: 'Second thoughts', preferredMajor: 'FIN', documents: [] });
    expect(state.history).toHaveLength(1);
    expect(state.history[0]).toMatchObject({ status: 'REPLACED', preferredProgramme: 'LAWECON', replacedAt: t.clock.now().toISOString(), documents: [{ fileName: 'results.pdf' }] });
    const list = (await officer.get('/api/office/admission/appeals')).json();
    expect(list.filter((item: { applicationNumber: string }) => item.applicationNumber === NUMBER)).toEqual([expect.objectContaining({ status: 'SUBMITTED', applicantName: 'TAN MEI LING', preferredProgramme: 'BIZ' })]);
    const office = (await officer.get(OFFICE)).json();
    expect(office.current.reason).toBe('Second thoughts');
    expect(office.history[0].status).toBe('REPLACED');
    const doc = office.history[0].documents[0];
    const download = await officer.get(`${OFFICE}/${office.history[0].id}/documents/${doc.id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('once under review: "You cannot submit another appeal as your current appeal has been processed."', async () => {
    const review = await officer.post(`${OFFICE}/review`);
    expect(review.statusCode).toBe(200);
    expect(review.json().status).toBe('UNDER_REVIEW');
    expect((await officer.post(`${OFFICE}/review`)).statusCode).toBe(409);
    const refused = await applicant.post(BASE, APPEAL);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'APPEAL_PROCESSED', message: 'You cannot submit another appeal as your current appeal has been processed.' });
    expect((await applicant.get(BASE)).json().block).toBe('APPEAL_PROCESSED');
    const upload = await applicant.request({ method: 'POST', url: `${BASE}/documents`, ...documentUpload(SAMPLE.pdf(), 'late.pdf', { section: 'appeal', documentType: 'APPEAL_SUPPORTING' }) });
    expect(upload.statusCode).toBe(409);
  });

  it('records the outcome (validated), e-mails it, audits it; a third appeal is refused with the spec\'s message', async () => {
    const invalid = await officer.post(`${OFFICE}/outcome`, { outcome: 'UPHELD', programme: '', major: '', remarks: 'ok' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ field: 'programme', code: 'SELECT_PROGRAMME_OFFERED' });
    const decided = await officer.post(`${OFFICE}/outcome`, { outcome: 'UPHELD', programme: 'BIZ', major: 'FIN', remarks: 'Your actual results meet the requirement.' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'DECIDED', outcome: 'UPHELD', outcomeProgramme: 'BIZ', outcomeMajor: 'FIN' });
    expect((await officer.post(`${OFFICE}/outcome`, { outcome: 'DISMISSED', remarks: 'again' })).statusCode).toBe(409);
    const state = (await applicant.get(BASE)).json();
    expect(state).toMatchObject({ block: 'APPEAL_OUTCOME_EXISTS', current: { outcome: 'UPHELD', outcomeRemarks: 'Your actual results meet the requirement.' } });
    const third = await applicant.post(BASE, APPEAL);
    expect(third.statusCode).toBe(409);
    expect(third.json().errors[0]).toMatchObject({ code: 'APPEAL_OUTCOME_EXISTS', message: 'Appeal submission is not allowed as there is already an Outcome for your appeal.' });
    const mail = (await listOutbox(t.db)).find((m) => m.subject === 'The outcome of your appeal');
    expect(mail?.text).toContain('Business Administration');
    const actions = (await listStaffActions(t.db, 'APPLICATION', NUMBER)).map((action) => action.action);
    expect(actions).toEqual(expect.arrayContaining(['APPEAL_UNDER_REVIEW', 'APPEAL_DECIDED']));
    const timeline = (await applicant.get(`/api/admission/applications/${NUMBER}/timeline`)).json().map((event: { kind: string }) => event.kind);
    expect(timeline).toEqual(expect.arrayContaining(['APPEAL_REPLACED', 'APPEAL_UNDER_REVIEW', 'APPEAL_DECIDED', 'OFFER_RELEASED']));
    // Upheld is an offer: the applicant sees it as their outcome, with a reply window of its own.
    const outcome = (await applicant.get(`/api/admission/applications/${NUMBER}/outcome`)).json();
    expect(outcome).toMatchObject({ outcome: { decision: 'OFFERED', offer: { programme: 'BIZ', major: 'FIN', state: 'AWAITING_REPLY', response: null } } });
  });

  it('keeps the staff routes to admissions officers and the appeal to its applicant', async () => {
    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    for (const url of ['/api/office/admission/appeals', OFFICE]) {
      expect((await scholarships.get(url)).statusCode).toBe(403);
      expect((await applicant.get(url)).statusCode).toBe(401);
    }
    expect((await scholarships.post(`${OFFICE}/review`)).statusCode).toBe(403);
    expect((await applicant.post(`${OFFICE}/outcome`, { outcome: 'DISMISSED', remarks: 'x' })).statusCode).toBe(401);
    await addOtherApplicant(t.db);
    const stranger = new Browser(t.app);
    expect((await stranger.signInWithPin('24000002', 'Other026')).statusCode).toBe(200);
    expect((await stranger.get(BASE)).statusCode).toBe(404);
    expect((await stranger.post(BASE, APPEAL)).statusCode).toBe(404);
    expect((await stranger.get(`${BASE}/documents`)).statusCode).toBe(404);
  });
});
