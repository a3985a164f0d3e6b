/**
 * Admission outcomes: the office records and releases them (role-checked, audited), the applicant sees
 * nothing before release, replies once (final, even when sent twice at once), downloads the offer
 * letter by its checksum (nobody else can), and an unanswered offer lapses at its due date.
 */
import { listStaffActions } from '../../../src/staff/audit';
import { listOutbox } from '../../../src/mail/outbox';
import { lapseOverdueOffers } from '../../../src/modules/admission/lapse';
import { redactUrl } from '../../../src/http/request-logging';
import { completeAdmissionApplication } from '../../helpers/complete-admission';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const DEMO_NUMBER = '24000001';
const officeOutcome = (number: string) => `/api/office/admission/applications/${number}/outcome`;
const applicantBase = (number: string) => `/api/admission/applications/${number}`;
/** 15/03/2026 23:59:59 Singapore time. */
const DUE = '15/03/2026';
const DUE_AT = Date.parse('2026-03-15T15:59:59.000Z');

const OFFER = { decision: 'OFFERED', programme: 'BIZ', major: 'FIN', tuitionGrantEligible: true, schemes: ['RESIDENTIAL_COLLEGE', 'UNIVERSITY_SCHOLARS'], replyDueDate: DUE };
const ACCEPT_WITH_GRANT = {
  reply: 'ACCEPT_WITH_GRANT',
  schemes: { RESIDENTIAL_COLLEGE: 'ACCEPT', UNIVERSITY_SCHOLARS: 'REJECT' },
  otherUniversityOffer: 'NO_OTHER_OFFER',
};

async function submittedPermanentResident(t: TestApp): Promise<{ browser: Browser; number: string }> {
  const browser = new Browser(t.app);
  expect((await browser.signInWithEmail()).statusCode).toBe(200);
  const number = await completeAdmissionApplication(browser);
  expect((await browser.post(`${applicantBase(number)}/submit`)).statusCode).toBe(200);
  return { browser, number };
}

const codes = (response: { json(): { errors: Array<{ code: string }> } }) => response.json().errors.map((error) => error.code);
const errorFor = (response: { json(): { errors: Array<{ code: string; field?: string; message: string }> } }, field: string) =>
  response.json().errors.find((error) => error.field === field);

describe.each(everyDatabase())('admission outcomes on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let demo: Browser;
  let other: { browser: Browser; number: string };
  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
    other = await submittedPermanentResident(t);
  });
  afterAll(() => t?.close());

  it('lets only admissions officers at the outcome routes: 403 for another office, 401 for an applicant', async () => {
    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    const calls = (browser: Browser) => [
      browser.get(officeOutcome(DEMO_NUMBER)),
      browser.request({ method: 'PUT', url: officeOutcome(DEMO_NUMBER), payload: OFFER }),
      browser.post(`${officeOutcome(DEMO_NUMBER)}/release`),
      browser.get('/api/office/admission/outcomes'),
      browser.post('/api/office/admission/outcomes/release', { applicationNumbers: [DEMO_NUMBER] }),
    ];
    expect((await Promise.all(calls(scholarships))).map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await Promise.all(calls(demo))).map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });

  it("checks the office's outcome with the shared rules", async () => {
    const put = (body: object) => officer.request({ method: 'PUT', url: officeOutcome(DEMO_NUMBER), payload: body });
    expect(codes(await put({}))).toEqual(['OUTCOME_DECISION_REQUIRED']);
    const offer = await put({ decision: 'OFFERED', programme: 'BIZ', schemes: ['NOT_A_SCHEME'], replyDueDate: '28/02/2026' });
    expect(errorFor(offer, 'major')?.code).toBe('OFFER_MAJOR_REQUIRED');
    expect(errorFor(offer, 'schemes[0]')?.code).toBe('INVALID_VALUE');
    expect(errorFor(offer, 'replyDueDate')?.code).toBe('REPLY_DUE_DATE_PAST');
    expect(errorFor(await put({ decision: 'OFFERED', programme: 'NOPE', replyDueDate: DUE }), 'programme')?.code).toBe('OFFER_PROGRAMME_REQUIRED');
    expect(errorFor(await put({ decision: 'OFFERED', programme: 'CS' }), 'replyDueDate')?.code).toBe('REPLY_DUE_DATE_REQUIRED');
    expect((await officer.request({ method: 'PUT', url: officeOutcome('99999999'), payload: OFFER })).statusCode).toBe(404);
  });

  it('records and replaces an outcome before release, with nothing shown to the applicant', async () => {
    const first = await officer.request({ method: 'PUT', url: officeOutcome(DEMO_NUMBER), payload: { decision: 'UNSUCCESSFUL' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().outcome).toMatchObject({ decision: 'UNSUCCESSFUL', releasedAt: null });
    const replaced = await officer.request({ method: 'PUT', url: officeOutcome(DEMO_NUMBER), payload: OFFER });
    expect(replaced.json().outcome).toMatchObject({ decision: 'OFFERED', programme: 'BIZ', major: 'FIN', replyDueDate: DUE, replyDueAt: new Date(DUE_AT).toISOString(), recordedBy: 'NG SIEW LING' });
    expect((await officer.get('/api/office/admission/outcomes')).json().map((row: { applicationNumber: string }) => row.applicationNumber)).toContain(DEMO_NUMBER);

    expect((await demo.get(`${applicantBase(DEMO_NUMBER)}/outcome`)).json()).toEqual({ outcome: null });
    const timeline = (await demo.get(`${applicantBase(DEMO_NUMBER)}/timeline`)).json().map((event: { kind: string }) => event.kind);
    expect(timeline).not.toContain('OFFER_RELEASED');
    const summary = (await demo.get('/api/admission/applications')).json().find((row: { applicationNumber: string }) => row.applicationNumber === DEMO_NUMBER);
    expect(summary).toMatchObject({ status: 'SUBMITTED', offerStatus: null });
    const items = (await demo.get('/api/applicant/action-items')).json();
    expect(items.some((item: { kind: string }) => item.kind === 'OFFER_REPLY')).toBe(false);
    const reply = await demo.post(`${applicantBase(DEMO_NUMBER)}/offer-response`, ACCEPT_WITH_GRANT);
    expect(reply.statusCode).toBe(409);
    expect(codes(reply)).toEqual(['NO_OFFER_TO_REPLY']);
  });

  it('releases once: status, e-mail, timeline and audit; afterwards the outcome cannot be changed', async () => {
    const released = await officer.post(`${officeOutcome(DEMO_NUMBER)}/release`);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ result: 'RELEASED', outcome: { releasedBy: 'NG SIEW LING' } });
    expect((await officer.post(`${officeOutcome(DEMO_NUMBER)}/release`)).json().result).toBe('ALREADY_RELEASED');
    const change = await officer.request({ method: 'PUT', url: officeOutcome(DEMO_NUMBER), payload: { decision: 'UNSUCCESSFUL' } });
    expect(change.statusCode).toBe(409);
    expect(codes(change)).toEqual(['OUTCOME_ALREADY_RELEASED']);

    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your offer of admission');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Business Administration');
    expect(mails[0]!.text).toContain('15/03/2026');
    const actions = (await listStaffActions(t.db, 'APPLICATION', DEMO_NUMBER)).map((action) => action.action);
    expect(actions).toEqual(['OUTCOME_RECORDED', 'OUTCOME_RECORDED', 'OUTCOME_RELEASED']);

    const seen = (await demo.get(`${applicantBase(DEMO_NUMBER)}/outcome`)).json().outcome;
    expect(seen).toMatchObject({
      decision: 'OFFERED',
      offer: { programme: 'BIZ', major: 'FIN', tuitionGrantEligible: true, tuitionGrantTier: 'A', bondYears: 0, state: 'AWAITING_REPLY', replyDueAt: new Date(DUE_AT).toISOString() },
    });
    expect(seen.offer.letterChecksum).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const timeline = (await demo.get(`${applicantBase(DEMO_NUMBER)}/timeline`)).json().map((event: { kind: string }) => event.kind);
    expect(timeline).toContain('OFFER_RELEASED');
    const summary = (await demo.get('/api/admission/applications')).json().find((row: { applicationNumber: string }) => row.applicationNumber === DEMO_NUMBER);
    expect(summary).toMatchObject({ status: 'OFFERED', offerStatus: 'OFFERED' });
    const item = (await demo.get('/api/applicant/action-items')).json().find((entry: { kind: string }) => entry.kind === 'OFFER_REPLY');
    expect(item).toMatchObject({ applicationNumber: DEMO_NUMBER, dueDate: '2026-03-15', href: `/applicant/admission/applications/${DEMO_NUMBER}/outcome` });
  });

  it('releases a batch with a result per number, each all or nothing', async () => {
    await officer.request({ method: 'PUT', url: officeOutcome(other.number), payload: { decision: 'UNSUCCESSFUL' } });
    expect((await officer.post('/api/office/admission/outcomes/release', { applicationNumbers: [] })).json().errors[0].code).toBe('RELEASE_SELECTION_REQUIRED');
    const batch = await officer.post('/api/office/admission/outcomes/release', { applicationNumbers: [other.number, DEMO_NUMBER, '99999999'] });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().results).toEqual([
      { applicationNumber: other.number, result: 'RELEASED' },
      { applicationNumber: DEMO_NUMBER, result: 'ALREADY_RELEASED' },
      { applicationNumber: '99999999', result: 'NOT_FOUND' },
    ]);
    expect((await officer.get('/api/office/admission/outcomes')).json()).toEqual([]);
    const seen = (await other.browser.get(`${applicantBase(other.number)}/outcome`)).json().outcome;
    expect(seen).toMatchObject({ decision: 'UNSUCCESSFUL', offer: null });
    expect((await listOutbox(t.db)).filter((mail) => mail.subject === 'The outcome of your application' && mail.text.includes(other.number))).toHaveLength(1);
    const reply = await other.browser.post(`${applicantBase(other.number)}/offer-response`, ACCEPT_WITH_GRANT);
    expect(codes(reply)).toEqual(['NO_OFFER_TO_REPLY']);
  });

  it("answers 404 for another applicant's application", async () => {
    expect((await other.browser.get(`${applicantBase(DEMO_NUMBER)}/outcome`)).statusCode).toBe(404);
    expect((await other.browser.post(`${applicantBase(DEMO_NUMBER)}/offer-response`, ACCEPT_WITH_GRANT)).statusCode).toBe(404);
  });

  it('checks the reply: every scheme answered to accept, the other-AU decision, the grant choice, a reason to decline', async () => {
    const reply = (body: object) => demo.post(`${applicantBase(DEMO_NUMBER)}/offer-response`, body);
    const empty = await reply({});
    expect(errorFor(empty, 'reply')?.code).toBe('OFFER_REPLY_REQUIRED');
    expect(errorFor(empty, 'otherUniversityOffer')).toMatchObject({ code: 'OTHER_AU_DECISION_REQUIRED', message: 'Other Autonomous University offer decision is required' });
    const oneScheme = await reply({ ...ACCEPT_WITH_GRANT, schemes: { RESIDENTIAL_COLLEGE: 'ACCEPT' } });
    expect(errorFor(oneScheme, 'schemes')?.code).toBe('SCHEME_DECISION_REQUIRED');
    // The offer is tuition-grant eligible: a plain accept is not one of its choices.
    expect(errorFor(await reply({ ...ACCEPT_WITH_GRANT, reply: 'ACCEPT' }), 'reply')?.code).toBe('OFFER_REPLY_REQUIRED');
    expect(errorFor(await reply({ ...ACCEPT_WITH_GRANT, reply: 'REJECT', schemes: {} }), 'declineReason')?.code).toBe('DECLINE_REASON_REQUIRED');
    expect(errorFor(await reply({ ...ACCEPT_WITH_GRANT, schemes: { ...ACCEPT_WITH_GRANT.schemes, DOUBLE_DEGREE: 'ACCEPT' } }), 'schemes')?.code).toBe('INVALID_VALUE');
    expect((await demo.get(`${applicantBase(DEMO_NUMBER)}/outcome`)).json().outcome.offer.state).toBe('AWAITING_REPLY');
  });

  it('stores one reply of three sent at once; the reply is final, acknowledged and in the timeline', async () => {
    const answers = await Promise.all([0, 1, 2].map(() => demo.post(`${applicantBase(DEMO_NUMBER)}/offer-response`, ACCEPT_WITH_GRANT)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(codes(refused)).toEqual(['OFFER_ALREADY_REPLIED']);
    const again = await demo.post(`${applicantBase(DEMO_NUMBER)}/offer-response`, { ...ACCEPT_WITH_GRANT, reply: 'REJECT', declineReason: 'Changed my mind' });
    expect(codes(again)).toEqual(['OFFER_ALREADY_REPLIED']);

    const offer = (await demo.get(`${applicantBase(DEMO_NUMBER)}/outcome`)).json().outcome.offer;
    expect(offer).toMatchObject({ state: 'REPLIED', response: ACCEPT_WITH_GRANT });
    const acknowledgements = (await listOutbox(t.db)).filter((mail) => mail.subject === 'We have received your reply to the offer');
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]!.text).toContain('with the tuition grant');
    expect(acknowledgements[0]!.text).toContain('Residential College Programme');
    const timeline = (await demo.get(`${applicantBase(DEMO_NUMBER)}/timeline`)).json().map((event: { kind: string }) => event.kind);
    expect(timeline.filter((kind: string) => kind === 'OFFER_ACCEPTED')).toHaveLength(1);
    const summary = (await demo.get('/api/admission/applications')).json().find((row: { applicationNumber: string }) => row.applicationNumber === DEMO_NUMBER);
    expect(summary.offerStatus).toBe('ACCEPTED');
    expect((await demo.get('/api/applicant/action-items')).json().some((item: { kind: string }) => item.kind === 'OFFER_REPLY')).toBe(false);
    expect((await officer.get(officeOutcome(DEMO_NUMBER))).json().outcome.response).toEqual(ACCEPT_WITH_GRANT);
  });

  it("gives the offer letter to its applicant only: a wrong or another applicant's checksum is 404", async () => {
    const { letterChecksum } = (await demo.get(`${applicantBase(DEMO_NUMBER)}/outcome`)).json().outcome.offer;
    for (const language of ['en-GB', 'zh-Hans']) {
      const letter = await demo.get(`/api/admission/offer-letter?checksum=${letterChecksum}&language=${language}`);
      expect(letter.statusCode).toBe(200);
      expect(letter.headers['content-type']).toBe('application/pdf');
      expect(letter.headers['content-disposition']).toContain(`offer-letter-${DEMO_NUMBER}-${language}.pdf`);
      expect(letter.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const wrong = `${letterChecksum.slice(0, -1)}${letterChecksum.endsWith('A') ? 'B' : 'A'}`;
    expect((await demo.get(`/api/admission/offer-letter?checksum=${wrong}`)).statusCode).toBe(404);
    expect((await demo.get('/api/admission/offer-letter?checksum=short')).statusCode).toBe(404);
    expect((await other.browser.get(`/api/admission/offer-letter?checksum=${letterChecksum}`)).statusCode).toBe(404);
    expect((await new Browser(t.app).get(`/api/admission/offer-letter?checksum=${letterChecksum}`)).statusCode).toBe(401);
    expect(redactUrl(`/api/admission/offer-letter?checksum=${letterChecksum}&language=en-GB`)).toBe('/api/admission/offer-letter?checksum=[redacted]&language=en-GB');
  });
});

describe.each(everyDatabase())('an unanswered offer lapsing on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let applicant: { browser: Browser; number: string };
  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    applicant = await submittedPermanentResident(t);
    const recorded = await officer.request({ method: 'PUT', url: officeOutcome(applicant.number), payload: { ...OFFER, programme: 'CS', major: '', schemes: ['DOUBLE_DEGREE'] } });
    expect(recorded.statusCode).toBe(200);
    expect((await officer.post(`${officeOutcome(applicant.number)}/release`)).json().result).toBe('RELEASED');
  });
  afterAll(() => t?.close());

  it('is still answerable one second before the due date (a permanent resident must accept the bond with the grant)', async () => {
    t.clock.advance((DUE_AT - t.clock.now().getTime()) / 1000 - 1);
    // Two weeks on, the session has long ended: the applicant signs in again.
    expect((await applicant.browser.signInWithEmail()).statusCode).toBe(200);
    expect(await lapseOverdueOffers(t.db, t.clock.now())).toEqual([]);
    const offer = (await applicant.browser.get(`${applicantBase(applicant.number)}/outcome`)).json().outcome.offer;
    expect(offer).toMatchObject({ state: 'AWAITING_REPLY', tuitionGrantTier: 'B', bondYears: 3 });
    const reply = await applicant.browser.post(`${applicantBase(applicant.number)}/offer-response`, { ...ACCEPT_WITH_GRANT, schemes: { DOUBLE_DEGREE: 'ACCEPT' } });
    expect(reply.statusCode).toBe(400);
    expect(errorFor(reply, 'bondAcknowledged')?.code).toBe('TUITION_GRANT_BOND_REQUIRED');
  });

  it('lapses after the due date: refused at once, then marked once by concurrent runs, e-mailed and in the timeline', async () => {
    t.clock.advance(2);
    const late = await applicant.browser.post(`${applicantBase(applicant.number)}/offer-response`, { ...ACCEPT_WITH_GRANT, schemes: { DOUBLE_DEGREE: 'ACCEPT' }, bondAcknowledged: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toMatchObject({ code: 'OFFER_LAPSED' });
    const runs = await Promise.all([lapseOverdueOffers(t.db, t.clock.now()), lapseOverdueOffers(t.db, t.clock.now())]);
    expect(runs.flat()).toEqual([applicant.number]);
    expect(await lapseOverdueOffers(t.db, t.clock.now())).toEqual([]);

    expect((await applicant.browser.get(`${applicantBase(applicant.number)}/outcome`)).json().outcome.offer.state).toBe('LAPSED');
    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your offer of admission has lapsed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(applicant.number);
    const timeline = (await applicant.browser.get(`${applicantBase(applicant.number)}/timeline`)).json().map((event: { kind: string }) => event.kind);
    expect(timeline.filter((kind: string) => kind === 'OFFER_LAPSED')).toHaveLength(1);
    const summary = (await applicant.browser.get('/api/admission/applications')).json()[0];
    expect(summary.offerStatus).toBe('LAPSED');
    expect((await applicant.browser.get('/api/applicant/action-items')).json().some((item: { kind: string }) => item.kind === 'OFFER_REPLY')).toBe(false);
    const after = await applicant.browser.post(`${applicantBase(applicant.number)}/offer-response`, { ...ACCEPT_WITH_GRANT, schemes: { DOUBLE_DEGREE: 'ACCEPT' }, bondAcknowledged: true });
    expect(after.statusCode).toBe(409);
    expect(after.json().errors[0].message).toContain('This offer has lapsed');
  });
});
