/**
 * Settling only what the portal asked for (issue 31). The gateway's word about a checkout session
 * (a signed webhook event, or its answer when the portal asks) is compared with what the portal
 * recorded when it opened the checkout: the session id, the payment the session names as its
 * client reference, the amount (fee and GST) and the currency. A report that differs in any of
 * these, or names no payment of the portal's, settles nothing: it is kept as an anomaly for the
 * finance office, once.
 */
import type { PaymentAnomalyKind, PaymentAnomalySource } from '@portal/contracts/office/payment';
import type { Db } from '../../db/database';
import type { CheckoutSession } from './gateway/payment-gateway';

/** What the portal recorded for a payment when it opened its checkout (payments row). */
export interface RecordedCheckout {
  id: string;
  checkout_session_id: string | null;
  amount_cents: number;
  gst_cents: number;
  currency: string;
}

export interface Mismatch {
  kind: PaymentAnomalyKind;
  expected: string | null;
  received: string | null;
}

export const RECORDED_CHECKOUT_COLUMNS = ['id', 'checkout_session_id', 'amount_cents', 'gst_cents', 'currency'] as const;

/** Every way the session differs from the checkout the portal opened for this payment (none: it may settle). */
export function mismatchesOf(payment: RecordedCheckout, session: CheckoutSession): Mismatch[] {
  const found: Mismatch[] = [];
  if (payment.checkout_session_id !== session.id) found.push({ kind: 'SESSION', expected: payment.checkout_session_id, received: session.id });
  if (session.clientReferenceId !== payment.id) found.push({ kind: 'REFERENCE', expected: payment.id, received: session.clientReferenceId });
  const total = payment.amount_cents + payment.gst_cents;
  if (session.amountTotalCents !== total) found.push({ kind: 'AMOUNT', expected: String(total), received: String(session.amountTotalCents) });
  const currency = session.currency.toUpperCase();
  if (currency !== payment.currency.toUpperCase()) found.push({ kind: 'CURRENCY', expected: payment.currency.toUpperCase(), received: currency });
  return found;
}

/** A session that names no payment of the portal's, by its id or its client reference. */
export const unknownReference = (session: CheckoutSession): Mismatch => ({ kind: 'UNKNOWN_REFERENCE', expected: null, received: session.clientReferenceId });

export interface AnomalyReport {
  source: PaymentAnomalySource;
  /** The webhook event's id (WEBHOOK only). */
  eventId: string | null;
  paymentId: string | null;
  session: CheckoutSession;
  now: Date;
}

/**
 * Keeps each mismatch once. A webhook event is handled once anyway (payment_events); the gateway's
 * answers are asked for again on every reconciliation run, so they are kept once per session, kind
 * and what the gateway said.
 */
export async function recordAnomalies(db: Db, report: AnomalyReport, mismatches: Mismatch[]): Promise<void> {
  if (mismatches.length === 0) return;
  const keyOf = (mismatch: Mismatch) =>
    report.source === 'WEBHOOK' ? `event:${report.eventId}:${mismatch.kind}` : `session:${report.session.id}:${mismatch.kind}:${mismatch.received ?? ''}`;
  await db
    .insertInto('payment_anomalies')
    .values(
      mismatches.map((mismatch) => ({
        anomaly_key: keyOf(mismatch),
        source: report.source,
        event_id: report.eventId,
        kind: mismatch.kind,
        payment_id: report.paymentId,
        checkout_session_id: report.session.id,
        expected: mismatch.expected,
        received: mismatch.received,
        detected_at: report.now,
      })),
    )
    .onConflict((conflict) => conflict.column('anomaly_key').doNothing())
    .execute();
}
