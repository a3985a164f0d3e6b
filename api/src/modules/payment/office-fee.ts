/**
 * What the office's actions on a fee (waive it, record it received offline) have in common: the
 * fee's open checkout pages are closed first (close-attempt.ts), then, in the action's transaction,
 * the fee's row is locked as "Pay" and settling lock it, so no payment can land on it meanwhile, and
 * the action is refused (409) unless the fee is still unpaid or unsuccessful with nothing being confirmed.
 */
import type { FeeStatus } from '@portal/contracts/api';
import type { MessageCode } from '@portal/contracts/messages';
import type { FeeKind } from '@portal/contracts/fee-kinds';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { problem } from '../../http/problems';
import { recordStaffAction } from '../../staff/audit';
import { closeOpenCheckouts } from './close-attempt';
import type { PaymentGateway } from './gateway/payment-gateway';
import type { SettleContext } from './settle';

export interface OfficeActionContext extends SettleContext {
  gateway: PaymentGateway | null;
  log?: FastifyBaseLogger;
}

export interface ActionableFee {
  id: string;
  kind: FeeKind;
  description: string;
  applicantId: string;
  applicationId: string | null;
  applicationNumber: string | null;
  amountCents: number;
  status: FeeStatus;
}

/** How an action words its refusals (the admissions office's waiver keeps the words it always had). */
export type FeeRefusals = Record<'RECEIVED' | 'WAIVED' | 'BEING_CONFIRMED', MessageCode>;

/** The fee states the office may still act on. */
export const ACTIONABLE_FEE_STATUSES = ['UNPAID', 'UNSUCCESSFUL'] as const satisfies readonly FeeStatus[];

/** 404 when there is no such fee; otherwise its open pages are closed (or settled, if they were paid). */
export async function prepareFeeAction(db: Db, feeId: string, context: OfficeActionContext): Promise<void> {
  const exists = await db.selectFrom('fees').select('id').where('id', '=', feeId).executeTakeFirst();
  if (!exists) throw problem(404, 'NOT_FOUND');
  await closeOpenCheckouts(db, feeId, context);
}

/**
 * Inside the action's transaction: the fee, locked, or the action's refusal. A page opened after
 * prepareFeeAction closed the others is refused too (the officer tries again); one never handed to
 * the gateway is closed here (nothing can be paid on it, and checkout.ts withdraws a page made for it).
 */
export async function lockActionableFee(tx: Db, feeId: string, refusals: FeeRefusals): Promise<ActionableFee> {
  const locked = await tx.selectFrom('fees').select(['id', 'status']).where('id', '=', feeId).forUpdate().executeTakeFirst();
  if (!locked) throw problem(404, 'NOT_FOUND');
  if (locked.status === 'RECEIVED' || locked.status === 'WAIVED') throw problem(409, refusals[locked.status]);
  const live = await tx.selectFrom('payments').select(['id', 'status', 'checkout_session_id']).where('fee_id', '=', feeId).where('status', 'in', ['OPEN', 'SUBMITTED']).execute();
  if (locked.status === 'SUBMITTED' || live.some((payment) => payment.status === 'SUBMITTED')) throw problem(409, refusals.BEING_CONFIRMED);
  if (live.some((payment) => payment.checkout_session_id)) throw problem(409, 'FEE_CHECKOUT_OPENED');
  if (live.length) await tx.updateTable('payments').set({ status: 'EXPIRED' }).where('fee_id', '=', feeId).where('status', '=', 'OPEN').execute();
  const fee = await tx
    .selectFrom('fees as fee')
    .leftJoin('applications as app', 'app.id', 'fee.application_id')
    .select(['fee.id', 'fee.kind', 'fee.description', 'fee.applicant_id', 'fee.application_id', 'app.application_number', 'fee.amount_cents', 'fee.status'])
    .where('fee.id', '=', feeId)
    .executeTakeFirstOrThrow();
  return {
    id: fee.id,
    kind: fee.kind,
    description: fee.description,
    applicantId: fee.applicant_id,
    applicationId: fee.application_id,
    applicationNumber: fee.application_number,
    amountCents: fee.amount_cents,
    status: fee.status,
  };
}

/** The staff audit of an action on a fee: under its application (where each console reads who did what), else under the fee. */
export async function recordFeeAction(tx: Db, fee: ActionableFee, action: { staffId: string; action: string; params: Record<string, unknown>; at: Date }): Promise<void> {
  await recordStaffAction(tx, {
    ...action,
    targetKind: fee.applicationNumber ? 'APPLICATION' : 'FEE',
    targetId: fee.applicationNumber ?? fee.id,
    params: { feeId: fee.id, feeKind: fee.kind, ...action.params },
  });
}
