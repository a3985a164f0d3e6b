/** Data access: an applicant's fees and the payments made against them. */
import type { FeeSummary, PaymentSummary } from '@portal/contracts/api';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function listFees(db: Db, applicantId: string): Promise<FeeSummary[]> {
  const rows = await db
    .selectFrom('fees as fee')
    .leftJoin('applications as app', 'app.id', 'fee.application_id')
    .select([
      'fee.id',
      'fee.kind',
      'fee.description',
      'app.application_number',
      'fee.amount_cents',
      'fee.currency',
      'fee.status',
      // ::text keeps a date a calendar day; drivers would turn it into a time-zone-dependent Date.
      sql<string | null>`fee.due_date::text`.as('due_date'),
    ])
    .where('fee.applicant_id', '=', applicantId)
    .orderBy('fee.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    description: row.description,
    applicationNumber: row.application_number,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: row.status,
    dueDate: row.due_date,
  }));
}

export async function listPayments(db: Db, applicantId: string): Promise<PaymentSummary[]> {
  const rows = await db
    .selectFrom('payments as payment')
    .innerJoin('fees as fee', 'fee.id', 'payment.fee_id')
    .select([
      'payment.id',
      'payment.fee_id',
      'payment.reference',
      'payment.amount_cents',
      'payment.currency',
      'payment.status',
      'payment.created_at',
    ])
    .where('fee.applicant_id', '=', applicantId)
    .orderBy('payment.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    feeId: row.fee_id,
    reference: row.reference,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
