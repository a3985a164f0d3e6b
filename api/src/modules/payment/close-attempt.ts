/**
 * Closing a fee's open checkout page so nobody can pay on it any more: when "Pay" finds its page
 * about to expire (checkout.ts), and before the office waives a fee or records it received offline
 * (a page left open would otherwise take the money a second time).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { ApiProblem, problem } from '../../http/problems';
import type { PaymentGateway } from './gateway/payment-gateway';
import type { PaymentRow } from './payment-store';
import { settleFromSession, type SettleContext } from './settle';

/**
 * The applicant may have paid on the page a moment ago, so the gateway is asked first. Paid → settled
 * (the fee is received); not paid → closed at the gateway and here. Never handed to the gateway (no
 * session) → closed here: nothing can be paid on it.
 */
export async function closeAttempt(db: Db, payment: PaymentRow, context: SettleContext & { gateway: PaymentGateway | null }): Promise<void> {
  const { gateway } = context;
  if (payment.checkout_session_id) {
    // Without a gateway the page cannot be checked or closed: refuse rather than guess it is unpaid.
    if (!gateway) throw problem(503, 'FEE_CHECKOUT_UNREACHABLE');
    const session = await gateway.retrieveCheckoutSession(payment.checkout_session_id);
    if (await settleFromSession(db, payment.id, session, context)) return;
    if (session.status === 'open') await settleFromSession(db, payment.id, await gateway.expireCheckoutSession(session.id), context);
  }
  await db.updateTable('payments').set({ status: 'EXPIRED' }).where('id', '=', payment.id).where('status', '=', 'OPEN').execute();
}

/**
 * Before an office action on a fee: every open page of the fee is closed (or, if the gateway says it
 * was paid, settled, so the action then finds the fee received and refuses). A gateway that cannot
 * be reached answers 503 and the action is not taken.
 */
export async function closeOpenCheckouts(db: Db, feeId: string, context: SettleContext & { gateway: PaymentGateway | null; log?: FastifyBaseLogger }): Promise<void> {
  const open = await db.selectFrom('payments').selectAll().where('fee_id', '=', feeId).where('status', '=', 'OPEN').execute();
  for (const payment of open) {
    try {
      await closeAttempt(db, payment, context);
    } catch (error) {
      if (error instanceof ApiProblem) throw error;
      context.log?.warn({ err: error, paymentId: payment.id }, 'could not close a checkout page at the gateway');
      throw problem(503, 'FEE_CHECKOUT_UNREACHABLE');
    }
  }
}
