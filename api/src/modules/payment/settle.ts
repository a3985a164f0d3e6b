/**
 * Settling a payment from what the gateway says, exactly once. The gateway speaks through two doors —
 * its signed webhook and the server asking it (the return page, reconciliation) — and both may say
 * the same thing at the same moment, twice, or out of order. Every change is a conditional update
 * ("from these states only") inside one transaction, so only one caller moves a payment, and only
 * that caller records the timeline event and sends the receipt.
 */
import type { PaymentStatus } from '@portal/contracts/payment';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { countPaymentSettled } from '../../metrics/domain';
import type { CheckoutSession, GatewayEvent } from './gateway/payment-gateway';
import { enqueueReceiptMail } from './receipt';
import { mismatchesOf, RECORDED_CHECKOUT_COLUMNS, recordAnomalies } from './session-check';

export type Settlement = Exclude<PaymentStatus, 'OPEN'>;

/** What a checkout session's current state says (null: still open, nothing to settle). */
export function settlementOfSession(session: CheckoutSession): Settlement | null {
  if (session.status === 'complete') return session.paymentStatus === 'unpaid' ? 'SUBMITTED' : 'RECEIVED';
  if (session.status === 'expired') return 'EXPIRED';
  return null;
}

/** What an event says; other event types settle nothing. */
export function settlementOfEvent(event: GatewayEvent): Settlement | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.session ? settlementOfSession(event.session) : null;
    case 'checkout.session.async_payment_succeeded':
      return 'RECEIVED';
    case 'checkout.session.async_payment_failed':
      return 'UNSUCCESSFUL';
    case 'checkout.session.expired':
      return 'EXPIRED';
    default:
      return null;
  }
}

/**
 * The states each settlement may follow. A late "completed, not yet paid" never undoes a payment
 * already received or refused, and an expiry only closes a page nobody paid on.
 */
const SETTLES_FROM: Record<Settlement, PaymentStatus[]> = {
  SUBMITTED: ['OPEN'],
  RECEIVED: ['OPEN', 'SUBMITTED'],
  UNSUCCESSFUL: ['OPEN', 'SUBMITTED'],
  EXPIRED: ['OPEN'],
};

/** The fee follows its payment, from these fee states only (a waived or received fee stays so). */
const FEE_FOLLOWS: Partial<Record<Settlement, { to: 'SUBMITTED' | 'RECEIVED' | 'UNSUCCESSFUL'; from: Array<'UNPAID' | 'SUBMITTED' | 'UNSUCCESSFUL'> }>> = {
  SUBMITTED: { to: 'SUBMITTED', from: ['UNPAID', 'UNSUCCESSFUL'] },
  RECEIVED: { to: 'RECEIVED', from: ['UNPAID', 'SUBMITTED', 'UNSUCCESSFUL'] },
  UNSUCCESSFUL: { to: 'UNSUCCESSFUL', from: ['UNPAID', 'SUBMITTED'] },
};

export interface SettleContext {
  now: Date;
  publicUrl: string;
}

/**
 * Moves one payment to `settlement` if its state allows it, with its fee, timeline and receipt.
 * Returns whether this call made the change (false: already settled, by this door or the other).
 * Call inside a transaction.
 */
export async function settlePayment(tx: Db, paymentId: string, settlement: Settlement, context: SettleContext, gatewayReference: string | null = null): Promise<boolean> {
  const { now } = context;
  // The fee's row first, as "Pay" takes it (checkout.ts): one lock order everywhere, no deadlock.
  const owner = await tx.selectFrom('payments').select('fee_id').where('id', '=', paymentId).executeTakeFirst();
  if (!owner) return false;
  await tx.selectFrom('fees').select('id').where('id', '=', owner.fee_id).forUpdate().execute();
  const moved = await tx
    .updateTable('payments')
    .set({
      status: settlement,
      ...(settlement === 'SUBMITTED' ? { submitted_at: now } : {}),
      ...(settlement === 'RECEIVED' ? { received_at: now } : {}),
      ...(settlement === 'UNSUCCESSFUL' ? { failed_at: now } : {}),
      ...(gatewayReference ? { gateway_reference: gatewayReference } : {}),
    })
    .where('id', '=', paymentId)
    .where('status', 'in', SETTLES_FROM[settlement])
    .returning(['id', 'fee_id', 'reference'])
    .executeTakeFirst();
  if (!moved) return false;

  const follows = FEE_FOLLOWS[settlement];
  const feeBefore = await tx.selectFrom('fees').select(['status', 'application_id', 'kind']).where('id', '=', moved.fee_id).executeTakeFirstOrThrow();
  if (follows) await tx.updateTable('fees').set({ status: follows.to }).where('id', '=', moved.fee_id).where('status', 'in', follows.from).execute();
  // Money taken for a fee already received another way (an offline payment) or waived meanwhile:
  // recorded as received all the same, and marked for the finance office to refund.
  const refundDue = settlement === 'RECEIVED' && (feeBefore.status === 'RECEIVED' || feeBefore.status === 'WAIVED');
  // Kept on the payment too: the finance dashboard counts the refunds still to make.
  if (refundDue) await tx.updateTable('payments').set({ refund_due: true }).where('id', '=', paymentId).execute();

  if (settlement === 'RECEIVED' || settlement === 'UNSUCCESSFUL') {
    if (feeBefore.application_id) {
      await recordEvent(
        tx,
        { kind: 'ADMISSION', formId: feeBefore.application_id },
        {
          kind: refundDue ? 'PAYMENT_REFUND_DUE' : settlement === 'RECEIVED' ? 'PAYMENT_RECEIVED' : 'PAYMENT_UNSUCCESSFUL',
          actor: 'SYSTEM',
          at: now,
          params: { reference: moved.reference, feeKind: feeBefore.kind, feeId: moved.fee_id },
        },
      );
    }
    if (settlement === 'RECEIVED') await enqueueReceiptMail(tx, paymentId, context);
  }
  return true;
}

/**
 * Settles the payment a checkout session belongs to from the session's current state, as the
 * gateway answered the portal's question (the return page, closing an attempt, reconciliation): only
 * when the session is the one the portal opened for the payment, for its amount and currency
 * (session-check.ts). Otherwise nothing is settled and the difference is kept as an anomaly.
 */
export async function settleFromSession(db: Db, paymentId: string, session: CheckoutSession, context: SettleContext): Promise<boolean> {
  const settlement = settlementOfSession(session);
  if (!settlement) return false;
  const payment = await db.selectFrom('payments').select(RECORDED_CHECKOUT_COLUMNS).where('id', '=', paymentId).executeTakeFirst();
  if (!payment) return false;
  const mismatches = mismatchesOf(payment, session);
  if (mismatches.length) {
    await recordAnomalies(db, { source: 'GATEWAY_QUERY', eventId: null, paymentId, session, now: context.now }, mismatches);
    return false;
  }
  const moved = await db.transaction().execute((tx) => settlePayment(tx, paymentId, settlement, context, session.paymentIntentId));
  // Counted once committed: a transaction that failed settled nothing (metrics/domain.ts).
  if (moved) countPaymentSettled(settlement);
  return moved;
}
