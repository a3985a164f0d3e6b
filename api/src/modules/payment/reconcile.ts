/**
 * Reconciliation: payments still unconfirmed (a page left open, a webhook that never came) are
 * settled by asking the gateway. Runs every PAYMENT_RECONCILE_SECONDS (server.ts); safe when several
 * instances run it at once, because settling is exactly-once (settle.ts). The gateway's answer settles
 * only when it matches the checkout the portal opened (session, reference, amount, currency:
 * settleFromSession, session-check.ts); otherwise it is kept once as an anomaly and the payment stays
 * unconfirmed for the finance office to look into.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { PaymentGateway } from './gateway/payment-gateway';
import { settleFromSession, type SettleContext } from './settle';

/** A webhook normally arrives within seconds: younger attempts are left to it. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** An attempt that never reached the gateway (its create call failed) is closed after this long. */
const NEVER_SENT_EXPIRY_MS = 15 * 60_000;
const BATCH = 100;

export interface ReconcileResult {
  checked: number;
  settled: number;
}

export async function reconcilePayments(db: Db, gateway: PaymentGateway, context: SettleContext, log?: FastifyBaseLogger): Promise<ReconcileResult> {
  const { now } = context;
  const unconfirmed = await db
    .selectFrom('payments')
    .select(['id', 'checkout_session_id', 'created_at'])
    .where('status', 'in', ['OPEN', 'SUBMITTED'])
    .where('method', '=', 'GATEWAY')
    .where('created_at', '<', new Date(now.getTime() - RECONCILE_AFTER_MS))
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  let settled = 0;
  for (const payment of unconfirmed) {
    if (!payment.checkout_session_id) {
      if (new Date(payment.created_at).getTime() < now.getTime() - NEVER_SENT_EXPIRY_MS) {
        const closed = await db.updateTable('payments').set({ status: 'EXPIRED' }).where('id', '=', payment.id).where('status', '=', 'OPEN').where('checkout_session_id', 'is', null).executeTakeFirst();
        if (closed.numUpdatedRows > 0n) settled += 1;
      }
      continue;
    }
    try {
      const session = await gateway.retrieveCheckoutSession(payment.checkout_session_id);
      if (await settleFromSession(db, payment.id, session, context)) settled += 1;
    } catch (error) {
      // One payment the gateway cannot answer for now does not stop the others; the next run tries again.
      log?.warn({ err: error, paymentId: payment.id }, 'reconciliation could not read a checkout session');
    }
  }
  return { checked: unconfirmed.length, settled };
}
