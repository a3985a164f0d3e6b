/**
 * "Pay": sends the applicant to the gateway's hosted checkout for one fee, and never opens two
 * pages for the same fee at once. A double click, a second tab or a retry after a timeout all land
 * on the fee's one live attempt (a partial unique index allows one per fee), and the gateway is
 * asked to create its page with the attempt's id as idempotency key, so it answers the same page.
 */
import { gstCents, type CheckoutStart } from '@portal/contracts/payment';
import type { Language } from '@portal/contracts/languages';
import type { Db } from '../../db/database';
import { problem } from '../../http/problems';
import type { CheckoutRequest, PaymentGateway } from './gateway/payment-gateway';
import { newPaymentReference, payBlock, retryAfter, type PaymentRow } from './payment-store';
import { closeAttempt } from './close-attempt';
import type { SettleContext } from './settle';

/** How long a checkout page takes payment (Stripe allows 30 minutes to 24 hours). */
export const CHECKOUT_MINUTES = 60;
/** An open page closer than this to its end is not handed out again: the applicant needs time to pay. */
const REUSE_MARGIN_MINUTES = 10;

export interface CheckoutContext extends SettleContext {
  gateway: PaymentGateway;
  gstPercent: number;
  language: Language;
}

const REFUSALS = {
  WAIVED: 'FEE_ALREADY_WAIVED',
  RECEIVED: 'FEE_ALREADY_RECEIVED',
  NOTHING_DUE: 'FEE_NOTHING_DUE',
  BEING_CONFIRMED: 'PAYMENT_BEING_CONFIRMED',
  RETRY_LATER: 'PAYMENT_RETRY_LATER',
} as const;

type Attempt = { kind: 'ready'; payment: PaymentRow } | { kind: 'stale'; payment: PaymentRow };

/** Finds the fee's live attempt or makes one, holding the fee's row so concurrent calls queue here. */
async function liveAttempt(db: Db, applicantId: string, feeId: string, context: CheckoutContext): Promise<Attempt> {
  const { now } = context;
  return db.transaction().execute(async (tx) => {
    const fee = await tx
      .selectFrom('fees')
      .select(['id', 'kind', 'description', 'amount_cents', 'status'])
      .where('id', '=', feeId)
      .where('applicant_id', '=', applicantId)
      .forUpdate()
      .executeTakeFirst();
    if (!fee) throw problem(404, 'NOT_FOUND');
    const payments = await tx.selectFrom('payments').selectAll().where('fee_id', '=', fee.id).execute();
    const blocked = payBlock(fee, payments, now);
    if (blocked === 'RETRY_LATER') {
      const seconds = Math.ceil((retryAfter(fee.status, payments, now)!.getTime() - now.getTime()) / 1000);
      throw problem(409, REFUSALS.RETRY_LATER, [seconds], { 'Retry-After': String(seconds) });
    }
    if (blocked) throw problem(409, REFUSALS[blocked]);

    const open = payments.find((payment) => payment.status === 'OPEN');
    if (open) {
      const usable = !open.checkout_expires_at || new Date(open.checkout_expires_at).getTime() - now.getTime() > REUSE_MARGIN_MINUTES * 60_000;
      return { kind: usable ? 'ready' : 'stale', payment: open };
    }
    const amount = fee.amount_cents;
    const payment = await tx
      .insertInto('payments')
      .values({
        fee_id: fee.id,
        reference: newPaymentReference(),
        amount_cents: amount,
        gst_cents: gstCents(amount, context.gstPercent),
        status: 'OPEN',
        method: 'GATEWAY',
        language: context.language,
        checkout_expires_at: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'ready', payment };
  });
}

/** The gateway could not be reached or refused: nothing was charged, and the applicant may try again. */
function unavailable(cause: unknown) {
  const refusal = problem(503, 'PAYMENT_GATEWAY_UNAVAILABLE');
  refusal.cause = cause;
  return refusal;
}

export async function startCheckout(db: Db, applicantId: string, feeId: string, context: CheckoutContext): Promise<CheckoutStart> {
  let attempt = await liveAttempt(db, applicantId, feeId, context);
  if (attempt.kind === 'stale') {
    // An open page about to close: the applicant needs time to pay, so it is closed (or settled) and a fresh one opened.
    try {
      await closeAttempt(db, attempt.payment, context);
    } catch (error) {
      throw unavailable(error);
    }
    attempt = await liveAttempt(db, applicantId, feeId, context);
    // A second stale answer would mean the clock and the gateway disagree: refuse rather than loop.
    if (attempt.kind === 'stale') throw problem(503, 'PAYMENT_GATEWAY_UNAVAILABLE');
  }
  const { payment } = attempt;
  if (payment.checkout_url) return { paymentId: payment.id, checkoutUrl: payment.checkout_url };

  const fee = await db
    .selectFrom('fees as fee')
    .innerJoin('applicants as person', 'person.id', 'fee.applicant_id')
    .leftJoin('applications as app', 'app.id', 'fee.application_id')
    .select(['fee.id', 'fee.kind', 'fee.description', 'person.email', 'app.application_number'])
    .where('fee.id', '=', payment.fee_id)
    .executeTakeFirstOrThrow();
  // The same attempt always asks for the same page (language and expiry are the attempt's own), so
  // the gateway's idempotency answers concurrent callers with one session.
  const request: CheckoutRequest = {
    paymentId: payment.id,
    feeId: fee.id,
    description: fee.application_number ? `${fee.description} (application ${fee.application_number})` : fee.description,
    amountCents: payment.amount_cents,
    gstCents: payment.gst_cents,
    currency: 'SGD',
    customerEmail: fee.email,
    successUrl: `${context.publicUrl}/applicant/payment/payments/${payment.id}`,
    cancelUrl: `${context.publicUrl}/applicant/payment/fees/${fee.id}`,
    expiresAt: new Date(payment.checkout_expires_at!),
    locale: payment.language === 'zh-Hans' ? 'zh' : 'en',
  };
  let session;
  try {
    session = await context.gateway.createCheckoutSession(request);
  } catch (error) {
    // A concurrent call may hold the idempotency key at the gateway right now (Stripe answers 409)
    // and will store the page: hand that out if it is there; otherwise the applicant tries again.
    const stored = await db.selectFrom('payments').select('checkout_url').where('id', '=', payment.id).executeTakeFirst();
    if (stored?.checkout_url) return { paymentId: payment.id, checkoutUrl: stored.checkout_url };
    throw unavailable(error);
  }
  if (!session.url) throw problem(503, 'PAYMENT_GATEWAY_UNAVAILABLE');
  await db
    .updateTable('payments')
    .set({ checkout_session_id: session.id, checkout_url: session.url })
    .where('id', '=', payment.id)
    .where('checkout_session_id', 'is', null)
    .where('status', '=', 'OPEN')
    .execute();
  const current = await db.selectFrom('payments').select(['status', 'checkout_session_id']).where('id', '=', payment.id).executeTakeFirstOrThrow();
  if (current.status !== 'OPEN' && current.checkout_session_id !== session.id) await withdrawOrphanedPage(db, fee.id, session.id, context);
  return { paymentId: payment.id, checkoutUrl: session.url };
}

/**
 * The attempt was closed while its page was being made (the office waived the fee or recorded it
 * received offline in that moment): the page the gateway just made belongs to nothing, so it is
 * closed at the gateway before anyone can pay on it, and the applicant is told why.
 */
async function withdrawOrphanedPage(db: Db, feeId: string, sessionId: string, context: CheckoutContext): Promise<never> {
  await context.gateway.expireCheckoutSession(sessionId);
  const fee = await db.selectFrom('fees').select(['status', 'amount_cents']).where('id', '=', feeId).executeTakeFirstOrThrow();
  const blocked = payBlock(fee, [], context.now);
  if (blocked === 'WAIVED' || blocked === 'RECEIVED') throw problem(409, REFUSALS[blocked]);
  throw problem(503, 'PAYMENT_GATEWAY_UNAVAILABLE');
}
