/**
 * The Scholarships Office's routes: only the SCHOLARSHIPS role (another office's staff get 403, an
 * applicant or nobody 401); defining and changing a scholarship, audited; searching the submitted
 * applications and reading one with its answers, documents, timeline and PDF.
 */
import { completeScholarshipApplication, scholarshipDefinition } from '../../helpers/complete-scholarship';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

describe.each(oneDatabase())('the Scholarships Office on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let applicant: Browser;
  let applicationId: string;
  let definedId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('SCHOLARSHIPS');
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
    applicationId = await completeScholarshipApplication(applicant, '24000001');
  });
  afterAll(() => t?.close());

  it('lets only the Scholarships Office in: other offices get 403, an applicant or nobody 401', async () => {
    const finance = new Browser(t.app);
    await finance.signInAsStaff('FINANCE');
    const admissions = new Browser(t.app);
    await admissions.signInAsStaff('ADMISSIONS');
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/office/scholarship/scholarships'],
      ['POST', '/api/office/scholarship/scholarships', scholarshipDefinition()],
      ['PUT', `/api/office/scholarship/scholarships/${applicationId}`, scholarshipDefinition()],
      ['GET', `/api/office/scholarship/scholarships/${applicationId}/history`],
      ['GET', '/api/office/scholarship/applications'],
      ['GET', `/api/office/scholarship/applications/${applicationId}`],
      ['GET', `/api/office/scholarship/applications/${applicationId}/pdf`],
      ['GET', `/api/office/scholarship/applications/${applicationId}/documents`],
    ];
    for (const [method, url, payload] of calls) {
      const statuses = [];
      for (const browser of [finance, admissions, applicant, new Browser(t.app)]) {
        statuses.push((await browser.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) })).statusCode);
      }
      expect([method, url, statuses]).toEqual([method, url, [403, 403, 401, 401]]);
    }
    expect(await t.db.selectFrom('scholarships').select('code').where('code', '=', 'ENGINEERING_TALENT').execute()).toEqual([]);
  });

  it('defines a scholarship once per code and year, checked with the shared schema, and audits it', async () => {
    const created = await officer.post('/api/office/scholarship/scholarships', scholarshipDefinition());
    expect(created.statusCode).toBe(201);
    definedId = created.json().id;
    expect(created.json()).toMatchObject({
      code: 'ENGINEERING_TALENT',
      name: { 'en-GB': 'Engineering Talent Scholarship', 'zh-Hans': '工程人才奖学金' },
      bondYears: 4,
      citizenships: ['SINGAPORE_CITIZEN'],
      programmes: ['EE', 'ME'],
      opensAt: '2026-01-31T16:00:00.000Z',
      open: true,
      applications: 0,
      updatedAt: null,
    });
    const again = await officer.post('/api/office/scholarship/scholarships', scholarshipDefinition());
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'SCHOLARSHIP_CODE_TAKEN', field: 'code' });
    // The same code in another year is another scholarship.
    expect((await officer.post('/api/office/scholarship/scholarships', scholarshipDefinition({ academicYear: '2027/2028' }))).statusCode).toBe(201);

    const invalid = await officer.post('/api/office/scholarship/scholarships', scholarshipDefinition({ code: 'engineering', tuitionCoveragePercent: 120, closesAt: '2026-01-01T00:00:00Z' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((error: { code: string; field: string }) => [error.code, error.field])).toEqual([
      ['INVALID_SCHOLARSHIP_CODE', 'code'],
      ['INVALID_VALUE', 'tuitionCoveragePercent'],
      ['SCHOLARSHIP_CLOSES_BEFORE_OPENS', 'closesAt'],
    ]);

    const year = (await officer.get('/api/office/scholarship/scholarships?academicYear=2026/2027')).json();
    expect(year.map((scholarship: { code: string }) => scholarship.code)).toEqual(['GLOBAL_LEADERS', 'SCIENCE_TECH', 'UNIVERSITY_MERIT', 'ENGINEERING_TALENT']);
    // The demo application chose the science and merit scholarships.
    expect(year.map((scholarship: { applications: number }) => scholarship.applications)).toEqual([0, 1, 1, 0]);
    expect((await officer.get('/api/office/scholarship/scholarships?academicYear=2026')).statusCode).toBe(400);

    const audit = await t.db.selectFrom('staff_audit').select(['action', 'target_kind']).where('target_id', '=', definedId).execute();
    expect(audit).toEqual([{ action: 'SCHOLARSHIP_DEFINED', target_kind: 'SCHOLARSHIP' }]);
    // The applicant (a citizen applying for Computer Science) sees it, not eligible by programme.
    const offered = (await applicant.get('/api/scholarship/scholarships')).json();
    expect(offered.find((scholarship: { code: string }) => scholarship.code === 'ENGINEERING_TALENT')).toMatchObject({ eligible: false, ineligibleReason: 'PROGRAMME' });
  });

  it('changes a scholarship but never its code or year, and audits the change', async () => {
    const changed = await officer.request({ method: 'PUT', url: `/api/office/scholarship/scholarships/${definedId}`, payload: scholarshipDefinition({ bondYears: 5, programmes: [] }) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ bondYears: 5, programmes: [], updatedAt: '2026-03-01T09:00:00.000Z' });
    const renamed = await officer.request({ method: 'PUT', url: `/api/office/scholarship/scholarships/${definedId}`, payload: scholarshipDefinition({ code: 'ENGINEERING' }) });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors[0]).toMatchObject({ code: 'SCHOLARSHIP_CODE_FIXED', field: 'code' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await officer.request({ method: 'PUT', url: `/api/office/scholarship/scholarships/${id}`, payload: scholarshipDefinition() })).statusCode).toBe(404);
    }
    const history = (await officer.get(`/api/office/scholarship/scholarships/${definedId}/history`)).json();
    expect(history.map((entry: { action: string; staffName: string }) => [entry.action, entry.staffName])).toEqual([
      ['SCHOLARSHIP_DEFINED', 'RAHIM BIN ISMAIL'],
      ['SCHOLARSHIP_CHANGED', 'RAHIM BIN ISMAIL'],
    ]);
    expect(history[1].params).toMatchObject({ code: 'ENGINEERING_TALENT', bondYears: 5, programmes: [] });
    expect((await officer.get('/api/office/scholarship/scholarships/00000000-0000-4000-8000-000000000000/history')).statusCode).toBe(404);
    const offered = (await applicant.get('/api/scholarship/scholarships')).json();
    expect(offered.find((scholarship: { code: string }) => scholarship.code === 'ENGINEERING_TALENT')).toMatchObject({ bondYears: 5, eligible: true });
  });

  it('lists submitted applications only, with search, filters and pages', async () => {
    expect((await officer.get('/api/office/scholarship/applications')).json()).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    expect((await officer.get(`/api/office/scholarship/applications/${applicationId}`)).statusCode).toBe(404);
    const { reference } = (await applicant.post(`/api/scholarship/applications/${applicationId}/submit`)).json();

    const all = (await officer.get('/api/office/scholarship/applications')).json();
    expect(all).toEqual({
      items: [
        {
          id: applicationId,
          reference,
          applicantName: 'TAN MEI LING',
          admissionApplicationNumber: '24000001',
          academicYear: '2026/2027',
          status: 'SUBMITTED',
          submittedAt: '2026-03-01T09:00:00.000Z',
          choices: ['SCIENCE_TECH', 'UNIVERSITY_MERIT'],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    const count = async (query: string) => (await officer.get(`/api/office/scholarship/applications?${query}`)).json().total;
    expect(await count(`q=${reference.slice(0, 9).toLowerCase()}`)).toBe(1);
    expect(await count('q=SCH-1999')).toBe(0);
    expect(await count('q=mei%20ling')).toBe(1);
    expect(await count('q=24000')).toBe(1);
    expect(await count('scholarship=UNIVERSITY_MERIT')).toBe(1);
    expect(await count('scholarship=GLOBAL_LEADERS')).toBe(0);
    expect(await count('status=SUBMITTED&academicYear=2026/2027')).toBe(1);
    expect(await count('status=AWARDED')).toBe(0);
    expect(await count('academicYear=2027/2028')).toBe(0);
    expect((await officer.get('/api/office/scholarship/applications?page=2')).json()).toMatchObject({ items: [], total: 1, page: 2 });
    const refused = await officer.get('/api/office/scholarship/applications?status=DRAFT&page=0');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { field: string }) => error.field)).toEqual(['status', 'page']);
  });

  it('reads one application: answers, documents, timeline, applicant, admission number, PDF', async () => {
    const view = (await officer.get(`/api/office/scholarship/applications/${applicationId}`)).json();
    expect(view.row).toMatchObject({ id: applicationId, applicantName: 'TAN MEI LING', admissionApplicationNumber: '24000001' });
    expect(view.applicant).toEqual({ fullName: 'TAN MEI LING', email: 'demo.applicant@example.edu' });
    expect(view.sections.map((section: { id: string; state: string }) => [section.id, section.state])).toEqual([
      ['choices', 'COMPLETED'],
      ['statement', 'COMPLETED'],
      ['keySkill', 'COMPLETED'],
      ['awards', 'COMPLETED'],
      ['declaration', 'COMPLETED'],
    ]);
    expect(view.sections[2].data).toMatchObject({ hasKeySkill: 'YES', skill: 'Badminton' });
    expect(view.documents).toEqual([expect.objectContaining({ documentType: 'KEY_SKILL_EVIDENCE', section: 'keySkill', fileName: 'certificate.pdf' })]);
    expect(view.timeline.map((event: { kind: string; staffName: string | null }) => [event.kind, event.staffName])).toEqual([
      ['CREATED', null],
      ['DOCUMENT_ADDED', null],
      ['SUBMITTED', null],
    ]);
    const content = await officer.get(`/api/office/scholarship/applications/${applicationId}/documents/${view.documents[0].id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await officer.get(`/api/office/scholarship/applications/${applicationId}/pdf?lang=zh-Hans`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await officer.get('/api/office/scholarship/applications/not-an-id')).statusCode).toBe(404);
  });

  it('notes a change of dates on the timeline of every application that chose the scholarship, naming the officer', async () => {
    const merit = (await officer.get('/api/office/scholarship/scholarships?academicYear=2026/2027')).json().find((scholarship: { code: string }) => scholarship.code === 'UNIVERSITY_MERIT');
    const { id, open, applications, createdAt, updatedAt, ...fields } = merit;
    expect([open, applications, typeof createdAt, updatedAt]).toEqual([true, 1, 'string', null]);
    const extended = await officer.request({ method: 'PUT', url: `/api/office/scholarship/scholarships/${id}`, payload: { ...fields, closesAt: '2026-08-31T23:59:00+08:00' } });
    expect(extended.statusCode).toBe(200);
    const timeline = (await officer.get(`/api/office/scholarship/applications/${applicationId}`)).json().timeline;
    // Named, not only coded: the console and the applicant word it with the name in their language (issue 35).
    expect(timeline.at(-1)).toMatchObject({
      kind: 'SCHOLARSHIP_DATES_CHANGED',
      actor: 'OFFICE',
      staffName: 'RAHIM BIN ISMAIL',
      params: { code: 'UNIVERSITY_MERIT', scholarshipEn: 'University Merit Scholarship', scholarshipZh: '大学优异奖学金' },
    });
    // The applicant sees that the office changed it, not who.
    expect((await applicant.get(`/api/scholarship/applications/${applicationId}/timeline`)).json().at(-1)).toEqual({
      kind: 'SCHOLARSHIP_DATES_CHANGED',
      actor: 'OFFICE',
      occurredAt: '2026-03-01T09:00:00.000Z',
      params: { code: 'UNIVERSITY_MERIT', scholarshipEn: 'University Merit Scholarship', scholarshipZh: '大学优异奖学金', opensAt: expect.any(String), closesAt: '2026-08-31T15:59:00.000Z' },
    });
  });
});
