/**
 * Waiving an application's fee (issue 10; spec 3 "application fee (may be waived)", payment state
 * "waived"): the admissions office waives an unpaid fee with a reason, the same way the finance
 * office does (payment/waive-fee.ts: open payment pages closed first, 409 when paid, being paid or
 * already waived, timeline, staff audit and the e-mail in one transaction).
 *
 *   GET  /api/office/admission/applications/{number}/fee
 *   POST /api/office/admission/applications/{number}/fee/waive   { reason }
 */
import type { OfficeFee } from '@portal/contracts/payment';
import { feeWaiverSchema, type FeeWaiverInput } from '@portal/contracts/schemas/office-payment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { activeStaff } from '../../staff/staff-plugin';
import { waiveFee } from '../payment';
import { findApplicationFee } from './fee-store';
import { findApplicationForOffice } from './office-application';
import { numberParams as params } from './route-params';
import { officeFeeSchema } from './answers';


export default async function feeWaiverRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const numberOf = (request: FastifyRequest) => (request.params as { applicationNumber: string }).applicationNumber;
  const OFFICE = '/api/office/admission/applications/:applicationNumber/fee';

  app.get(OFFICE, {
    schema: { tags: ['office'], summary: "The application's fee and its status", params, response: { 200: officeFeeSchema, ...errorResponses(401, 403, 404) } },
  }, async (request): Promise<OfficeFee> => findApplicationFee(db, (await findApplicationForOffice(db, numberOf(request))).id));

  app.post<{ Body: FeeWaiverInput }>(`${OFFICE}/waive`, {
    schema: { tags: ['office'], summary: 'Waives the unpaid application fee with a reason (409 when paid, being paid or already waived)', params, body: feeWaiverSchema, response: { 200: officeFeeSchema, ...errorResponses(400, 401, 403, 404, 409, 503) } },
  }, async (request): Promise<OfficeFee> => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const input = request.body;
    const fee = await findApplicationFee(db, application.id);
    await waiveFee(
      db,
      { feeId: fee.id, reason: input.reason, staffId: activeStaff(request).staffId, office: 'ADMISSIONS' },
      { now: app.now(), publicUrl: app.config.publicUrl, gateway: app.paymentGateway, log: request.log },
    );
    return findApplicationFee(db, application.id);
  });
}
