/** The office's requests for missing documents: asked, e-mailed, on the dashboard, answered with scanned uploads, seen by the office. */
import { listStaffActions } from '../../../src/staff/audit';
import { listOutbox } from '../../../src/mail/outbox';
import { addOtherApplicant, documentUpload, SAMPLE } from '../../helpers/document-forms';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const NUMBER = '24000001';
const OFFICE = `/api/office/admission/applications/${NUMBER}/document-requests`;
const BASE = `/api/admission/applications/${NUMBER}/document-requests`;

describe.each(oneDatabase())('document requests on %s', (target) => {
  let t: TestApp;
  let applicant: Browser;
  let officer: Browser;
  let requestId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
  });
  afterAll(() => t?.close());

  it('validates the request: types, message, a due date not in the past', async () => {
    const answer = await officer.post(OFFICE, { documentTypes: [], message: '', dueDate: '28/02/2026' });
    expect(answer.statusCode).toBe(400);
    const fields = answer.json().errors.map((error: { field: string; code: string }) => `${error.field}:${error.code}`);
    expect(fields).toEqual(expect.arrayContaining(['documentTypes:SELECT_DOCUMENTS_TO_REQUEST', 'message:ENTER_MESSAGE_TO_APPLICANT', 'dueDate:DUE_DATE_PAST']));
    expect((await officer.post(OFFICE, { documentTypes: ['NOPE'], message: 'x', dueDate: '15/03/2026' })).statusCode).toBe(400);
  });

  it('requests documents: the applicant is e-mailed and sees a dashboard item with the due date', async () => {
    const created = await officer.post(OFFICE, { documentTypes: ['RESULTS'], message: 'Please upload your actual A-Level results slip.', dueDate: '15/03/2026' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ documentTypes: ['RESULTS'], dueDate: '2026-03-15', answeredAt: null, documents: [] });
    requestId = created.json().id;
    expect((await listOutbox(t.db)).filter((mail) => mail.subject === 'Documents requested for your application')).toHaveLength(1);
    const items = (await applicant.get('/api/applicant/action-items')).json();
    expect(items).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'DOCUMENT_MISSING', dueDate: '2026-03-15', applicationNumber: NUMBER, href: `/applicant/admission/applications/${NUMBER}/documents-requested` })]));
    expect((await applicant.get(BASE)).json()).toEqual([expect.objectContaining({ id: requestId, message: 'Please upload your actual A-Level results slip.' })]);
  });

  it('refuses an empty answer, takes checked uploads, then is answered once and read-only', async () => {
    expect((await applicant.post(`${BASE}/${requestId}/answer`)).json().errors[0].code).toBe('DOCUMENT_REQUEST_EMPTY');
    const notPdf = await applicant.request({ method: 'POST', url: `${BASE}/${requestId}/documents`, ...documentUpload(SAMPLE.text(), 'slip.pdf', { section: 'request', documentType: 'RESULTS' }) });
    expect(notPdf.statusCode).toBe(415);
    const upload = await applicant.request({ method: 'POST', url: `${BASE}/${requestId}/documents`, ...documentUpload(SAMPLE.pdf(), 'slip.pdf', { section: 'request', documentType: 'RESULTS' }) });
    expect(upload.statusCode).toBe(201);
    t.clock.advance(600);
    const answered = await applicant.post(`${BASE}/${requestId}/answer`);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ answeredAt: t.clock.now().toISOString(), documents: [{ fileName: 'slip.pdf' }] });
    expect((await applicant.post(`${BASE}/${requestId}/answer`)).json().errors[0].code).toBe('DOCUMENT_REQUEST_ANSWERED');
    const late = await applicant.request({ method: 'POST', url: `${BASE}/${requestId}/documents`, ...documentUpload(SAMPLE.pdf(), 'late.pdf', { section: 'request', documentType: 'RESULTS' }) });
    expect(late.statusCode).toBe(409);
    expect((await applicant.get('/api/applicant/action-items')).json().some((item: { kind: string }) => item.kind === 'DOCUMENT_MISSING')).toBe(false);
    expect((await listOutbox(t.db)).some((mail) => mail.subject === 'We received your documents')).toBe(true);
  });

  it('the office sees it answered, downloads the file; timeline and audit record it', async () => {
    const list = (await officer.get(OFFICE)).json();
    expect(list[0]).toMatchObject({ id: requestId, answeredAt: expect.any(String) });
    const download = await officer.get(`${OFFICE}/${requestId}/documents/${list[0].documents[0].id}/content`);
    expect(download.statusCode).toBe(200);
    const timeline = (await applicant.get(`/api/admission/applications/${NUMBER}/timeline`)).json().map((event: { kind: string }) => event.kind);
    expect(timeline).toEqual(expect.arrayContaining(['DOCUMENTS_REQUESTED', 'DOCUMENT_ADDED', 'DOCUMENTS_SENT']));
    expect((await listStaffActions(t.db, 'APPLICATION', NUMBER)).map((action) => action.action)).toContain('DOCUMENTS_REQUESTED');
  });

  it("e-mails in the applicant's own language", async () => {
    await t.db.updateTable('applicants').set({ language: 'zh-Hans' }).where('email', '=', 'demo.applicant@example.edu').execute();
    expect((await officer.post(OFFICE, { documentTypes: ['OTHER'], message: '请上传文件。', dueDate: '20/03/2026' })).statusCode).toBe(201);
    const mail = (await listOutbox(t.db)).find((m) => m.subject === '请为您的申请补交文件');
    // The due date in Chinese words, between the words with no spaces (issue 35).
    expect(mail?.text).toContain(`招生办公室请您于2026年3月20日前为申请 ${NUMBER} 上传文件。`);
  });

  it('keeps the routes to admissions officers, and the request to its applicant', async () => {
    const scholarships = new Browser(t.app);
    await scholarships.signInAsStaff('SCHOLARSHIPS');
    expect((await scholarships.get(OFFICE)).statusCode).toBe(403);
    expect((await scholarships.post(OFFICE, { documentTypes: ['RESULTS'], message: 'x', dueDate: '15/03/2026' })).statusCode).toBe(403);
    expect((await applicant.get(OFFICE)).statusCode).toBe(401);
    await addOtherApplicant(t.db);
    const stranger = new Browser(t.app);
    await stranger.signInWithPin('24000002', 'Other026');
    expect((await stranger.get(BASE)).statusCode).toBe(404);
    expect((await stranger.get(`${BASE}/${requestId}/documents`)).statusCode).toBe(404);
    expect((await stranger.post(`${BASE}/${requestId}/answer`)).statusCode).toBe(404);
  });
});
