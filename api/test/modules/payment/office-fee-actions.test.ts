/**
 * The office's actions on a fee with a checkout page open at the gateway (unit tests of the payment
 * module's core, on a real database, with a scripted gateway standing in for the sandbox): the page
 * is closed at the gateway first, or — when the gateway says it was paid — settled, and the office
 * action refused; a gateway that cannot answer stops the action. And "Pay" withdraws a page made
 * for an attempt the office closed in the meantime.
 */
import type { CheckoutRequest, CheckoutSession, PaymentGateway } from '../../../src/modules/payment/gateway/payment-gateway';
import { startCheckout } from '../../../src/modules/payment/checkout';
import { lockActionableFee } from '../../../src/modules/payment/office-fee';
import { recordOfflinePayment } from '../../../src/modules/payment/offline-payment';
import { waiveFee } from '../../../src/modules/payment/waive-fee';
import { listOutbox } from '../../../src/mail/outbox';
import { ApiProblem } from '../../../src/http/problems';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

/** A gateway whose sessions are what the test says they are; it records what it was asked. */
class ScriptedGateway implements PaymentGateway {
  readonly sessions = new Map<string, CheckoutSession>();
  readonly expired: string[] = [];
  failing = false;
  /** Runs while a page is being made (to act in that moment, as another request would). */
  duringCreate: (() => Promise<void>) | null = null;

  open(id: string, paymentId: string, state: Pick<CheckoutSession, 'status' | 'paymentStatus'> = { status: 'open', paymentStatus: 'unpaid' }): void {
    this.sessions.set(id, { id, url: `https://checkout.test/${id}`, clientReferenceId: paymentId, amountTotalCents: 5450, currency: 'sgd', paymentIntentId: state.paymentStatus === 'paid' ? `pi_${id}` : null, expiresAt: new Date('2026-03-01T10:00:00Z'), ...state });
  }
  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    await this.duringCreate?.();
    this.open(`cs_${request.paymentId}`, request.paymentId);
    return this.sessions.get(`cs_${request.paymentId}`)!;
  }
  async retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    if (this.failing) throw new Error('connection refused');
    return this.sessions.get(id)!;
  }
  async expireCheckoutSession(id: string): Promise<CheckoutSession> {
    if (this.failing) throw new Error('connection refused');
    this.expired.push(id);
    const session = { ...this.sessions.get(id)!, status: 'expired' as const, url: null };
    this.sessions.set(id, session);
    return session;
  }
  verifyWebhook(): never {
    throw new Error('not used here');
  }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: unknown) => (error instanceof ApiProblem ? `${error.statusCode} ${error.errors[0]!.code}` : String(error)),
  );

describe.each(oneDatabase())('office actions on a fee with an open checkout page, on %s', (target) => {
  let t: TestApp;
  let gateway: ScriptedGateway;
  let staffId: string;
  let applicantId: string;
  let applicationId: string;
  const context = () => ({ now: t.clock.now(), publicUrl: 'http://portal.test', gateway, gstPercent: 9 });
  const offline = (feeId: string) => recordOfflinePayment(t.db, { feeId, receivedOn: '2026-02-27', bankReference: 'TT-1', note: 'Bank transfer', staffId }, context());
  const waive = (feeId: string) => waiveFee(t.db, { feeId, reason: 'Hardship', staffId, office: 'FINANCE' }, context());
  const statusOf = async (feeId: string) => (await t.db.selectFrom('fees').select('status').where('id', '=', feeId).executeTakeFirstOrThrow()).status;
  const paymentsOf = async (feeId: string) => (await t.db.selectFrom('payments').select(['method', 'status']).where('fee_id', '=', feeId).execute()).map((p) => `${p.method} ${p.status}`).sort();

  /** A fee with one attempt whose page is open at the gateway (in the state given). */
  async function feeWithOpenPage(state?: Pick<CheckoutSession, 'status' | 'paymentStatus'>): Promise<{ feeId: string; sessionId: string }> {
    const fee = await t.db.insertInto('fees').values({ kind: 'ENTRANCE_EXAM_FEE', applicant_id: applicantId, application_id: applicationId, description: 'Entrance exam', amount_cents: 5000, status: 'UNPAID' }).returning('id').executeTakeFirstOrThrow();
    const sessionId = `cs_${fee.id}`;
    const payment = await t.db
      .insertInto('payments')
      .values({ fee_id: fee.id, reference: `PAY-U${fee.id.slice(0, 8)}`, amount_cents: 5000, gst_cents: 450, status: 'OPEN', method: 'GATEWAY', checkout_session_id: sessionId, checkout_url: `https://checkout.test/${sessionId}`, created_at: t.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    gateway.open(sessionId, payment.id, state);
    return { feeId: fee.id, sessionId };
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    gateway = new ScriptedGateway();
    staffId = (await t.db.selectFrom('staff_accounts').select('id').where('role', '=', 'FINANCE').executeTakeFirstOrThrow()).id;
    const application = await t.db.selectFrom('applications').select(['id', 'applicant_id']).where('application_number', '=', '24000001').executeTakeFirstOrThrow();
    applicationId = application.id;
    applicantId = application.applicant_id;
  });
  afterAll(() => t?.close());

  it('closes an unpaid page at the gateway, then records the offline payment', async () => {
    const { feeId, sessionId } = await feeWithOpenPage();
    expect(await refusal(offline(feeId))).toBe('done');
    expect(gateway.expired).toContain(sessionId);
    expect(await paymentsOf(feeId)).toEqual(['GATEWAY EXPIRED', 'OFFLINE RECEIVED']);
    expect(await statusOf(feeId)).toBe('RECEIVED');
  });

  it('settles a page the gateway says was paid, and refuses the action: the fee was received, once', async () => {
    const paidBeforeWaiver = await feeWithOpenPage({ status: 'complete', paymentStatus: 'paid' });
    const receiptsBefore = (await listOutbox(t.db)).filter((mail) => mail.subject === 'Your payment receipt').length;
    expect(await refusal(waive(paidBeforeWaiver.feeId))).toBe('409 FEE_ALREADY_PAID');
    expect(await paymentsOf(paidBeforeWaiver.feeId)).toEqual(['GATEWAY RECEIVED']);
    expect(await statusOf(paidBeforeWaiver.feeId)).toBe('RECEIVED');

    const paidBeforeOffline = await feeWithOpenPage({ status: 'complete', paymentStatus: 'paid' });
    expect(await refusal(offline(paidBeforeOffline.feeId))).toBe('409 FEE_ALREADY_RECEIVED');
    expect(await paymentsOf(paidBeforeOffline.feeId)).toEqual(['GATEWAY RECEIVED']);
    expect(gateway.expired).not.toContain(paidBeforeOffline.sessionId);
    // One receipt per payment the gateway took; none for an office action that did not happen.
    expect((await listOutbox(t.db)).filter((mail) => mail.subject === 'Your payment receipt').length).toBe(receiptsBefore + 2);
  });

  it('does nothing when the gateway cannot be asked', async () => {
    const { feeId } = await feeWithOpenPage();
    gateway.failing = true;
    try {
      expect(await refusal(waive(feeId))).toBe('503 FEE_CHECKOUT_UNREACHABLE');
    } finally {
      gateway.failing = false;
    }
    expect(await statusOf(feeId)).toBe('UNPAID');
    expect(await paymentsOf(feeId)).toEqual(['GATEWAY OPEN']);
  });

  it('refuses, inside the action, a page opened after the others were closed (the officer tries again)', async () => {
    const { feeId } = await feeWithOpenPage();
    const refusals = { RECEIVED: 'FEE_ALREADY_RECEIVED', WAIVED: 'FEE_ALREADY_WAIVED', BEING_CONFIRMED: 'FEE_OFFLINE_PAYMENT_PENDING' } as const;
    expect(await refusal(t.db.transaction().execute((tx) => lockActionableFee(tx, feeId, refusals)))).toBe('409 FEE_CHECKOUT_OPENED');
    expect(await paymentsOf(feeId)).toEqual(['GATEWAY OPEN']);
  });

  it('withdraws a page made for an attempt the office closed while the gateway was making it', async () => {
    const fee = await t.db.insertInto('fees').values({ kind: 'ENTRANCE_EXAM_FEE', applicant_id: applicantId, application_id: applicationId, description: 'Entrance exam', amount_cents: 5000, status: 'UNPAID' }).returning('id').executeTakeFirstOrThrow();
    // The officer waives the fee while "Pay" waits for the gateway: the attempt has no page yet, so it is closed.
    gateway.duringCreate = async () => {
      gateway.duringCreate = null;
      await waive(fee.id);
    };
    const paid = startCheckout(t.db, applicantId, fee.id, { ...context(), language: 'en-GB' });
    expect(await refusal(paid)).toBe('409 FEE_ALREADY_WAIVED');
    const payment = await t.db.selectFrom('payments').select(['id', 'status', 'checkout_session_id']).where('fee_id', '=', fee.id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'EXPIRED', checkout_session_id: null });
    expect(gateway.expired).toContain(`cs_${payment.id}`);
  });
});
