/**
 * Reading fees and payments as the payment pages show them: the amount with GST, whether Pay is
 * offered now (and if not, why), and the attempts made.
 */
import type { FeeStatus } from '@portal/contracts/api';
import { gstCents, PAYMENT_RETRY_MINUTES, type FeeDetail, type PayBlock, type PaymentView } from '@portal/contracts/payment';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PaymentsTable } from '../../db/schema';

export type PaymentRow = Selectable<PaymentsTable>;

/** A new payment's reference, as on its receipt (PAY-00000042): one sequence for online and offline payments. */
export const newPaymentReference = () => sql<string>`'PAY-' || lpad(nextval('payment_reference_seq')::text, 8, '0')`;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function paymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    feeId: row.fee_id,
    reference: row.reference,
    amountCents: row.amount_cents,
    gstCents: row.gst_cents,
    totalCents: row.amount_cents + row.gst_cents,
    currency: 'SGD',
    status: row.status,
    method: row.method,
    createdAt: new Date(row.created_at).toISOString(),
    receivedAt: iso(row.received_at),
    failedAt: iso(row.failed_at),
  };
}

/** When Pay is offered again after the last unsuccessful attempt (null: not waiting). */
export function retryAfter(status: FeeStatus, payments: readonly PaymentRow[], now: Date): Date | null {
  if (status !== 'UNSUCCESSFUL') return null;
  const lastFailure = payments.filter((payment) => payment.failed_at).map((payment) => new Date(payment.failed_at!).getTime());
  if (!lastFailure.length) return null;
  const until = new Date(Math.max(...lastFailure) + PAYMENT_RETRY_MINUTES * 60_000);
  return until > now ? until : null;
}

export function payBlock(fee: { status: FeeStatus; amount_cents: number }, payments: readonly PaymentRow[], now: Date): PayBlock | null {
  if (fee.status === 'WAIVED') return 'WAIVED';
  if (fee.status === 'RECEIVED') return 'RECEIVED';
  if (fee.amount_cents === 0) return 'NOTHING_DUE';
  if (payments.some((payment) => payment.status === 'SUBMITTED')) return 'BEING_CONFIRMED';
  if (retryAfter(fee.status, payments, now)) return 'RETRY_LATER';
  return null;
}

function feeQuery(db: Db) {
  return db
    .selectFrom('fees as fee')
    .leftJoin('applications as app', 'app.id', 'fee.application_id')
    .select([
      'fee.id',
      'fee.kind',
      'fee.description',
      'fee.applicant_id',
      'app.application_number',
      'fee.amount_cents',
      'fee.status',
      // ::text keeps a date a calendar day; drivers would turn it into a time-zone-dependent Date.
      sql<string | null>`fee.due_date::text`.as('due_date'),
    ]);
}

type FeeRow = Awaited<ReturnType<ReturnType<typeof feeQuery>['executeTakeFirstOrThrow']>>;

function feeDetail(fee: FeeRow, payments: PaymentRow[], gstPercent: number, now: Date): FeeDetail {
  const gst = gstCents(fee.amount_cents, gstPercent);
  const until = retryAfter(fee.status, payments, now);
  return {
    id: fee.id,
    kind: fee.kind,
    description: fee.description,
    applicationNumber: fee.application_number,
    amountCents: fee.amount_cents,
    gstPercent,
    gstCents: gst,
    totalCents: fee.amount_cents + gst,
    currency: 'SGD',
    status: fee.status,
    dueDate: fee.due_date,
    payBlock: payBlock(fee, payments, now),
    retryAfter: until ? until.toISOString() : null,
    // Pages never opened or left to expire are not payments the applicant made: they are not listed.
    payments: payments.filter((payment) => payment.status !== 'OPEN' && payment.status !== 'EXPIRED').map(paymentView),
  };
}

async function paymentsOf(db: Db, feeIds: string[]): Promise<PaymentRow[]> {
  if (!feeIds.length) return [];
  return db.selectFrom('payments').selectAll().where('fee_id', 'in', feeIds).orderBy('created_at', 'desc').orderBy('reference', 'desc').execute();
}

/** The applicant's fees, oldest first. */
export async function listFeeDetails(db: Db, applicantId: string, gstPercent: number, now: Date): Promise<FeeDetail[]> {
  const fees = await feeQuery(db).where('fee.applicant_id', '=', applicantId).orderBy('fee.created_at').orderBy('fee.id').execute();
  const payments = await paymentsOf(
    db,
    fees.map((fee) => fee.id),
  );
  return fees.map((fee) =>
    feeDetail(
      fee,
      payments.filter((payment) => payment.fee_id === fee.id),
      gstPercent,
      now,
    ),
  );
}

/** One fee of the applicant's; undefined when there is none with this id (or it is someone else's). */
export async function findFeeDetail(db: Db, applicantId: string, feeId: string, gstPercent: number, now: Date): Promise<FeeDetail | undefined> {
  const fee = await feeQuery(db).where('fee.id', '=', feeId).where('fee.applicant_id', '=', applicantId).executeTakeFirst();
  if (!fee) return undefined;
  return feeDetail(fee, await paymentsOf(db, [fee.id]), gstPercent, now);
}

/** Payments the applicant made (submitted, received or unsuccessful), newest first. */
export async function listApplicantPayments(db: Db, applicantId: string): Promise<PaymentView[]> {
  const rows = await db
    .selectFrom('payments as payment')
    .innerJoin('fees as fee', 'fee.id', 'payment.fee_id')
    .selectAll('payment')
    .where('fee.applicant_id', '=', applicantId)
    .where('payment.status', 'in', ['SUBMITTED', 'RECEIVED', 'UNSUCCESSFUL'])
    .orderBy('payment.created_at', 'desc')
    .orderBy('payment.reference', 'desc')
    .execute();
  return rows.map(paymentView);
}

/** One payment of the applicant's (any state); undefined when it is not theirs. */
export async function findApplicantPayment(db: Db, applicantId: string, paymentId: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments as payment')
    .innerJoin('fees as fee', 'fee.id', 'payment.fee_id')
    .selectAll('payment')
    .where('payment.id', '=', paymentId)
    .where('fee.applicant_id', '=', applicantId)
    .executeTakeFirst();
}
