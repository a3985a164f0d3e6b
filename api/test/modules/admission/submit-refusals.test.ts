/**
 * Submitting an incomplete application lists everything missing at once (not just the first), each
 * with the section it belongs to; outside the application period nothing is submitted.
 */
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

describe.each(oneDatabase())('refused submissions on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('lists every incomplete section and the missing identity document, and submits nothing', async () => {
    const browser = new Browser(t.app);
    expect((await browser.signInWithEmail('draft.account@example.edu', 'Portal#Draft2026')).statusCode).toBe(200);
    const [draft] = (await browser.get('/api/admission/applications')).json();
    const response = await browser.post(`/api/admission/applications/${draft.applicationNumber}/submit`);
    expect(response.statusCode).toBe(400);
    const errors: Array<{ code: string; field: string }> = response.json().errors;
    // Choice of Study is complete in the demo draft; Personal Particulars is half done.
    expect(errors.some((error) => error.field.startsWith('choiceOfStudy'))).toBe(false);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'SELECT_RACE', field: 'personalParticulars.race' }),
        expect.objectContaining({ code: 'SECTION_INCOMPLETE', field: 'personalStatement' }),
        expect.objectContaining({ code: 'SECTION_INCOMPLETE', field: 'declaration' }),
        expect.objectContaining({ code: 'IDENTITY_DOCUMENT_REQUIRED', field: 'documents' }),
      ]),
    );
    const form = (await browser.get(`/api/admission/applications/${draft.applicationNumber}/form`)).json();
    expect(form.status).toBe('DRAFT');
  });

  it('refuses to submit while the period is closed, keeping the draft', async () => {
    const browser = new Browser(t.app);
    const signIn = await browser.post('/api/auth/login/email', { email: 'demo.account@example.edu', password: 'Portal#Demo2026', system: 'SCALE', subCategory: 'SCALE' });
    expect(signIn.statusCode).toBe(200);
    const started = await browser.post('/api/admission/applications', {
      category: 'WORKING_ADULT',
      eligibility: { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: true },
    });
    expect(started.statusCode).toBe(201);
    const number = started.json().applicationNumber;
    const form = (await browser.get(`/api/admission/applications/${number}/form`)).json();
    expect(form.period).toEqual(expect.objectContaining({ open: false }));
    const response = await browser.post(`/api/admission/applications/${number}/submit`);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('PERIOD_CLOSED');
  });
});
