/**
 * The finance office's console API (issue 11): fees listed, searched and opened; a fee waived or
 * recorded received offline, with the timeline naming the officer, the staff audit and the
 * applicant's e-mail; the refusals, the validation, the roles and anti-forgery.
 */
import type { OfficeFeePage, OfficeFeeView } from '@portal/contracts/office/payment';
import { listOutbox } from '../../../src/mail/outbox';
import { listStaffActions } from '../../../src/staff/audit';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const NUMBER = '24000001';
const FEES = '/api/office/payment/fees';
const NO_SUCH_FEE = '00000000-0000-4000-8000-000000000000';
const OFFLINE = { receivedOn: '27/02/2026', bankReference: 'DBS-TT-55821', note: 'Telegraphic transfer seen on the bank statement of 27 Feb.' };

describe.each(oneDatabase())('the finance console on %s', (target) => {
  let t: TestApp;
  let finance: Browser;
  let applicationId: string;
  let applicantId: string;
  let demoFeeId: string;

  /** Another fee of the demo applicant's, in the given state, with (optionally) one payment attempt. */
  async function addFee(status: 'UNPAID' | 'UNSUCCESSFUL' = 'UNPAID', attempt?: { status: 'OPEN' | 'SUBMITTED'; sessionId?: string }): Promise<string> {
    const fee = await t.db
      .insertInto('fees')
      .values({ kind: 'ENTRANCE_EXAM_FEE', applicant_id: applicantId, application_id: applicationId, description: 'Entrance exam: Music audition', amount_cents: 5000, status })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (attempt) {
      await t.db
        .insertInto('payments')
        .values({ fee_id: fee.id, reference: `PAY-T${Math.random().toString().slice(2, 10)}`, amount_cents: 5000, gst_cents: 450, status: attempt.status, method: 'GATEWAY', checkout_session_id: attempt.sessionId ?? null, created_at: t.clock.now() })
        .execute();
    }
    return fee.id;
  }
  const view = async (feeId: string): Promise<OfficeFeeView> => (await finance.get(`${FEES}/${feeId}`)).json();
  const search = async (query: string): Promise<OfficeFeePage> => (await finance.get(`${FEES}?${query}`)).json();
  const errorOf = (response: { json(): { errors: Array<{ code: string; field?: string }> } }) => response.json().errors[0]!;

  beforeAll(async () => {
    t = await createTestApp(target);
    finance = new Browser(t.app);
    await finance.signInAsStaff('FINANCE');
    const application = await t.db.selectFrom('applications').select(['id', 'applicant_id']).where('application_number', '=', NUMBER).executeTakeFirstOrThrow();
    applicationId = application.id;
    applicantId = application.applicant_id;
    demoFeeId = (await t.db.selectFrom('fees').select('id').where('application_id', '=', applicationId).where('kind', '=', 'APPLICATION_FEE').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  it('lists fees, searches by application number, name and payment reference, filters by status and kind, and opens one', async () => {
    const all = await search('');
    expect(all.items.map((row) => row.id)).toContain(demoFeeId);
    expect(all).toMatchObject({ page: 1, pageSize: 25 });
    expect((await search(`q=${NUMBER}`)).items.find((row) => row.id === demoFeeId)).toMatchObject({ applicationNumber: NUMBER, applicantName: 'TAN MEI LING', kind: 'APPLICATION_FEE', status: 'UNPAID', amountCents: 1000 });
    expect((await search('q=tan%20mei')).total).toBeGreaterThan(0);
    expect((await search('q=nobody%20called%20this')).total).toBe(0);
    // % typed by an officer is not a wildcard.
    expect((await search('q=%25')).total).toBe(0);
    const withAttempt = await addFee('UNSUCCESSFUL', { status: 'SUBMITTED' });
    const reference = (await t.db.selectFrom('payments').select('reference').where('fee_id', '=', withAttempt).executeTakeFirstOrThrow()).reference;
    expect((await search(`q=${reference.toLowerCase()}`)).items.map((row) => row.id)).toEqual([withAttempt]);
    expect((await search('kind=ENTRANCE_EXAM_FEE')).items.every((row) => row.kind === 'ENTRANCE_EXAM_FEE')).toBe(true);
    expect((await search('status=UNSUCCESSFUL')).items.map((row) => row.id)).toContain(withAttempt);
    expect((await search('status=UNSUCCESSFUL')).items.map((row) => row.id)).not.toContain(demoFeeId);
    const bad = await finance.get(`${FEES}?status=PAID&kind=NONE`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['kind', 'status']);

    const fee = await view(demoFeeId);
    expect(fee).toMatchObject({
      applicationNumber: NUMBER,
      // Never chosen: the console's waiver box names no language.
      applicant: { fullName: 'TAN MEI LING', email: 'demo.applicant@example.edu', language: null },
      kind: 'APPLICATION_FEE',
      amountCents: 1000,
      gstPercent: 9,
      gstCents: 90,
      totalCents: 1090,
      status: 'UNPAID',
      payments: [],
      timeline: [],
      actionable: true,
    });
    // Once chosen, the language is named (the waiver's reason is e-mailed in it).
    await t.db.updateTable('applicants').set({ language: 'zh-Hans' }).where('email', '=', 'demo.applicant@example.edu').execute();
    expect((await view(demoFeeId)).applicant.language).toBe('zh-Hans');
    await t.db.updateTable('applicants').set({ language: null }).where('email', '=', 'demo.applicant@example.edu').execute();
  });

  it('is for the finance office only: other roles 403, applicants and strangers 401, an unknown fee 404', async () => {
    const urls = [FEES, `${FEES}/${demoFeeId}`];
    for (const role of ['ADMISSIONS', 'SCHOLARSHIPS', 'OFFICE_ADMIN'] as const) {
      const staff = new Browser(t.app);
      await staff.signInAsStaff(role);
      for (const url of urls) expect((await staff.get(url)).statusCode).toBe(403);
      expect((await staff.post(`${FEES}/${demoFeeId}/waive`, { reason: 'x' })).statusCode).toBe(403);
      expect((await staff.post(`${FEES}/${demoFeeId}/offline-payment`, OFFLINE)).statusCode).toBe(403);
    }
    const applicant = new Browser(t.app);
    await applicant.signInWithPin();
    const stranger = new Browser(t.app);
    for (const browser of [applicant, stranger]) {
      for (const url of urls) expect((await browser.get(url)).statusCode).toBe(401);
      expect((await browser.post(`${FEES}/${demoFeeId}/offline-payment`, OFFLINE)).statusCode).toBe(401);
    }
    // The applicant's own fee routes answer a malformed id as an unknown one too.
    expect((await applicant.get('/api/payment/fees/not-a-fee')).statusCode).toBe(404);
    expect((await finance.get(`${FEES}/${NO_SUCH_FEE}`)).statusCode).toBe(404);
    expect((await finance.post(`${FEES}/${NO_SUCH_FEE}/waive`, { reason: 'Hardship' })).statusCode).toBe(404);
    expect((await finance.post(`${FEES}/${NO_SUCH_FEE}/offline-payment`, OFFLINE)).statusCode).toBe(404);
    expect((await finance.get(`${FEES}/not-a-fee`)).statusCode).toBe(404);
    expect((await view(demoFeeId)).status).toBe('UNPAID');
  });

  it('checks both forms with the shared schemas and refuses a request without the anti-forgery token', async () => {
    const offline = (body: object) => finance.post(`${FEES}/${demoFeeId}/offline-payment`, body);
    const missingNote = await offline({ ...OFFLINE, note: '  ' });
    expect(missingNote.statusCode).toBe(400);
    expect(errorOf(missingNote)).toMatchObject({ field: 'note', code: 'ENTER_PAYMENT_NOTE' });
    // The clock says 1 March 2026, Singapore time: the 2nd is tomorrow.
    expect(errorOf(await offline({ ...OFFLINE, receivedOn: '02/03/2026' }))).toMatchObject({ field: 'receivedOn', code: 'RECEIVED_DATE_IN_FUTURE' });
    expect(errorOf(await offline({ ...OFFLINE, receivedOn: '31/02/2026' }))).toMatchObject({ field: 'receivedOn', code: 'INVALID_DATE' });
    expect(errorOf(await offline({ ...OFFLINE, note: 'x'.repeat(1001) }))).toMatchObject({ field: 'note', code: 'TOO_LONG', params: [1000] });
    expect(errorOf(await offline({ ...OFFLINE, bankReference: '' }))).toMatchObject({ field: 'bankReference', code: 'ENTER_BANK_REFERENCE' });
    expect(errorOf(await offline({ ...OFFLINE, amountCents: 1 }))).toMatchObject({ code: 'UNKNOWN_FIELD' });
    expect(errorOf(await finance.post(`${FEES}/${demoFeeId}/waive`, { reason: '' }))).toMatchObject({ field: 'reason', code: 'ENTER_WAIVER_REASON' });

    const forged = await finance.request({ method: 'POST', url: `${FEES}/${demoFeeId}/offline-payment`, payload: OFFLINE, withXsrfHeader: false });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('CSRF_INVALID');
    const fee = await view(demoFeeId);
    expect(fee.status).toBe('UNPAID');
    expect(fee.payments).toEqual([]);
  });

  it('records a fee received offline: an OFFLINE payment with GST, the fee received, the timeline with the officer, the audit and the receipt e-mail', async () => {
    const recorded = await finance.post(`${FEES}/${demoFeeId}/offline-payment`, OFFLINE);
    expect(recorded.statusCode).toBe(200);
    const fee: OfficeFeeView = recorded.json();
    expect(fee).toMatchObject({ status: 'RECEIVED', actionable: false });
    expect(fee.payments).toHaveLength(1);
    const payment = fee.payments[0]!;
    expect(payment).toMatchObject({
      method: 'OFFLINE',
      status: 'RECEIVED',
      amountCents: 1000,
      gstCents: 90,
      totalCents: 1090,
      receivedOn: '2026-02-27',
      receivedAt: t.clock.now().toISOString(),
      gatewayReference: OFFLINE.bankReference,
      note: OFFLINE.note,
      recordedBy: 'CHUA BENG HOCK',
    });
    expect(payment.reference).toMatch(/^PAY-\d{8}$/);
    expect(fee.timeline).toEqual([
      expect.objectContaining({ kind: 'FEE_RECEIVED_OFFLINE', actor: 'OFFICE', staffName: 'CHUA BENG HOCK', params: expect.objectContaining({ reference: payment.reference, feeKind: 'APPLICATION_FEE' }) }),
    ]);
    const audit = await listStaffActions(t.db, 'APPLICATION', NUMBER);
    expect(audit.find((action) => action.action === 'FEE_RECEIVED_OFFLINE')).toMatchObject({
      staffName: 'CHUA BENG HOCK',
      params: { feeId: demoFeeId, reference: payment.reference, bankReference: OFFLINE.bankReference, receivedOn: '2026-02-27' },
    });
    const receipts = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your payment receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ to: 'demo.applicant@example.edu' });
    expect(receipts[0]!.text).toContain(payment.reference);
    expect(receipts[0]!.text).toContain('on 27/02/2026');

    // The applicant sees it received, with the payment and its receipt.
    const applicant = new Browser(t.app);
    await applicant.signInWithPin();
    const fees = (await applicant.get('/api/payment/fees')).json() as Array<{ id: string; status: string; payBlock: string }>;
    expect(fees.find((one) => one.id === demoFeeId)).toMatchObject({ status: 'RECEIVED', payBlock: 'RECEIVED' });
    expect((await applicant.get('/api/payment/payments')).json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: payment.id, method: 'OFFLINE', status: 'RECEIVED' })]));
    const pdf = await applicant.get(`/api/payment/payments/${payment.id}/receipt?language=en-GB`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The applicant's timeline words the event without naming the officer.
    expect((await applicant.get(`/api/admission/applications/${NUMBER}/timeline`)).json().map((event: { kind: string }) => event.kind)).toContain('FEE_RECEIVED_OFFLINE');

    // Found by its reference; recorded once: again → 409, and it cannot be waived now.
    expect((await search(`q=${payment.reference}`)).items.map((row) => row.id)).toEqual([demoFeeId]);
    const again = await finance.post(`${FEES}/${demoFeeId}/offline-payment`, OFFLINE);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('FEE_ALREADY_RECEIVED');
    expect(errorOf(await finance.post(`${FEES}/${demoFeeId}/waive`, { reason: 'Hardship' })).code).toBe('FEE_ALREADY_PAID');
    expect((await view(demoFeeId)).payments).toHaveLength(1);
  });

  it('waives a fee with a reason: waived by the officer, in the timeline and the audit, and the applicant e-mailed', async () => {
    const feeId = await addFee('UNSUCCESSFUL');
    const waived = await finance.post(`${FEES}/${feeId}/waive`, { reason: 'Hardship grant approved by the bursar' });
    expect(waived.statusCode).toBe(200);
    const fee: OfficeFeeView = waived.json();
    expect(fee).toMatchObject({ status: 'WAIVED', actionable: false, waived: { reason: 'Hardship grant approved by the bursar', at: t.clock.now().toISOString(), by: 'CHUA BENG HOCK' } });
    expect(fee.timeline).toEqual([expect.objectContaining({ kind: 'FEE_WAIVED', actor: 'OFFICE', staffName: 'CHUA BENG HOCK' })]);
    // The application fee's own timeline does not list another fee's waiver.
    expect((await view(demoFeeId)).timeline.map((event) => event.kind)).not.toContain('FEE_WAIVED');
    expect((await listStaffActions(t.db, 'APPLICATION', NUMBER)).find((action) => action.action === 'FEE_WAIVED')).toMatchObject({ staffName: 'CHUA BENG HOCK', params: { feeId, reason: 'Hardship grant approved by the bursar' } });
    const mail = (await listOutbox(t.db)).find((one) => one.subject === 'Your entrance exam fee has been waived');
    expect(mail?.text).toContain('waived by the Finance Office');

    const again = await finance.post(`${FEES}/${feeId}/waive`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('FEE_ALREADY_WAIVED');
    expect(errorOf(await finance.post(`${FEES}/${feeId}/offline-payment`, OFFLINE)).code).toBe('FEE_ALREADY_WAIVED');
  });

  it('refuses both actions while a payment is being confirmed, and closes a page never handed to the gateway', async () => {
    const confirming = await addFee('UNPAID', { status: 'SUBMITTED' });
    const offline = await finance.post(`${FEES}/${confirming}/offline-payment`, OFFLINE);
    expect(offline.statusCode).toBe(409);
    expect(errorOf(offline).code).toBe('FEE_OFFLINE_PAYMENT_PENDING');
    expect(errorOf(await finance.post(`${FEES}/${confirming}/waive`, { reason: 'Hardship' })).code).toBe('FEE_PAYMENT_PENDING');
    expect((await view(confirming)).status).toBe('UNPAID');

    const free = await addFee('UNPAID');
    await t.db.updateTable('fees').set({ amount_cents: 0 }).where('id', '=', free).execute();
    expect(errorOf(await finance.post(`${FEES}/${free}/offline-payment`, OFFLINE)).code).toBe('FEE_NOTHING_DUE');

    const neverSent = await addFee('UNPAID', { status: 'OPEN' });
    expect((await finance.post(`${FEES}/${neverSent}/offline-payment`, OFFLINE)).statusCode).toBe(200);
    const statuses = (await view(neverSent)).payments.map((payment) => `${payment.method} ${payment.status}`).sort();
    expect(statuses).toEqual(['GATEWAY EXPIRED', 'OFFLINE RECEIVED']);
  });

  it('will not act while a checkout page it cannot close is open at the gateway (no gateway configured)', async () => {
    const feeId = await addFee('UNPAID', { status: 'OPEN', sessionId: `cs_test_${randomSuffix()}` });
    const refused = await finance.post(`${FEES}/${feeId}/waive`, { reason: 'Hardship' });
    expect(refused.statusCode).toBe(503);
    expect(errorOf(refused).code).toBe('FEE_CHECKOUT_UNREACHABLE');
    const fee = await view(feeId);
    expect(fee.status).toBe('UNPAID');
    expect(fee.payments.map((payment) => payment.status)).toEqual(['OPEN']);
  });
});

const randomSuffix = () => Math.random().toString(36).slice(2, 12);
