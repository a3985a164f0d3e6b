/**
 * A fee paid outside the portal (bank transfer, cheque, cash at the counter), recorded by the
 * Finance Office: a payment with method OFFLINE, received, with the bank's reference, the day the
 * money arrived and the officer's note. The fee becomes received, the timeline and the staff audit
 * say who recorded it, and the applicant's receipt e-mail is queued — all in one transaction.
 */
import { gstCents } from '@portal/contracts/payment';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import { ACTIONABLE_FEE_STATUSES, lockActionableFee, prepareFeeAction, recordFeeAction, type FeeRefusals, type OfficeActionContext } from './office-fee';
import { newPaymentReference } from './payment-store';
import { enqueueReceiptMail } from './receipt';

const OFFLINE_REFUSALS: FeeRefusals = { RECEIVED: 'FEE_ALREADY_RECEIVED', WAIVED: 'FEE_ALREADY_WAIVED', BEING_CONFIRMED: 'FEE_OFFLINE_PAYMENT_PENDING' };

export interface OfflinePayment {
  feeId: string;
  /** yyyy-mm-dd, not after today in Singapore (checked by the shared schema). */
  receivedOn: string;
  bankReference: string;
  note: string;
  staffId: string;
}

/** Returns the new payment's id. */
export async function recordOfflinePayment(db: Db, input: OfflinePayment, context: OfficeActionContext & { gstPercent: number }): Promise<string> {
  await prepareFeeAction(db, input.feeId, context);
  const { now } = context;
  return db.transaction().execute(async (tx) => {
    const fee = await lockActionableFee(tx, input.feeId, OFFLINE_REFUSALS);
    if (fee.amountCents === 0) throw problem(409, 'FEE_NOTHING_DUE');
    const person = await tx.selectFrom('applicants').select('language').where('id', '=', fee.applicantId).executeTakeFirstOrThrow();
    const payment = await tx
      .insertInto('payments')
      .values({
        fee_id: fee.id,
        reference: newPaymentReference(),
        amount_cents: fee.amountCents,
        gst_cents: gstCents(fee.amountCents, context.gstPercent),
        status: 'RECEIVED',
        method: 'OFFLINE',
        // The receipt's language: the applicant's own (the office's request says nothing about it).
        language: person.language === 'zh-Hans' ? 'zh-Hans' : 'en-GB',
        gateway_reference: input.bankReference,
        note: input.note,
        recorded_by: input.staffId,
        received_on: input.receivedOn,
        received_at: now,
        created_at: now,
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
    await tx.updateTable('fees').set({ status: 'RECEIVED' }).where('id', '=', fee.id).where('status', 'in', ACTIONABLE_FEE_STATUSES).execute();
    const params = { reference: payment.reference, feeKind: fee.kind, feeId: fee.id };
    if (fee.applicationId) await recordEvent(tx, { kind: 'ADMISSION', formId: fee.applicationId }, { kind: 'FEE_RECEIVED_OFFLINE', actor: 'OFFICE', at: now, staffId: input.staffId, params });
    await recordFeeAction(tx, fee, {
      staffId: input.staffId,
      action: 'FEE_RECEIVED_OFFLINE',
      params: { reference: payment.reference, bankReference: input.bankReference, receivedOn: input.receivedOn },
      at: now,
    });
    await enqueueReceiptMail(tx, payment.id, context);
    return payment.id;
  });
}
