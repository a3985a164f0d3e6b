/**
 * Submit final cumulative GPA result: only for GPA categories after submission; 0 or 0.0001 to
 * 4.0000 with at most 4 decimals; the final results document required; final; acknowledged; the
 * officers read it; nobody else's.
 */
import { listOutbox } from '../../../src/mail/outbox';
import { submittedApplication, uploadPdf } from '../../helpers/after-submission';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const DOCUMENT = { section: 'finalGpa', documentType: 'FINAL_RESULTS' };

describe.each(oneDatabase())('final cumulative GPA on %s', (target) => {
  let t: TestApp;
  let browser: Browser;
  let number: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    browser = new Browser(t.app);
    expect((await browser.signInWithEmail()).statusCode).toBe(200);
    number = await submittedApplication(browser, t.db, 'POLYTECHNIC');
    base = `/api/admission/applications/${number}/final-gpa`;
  });
  afterAll(() => t?.close());

  const submit = (gpa: unknown) => browser.post(base, { gpa });
  const codes = (response: { json(): { errors: Array<{ code: string; field?: string }> } }) => response.json().errors.map((error) => `${error.field ?? ''}:${error.code}`);

  it('is asked of a submitted polytechnic application and listed on the dashboard', async () => {
    const status = (await browser.get(base)).json();
    expect(status).toMatchObject({ applicationNumber: number, available: true, gpa: null, submittedAt: null, documents: [] });
    const items = (await browser.get('/api/applicant/action-items')).json();
    expect(items).toContainEqual(expect.objectContaining({ kind: 'FINAL_GPA', applicationNumber: number, href: `/applicant/admission/applications/${number}/final-gpa` }));
  });

  it('needs the final results document', async () => {
    const refused = await submit('3.5');
    expect(refused.statusCode).toBe(400);
    expect(codes(refused)).toEqual(['document:FINAL_RESULTS_DOCUMENT_REQUIRED']);
  });

  it('refuses values outside 0.0001 to 4.0000 (or 0), more than 4 decimals and missing values', async () => {
    expect((await uploadPdf(browser, `${base}/documents`, DOCUMENT)).statusCode).toBe(201);
    const cases: Array<[unknown, string]> = [
      ['4.0001', 'gpa:FINAL_GPA_RANGE'],
      ['5', 'gpa:FINAL_GPA_RANGE'],
      ['0.00001', 'gpa:GPA_FORMAT'],
      ['3.12345', 'gpa:GPA_FORMAT'],
      ['-1', 'gpa:GPA_FORMAT'],
      ['abc', 'gpa:GPA_FORMAT'],
      ['', 'gpa:ENTER_FINAL_GPA'],
    ];
    for (const [gpa, code] of cases) {
      const refused = await submit(gpa);
      expect([gpa, refused.statusCode]).toEqual([gpa, 400]);
      expect(codes(refused)).toEqual([code]);
    }
    const unknown = await browser.post(base, { gpa: '3', extra: 1 });
    expect(unknown.statusCode).toBe(400);
  });

  it('accepts the boundaries 0, 0.0001 and 4.0000, and stores one, once', async () => {
    for (const gpa of ['0', '0.0001']) {
      const accepted = await submit(gpa);
      expect([gpa, accepted.statusCode, accepted.json().gpa]).toEqual([gpa, 200, gpa]);
      // Undone directly, so the next boundary can be submitted to the same application.
      await t.db.deleteFrom('admission_final_gpa').execute();
    }
    const stored = await submit('4.0000');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ gpa: '4.0000', submittedAt: '2026-03-01T09:00:00.000Z' });
    const again = await submit('0');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('FINAL_GPA_ALREADY_SUBMITTED');
    // The document can no longer be removed or added.
    const [document] = stored.json().documents;
    expect((await browser.request({ method: 'DELETE', url: `${base}/documents/${document.id}` })).statusCode).toBe(409);
    expect((await uploadPdf(browser, `${base}/documents`, DOCUMENT)).statusCode).toBe(409);
  });

  it('is acknowledged by e-mail and in the timeline, and leaves the dashboard', async () => {
    const mails = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your final cumulative GPA result has been submitted');
    // One per submission (the two boundaries above were submitted and undone first).
    expect(mails).toHaveLength(3);
    expect(mails.at(-1)!.text).toContain('4.0000');
    const timeline = (await browser.get(`/api/admission/applications/${number}/timeline`)).json();
    expect(timeline.at(-1)).toMatchObject({ kind: 'FINAL_GPA_SUBMITTED', actor: 'APPLICANT', params: { gpa: '4.0000' } });
    const items = (await browser.get('/api/applicant/action-items')).json();
    expect(items.some((item: { kind: string }) => item.kind === 'FINAL_GPA')).toBe(false);
  });

  it('is not asked of other categories, nor of a draft; another applicant gets 404', async () => {
    const setApplication = (values: { category?: string; status?: 'DRAFT' | 'SUBMITTED' }) =>
      t.db.updateTable('applications').set(values).where('application_number', '=', number).execute();
    await setApplication({ category: 'ALEVEL' });
    expect((await browser.get(base)).json().available).toBe(false);
    expect((await submit('3')).json().errors[0].code).toBe('FINAL_GPA_NOT_AVAILABLE');
    await setApplication({ category: 'TRANSFER', status: 'DRAFT' });
    expect((await browser.get(base)).json().available).toBe(false);
    const draft = await submit('3');
    expect([draft.statusCode, draft.json().errors[0].code]).toEqual([409, 'FINAL_GPA_NOT_AVAILABLE']);
    await setApplication({ category: 'POLYTECHNIC', status: 'SUBMITTED' });

    const stranger = new Browser(t.app);
    await stranger.signInWithPin();
    expect((await stranger.get(base)).statusCode).toBe(404);
    expect((await stranger.post(base, { gpa: '3' })).statusCode).toBe(404);
    expect((await stranger.get(`${base}/documents`)).statusCode).toBe(404);
  });

  it('the office reads it with its document; other offices get 403, applicants 401', async () => {
    const officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    const office = `/api/office/admission/applications/${number}/final-gpa`;
    const read = await officer.get(office);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ gpa: '4.0000' });
    const download = await officer.get(`${office}/documents/${read.json().documents[0].id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await officer.get('/api/office/admission/applications/99999999/final-gpa')).statusCode).toBe(404);

    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    expect((await scholarships.get(office)).statusCode).toBe(403);
    expect((await browser.get(office)).statusCode).toBe(401);
  });
});
