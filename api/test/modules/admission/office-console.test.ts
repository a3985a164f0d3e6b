/**
 * The admissions console's reading routes: the list (search, filters, pages), one application as the
 * applicant sees it with its documents and a timeline naming officers — and nobody but admissions staff.
 */
import { completeAdmissionApplication } from '../../helpers/complete-admission';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

describe.each(oneDatabase())('the admissions console on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let applicant: Browser;
  let number: string;
  let draftNumber: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    applicant = new Browser(t.app);
    expect((await applicant.signInWithEmail()).statusCode).toBe(200);
    number = await completeAdmissionApplication(applicant);
    expect((await applicant.post(`/api/admission/applications/${number}/submit`)).statusCode).toBe(200);
    const drafter = new Browser(t.app);
    await drafter.signInWithEmail('draft.account@example.edu', 'Portal#Draft2026');
    draftNumber = (await drafter.get('/api/admission/applications')).json()[0].applicationNumber;
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
  });
  afterAll(() => t?.close());

  const list = async (query = '') => {
    const response = await officer.get(`/api/office/admission/applications${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Array<{ applicationNumber: string; applicantName: string; status: string; programmes: string[]; category: string }>; total: number; page: number; pageSize: number };
  };

  it('lists submitted applications, newest first, never drafts', async () => {
    const page = await list();
    const numbers = page.items.map((item) => item.applicationNumber);
    expect(numbers).toContain(number);
    expect(numbers).toContain('24000001');
    expect(numbers).not.toContain(draftNumber);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(page.items.find((item) => item.applicationNumber === '24000001')).toMatchObject({ applicantName: 'TAN MEI LING', status: 'SUBMITTED', programmes: ['CS', 'BIZ', 'MATH'], feeStatus: 'UNPAID', outcome: null });
  });

  it('searches by number, name and e-mail, taking % and _ literally', async () => {
    expect((await list('?q=2400')).items.map((item) => item.applicationNumber)).toEqual(['24000001']);
    // The sample application's particulars use the demo applicant's name too: both match.
    expect((await list('?q=mei%20ling')).items.map((item) => item.applicationNumber).sort()).toEqual([number, '24000001'].sort());
    expect((await list('?q=demo.applicant@')).items.map((item) => item.applicationNumber)).toEqual(['24000001']);
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('filters by category, programme, status, system and academic year', async () => {
    expect((await list('?category=MUSIC')).items.map((item) => item.applicationNumber)).toEqual([number]);
    expect((await list('?programme=MATH')).items.map((item) => item.applicationNumber)).toEqual(['24000001']);
    expect((await list('?programme=MUS')).items.map((item) => item.applicationNumber)).toEqual([number]);
    expect((await list('?programme=BIZ')).total).toBe(2);
    expect((await list('?status=SUBMITTED&system=ADM')).total).toBe(2);
    expect((await list('?status=OFFERED')).total).toBe(0);
    expect((await list('?academicYear=2026/2027')).total).toBe(2);
    expect((await list('?academicYear=2025/2026')).total).toBe(0);
    expect((await list('?page=2')).items).toEqual([]);
  });

  it('refuses a bad filter with the error list, naming the field', async () => {
    const response = await officer.get('/api/office/admission/applications?status=DRAFT&page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'status' }), expect.objectContaining({ field: 'page' })]));
  });

  it('shows one application with its applicant, answers, documents, PDF and timeline', async () => {
    const base = `/api/office/admission/applications/${number}`;
    const view = (await officer.get(base)).json();
    // The language the applicant chose for the portal (none yet): the console's message boxes say it when there is one.
    expect(view.applicant).toMatchObject({ email: 'demo.account@example.edu', language: null });
    await t.db.updateTable('applicants').set({ language: 'zh-Hans' }).where('email', '=', 'demo.account@example.edu').execute();
    expect((await officer.get(base)).json().applicant.language).toBe('zh-Hans');
    expect(view.form).toMatchObject({ applicationNumber: number, category: 'MUSIC', status: 'SUBMITTED' });
    expect(view.row.applicationNumber).toBe(number);
    const answers = (await officer.get(`${base}/answers`)).json();
    expect(answers.sections.find((section: { id: string }) => section.id === 'personalStatement').data).toBeTruthy();
    const documents = (await officer.get(`${base}/documents`)).json();
    expect(documents).toHaveLength(1);
    const file = await officer.get(`${base}/documents/${documents[0].id}/content`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await officer.get(`${base}/pdf?lang=zh-Hans`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const timeline = (await officer.get(`${base}/timeline`)).json();
    expect(timeline.map((event: { kind: string }) => event.kind)).toEqual(expect.arrayContaining(['CREATED', 'SUBMITTED']));
    expect(timeline.every((event: { staffName: string | null }) => event.staffName === null)).toBe(true);
  });

  it('never uploads or removes an applicant document from the console', async () => {
    const base = `/api/office/admission/applications/${number}`;
    const documents = (await officer.get(`${base}/documents`)).json();
    expect((await officer.request({ method: 'DELETE', url: `${base}/documents/${documents[0].id}` })).statusCode).toBe(404);
  });

  it('answers 404 for a draft or an unknown number', async () => {
    expect((await officer.get(`/api/office/admission/applications/${draftNumber}`)).statusCode).toBe(404);
    expect((await officer.get('/api/office/admission/applications/99999999')).statusCode).toBe(404);
  });

  it('is for admissions staff only: another office gets 403, an applicant 401', async () => {
    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    for (const url of ['/api/office/admission/applications', `/api/office/admission/applications/${number}`, `/api/office/admission/applications/${number}/documents`]) {
      const refused = await scholarships.get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].code).toBe('STAFF_FORBIDDEN');
      expect((await applicant.get(url)).statusCode).toBe(401);
    }
  });
});
