/**
 * Waiving a fee (spec 3 "application fee (may be waived)", payment state "waived"): the one way both
 * offices do it — the Office of Admissions for an application's fee, the Finance Office for any fee.
 * An unpaid or unsuccessful fee is waived with a reason; the change, the timeline event, the staff
 * audit and the e-mail to the applicant land together in one transaction.
 */
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import { mailFeeWaived, type WaivingOffice } from './fee-mail';
import { ACTIONABLE_FEE_STATUSES, lockActionableFee, prepareFeeAction, recordFeeAction, type FeeRefusals, type OfficeActionContext } from './office-fee';

/** The words the admissions console has always used; the finance console uses them too. */
const WAIVER_REFUSALS: FeeRefusals = { RECEIVED: 'FEE_ALREADY_PAID', WAIVED: 'FEE_ALREADY_WAIVED', BEING_CONFIRMED: 'FEE_PAYMENT_PENDING' };

export interface FeeWaiver {
  feeId: string;
  reason: string;
  staffId: string;
  office: WaivingOffice;
}

export async function waiveFee(db: Db, waiver: FeeWaiver, context: OfficeActionContext): Promise<void> {
  await prepareFeeAction(db, waiver.feeId, context);
  const { now } = context;
  await db.transaction().execute(async (tx) => {
    const fee = await lockActionableFee(tx, waiver.feeId, WAIVER_REFUSALS);
    const waived = await tx
      .updateTable('fees')
      .set({ status: 'WAIVED', waived_reason: waiver.reason, waived_by: waiver.staffId, waived_at: now })
      .where('id', '=', fee.id)
      .where('status', 'in', ACTIONABLE_FEE_STATUSES)
      .executeTakeFirst();
    // The row is locked and its state was checked: nothing else can have moved it.
    if (waived.numUpdatedRows !== 1n) throw problem(409, WAIVER_REFUSALS.RECEIVED);
    if (fee.applicationId) {
      await recordEvent(tx, { kind: 'ADMISSION', formId: fee.applicationId }, { kind: 'FEE_WAIVED', actor: 'OFFICE', at: now, staffId: waiver.staffId, params: { feeKind: fee.kind, feeId: fee.id } });
    }
    await recordFeeAction(tx, fee, { staffId: waiver.staffId, action: 'FEE_WAIVED', params: { reason: waiver.reason }, at: now });
    await mailFeeWaived(tx, {
      applicantId: fee.applicantId,
      facts: { feeKind: fee.kind, applicationNumber: fee.applicationNumber, description: fee.description, office: waiver.office, reason: waiver.reason },
      link: `${context.publicUrl}/applicant/payment`,
      now,
    });
  });
}
