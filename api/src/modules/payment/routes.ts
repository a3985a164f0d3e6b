/**
 * The applicant's payment routes: fees with GST and whether Pay is offered, "Pay" (a hosted
 * checkout page), a payment's real state (asking the gateway while it is unconfirmed), and receipts.
 * Every route reads only the signed-in applicant's own fees and payments.
 */
import { isLanguage } from '@portal/contracts/languages';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listRouteSchema } from '../../http/list-route';
import { errorResponses, languageChoice } from '../../http/openapi-schemas';
import { PDF_POOL_REFUSALS } from '../../pdf/pool';
import { problem } from '../../http/problems';
import { recordId } from '../../http/record-id';
import { recipientLanguage, requestLanguage } from '../../http/request-language';
import { activeSession } from '../../sessions/session-plugin';
import { startCheckout } from './checkout';
import { findApplicantPayment, findFeeDetail, listApplicantPayments, listFeeDetails, paymentView } from './payment-store';
import { loadReceiptFacts, receiptPdfModel } from './receipt';
import { checkoutStartSchema, feeDetailSchema, feeParams, paymentParams, paymentViewSchema, paymentWithFeeSchema } from './schemas';
import { settleFromSession } from './settle';
import { noBody } from '../../http/validation';


export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  /** The signed-in applicant (an account that has not applied yet has no fees: 404 for any id). */
  const applicantOf = (request: FastifyRequest): string => {
    const { applicantId } = activeSession(request);
    if (!applicantId) throw problem(404, 'NOT_FOUND');
    return applicantId;
  };
  const settleContext = () => ({ now: app.now(), publicUrl: app.config.publicUrl });

  app.get(
    '/api/payment/fees',
    { schema: listRouteSchema('payment', "The signed-in applicant's fees, with GST and whether each can be paid now", feeDetailSchema) },
    async (request) => {
      const { applicantId } = activeSession(request);
      return applicantId ? listFeeDetails(db, applicantId, app.config.gstPercent, app.now()) : [];
    },
  );

  app.get(
    '/api/payment/fees/:feeId',
    { schema: { tags: ['payment'], summary: 'One fee: amount, GST, state, whether Pay is offered now, and its payments', params: feeParams, response: { 200: feeDetailSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => {
      const fee = await findFeeDetail(db, applicantOf(request), recordId(request.params, 'feeId'), app.config.gstPercent, app.now());
      if (!fee) throw problem(404, 'NOT_FOUND');
      return fee;
    },
  );

  app.post(
    '/api/payment/fees/:feeId/checkout',
    {
      schema: {
        tags: ['payment'],
        summary: "Pay: the gateway's hosted checkout page for this fee (the fee's open page again if there is one). 409 when it cannot be paid now.",
        params: feeParams,
        body: noBody,
        response: { 200: checkoutStartSchema, ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const gateway = app.paymentGateway;
      if (!gateway) throw problem(503, 'PAYMENTS_OFF');
      return startCheckout(db, applicantOf(request), recordId(request.params, 'feeId'), {
        ...settleContext(),
        gateway,
        gstPercent: app.config.gstPercent,
        language: requestLanguage(request),
      });
    },
  );

  app.get(
    '/api/payment/payments',
    { schema: listRouteSchema('payment', 'Payments the signed-in applicant made (submitted, received or unsuccessful)', paymentViewSchema) },
    async (request) => {
      const { applicantId } = activeSession(request);
      return applicantId ? listApplicantPayments(db, applicantId) : [];
    },
  );

  app.get(
    '/api/payment/payments/:paymentId',
    {
      schema: {
        tags: ['payment'],
        summary: "One payment's real state (the gateway is asked while it is unconfirmed) and its fee: the page the gateway returns to",
        params: paymentParams,
        response: { 200: paymentWithFeeSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const applicantId = applicantOf(request);
      const paymentId = recordId(request.params, 'paymentId');
      let payment = await findApplicantPayment(db, applicantId, paymentId);
      if (!payment) throw problem(404, 'NOT_FOUND');
      const gateway = app.paymentGateway;
      if (gateway && payment.checkout_session_id && (payment.status === 'OPEN' || payment.status === 'SUBMITTED')) {
        try {
          const session = await gateway.retrieveCheckoutSession(payment.checkout_session_id);
          await settleFromSession(db, payment.id, session, settleContext());
          // Read again whoever settled it: this request, or the webhook at the same moment.
          payment = (await findApplicantPayment(db, applicantId, paymentId))!;
        } catch (error) {
          // The page still shows what is known; the webhook or reconciliation settles it later.
          request.log.warn({ err: error, paymentId }, 'could not ask the gateway about a payment');
        }
      }
      const fee = await findFeeDetail(db, applicantId, payment.fee_id, app.config.gstPercent, app.now());
      return { payment: paymentView(payment), fee };
    },
  );

  app.get<{ Querystring: { language?: unknown } }>(
    '/api/payment/payments/:paymentId/receipt',
    {
      schema: {
        tags: ['payment'],
        summary: "A received payment's receipt (PDF), in English or Chinese (language, default: the applicant's)",
        params: paymentParams,
        // Described, not refused (no type: not even when sent twice): another language (or none) means the applicant's.
        querystring: { type: 'object', properties: { language: languageChoice("the applicant's language") } },
        response: { 200: { description: 'The PDF', type: 'string', format: 'binary' }, ...errorResponses(400, 401, 404, ...PDF_POOL_REFUSALS) },
      },
    },
    async (request, reply) => {
      const applicantId = applicantOf(request);
      const paymentId = recordId(request.params, 'paymentId');
      const { language: asked } = request.query;
      const owned = await findApplicantPayment(db, applicantId, paymentId);
      const facts = owned ? await loadReceiptFacts(db, owned.id) : undefined;
      if (!facts) throw problem(404, 'NOT_FOUND');
      const language = isLanguage(asked) ? asked : recipientLanguage(facts.language, request);
      const pdf = await app.pdf.render(receiptPdfModel(facts, language, app.now()), applicantId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`receipt-${facts.reference}-${language}.pdf`, { type: 'attachment' }))
        .send(pdf);
    },
  );
}
