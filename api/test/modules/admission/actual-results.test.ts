/**
 * Update Actual Exam Result: only while the office has the window open (until its closing day);
 * the Subjects section's rules (A-Level 4 subjects with 2 at H2 or A, an actual result needs a
 * subject); stored apart from the submitted snapshot; acknowledged; officers open and close the
 * window (one or a batch, audited) and read the results; nobody else's.
 */
import { COMPLETE_SECTIONS } from '../../helpers/complete-admission';
import { listOutbox } from '../../../src/mail/outbox';
import { submittedApplication } from '../../helpers/after-submission';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

type Subject = { subject: string; otherName: string; level: string; grade: string; marks: string };
const submittedGroup = (COMPLETE_SECTIONS.subjects as { results: Array<{ recordId: string; subjects: Subject[] }> }).results[0]!;
const subject = (code: string, level: string, grade: string): Subject => ({ subject: code, otherName: '', level, grade, marks: '' });
const results = (subjects: Subject[]) => ({ results: [{ recordId: submittedGroup.recordId, subjects }] });
const ACTUAL = results([subject('GP', 'H1', 'A'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H2', 'B'), subject('CHEM', 'H2', 'A')]);

describe.each(oneDatabase())('updating actual exam results on %s', (target) => {
  let t: TestApp;
  let browser: Browser;
  let officer: Browser;
  let number: string;
  let base: string;
  let window: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    browser = new Browser(t.app);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    number = await submittedApplication(browser, t.db);
    base = `/api/admission/applications/${number}/actual-results`;
    window = `/api/office/admission/applications/${number}/results-window`;
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
  });
  afterAll(() => t?.close());

  const update = (body: object) => browser.request({ method: 'PUT', url: base, payload: body });
  const setWindow = (body: object) => officer.request({ method: 'PUT', url: window, payload: body });
  const codes = (errors: Array<{ code: string; field?: string }>) => errors.map((error) => `${error.field ?? ''}:${error.code}`);

  it('is closed until the office opens it (409 with the catalogue message)', async () => {
    const status = (await browser.get(base)).json();
    expect(status.window).toEqual({ open: false, closesAt: null, openedAt: null });
    expect(status.records).toEqual([{ id: submittedGroup.recordId, institution: 'Raffles Institution', qualification: 'ALEVEL', status: 'GRADUATED', resultType: 'ACTUAL' }]);
    expect(status.submitted).toEqual(COMPLETE_SECTIONS.subjects);
    const refused = await update(ACTUAL);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'RESULTS_WINDOW_CLOSED', message: expect.stringContaining('closed') });
  });

  it('the office opens it with a closing day (audited, in the timeline), and the dashboard asks for the results', async () => {
    expect(codes((await setWindow({ open: true, closesOn: '28/02/2026' })).json().errors)).toEqual(['closesOn:RESULTS_WINDOW_CLOSING_PAST']);
    expect(codes((await setWindow({ open: 'maybe' })).json().errors)).toEqual(['open:INVALID_VALUE']);
    const opened = await setWindow({ open: true, closesOn: '10/03/2026' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().window).toEqual({ open: true, closesAt: '2026-03-10T15:59:59.999Z', openedAt: '2026-03-01T09:00:00.000Z' });
    const audit = await t.db.selectFrom('staff_audit').select(['action', 'target_id']).where('action', '=', 'RESULTS_WINDOW_OPENED').execute();
    expect(audit).toEqual([{ action: 'RESULTS_WINDOW_OPENED', target_id: number }]);
    const timeline = (await browser.get(`/api/admission/applications/${number}/timeline`)).json();
    expect(timeline.at(-1)).toMatchObject({ kind: 'RESULTS_WINDOW_OPENED', actor: 'OFFICE', params: { closesOn: '2026-03-10' } });
    const invitations = (await listOutbox(t.db)).filter((mail) => mail.subject === 'You can now update your actual exam results');
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.text).toContain('until 10/03/2026');
    const items = (await browser.get('/api/applicant/action-items')).json();
    expect(items).toContainEqual(expect.objectContaining({ kind: 'RESULTS_UPDATE', dueDate: '2026-03-10', href: `/applicant/admission/applications/${number}/actual-results` }));
  });

  it("applies the Subjects section's rules: A-Level 4 subjects, 2 at H2 or A; actual results need a subject", async () => {
    const three = await update(results([subject('GP', 'H1', 'A'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H2', 'B')]));
    expect([three.statusCode, ...codes(three.json().errors)]).toEqual([400, 'results[0].subjects:ALEVEL_SUBJECTS']);
    const oneMain = await update(results([subject('GP', 'H1', 'A'), subject('MATH', 'H2', 'A'), subject('PHYS', 'H1', 'B'), subject('CHEM', 'H1', 'A')]));
    expect(codes(oneMain.json().errors)).toEqual(['results[0].subjects:ALEVEL_SUBJECTS']);
    const none = await update(results([]));
    expect(codes(none.json().errors)).toEqual(['results[0].subjects:ACTUAL_RESULTS_NEED_SUBJECT']);
    const missingGroup = await update({ results: [] });
    expect(codes(missingGroup.json().errors)).toEqual(['results:ACTUAL_RESULTS_NEED_SUBJECT']);
    const badGrade = await update(results([...ACTUAL.results[0]!.subjects.slice(0, 3), subject('CHEM', 'H2', '7')]));
    expect(codes(badGrade.json().errors)).toEqual(['results[0].subjects[3].grade:INVALID_VALUE']);
  });

  it('stores the actual results apart from the submitted copy, acknowledged and in the timeline', async () => {
    const stored = await update(ACTUAL);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ actual: ACTUAL, submitted: COMPLETE_SECTIONS.subjects, updatedAt: '2026-03-01T09:00:00.000Z' });
    const row = await t.db.selectFrom('applications').select('submission').where('application_number', '=', number).executeTakeFirstOrThrow();
    expect((row.submission as { sections: { subjects: unknown } }).sections.subjects).toEqual(COMPLETE_SECTIONS.subjects);
    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your actual exam results have been updated');
    expect(mails).toHaveLength(1);
    const timeline = (await browser.get(`/api/admission/applications/${number}/timeline`)).json();
    expect(timeline.at(-1)).toMatchObject({ kind: 'ACTUAL_RESULTS_UPDATED', actor: 'APPLICANT' });
    const items = (await browser.get('/api/applicant/action-items')).json();
    expect(items.some((item: { kind: string }) => item.kind === 'RESULTS_UPDATE')).toBe(false);
  });

  it('closes after its closing day, and when the office closes it', async () => {
    t.clock.advance(10 * 86_400);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    await officer.signInAsStaff('ADMISSIONS');
    expect((await browser.get(base)).json().window.open).toBe(false);
    expect((await update(ACTUAL)).statusCode).toBe(409);

    expect((await setWindow({ open: true })).json().window).toMatchObject({ open: true, closesAt: null });
    expect((await update(ACTUAL)).statusCode).toBe(200);
    const closed = await setWindow({ open: false });
    expect(closed.json().window.open).toBe(false);
    expect((await update(ACTUAL)).json().errors[0].code).toBe('RESULTS_WINDOW_CLOSED');
    expect((await listOutbox(t.db)).filter((mail) => mail.subject === 'Updating your actual exam results has closed')).toHaveLength(1);
  });

  it('the office opens a batch; an unknown number changes nothing, and the answer names it', async () => {
    const batch = '/api/office/admission/results-window';
    const unknown = await officer.post(batch, { open: true, applicationNumbers: [number, '99999999', '99999998'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ code: 'APPLICATION_NUMBERS_UNKNOWN', params: ['99999999, 99999998'], field: 'applicationNumbers' }),
    ]);
    expect((await browser.get(base)).json().window.open).toBe(false);
    expect((await officer.post(batch, { open: true, applicationNumbers: [] })).statusCode).toBe(400);
    const opened = await officer.post(batch, { open: true, closesOn: '31/03/2026', applicationNumbers: [number] });
    expect(opened.json()).toEqual({ updated: [number] });
    expect((await browser.get(base)).json().window).toMatchObject({ open: true, closesAt: '2026-03-31T15:59:59.999Z' });
    const read = await officer.get(`/api/office/admission/applications/${number}/actual-results`);
    expect(read.json()).toMatchObject({ actual: ACTUAL, window: { open: true } });
  });

  it("is another applicant's 404; other offices get 403 and applicants 401 on the office's routes", async () => {
    const stranger = new Browser(t.app);
    await stranger.signInWithPin();
    expect((await stranger.get(base)).statusCode).toBe(404);
    expect((await stranger.request({ method: 'PUT', url: base, payload: ACTUAL })).statusCode).toBe(404);

    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    expect((await scholarships.request({ method: 'PUT', url: window, payload: { open: true } })).statusCode).toBe(403);
    expect((await scholarships.post('/api/office/admission/results-window', { open: true, applicationNumbers: [number] })).statusCode).toBe(403);
    expect((await scholarships.get(`/api/office/admission/applications/${number}/actual-results`)).statusCode).toBe(403);
    expect((await browser.request({ method: 'PUT', url: window, payload: { open: true } })).statusCode).toBe(401);
    expect((await browser.get(`/api/office/admission/applications/${number}/actual-results`)).statusCode).toBe(401);
  });
});
