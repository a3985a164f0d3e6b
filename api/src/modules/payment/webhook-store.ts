/**
 * The gateway's webhook events in the database: each event is recorded by its id once and, in the
 * same transaction, settles the payment whose checkout it reports, or is kept as an anomaly when the
 * session is not the checkout the portal opened (session-check.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { isUuid } from '../../http/record-id';
import type { CheckoutSession, GatewayEvent } from './gateway/payment-gateway';
import { mismatchesOf, RECORDED_CHECKOUT_COLUMNS, recordAnomalies, unknownReference } from './session-check';
import { countPaymentSettled } from '../../metrics/domain';
import { settlementOfEvent, settlePayment, type SettleContext, type Settlement } from './settle';

/** Records the event by its id; false when it was recorded before (a duplicate). */
async function recordEventOnce(tx: Db, event: GatewayEvent, now: Date): Promise<boolean> {
  const recorded = await tx
    .insertInto('payment_events')
    .values({ event_id: event.id, type: event.type, checkout_session_id: event.session?.id ?? null, received_at: now })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return recorded !== undefined;
}

/**
 * The payment whose checkout is this session, else the one the session names as its reference;
 * either way the session must then match everything recorded for that payment.
 */
async function gatewayPaymentOfSession(tx: Db, session: CheckoutSession) {
  const bySession = await tx.selectFrom('payments').select(RECORDED_CHECKOUT_COLUMNS).where('checkout_session_id', '=', session.id).where('method', '=', 'GATEWAY').executeTakeFirst();
  const byReference =
    bySession || !isUuid(session.clientReferenceId)
      ? undefined
      : await tx.selectFrom('payments').select(RECORDED_CHECKOUT_COLUMNS).where('id', '=', session.clientReferenceId).where('method', '=', 'GATEWAY').executeTakeFirst();
  return bySession ?? byReference;
}

/**
 * Records the event and settles its payment, in one transaction; true when the event was a duplicate
 * (nothing changes). An event that fails here is not recorded, so the gateway's retry is handled afresh.
 */
export async function recordAndSettleWebhookEvent(db: Db, event: GatewayEvent, context: SettleContext, log: FastifyBaseLogger): Promise<boolean> {
  let settled: Settlement | undefined;
  const duplicate = await db.transaction().execute(async (tx) => {
    if (!(await recordEventOnce(tx, event, context.now))) return true;
    const settlement = settlementOfEvent(event);
    const session = event.session;
    if (!settlement || !session) return false;
    const payment = await gatewayPaymentOfSession(tx, session);
    const mismatches = payment ? mismatchesOf(payment, session) : [unknownReference(session)];
    if (mismatches.length) {
      await recordAnomalies(tx, { source: 'WEBHOOK', eventId: event.id, paymentId: payment?.id ?? null, session, now: context.now }, mismatches);
      log.warn({ eventId: event.id, type: event.type, anomalies: mismatches.map((mismatch) => mismatch.kind) }, 'payment webhook: settles nothing, kept as an anomaly');
      return false;
    }
    if (await settlePayment(tx, payment!.id, settlement, context, session.paymentIntentId)) settled = settlement;
    return false;
  });
  // Counted once committed: a transaction that failed settled nothing (metrics/domain.ts).
  if (settled) countPaymentSettled(settled);
  return duplicate;
}
