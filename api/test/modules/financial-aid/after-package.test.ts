/**
 * Financial aid after submission (branch fa-after): the progress of a submitted application, the
 * package — select within it and accept, or reject with reasons; an acceptance cannot be reversed —
 * the lapse of an unanswered package (the spec's message; the job lapses each package once however
 * often it runs), the dashboard's items, and ownership (another applicant's id is 404).
 */
import { listOutbox } from '../../../src/mail/outbox';
import { lapseOverdueAidPackages } from '../../../src/modules/financial-aid/lapse';
import { configureAidYear, dayFrom, insertAidApplication } from '../../helpers/financial-aid-year';
import { insertAidPackage, packageItems } from '../../helpers/financial-aid-package';
import { applicantIdByEmail, DEMO_APPLICANT_EMAIL, DRAFT_ACCOUNT } from '../../helpers/scholarship-award';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const base = (id: string) => `/api/financial-aid/applications/${id}`;
const LAPSED_TEXT = 'Offer has lapsed. Please contact Office of Financial Aid for further assistance.';

interface Item {
  kind: string;
  href: string;
  dueDate?: string;
  aidReference?: string;
}

describe.each(oneDatabase())('financial aid package after submission on %s', (target) => {
  let t: TestApp;
  let demo: Browser;
  let other: Browser;
  let demoId: string;
  let schemes: Record<string, string>;
  const now = () => t.clock.now();
  const events = async (id: string) =>
    (await t.db.selectFrom('form_events').select(['kind', 'actor', 'params']).where('form_kind', '=', 'FINANCIAL_AID').where('form_id', '=', id).orderBy('id').execute()).map((row) => row.kind);
  const aidItems = async (browser: Browser) => ((await browser.get('/api/applicant/action-items')).json() as Item[]).filter((item) => item.kind.startsWith('AID_'));
  const errorOf = (response: { json(): unknown }) => (response.json() as { errors: Array<{ code: string; message: string; field?: string; params?: unknown[] }> }).errors;

  /** A fresh application of the demo applicant in its own academic year, with a package offered. */
  let year = 2030;
  async function offered(codes: string[], amounts: Record<string, number> = {}, replyDueOn?: string) {
    year += 1;
    const academicYear = `${year}/${year + 1}`;
    schemes = await configureAidYear(t.db, academicYear, now());
    const application = await insertAidApplication(t.db, demoId, academicYear, now());
    await insertAidPackage(t.db, application.id, now(), packageItems(schemes, codes, amounts), { replyDueOn });
    return application;
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

  it('shows the progress: the package with each bursary in two halves on the year\'s disbursement dates, and what may be done', async () => {
    const { id, reference } = await offered(['DONATED_BURSARY', 'RC_BURSARY', 'TUITION_LOAN'], { DONATED_BURSARY: 300_001 });
    const response = await demo.get(`${base(id)}/progress`);
    expect(response.statusCode).toBe(200);
    const progress = response.json();
    expect(progress).toMatchObject({ id, reference, status: 'AWARDED', perCapitaIncomeCents: 75_000, guarantor: 'NOT_NEEDED', documentRequest: null, requests: [], withdrawal: null });
    expect(progress.package.status).toBe('OFFERED');
    expect(progress.package.bursaryTotalCents).toBe(500_001);
    expect(progress.package.items[0].disbursements).toEqual([
      { semester: 1, on: dayFrom(now(), 60), amountCents: 150_001 },
      { semester: 2, on: dayFrom(now(), 200), amountCents: 150_000 },
    ]);
    expect(progress.package.items[2]).toMatchObject({ code: 'TUITION_LOAN', maxPercent: 90, disbursements: null });
    expect(progress.actions).toEqual({
      reply: { allowed: true, reason: null },
      appeal: { allowed: true, reason: null },
      update: { allowed: true, reason: null },
      sendDocuments: { allowed: false, reason: 'AID_NO_DOCUMENT_REQUEST' },
      withdraw: { allowed: true, reason: null },
      guarantor: { allowed: false, reason: 'AID_GUARANTOR_NOT_NEEDED' },
    });
  });

  it("answers 404 for another applicant's application, an unknown and a malformed id", async () => {
    const { id } = await offered(['RC_BURSARY']);
    for (const url of [`${base(id)}/progress`, `${base('00000000-0000-4000-8000-000000000000')}/progress`, `${base('not-a-uuid')}/progress`]) {
      expect((await other.get(url)).statusCode).toBe(404);
    }
    expect((await other.post(`${base(id)}/package/accept`, { selection: { items: [{ code: 'RC_BURSARY', percent: null }] } })).statusCode).toBe(404);
    expect((await other.post(`${base(id)}/package/reject`, { reasons: ['NOT_NEEDED'], comments: '' })).statusCode).toBe(404);
    expect((await other.post(`${base(id)}/withdraw`, { reason: '', confirm: true })).statusCode).toBe(404);
    expect((await demo.get(`${base(id)}/progress`)).json().package.status).toBe('OFFERED');
  });

  it('checks the selection against the package: at least one item, items of it only, each loan 1 … its maximum percent', async () => {
    const { id } = await offered(['RC_BURSARY', 'STUDY_LOAN']);
    const accept = (selection: unknown) => demo.post(`${base(id)}/package/accept`, { selection });
    expect(errorOf(await accept({ items: [] })).map((error) => error.code)).toEqual(['AID_SELECTION_REQUIRED']);
    expect((await demo.post(`${base(id)}/package/accept`, {})).statusCode).toBe(400);
    expect(errorOf(await accept({ items: [{ code: 'GOV_BURSARY', percent: null }] }))).toEqual([expect.objectContaining({ code: 'AID_SELECTION_UNKNOWN_ITEM', field: 'selection.items[0].code' })]);
    expect(errorOf(await accept({ items: [{ code: 'STUDY_LOAN', percent: null }] }))).toEqual([expect.objectContaining({ code: 'AID_LOAN_PERCENT_REQUIRED', field: 'selection.items[0].percent' })]);
    const tooMuch = await accept({ items: [{ code: 'RC_BURSARY', percent: null }, { code: 'STUDY_LOAN', percent: 11 }] });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch)).toEqual([{ code: 'AID_LOAN_PERCENT_RANGE', message: 'This answer must be a whole number from 1 to 10', params: [10], field: 'selection.items[1].percent' }]);
    // Before the package is read (a percent that is no whole number from 1) the answer cannot name the loan's maximum, and says so in words, no "{0}".
    for (const percent of [0, 2.5, 'half']) {
      expect(errorOf(await accept({ items: [{ code: 'STUDY_LOAN', percent }] }))).toEqual([
        { code: 'AID_LOAN_PERCENT_WHOLE', message: 'Enter the percentage of the fee you wish to borrow as a whole number, from 1 up to the loan’s maximum', field: 'selection.items[0].percent' },
      ]);
    }
    expect(errorOf(await accept({ items: [{ code: 'RC_BURSARY', percent: null }, { code: 'RC_BURSARY', percent: null }] }))[0]!.code).toBe('AID_SELECTION_UNKNOWN_ITEM');
    expect((await demo.get(`${base(id)}/progress`)).json().package.status).toBe('OFFERED');
  });

  it('accepts with the selection (timeline, e-mail, a guarantor to give for a loan); an acceptance cannot be reversed', async () => {
    const { id, reference } = await offered(['RC_BURSARY', 'TUITION_LOAN', 'STUDY_LOAN']);
    expect((await aidItems(demo)).filter((item) => item.href.includes(id))).toEqual([
      expect.objectContaining({ kind: 'AID_PACKAGE_REPLY', dueDate: dayFrom(now(), 14), aidReference: reference, href: `/applicant/financial-aid/aid/${id}/package` }),
    ]);
    const response = await demo.post(`${base(id)}/package/accept`, { selection: { items: [{ code: 'RC_BURSARY', percent: 50 }, { code: 'TUITION_LOAN', percent: 75 }] } });
    expect(response.statusCode).toBe(200);
    const progress = response.json();
    expect(progress.package).toMatchObject({ status: 'ACCEPTED', respondedAt: now().toISOString(), selection: { items: [{ code: 'RC_BURSARY', percent: null }, { code: 'TUITION_LOAN', percent: 75 }] } });
    expect(progress.guarantor).toBe('TO_NOMINATE');
    expect(progress.actions.reply).toEqual({ allowed: false, reason: 'AID_PACKAGE_ALREADY_ACCEPTED' });
    expect(progress.actions.guarantor).toEqual({ allowed: true, reason: null });
    expect(await events(id)).toEqual(['PACKAGE_ACCEPTED']);
    const mail = (await listOutbox(t.db)).find((entry) => entry.subject === 'You have accepted your financial aid package');
    expect(mail?.text).toContain(reference);
    expect(mail?.text).toContain('guarantor');
    expect((await aidItems(demo)).filter((item) => item.href.includes(id))).toEqual([
      expect.objectContaining({ kind: 'AID_GUARANTOR', aidReference: reference, href: `/applicant/financial-aid/aid/${id}/guarantor` }),
    ]);

    // Reversing: neither a second acceptance nor a rejection.
    const reject = await demo.post(`${base(id)}/package/reject`, { reasons: ['NOT_NEEDED'], comments: '' });
    expect(reject.statusCode).toBe(409);
    expect(errorOf(reject)[0]!.code).toBe('AID_PACKAGE_ALREADY_ACCEPTED');
    expect((await demo.post(`${base(id)}/package/accept`, { selection: { items: [{ code: 'RC_BURSARY', percent: null }] } })).statusCode).toBe(409);
    expect((await t.db.selectFrom('financial_aid_packages').select('status').where('application_id', '=', id).executeTakeFirstOrThrow()).status).toBe('ACCEPTED');

    // Once the guarantor is given (fa-guarantor's row), nothing is left to do.
    await t.db.insertInto('financial_aid_guarantors').values({ application_id: id, details: JSON.stringify({}), status: 'INVITED', invited_at: now(), created_at: now(), updated_at: now() }).execute();
    expect((await aidItems(demo)).filter((item) => item.href.includes(id))).toEqual([]);
    expect((await demo.get(`${base(id)}/progress`)).json().guarantor).toBe('INVITED');
  });

  it('accepting bursaries alone needs no guarantor', async () => {
    const { id } = await offered(['RC_BURSARY', 'TUITION_LOAN']);
    const response = await demo.post(`${base(id)}/package/accept`, { selection: { items: [{ code: 'RC_BURSARY', percent: null }] } });
    expect(response.json().guarantor).toBe('NOT_NEEDED');
    expect((await aidItems(demo)).filter((item) => item.href.includes(id))).toEqual([]);
  });

  it('rejects with reasons (comments needed for another reason); the reply is final', async () => {
    const { id } = await offered(['DONATED_BURSARY']);
    const reject = (body: object) => demo.post(`${base(id)}/package/reject`, body);
    expect(errorOf(await reject({ reasons: [], comments: '' })).map((error) => error.code)).toEqual(['AID_REJECT_REASON_REQUIRED']);
    expect(errorOf(await reject({ reasons: ['OTHER'], comments: '' }))).toEqual([expect.objectContaining({ code: 'AID_REJECT_COMMENTS_REQUIRED', field: 'comments' })]);
    expect(errorOf(await reject({ reasons: ['NOT_NEEDED'], comments: 'x'.repeat(1001) }))[0]!.code).toBe('TOO_LONG');
    expect(errorOf(await reject({ reasons: ['MAYBE'], comments: '' }))[0]!.code).toBe('INVALID_VALUE');
    const response = await reject({ reasons: ['OTHER_AID', 'OTHER'], comments: 'I have a scholarship from my town council.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().package).toMatchObject({ status: 'REJECTED', rejectReasons: ['OTHER_AID', 'OTHER'], comments: 'I have a scholarship from my town council.' });
    expect(await events(id)).toEqual(['PACKAGE_REJECTED']);
    expect((await listOutbox(t.db)).some((entry) => entry.subject === 'You have rejected your financial aid package')).toBe(true);
    const accept = await demo.post(`${base(id)}/package/accept`, { selection: { items: [{ code: 'DONATED_BURSARY', percent: null }] } });
    expect(accept.statusCode).toBe(409);
    expect(errorOf(accept)[0]!.code).toBe('AID_PACKAGE_ALREADY_REJECTED');
  });

  it("refuses a reply to a lapsed offer with the spec's message, before and after the lapse job; the job lapses each package once", async () => {
    const due = await offered(['RC_BURSARY'], {}, dayFrom(now(), 0));
    const overdue = await offered(['RC_BURSARY'], {}, dayFrom(now(), -1));
    // Due today (Singapore): still open. Overdue: lapsed even before the job runs.
    expect((await demo.get(`${base(due.id)}/progress`)).json().package.status).toBe('OFFERED');
    expect((await demo.get(`${base(overdue.id)}/progress`)).json().package.status).toBe('LAPSED');
    expect((await aidItems(demo)).filter((item) => item.href.includes(overdue.id))).toEqual([]);
    const refused = await demo.post(`${base(overdue.id)}/package/accept`, { selection: { items: [{ code: 'RC_BURSARY', percent: null }] } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)[0]).toEqual({ code: 'AID_OFFER_LAPSED', message: LAPSED_TEXT });

    const [first, second] = [await lapseOverdueAidPackages(t.db, now(), { publicUrl: 'https://portal.example.edu' }), await lapseOverdueAidPackages(t.db, now())];
    expect(first).toContain(overdue.id);
    expect(first).not.toContain(due.id);
    expect(second).toEqual([]);
    expect(await events(overdue.id)).toEqual(['PACKAGE_LAPSED']);
    const mails = (await listOutbox(t.db)).filter((entry) => entry.subject === 'Your financial aid offer has lapsed' && entry.text.includes(overdue.reference));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(LAPSED_TEXT);
    expect(errorOf(await demo.post(`${base(overdue.id)}/package/reject`, { reasons: ['NOT_NEEDED'], comments: '' }))[0]!.code).toBe('AID_OFFER_LAPSED');
    expect((await demo.get(`${base(overdue.id)}/progress`)).json().actions.reply).toEqual({ allowed: false, reason: 'AID_OFFER_LAPSED' });
  });

  it('refuses a reply when there is no package', async () => {
    year += 1;
    const academicYear = `${year}/${year + 1}`;
    await configureAidYear(t.db, academicYear, now());
    const { id } = await insertAidApplication(t.db, demoId, academicYear, now());
    const response = await demo.post(`${base(id)}/package/accept`, { selection: { items: [{ code: 'RC_BURSARY', percent: null }] } });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)[0]!.code).toBe('AID_NO_PACKAGE');
    expect((await demo.get(`${base(id)}/progress`)).json()).toMatchObject({ package: null, actions: { reply: { allowed: false, reason: 'AID_NO_PACKAGE' }, appeal: { allowed: false, reason: 'AID_APPEAL_NO_OUTCOME' } } });
  });
});
