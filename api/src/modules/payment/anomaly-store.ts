/**
 * The finance console's list of payment anomalies (session-check.ts): what the gateway reported that
 * did not match what the portal asked for, newest first, with the payment it was matched to.
 */
import { PAYMENT_ANOMALIES_LISTED, type PaymentAnomalyList } from '@portal/contracts/office/payment';
import type { Db } from '../../db/database';

export async function listPaymentAnomalies(db: Db): Promise<PaymentAnomalyList> {
  const rows = await db
    .selectFrom('payment_anomalies as anomaly')
    .leftJoin('payments as payment', 'payment.id', 'anomaly.payment_id')
    .select([
      'anomaly.id',
      'anomaly.detected_at',
      'anomaly.source',
      'anomaly.kind',
      'anomaly.event_id',
      'anomaly.checkout_session_id',
      'anomaly.expected',
      'anomaly.received',
      'payment.id as payment_id',
      'payment.reference as payment_reference',
      'payment.fee_id as fee_id',
    ])
    .orderBy('anomaly.detected_at', 'desc')
    .orderBy('anomaly.id')
    .limit(PAYMENT_ANOMALIES_LISTED)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      detectedAt: new Date(row.detected_at).toISOString(),
      source: row.source,
      kind: row.kind,
      eventId: row.event_id,
      checkoutSessionId: row.checkout_session_id,
      expected: row.expected,
      received: row.received,
      payment: row.payment_id && row.payment_reference && row.fee_id ? { id: row.payment_id, reference: row.payment_reference, feeId: row.fee_id } : null,
    })),
  };
}
