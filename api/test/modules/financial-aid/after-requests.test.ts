/**
 * Financial aid after submission (branch fa-after): the appeal or request for review (after an
 * outcome, until the year's appeal closing date, one per academic year — the spec's message once
 * processed), the Financial Aid Application update (after processing, one open at a time), the
 * documents the office asked for, and withdrawal (final). Documents go with each, uploaded first.
 */
import { listOutbox } from '../../../src/mail/outbox';
import { configureAidYear, dayFrom, insertAidApplication, openAidYearDates } from '../../helpers/financial-aid-year';
import { insertDocumentRequest } from '../../helpers/financial-aid-package';
import { documentUpload, SAMPLE } from '../../helpers/document-forms';
import { applicantIdByEmail, DEMO_APPLICANT_EMAIL, DRAFT_ACCOUNT } from '../../helpers/scholarship-award';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const base = (id: string) => `/api/financial-aid/applications/${id}`;
const PROCESSED_TEXT = 'You cannot submit another appeal as your current appeal has been processed.';

describe.each(oneDatabase())('financial aid requests after submission on %s', (target) => {
  let t: TestApp;
  let demo: Browser;
  let other: Browser;
  let demoId: string;
  const now = () => t.clock.now();
  const events = async (id: string) =>
    (await t.db.selectFrom('form_events').select(['kind', 'params']).where('form_kind', '=', 'FINANCIAL_AID').where('form_id', '=', id).orderBy('id').execute()).map((row) => [row.kind, row.params]);
  const errorOf = (response: { json(): unknown }) => (response.json() as { errors: Array<{ code: string; message: string; field?: string; params?: unknown[] }> }).errors;
  const upload = (browser: Browser, url: string, documentType = 'INCOME_PROOF', fileName = 'payslip.pdf') =>
    browser.request({ method: 'POST', url: `${url}/documents`, ...documentUpload(SAMPLE.pdf(), fileName, { section: 'request', documentType }) });

  let year = 2040;
  async function application(status: 'SUBMITTED' | 'AWARDED' | 'UNSUCCESSFUL', appealClosesOn?: string) {
    year += 1;
    const academicYear = `${year}/${year + 1}`;
    const dates = openAidYearDates(academicYear, now());
    await configureAidYear(t.db, academicYear, now(), appealClosesOn ? { ...dates, opensOn: dayFrom(now(), -30), recommendedBy: dayFrom(now(), -20), closesOn: dayFrom(now(), -2), appealClosesOn } : dates);
    return insertAidApplication(t.db, demoId, academicYear, now(), { status });
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    demoId = await applicantIdByEmail(t.db, DEMO_APPLICANT_EMAIL);
    demo = new Browser(t.app);
    expect((await demo.signInWithPin()).statusCode).toBe(200);
    other = new Browser(t.app);
    expect((await other.signInWithEmail(DRAFT_ACCOUNT.email, DRAFT_ACCOUNT.password)).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  describe('appeal or request for review', () => {
    it('is open only after an outcome and until the appeal closing date', async () => {
      const submitted = await application('SUBMITTED');
      const early = await demo.post(`${base(submitted.id)}/appeal`, { kind: 'APPEAL', reason: 'My father lost his job.' });
      expect(early.statusCode).toBe(409);
      expect(errorOf(early)[0]!.code).toBe('AID_APPEAL_NO_OUTCOME');
      expect((await upload(demo, `${base(submitted.id)}/appeal`)).statusCode).toBe(409);

      const late = await application('UNSUCCESSFUL', dayFrom(now(), -1));
      const closed = await demo.post(`${base(late.id)}/appeal`, { kind: 'REVIEW', reason: 'Please review.' });
      expect(closed.statusCode).toBe(409);
      expect(errorOf(closed)[0]).toMatchObject({ code: 'AID_APPEAL_CLOSED', params: [dayFrom(now(), -1).split('-').reverse().join('/')] });
    });

    it('takes documents uploaded first, then the appeal; one per academic year, with the spec\'s message once processed', async () => {
      const { id, reference } = await application('UNSUCCESSFUL');
      expect((await other.post(`${base(id)}/appeal`, { kind: 'APPEAL', reason: 'x' })).statusCode).toBe(404);
      expect((await upload(other, `${base(id)}/appeal`)).statusCode).toBe(404);
      expect((await upload(demo, `${base(id)}/appeal`, 'INHERITANCE_PROOF')).statusCode).toBe(400);
      const uploaded = await upload(demo, `${base(id)}/appeal`);
      expect(uploaded.statusCode).toBe(201);
      expect((await demo.get(`${base(id)}/appeal/documents`)).json()).toHaveLength(1);

      expect(errorOf(await demo.post(`${base(id)}/appeal`, { kind: 'PLEASE', reason: '' })).map((error) => error.code).sort()).toEqual(['AID_APPEAL_KIND_REQUIRED', 'AID_APPEAL_REASON_REQUIRED']);
      expect(errorOf(await demo.post(`${base(id)}/appeal`, { kind: 'APPEAL', reason: 'x'.repeat(2001) }))[0]!.code).toBe('TOO_LONG');
      const sent = await demo.post(`${base(id)}/appeal`, { kind: 'APPEAL', reason: 'My father lost his job in March.' });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ kind: 'APPEAL', status: 'SUBMITTED', reason: 'My father lost his job in March.', documents: [expect.objectContaining({ fileName: 'payslip.pdf' })] });
      const stored = await t.db.selectFrom('financial_aid_requests').select(['id', 'details']).where('application_id', '=', id).executeTakeFirstOrThrow();
      expect(stored.details).toEqual({ reason: 'My father lost his job in March.', previousStatus: 'UNSUCCESSFUL' });
      const progress = (await demo.get(`${base(id)}/progress`)).json();
      expect(progress.status).toBe('APPEAL');
      expect(progress.requests).toHaveLength(1);
      expect(progress.actions.appeal).toEqual({ allowed: false, reason: 'AID_APPEAL_PENDING' });
      expect(await events(id)).toEqual([['APPEAL_SUBMITTED', {}]]);
      expect((await listOutbox(t.db)).find((mail) => mail.subject === 'We have received your financial aid appeal')?.text).toContain(reference);

      // Still being processed: more documents may follow (noted on the timeline); a second appeal may not.
      expect((await upload(demo, `${base(id)}/appeal`, 'OTHER', 'letter.pdf')).statusCode).toBe(201);
      expect((await events(id)).at(-1)).toEqual(['DOCUMENT_ADDED', { fileName: 'letter.pdf' }]);
      const pending = await demo.post(`${base(id)}/appeal`, { kind: 'REVIEW', reason: 'Again.' });
      expect(pending.statusCode).toBe(409);
      expect(errorOf(pending)[0]!.code).toBe('AID_APPEAL_PENDING');

      // The office decides it (fa-office's route) and the application has its outcome again.
      await t.db.updateTable('financial_aid_requests').set({ status: 'NOT_UPHELD', decided_at: now(), decision_remarks: 'Income is above the band.' }).where('id', '=', stored.id).execute();
      await t.db.updateTable('financial_aid_applications').set({ status: 'UNSUCCESSFUL' }).where('id', '=', id).execute();
      const second = await demo.post(`${base(id)}/appeal`, { kind: 'APPEAL', reason: 'Once more.' });
      expect(second.statusCode).toBe(409);
      expect(errorOf(second)[0]).toEqual({ code: 'AID_APPEAL_PROCESSED', message: PROCESSED_TEXT });
      expect((await upload(demo, `${base(id)}/appeal`)).statusCode).toBe(409);
      expect((await demo.get(`${base(id)}/progress`)).json().requests[0]).toMatchObject({ status: 'NOT_UPHELD', decisionRemarks: 'Income is above the band.' });
    });

    it('a request for review of an awarded application counts as the year\'s one', async () => {
      const { id } = await application('AWARDED');
      const sent = await demo.post(`${base(id)}/appeal`, { kind: 'REVIEW', reason: 'The bursary does not cover my hostel fees.' });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().documents).toEqual([]);
      expect(await events(id)).toEqual([['REVIEW_SUBMITTED', {}]]);
      expect(errorOf(await demo.post(`${base(id)}/appeal`, { kind: 'APPEAL', reason: 'x' }))[0]!.code).toBe('AID_APPEAL_PENDING');
    });
  });

  describe('update of circumstances', () => {
    it('is open after processing, one at a time, with documents and the household\'s new figures', async () => {
      const submitted = await application('SUBMITTED');
      expect(errorOf(await demo.post(`${base(submitted.id)}/update`, { changeKinds: ['MEDICAL'], description: 'x' }))[0]!.code).toBe('AID_UPDATE_NOT_ALLOWED');

      const { id } = await application('AWARDED');
      expect(errorOf(await demo.post(`${base(id)}/update`, { changeKinds: [], description: '' })).map((error) => error.code).sort()).toEqual(['AID_CHANGE_KIND_REQUIRED', 'AID_UPDATE_DESCRIPTION_REQUIRED']);
      expect(errorOf(await demo.post(`${base(id)}/update`, { changeKinds: ['MEDICAL'], description: 'x', householdSize: '4' })).map((error) => error.field)).toEqual(['householdSize', 'householdMonthlyIncome']);
      expect(errorOf(await demo.post(`${base(id)}/update`, { changeKinds: ['MEDICAL'], description: 'x', householdSize: '21', householdMonthlyIncome: '1.234' })).map((error) => error.code)).toEqual(['AID_HOUSEHOLD_SIZE_RANGE', 'AMOUNT_FORMAT']);
      expect((await upload(demo, `${base(id)}/update`, 'MEDICAL_BILL', 'bill.pdf')).statusCode).toBe(201);
      const sent = await demo.post(`${base(id)}/update`, { changeKinds: ['EMPLOYMENT_LOSS', 'MEDICAL'], description: 'My mother was retrenched in May.', householdSize: '4', householdMonthlyIncome: '3000.00' });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ kind: 'UPDATE', changeKinds: ['EMPLOYMENT_LOSS', 'MEDICAL'], householdSize: 4, householdMonthlyIncome: '3000.00', documents: [expect.objectContaining({ fileName: 'bill.pdf' })] });
      const stored = await t.db.selectFrom('financial_aid_requests').select(['id', 'details']).where('application_id', '=', id).executeTakeFirstOrThrow();
      expect(stored.details).toMatchObject({ perCapitaIncomeCents: 75_000 });
      expect(await events(id)).toEqual([['UPDATE_SUBMITTED', { changeKinds: 'EMPLOYMENT_LOSS,MEDICAL' }]]);
      expect((await listOutbox(t.db)).some((mail) => mail.subject === 'We have received your financial aid application update')).toBe(true);
      expect((await demo.get(`${base(id)}/progress`)).json()).toMatchObject({ status: 'AWARDED', actions: { update: { allowed: false, reason: 'AID_UPDATE_PENDING' } } });
      expect(errorOf(await demo.post(`${base(id)}/update`, { changeKinds: ['OTHER'], description: 'More.' }))[0]!.code).toBe('AID_UPDATE_PENDING');

      // Processed: the next update starts with no documents of its own.
      await t.db.updateTable('financial_aid_requests').set({ status: 'PROCESSED', decided_at: now() }).where('id', '=', stored.id).execute();
      expect((await demo.get(`${base(id)}/update/documents`)).json()).toEqual([]);
      const next = await demo.post(`${base(id)}/update`, { changeKinds: ['OTHER'], description: 'My sister started work.' });
      expect(next.statusCode).toBe(201);
      expect(next.json().id).not.toBe(stored.id);
      expect((await demo.get(`${base(id)}/progress`)).json().requests.map((request: { kind: string; status: string }) => request.status)).toEqual(expect.arrayContaining(['SUBMITTED', 'PROCESSED']));
      expect((await other.post(`${base(id)}/update`, { changeKinds: ['OTHER'], description: 'x' })).statusCode).toBe(404);
    });
  });

  describe('documents the office asked for', () => {
    it('uploads to the open request and sends them: the request is fulfilled and the application back with the office', async () => {
      const { id, reference } = await application('SUBMITTED');
      expect((await demo.get(`${base(id)}/document-request`)).statusCode).toBe(404);
      const requestId = await insertDocumentRequest(t.db, id, now());
      expect((await other.get(`${base(id)}/document-request`)).statusCode).toBe(404);
      const open = await demo.get(`${base(id)}/document-request`);
      expect(open.json()).toMatchObject({ id: requestId, documentTypes: ['INCOME_PROOF'], dueOn: dayFrom(now(), 7), status: 'OPEN', documents: [] });
      const items = ((await demo.get('/api/applicant/action-items')).json() as Array<{ kind: string; href: string; dueDate?: string }>).filter((item) => item.href.includes(id));
      expect(items).toEqual([expect.objectContaining({ kind: 'AID_DOCUMENTS_REQUESTED', dueDate: dayFrom(now(), 7), href: `/applicant/financial-aid/aid/${id}/documents` })]);

      const empty = await demo.post(`${base(id)}/document-request/submit`, { note: '' });
      expect(empty.statusCode).toBe(409);
      expect(errorOf(empty)[0]!.code).toBe('AID_DOCUMENTS_NONE');
      expect((await upload(other, `${base(id)}/document-request`)).statusCode).toBe(404);
      expect((await upload(demo, `${base(id)}/document-request`)).statusCode).toBe(201);
      const sent = await demo.post(`${base(id)}/document-request/submit`, { note: 'My payslips for March to May.' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ status: 'SUBMITTED', documentRequest: null, actions: { sendDocuments: { allowed: false, reason: 'AID_NO_DOCUMENT_REQUEST' } } });
      expect(await t.db.selectFrom('financial_aid_document_requests').select(['status', 'applicant_note']).where('id', '=', requestId).executeTakeFirstOrThrow()).toEqual({ status: 'FULFILLED', applicant_note: 'My payslips for March to May.' });
      expect(await events(id)).toEqual([
        ['DOCUMENT_ADDED', { fileName: 'payslip.pdf' }],
        ['DOCUMENTS_SENT', { count: 1 }],
      ]);
      expect((await listOutbox(t.db)).find((mail) => mail.subject === 'We have received your documents')?.text).toContain(reference);
      expect(((await demo.get('/api/applicant/action-items')).json() as Array<{ href: string }>).filter((item) => item.href.includes(id))).toEqual([]);
      expect(errorOf(await demo.post(`${base(id)}/document-request/submit`, { note: '' }))[0]!.code).toBe('AID_NO_DOCUMENT_REQUEST');
    });
  });

  describe('withdrawal', () => {
    it('needs the confirmation, is final, and closes every other action', async () => {
      const { id, reference } = await application('AWARDED');
      await insertDocumentRequest(t.db, id, now());
      expect((await other.post(`${base(id)}/withdraw`, { reason: '', confirm: true })).statusCode).toBe(404);
      expect(errorOf(await demo.post(`${base(id)}/withdraw`, { reason: 'No longer needed.' }))).toEqual([expect.objectContaining({ code: 'AID_WITHDRAW_CONFIRM_REQUIRED', field: 'confirm' })]);
      expect(errorOf(await demo.post(`${base(id)}/withdraw`, { reason: '', confirm: false }))[0]!.code).toBe('AID_WITHDRAW_CONFIRM_REQUIRED');
      const response = await demo.post(`${base(id)}/withdraw`, { reason: 'I have a scholarship.', confirm: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'WITHDRAWN',
        withdrawal: { at: now().toISOString(), by: 'APPLICANT', reason: 'I have a scholarship.' },
        documentRequest: null,
        actions: { withdraw: { allowed: false, reason: 'AID_APPLICATION_WITHDRAWN' }, appeal: { allowed: false, reason: 'AID_APPLICATION_WITHDRAWN' }, update: { allowed: false, reason: 'AID_APPLICATION_WITHDRAWN' } },
      });
      expect((await events(id)).at(-1)).toEqual(['WITHDRAWN', { by: 'APPLICANT' }]);
      expect((await listOutbox(t.db)).find((mail) => mail.subject === 'Your financial aid application has been withdrawn')?.text).toContain(reference);
      const again = await demo.post(`${base(id)}/withdraw`, { reason: '', confirm: true });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)[0]!.code).toBe('AID_APPLICATION_WITHDRAWN');
      expect(errorOf(await demo.post(`${base(id)}/appeal`, { kind: 'APPEAL', reason: 'x' }))[0]!.code).toBe('AID_APPLICATION_WITHDRAWN');
      expect(((await demo.get('/api/applicant/action-items')).json() as Array<{ href: string }>).filter((item) => item.href.includes(id))).toEqual([]);
    });

    it('is not for a draft (a draft is deleted instead)', async () => {
      const { id } = await application('SUBMITTED');
      await t.db.updateTable('financial_aid_applications').set({ status: 'DRAFT', submitted_at: null }).where('id', '=', id).execute();
      const response = await demo.post(`${base(id)}/withdraw`, { reason: '', confirm: true });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)[0]!.code).toBe('AID_APPLICATION_NOT_SUBMITTED');
    });
  });
});
