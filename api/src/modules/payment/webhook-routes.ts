/**
 * The gateway's signed notifications. The signature is checked on the exact bytes received (so the
 * body is kept raw here, not parsed as JSON), with the timestamp tolerance against replays; then the
 * event is recorded by its id once, and settles its payment, in one transaction. A duplicate is
 * answered 200 (the gateway stops retrying) and changes nothing. A failure answers 5xx without
 * recording the event, so the gateway's retry is handled afresh. An event whose session is not the
 * one the portal opened for the payment, or is for another amount or currency, or names no payment
 * of the portal's, settles nothing: it is kept as an anomaly for the finance office and answered 200
 * like any event received (retrying would only repeat it).
 */
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { problem } from '../../http/problems';
import { isUuid } from '../../http/record-id';
import { WebhookSignatureError, type GatewayEvent } from './gateway/payment-gateway';
import { mismatchesOf, RECORDED_CHECKOUT_COLUMNS, recordAnomalies, unknownReference } from './session-check';
import { settlementOfEvent, settlePayment } from './settle';

export default async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  // This plugin is encapsulated: the raw-body parser applies to the webhook route alone.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payment/webhook',
    {
      // Posted by the gateway's servers, not the portal's pages: its signature stands in for anti-forgery.
      config: { csrf: false },
      schema: {
        tags: ['payment'],
        summary: "The payment gateway's signed event notifications (Stripe-Signature over the raw body)",
        response: { 200: { type: 'object', properties: { received: { type: 'boolean' }, duplicate: { type: 'boolean' } } }, ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      const gateway = app.paymentGateway;
      if (!gateway) throw problem(503, 'PAYMENTS_OFF');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event: GatewayEvent;
      try {
        event = gateway.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'payment webhook refused: signature');
          throw problem(400, 'WEBHOOK_SIGNATURE_INVALID');
        }
        throw error;
      }
      const now = app.now();
      const context = { now, publicUrl: app.config.publicUrl };
      const duplicate = await app.db.transaction().execute(async (tx) => {
        const recorded = await tx
          .insertInto('payment_events')
          .values({ event_id: event.id, type: event.type, checkout_session_id: event.session?.id ?? null, received_at: now })
          .onConflict((conflict) => conflict.column('event_id').doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!recorded) return true;
        const settlement = settlementOfEvent(event);
        const session = event.session;
        if (!settlement || !session) return false;
        // The payment whose checkout is this session, else the one the session names as its reference;
        // either way the session must then match everything recorded for that payment.
        const bySession = await tx.selectFrom('payments').select(RECORDED_CHECKOUT_COLUMNS).where('checkout_session_id', '=', session.id).where('method', '=', 'GATEWAY').executeTakeFirst();
        const byReference =
          bySession || !isUuid(session.clientReferenceId)
            ? undefined
            : await tx.selectFrom('payments').select(RECORDED_CHECKOUT_COLUMNS).where('id', '=', session.clientReferenceId).where('method', '=', 'GATEWAY').executeTakeFirst();
        const payment = bySession ?? byReference;
        const mismatches = payment ? mismatchesOf(payment, session) : [unknownReference(session)];
        if (mismatches.length) {
          await recordAnomalies(tx, { source: 'WEBHOOK', eventId: event.id, paymentId: payment?.id ?? null, session, now }, mismatches);
          request.log.warn({ eventId: event.id, type: event.type, anomalies: mismatches.map((mismatch) => mismatch.kind) }, 'payment webhook: settles nothing, kept as an anomaly');
          return false;
        }
        await settlePayment(tx, payment!.id, settlement, context, session.paymentIntentId);
        return false;
      });
      request.log.info({ eventId: event.id, type: event.type, duplicate }, 'payment webhook');
      return { received: true, duplicate };
    },
  );
}
