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
import { WebhookSignatureError, type GatewayEvent } from './gateway/payment-gateway';
import { recordAndSettleWebhookEvent } from './webhook-store';

/**
 * The gateway's event (Stripe's Event), described for the reader. Fastify checks this against the raw
 * bytes the parser below keeps (a Buffer is an object; no body at all is checked as null), never the
 * parsed event: so nothing is required and every body passes, as before. The signature over those
 * bytes is the check (400 WEBHOOK_SIGNATURE_INVALID).
 */
const gatewayEvent = {
  type: ['object', 'null'],
  description: "The gateway's event as JSON, signed in the Stripe-Signature header; only the signature is checked",
  properties: {
    id: { type: 'string', description: "The event's id: an event received twice is settled once" },
    type: { type: 'string', example: 'checkout.session.completed' },
    data: { type: 'object', properties: { object: { type: 'object', description: 'The checkout session the event is about' } } },
  },
} as const;

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
        body: gatewayEvent,
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
      const context = { now: app.now(), publicUrl: app.config.publicUrl };
      const duplicate = await recordAndSettleWebhookEvent(app.db, event, context, request.log);
      request.log.info({ eventId: event.id, type: event.type, duplicate }, 'payment webhook');
      return { received: true, duplicate };
    },
  );
}
