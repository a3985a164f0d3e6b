/**
 * Personal data retention (issue 38): the office administrator's reports and the job that carries an
 * approved one out. A report lists by kind and id what has been kept past its period; only an approved
 * report is carried out, re-checking each record (an appeal lodged since keeps an application); money
 * records stay; no stored file is left behind in either storage mode; a run killed between batches is
 * finished by the next; two instances preparing at once make one report. On both databases.
 */
import { Readable } from 'node:stream';
import type { RetentionKind } from '@portal/contracts/office/retention';
import { FileMissingError } from '../../../src/files/storage';
import { runScheduledJob } from '../../../src/jobs/scheduled-jobs';
import { carryOutRetention, prepareRetentionReport, ReportOpenError } from '../../../src/modules/retention';
import { submittedApplication } from '../../helpers/after-submission';
import { insertReleasedOutcome } from '../../helpers/released-outcome';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const YEAR = 365 * 86_400;
const BASE = '/api/office/retention/reports';
const DEMO_NUMBER = '24000001';
const SILENT_LOG = { error: () => undefined };

const storageModes = ['directory', 'database'] as const;
const cases = everyDatabase().flatMap((target) => storageModes.map((storage) => [target, storage] as const));

describe.each(cases)('personal data retention on %s, files in the %s', (target, storageMode) => {
  let t: TestApp;
  let admin: Browser;
  let closedNumber: string;
  let closedId: string;
  let closedApplicantId: string;
  let closedFiles: string[];
  let demoId: string;
  let draftId: string;

  const carryOut = (now = t.clock.now) => carryOutRetention({ db: t.db, storage: t.app.fileStorage, log: SILENT_LOG, now });
  const items = async (reportId: string, kind: RetentionKind) =>
    (await t.db.selectFrom('retention_report_items').select(['record_id', 'outcome']).where('report_id', '=', reportId).where('kind', '=', kind).orderBy('record_id').execute());
  const exists = async (key: string) =>
    t.app.fileStorage.open(key).then(
      (stream) => (stream.destroy(), true),
      (error: unknown) => (error instanceof FileMissingError ? false : Promise.reject(error)),
    );
  /** Moves the clock on; the administrator's session has long ended by then, so they sign in again. */
  const later = async (seconds: number) => {
    t.clock.advance(seconds);
    admin = new Browser(t.app);
    expect((await admin.signInAsStaff('OFFICE_ADMIN')).statusCode).toBe(200);
  };
  const prepare = async () => {
    const response = await admin.post(BASE, {});
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp(target, { FILE_STORAGE: storageMode });
    admin = new Browser(t.app);
    expect((await admin.signInAsStaff('OFFICE_ADMIN')).statusCode).toBe(200);

    // An applicant whose application is unsuccessful, with an uploaded document, a stored PDF and a fee paid.
    const applicant = new Browser(t.app);
    expect((await applicant.signInWithEmail()).statusCode).toBe(200);
    closedNumber = await submittedApplication(applicant, t.db);
    await insertReleasedOutcome(t.db, closedNumber, t.clock.now(), 'UNSUCCESSFUL');
    const closed = await t.db.selectFrom('applications').select(['id', 'applicant_id']).where('application_number', '=', closedNumber).executeTakeFirstOrThrow();
    closedId = closed.id;
    closedApplicantId = closed.applicant_id;
    const pdf = await t.app.fileStorage.put(Readable.from([Buffer.from('%PDF-1.4 a copy of the application')]));
    await t.db.insertInto('stored_pdfs').values({ form_kind: 'ADMISSION', form_id: closedId, language: 'en-GB', storage_key: pdf.key, sha256: pdf.sha256, size_bytes: pdf.sizeBytes }).execute();
    const fee = await t.db.selectFrom('fees').select('id').where('application_id', '=', closedId).executeTakeFirstOrThrow();
    await t.db.insertInto('payments').values({ fee_id: fee.id, reference: 'PAY-RETENTION-1', amount_cents: 1000, status: 'SUBMITTED' }).execute();
    closedFiles = [...(await t.db.selectFrom('form_documents').select('storage_key').where('form_id', '=', closedId).execute()).map((row) => row.storage_key), pdf.key];
    expect(closedFiles).toHaveLength(2);

    // The demo application is unsuccessful too; the seeded draft account's application is a draft.
    await insertReleasedOutcome(t.db, DEMO_NUMBER, t.clock.now(), 'UNSUCCESSFUL');
    demoId = (await t.db.selectFrom('applications').select('id').where('application_number', '=', DEMO_NUMBER).executeTakeFirstOrThrow()).id;
    draftId = (await t.db.selectFrom('applications').select('id').where('status', '=', 'DRAFT').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  it('is the office administrator’s alone', async () => {
    const admissions = new Browser(t.app);
    await admissions.signInAsStaff('ADMISSIONS');
    expect((await admissions.get(BASE)).statusCode).toBe(403);
    expect((await admissions.post(BASE, {})).statusCode).toBe(403);
    const applicant = new Browser(t.app);
    await applicant.signInWithPin();
    expect((await applicant.get(BASE)).json().errors[0].code).toBe('STAFF_UNAUTHENTICATED');
    const overview = (await admin.get(BASE)).json();
    expect(overview.periods).toEqual([
      { kind: 'DRAFT_APPLICATIONS', amount: 180, unit: 'DAYS' },
      { kind: 'CLOSED_APPLICATIONS', amount: 2, unit: 'YEARS' },
      { kind: 'DOCUMENTS', amount: 3, unit: 'YEARS' },
      { kind: 'APPLICANTS', amount: 365, unit: 'DAYS' },
      { kind: 'OUTBOX', amount: 30, unit: 'DAYS' },
      { kind: 'STAFF_AUDIT', amount: 6, unit: 'YEARS' },
    ]);
    expect(overview.approvalDays).toBe(14);
  });

  it('finds nothing due while every period runs, and says so', async () => {
    // The job writes nothing then; the administrator's request is on record.
    expect(await prepareRetentionReport(t.db, t.config.retention, t.clock.now(), null)).toBeUndefined();
    const report = await prepare();
    expect(report).toMatchObject({ status: 'NOTHING_DUE', preparedBy: expect.any(String) });
    expect(report.kinds.every((kind: { count: number }) => kind.count === 0)).toBe(true);
  });

  it('lists what is past its period by id, with dates and periods, and no personal data in its CSV', async () => {
    // Past the two years (rows the database dated itself carry the real date, later than the test clock's start).
    await later(3 * YEAR);
    const report = await prepare();
    expect(report.status).toBe('AWAITING_APPROVAL');
    const closed = report.kinds.find((kind: { kind: string }) => kind.kind === 'CLOSED_APPLICATIONS');
    expect(closed).toMatchObject({ count: 2, period: { amount: 2, unit: 'YEARS' } });
    expect(new Date(closed.oldest).getTime()).toBeLessThanOrEqual(new Date(closed.newest).getTime());
    expect((await items(report.id, 'CLOSED_APPLICATIONS')).map((item) => item.record_id).sort()).toEqual([closedId, demoId].sort());
    expect((await items(report.id, 'DRAFT_APPLICATIONS')).map((item) => item.record_id)).toContain(draftId);
    // The closed application's document is counted with it, not on its own.
    expect((await items(report.id, 'DOCUMENTS')).length).toBe(0);

    const csv = await admin.get(`${BASE}/${report.id}/records`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Kind of record,Record id,Counted from (Singapore time)');
    expect(csv.body).toContain(`"Unsuccessful, withdrawn, declined or lapsed applications",${closedId},`);
    expect(csv.body).not.toMatch(/@example\.edu|DEMO|S\d{7}[A-Z]/);
    expect((await admin.post(BASE, {})).json().errors[0].code).toBe('RETENTION_REPORT_AWAITING_DECISION');
  });

  it('approves only with the confirmation ticked, once, and refuses records that are not reports', async () => {
    const [report] = (await admin.get(BASE)).json().reports;
    const unticked = await admin.post(`${BASE}/${report.id}/approve`, { confirmed: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().errors).toEqual([expect.objectContaining({ code: 'RETENTION_CONFIRM_REQUIRED', field: 'confirmed' })]);
    expect((await admin.post(`${BASE}/00000000-0000-4000-8000-000000000000/approve`, { confirmed: true })).statusCode).toBe(404);
    expect((await admin.post(`${BASE}/not-a-report/approve`, { confirmed: true })).statusCode).toBe(404);

    // An appeal lodged after the report was prepared keeps the demo application.
    await t.db.insertInto('admission_appeals').values({ application_id: demoId, status: 'SUBMITTED', reason: 'My results were re-marked.', created_at: t.clock.now(), submitted_at: t.clock.now() }).execute();

    const approved = await admin.post(`${BASE}/${report.id}/approve`, { confirmed: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: expect.any(String) });
    expect((await admin.post(`${BASE}/${report.id}/decline`, { reason: 'Too late' })).json().errors[0].code).toBe('RETENTION_REPORT_NOT_AWAITING');
    const audit = await t.db.selectFrom('staff_audit').select(['action', 'params']).where('target_id', '=', report.id).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['RETENTION_REPORT_PREPARED', 'RETENTION_REPORT_APPROVED']);
    expect(audit[1]!.params).toMatchObject({ counts: { CLOSED_APPLICATIONS: 2 } });
  });

  it('carries it out once across instances, continuing after a run killed between batches, and leaves no orphan', async () => {
    const [report] = (await admin.get(BASE)).json().reports;
    // A run that dies after its first batch: the drafts are done, the closed applications untouched.
    let calls = 0;
    const dying = () => {
      calls += 1;
      if (calls > 1) throw new Error('killed');
      return t.clock.now();
    };
    await expect(carryOut(dying)).rejects.toThrow('killed');
    expect((await items(report.id, 'DRAFT_APPLICATIONS')).every((item) => item.outcome === 'REMOVED')).toBe(true);
    expect((await items(report.id, 'CLOSED_APPLICATIONS')).every((item) => item.outcome === null)).toBe(true);
    expect(await t.db.selectFrom('applications').select('id').where('id', '=', closedId).executeTakeFirst()).toBeDefined();
    expect(await t.db.selectFrom('applications').select('id').where('id', '=', draftId).executeTakeFirst()).toBeUndefined();

    // Two instances' jobs race for the next run: one carries the rest out.
    const job = { name: 'retention-removal-test', intervalSeconds: 60, leaseSeconds: 120, clock: t.clock.now };
    const runs = await Promise.all([0, 1].map(() => runScheduledJob(t.db, job, () => carryOut())));
    expect(runs.filter(Boolean)).toHaveLength(1);

    const done = (await admin.get(`${BASE}/${report.id}`)).json();
    expect(done.status).toBe('CARRIED_OUT');
    expect(done.kinds.find((kind: { kind: string }) => kind.kind === 'CLOSED_APPLICATIONS')).toMatchObject({ count: 2, removed: 1, kept: 1 });
    expect(await items(report.id, 'CLOSED_APPLICATIONS')).toEqual(
      [
        { record_id: closedId, outcome: 'REMOVED' },
        { record_id: demoId, outcome: 'KEPT' },
      ].sort((a, b) => a.record_id.localeCompare(b.record_id)),
    );

    // Nothing of the closed application is left: no row keyed by it, no stored file.
    for (const table of ['form_sections', 'form_documents', 'form_events', 'stored_pdfs'] as const) {
      expect(await t.db.selectFrom(table).select('form_id').where('form_id', '=', closedId).execute()).toEqual([]);
    }
    for (const key of closedFiles) expect(await exists(key)).toBe(false);
    expect(await t.db.selectFrom('retention_file_deletions').selectAll().execute()).toEqual([]);
    if (storageMode === 'database') expect(await t.db.selectFrom('stored_files').select('key').where('key', 'in', closedFiles).execute()).toEqual([]);

    // The money record stays, detached and naming the application; its payer is kept only as far as it needs.
    const fee = await t.db.selectFrom('fees').select(['application_id', 'description']).where('applicant_id', '=', closedApplicantId).executeTakeFirstOrThrow();
    expect(fee).toEqual({ application_id: null, description: `Application fee (application ${closedNumber})` });
    expect(await t.db.selectFrom('payments').select('reference').where('reference', '=', 'PAY-RETENTION-1').executeTakeFirst()).toBeDefined();
    const payer = await t.db.selectFrom('applicants').select(['full_name', 'email', 'nric', 'date_of_birth', 'personal_data_removed_at']).where('id', '=', closedApplicantId).executeTakeFirstOrThrow();
    expect(payer).toMatchObject({ email: 'demo.account@example.edu', nric: null, date_of_birth: null, personal_data_removed_at: expect.any(Date) });
    expect(await t.db.selectFrom('accounts').select('id').where('applicant_id', '=', closedApplicantId).execute()).toEqual([]);
    // The draft's applicant had nothing else and no money record: gone, with their login account.
    expect(await t.db.selectFrom('accounts').select('id').where('email', '=', 'draft.account@example.edu').execute()).toEqual([]);
    // The demo application, with its appeal, is whole.
    expect(await t.db.selectFrom('form_sections').select('section').where('form_id', '=', demoId).execute()).not.toEqual([]);

    const carried = await t.db.selectFrom('staff_audit').select('params').where('target_id', '=', report.id).where('action', '=', 'RETENTION_REPORT_CARRIED_OUT').executeTakeFirstOrThrow();
    expect(carried.params).toMatchObject({ removed: { CLOSED_APPLICATIONS: 1 }, kept: { CLOSED_APPLICATIONS: 1 } });
    // Nothing is left to carry out.
    expect(await carryOut()).toBeUndefined();
  });

  it('declines with a reason, and lets a report nobody decided expire', async () => {
    // Sent e-mails past their 30 days are due now.
    await later(40 * 86_400);
    await t.db.updateTable('outbox').set({ status: 'SENT', sent_at: new Date(t.clock.now().getTime() - 31 * 86_400_000) }).execute();
    const report = await prepare();
    expect(report.status).toBe('AWAITING_APPROVAL');
    const empty = await admin.post(`${BASE}/${report.id}/decline`, { reason: '   ' });
    expect(empty.json().errors).toEqual([expect.objectContaining({ code: 'ENTER_RETENTION_DECLINE_REASON', field: 'reason' })]);
    const declined = await admin.post(`${BASE}/${report.id}/decline`, { reason: 'The audit office asked us to keep this month.' });
    expect(declined.json()).toMatchObject({ status: 'DECLINED', declineReason: 'The audit office asked us to keep this month.' });
    expect(await t.db.selectFrom('outbox').select('id').execute()).not.toEqual([]);

    const next = await prepare();
    await later(15 * 86_400);
    const late = await admin.post(`${BASE}/${next.id}/approve`, { confirmed: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('RETENTION_REPORT_EXPIRED');
    expect((await admin.get(`${BASE}/${next.id}`)).json().status).toBe('EXPIRED');
  });

  it('makes one report when two instances prepare at the same moment', async () => {
    const attempts = await Promise.allSettled([0, 1].map(() => prepareRetentionReport(t.db, t.config.retention, t.clock.now(), null)));
    const made = attempts.filter((attempt) => attempt.status === 'fulfilled' && attempt.value);
    expect(made).toHaveLength(1);
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    for (const attempt of refused) expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(ReportOpenError);
    expect(await t.db.selectFrom('retention_reports').select('id').where('status', '=', 'AWAITING_APPROVAL').execute()).toHaveLength(1);
  });
});
