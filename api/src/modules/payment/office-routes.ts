/**
 * The finance console's routes (FINANCE role; issue 11): fees and their payments, and the office's
 * two actions on a fee — waive it with a reason, or record it received offline (bank transfer,
 * cheque, cash). Anti-forgery is checked for every POST by the staff session (staff-plugin.ts).
 *
 *   GET  /api/office/payment/fees?q=&status=&kind=&page=
 *   GET  /api/office/payment/fees/export?q=&status=&kind=&format=&columns=   the list as CSV or Excel
 *   GET  /api/office/payment/fees/{feeId}
 *   POST /api/office/payment/fees/{feeId}/waive              { reason }
 *   POST /api/office/payment/fees/{feeId}/offline-payment    { receivedOn, bankReference, note }
 *   GET  /api/office/payment/anomalies                        what the gateway reported that did not match (settled nothing)
 */
import type { OfficeFeeView } from '@portal/contracts/office/payment';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import { feeWaiverSchema, offlinePaymentSchema, officeFeesExportSchema, officeFeesQuerySchema, type FeeWaiverInput, type OfficeFeesQuery, type OfflinePaymentInput } from '@portal/contracts/schemas/office-payment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { problem } from '../../http/problems';
import { recordId } from '../../http/record-id';
import { registerListExport } from '../../staff/export';
import { activeStaff } from '../../staff/staff-plugin';
import { listPaymentAnomalies } from './anomaly-store';
import { feesExport } from './office-export';
import type { OfficeActionContext } from './office-fee';
import { findOfficeFee, searchFees } from './office-store';
import { recordOfflinePayment } from './offline-payment';
import { feeParams, officeFeePageSchema, officeFeeViewSchema, paymentAnomalyListSchema } from './schemas';
import { waiveFee } from './waive-fee';

const tags = ['office: finance'];

export default async function paymentOfficeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const feeIdOf = (request: FastifyRequest) => recordId(request.params, 'feeId');
  const context = (request: FastifyRequest): OfficeActionContext => ({ now: app.now(), publicUrl: app.config.publicUrl, gateway: app.paymentGateway, log: request.log });
  const feeView = async (feeId: string): Promise<OfficeFeeView> => {
    const fee = await findOfficeFee(db, feeId, app.config.gstPercent);
    if (!fee) throw problem(404, 'NOT_FOUND');
    return fee;
  };

  app.get<{ Querystring: OfficeFeesQuery }>(
    '/api/office/payment/fees',
    {
      schema: {
        tags,
        summary: 'Fees, newest first: search (application number, applicant name, payment reference), filters (fee status, fee kind), 25 a page',
        querystring: officeFeesQuerySchema,
        response: { 200: officeFeePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchFees(db, request.query),
  );

  registerListExport(app, {
    listUrl: '/api/office/payment/fees',
    tags,
    rows: "The list's fees",
    querystring: officeFeesExportSchema,
    listExport: (search) => feesExport(db, search),
  });

  app.get(
    '/api/office/payment/anomalies',
    {
      schema: {
        tags,
        summary: "Gateway reports that did not match the checkout the portal opened (session, reference, amount, currency, or an unknown reference): they settled nothing. Newest first, the latest 100",
        response: { 200: paymentAnomalyListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listPaymentAnomalies(db),
  );

  app.get(
    '/api/office/payment/fees/:feeId',
    {
      schema: { tags, summary: 'One fee: the applicant, amount and GST, status, every payment attempt and its timeline', params: feeParams, response: { 200: officeFeeViewSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => feeView(feeIdOf(request)),
  );

  app.post<{ Body: FeeWaiverInput }>(
    '/api/office/payment/fees/:feeId/waive',
    {
      schema: {
        tags,
        summary: 'Waives an unpaid or unsuccessful fee with a reason; the applicant is e-mailed (409 when received, being confirmed or already waived)',
        params: feeParams,
        body: feeWaiverSchema,
        response: { 200: officeFeeViewSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const input = request.body;
      const feeId = feeIdOf(request);
      await waiveFee(db, { feeId, reason: input.reason, staffId: activeStaff(request).staffId, office: 'FINANCE' }, context(request));
      return feeView(feeId);
    },
  );

  app.post<{ Body: OfflinePaymentInput }>(
    '/api/office/payment/fees/:feeId/offline-payment',
    {
      schema: {
        tags,
        summary: 'Records the fee received outside the portal (bank transfer, cheque, cash): date received, bank reference, note; the receipt is e-mailed (409 when received, waived or being confirmed)',
        params: feeParams,
        // Not after today in Singapore: the validator gives every schema today (http/validation.ts).
        body: offlinePaymentSchema,
        response: { 200: officeFeeViewSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const now = app.now();
      const input = request.body;
      const feeId = feeIdOf(request);
      await recordOfflinePayment(
        db,
        { feeId, receivedOn: parseDisplayDate(input.receivedOn)!, bankReference: input.bankReference, note: input.note, staffId: activeStaff(request).staffId },
        { ...context(request), now, gstPercent: app.config.gstPercent },
      );
      return feeView(feeId);
    },
  );
}
