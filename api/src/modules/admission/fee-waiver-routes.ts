/**
 * Waiving an application's fee (issue 10; spec 3 "application fee (may be waived)", payment state
 * "waived"): the office waives an unpaid fee with a reason. A fee already paid (RECEIVED) or being
 * paid (SUBMITTED) is refused with 409; the change is a conditional update, so a payment landing at
 * the same moment cannot be waived over.
 *
 *   GET  /api/office/admission/applications/{number}/fee
 *   POST /api/office/admission/applications/{number}/fee/waive   { reason }
 */
import type { OfficeFee } from '@portal/contracts/admission/appeals';
import { feeWaiverSchema, type FeeWaiverInput } from '@portal/contracts/schemas/admission/appeals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { errorResponses } from '../../http/openapi-schemas';
import { problem, validateBody } from '../../http/problems';
import { recordStaffAction } from '../../office/audit';
import { activeStaff } from '../../office/staff-plugin';
import { mailApplicant } from './appeal-mail';
import { findApplicationForOffice } from './office-application';
import { formRef } from './owned-application';

const params = {
  type: 'object',
  required: ['applicationNumber'],
  properties: { applicationNumber: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;

async function findFee(db: Db, applicationId: string): Promise<OfficeFee> {
  const row = await db
    .selectFrom('fees')
    .select(['id', 'amount_cents', 'status', 'waived_reason', 'waived_at'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'APPLICATION_FEE')
    .executeTakeFirst();
  if (!row) throw problem(404, 'FEE_NOT_FOUND');
  return { id: row.id, amountCents: row.amount_cents, status: row.status, waivedReason: row.waived_reason, waivedAt: row.waived_at ? new Date(row.waived_at).toISOString() : null };
}

const REFUSALS = { RECEIVED: 'FEE_ALREADY_PAID', SUBMITTED: 'FEE_PAYMENT_PENDING', WAIVED: 'FEE_ALREADY_WAIVED' } as const;

export default async function feeWaiverRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const numberOf = (request: FastifyRequest) => (request.params as { applicationNumber: string }).applicationNumber;
  const staffOnly = app.requireStaff('ADMISSIONS');
  const OFFICE = '/api/office/admission/applications/:applicationNumber/fee';

  app.get(OFFICE, {
    schema: { tags: ['office'], summary: "The application's fee and its status", params, response: errorResponses(401, 403, 404) },
    preHandler: staffOnly,
  }, async (request) => findFee(db, (await findApplicationForOffice(db, numberOf(request))).id));

  app.post(`${OFFICE}/waive`, {
    schema: { tags: ['office'], summary: 'Waives the unpaid application fee with a reason (409 when paid, being paid or already waived)', params, response: { 200: { type: 'object', additionalProperties: true }, ...errorResponses(400, 401, 403, 404, 409) } },
    preHandler: staffOnly,
  }, async (request) => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const input = validateBody<FeeWaiverInput>(feeWaiverSchema, request.body);
    const fee = await findFee(db, application.id);
    const staff = activeStaff(request);
    const now = app.now();
    await db.transaction().execute(async (tx) => {
      const waived = await tx
        .updateTable('fees')
        .set({ status: 'WAIVED', waived_reason: input.reason, waived_by: staff.staffId, waived_at: now })
        .where('id', '=', fee.id)
        .where('status', 'in', ['UNPAID', 'UNSUCCESSFUL'])
        .returning('id')
        .executeTakeFirst();
      if (!waived) {
        const current = await findFee(tx, application.id);
        throw problem(409, REFUSALS[current.status as keyof typeof REFUSALS] ?? 'FEE_ALREADY_PAID');
      }
      await recordEvent(tx, formRef(application), { kind: 'FEE_WAIVED', actor: 'OFFICE', at: now, staffId: staff.staffId });
      await recordStaffAction(tx, { staffId: staff.staffId, action: 'FEE_WAIVED', targetKind: 'APPLICATION', targetId: application.applicationNumber, params: { feeId: fee.id, reason: input.reason }, at: now });
      await mailApplicant(tx, { applicationId: application.id, kind: 'feeWaived', facts: { applicationNumber: application.applicationNumber, remarks: input.reason }, link: `${app.config.publicUrl}/applicant/payment`, now });
    });
    return findFee(db, application.id);
  });
}
