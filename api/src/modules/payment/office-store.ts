/**
 * The finance console's reading: every applicant's fees, searched and filtered, and one fee's whole
 * record — who owes it, what it costs with GST, every attempt to pay it (pages closed unpaid too),
 * and its timeline naming the officer behind each office event.
 */
import { isLanguage } from '@portal/contracts/languages';
import { FEE_TIMELINE_KINDS, FINANCE_PAGE_SIZE, type OfficeFeePage, type OfficeFeeRow, type OfficeFeeView, type OfficePaymentView } from '@portal/contracts/office/payment';
import type { OfficeFeesQuery } from '@portal/contracts/schemas/office-payment';
import { gstCents } from '@portal/contracts/payment';
import type { OfficeTimelineEvent } from '@portal/contracts/office/timeline';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { likeLiteral } from '../../db/like';
import { toIso } from '../../http/list-route';
import { newestFirst } from '../../staff/export';
import { listOfficeTimeline } from '../../staff/timeline';
import { ACTIONABLE_FEE_STATUSES } from './office-fee';

function feeRows(db: Db) {
  return db
    .selectFrom('fees as fee')
    .innerJoin('applicants as person', 'person.id', 'fee.applicant_id')
    .leftJoin('applications as app', 'app.id', 'fee.application_id');
}

const ROW_COLUMNS = [
  'fee.id',
  'fee.kind',
  'fee.description',
  'app.application_number',
  'person.full_name',
  'fee.amount_cents',
  'fee.status',
  sql<string | null>`fee.due_date::text`.as('due_date'),
  'fee.created_at',
  sql<string | null>`(SELECT p.reference FROM payments p WHERE p.fee_id = fee.id ORDER BY p.created_at DESC, p.reference DESC LIMIT 1)`.as('latest_reference'),
] as const;

interface RowSource {
  id: string;
  kind: OfficeFeeRow['kind'];
  description: string;
  application_number: string | null;
  full_name: string;
  amount_cents: number;
  status: OfficeFeeRow['status'];
  due_date: string | null;
  created_at: Date;
  latest_reference: string | null;
}

const toRow = (row: RowSource): OfficeFeeRow => ({
  id: row.id,
  kind: row.kind,
  description: row.description,
  applicationNumber: row.application_number,
  applicantName: row.full_name,
  amountCents: row.amount_cents,
  status: row.status,
  dueDate: row.due_date,
  createdAt: new Date(row.created_at).toISOString(),
  latestReference: row.latest_reference,
});

/**
 * The fees the search and filters find (a page of them, or all of them for an export). The search
 * text finds an application number by its start, a name by any part, and a payment reference (the
 * portal's, or a bank's or the gateway's) by any part.
 */
function searchedFees(db: Db, filters: Omit<OfficeFeesQuery, 'page'>) {
  let filtered = feeRows(db);
  if (filters.q) {
    const contains = `%${likeLiteral(filters.q.toLowerCase())}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb('app.application_number', 'like', `${likeLiteral(filters.q)}%`),
        eb(eb.fn('lower', ['person.full_name']), 'like', contains),
        eb.exists(
          eb
            .selectFrom('payments as payment')
            .select('payment.id')
            .whereRef('payment.fee_id', '=', 'fee.id')
            .where((inner) => inner.or([inner(inner.fn('lower', ['payment.reference']), 'like', contains), inner(inner.fn('lower', ['payment.gateway_reference']), 'like', contains)])),
        ),
      ]),
    );
  }
  if (filters.status) filtered = filtered.where('fee.status', '=', filters.status as OfficeFeeRow['status']);
  if (filters.kind) filtered = filtered.where('fee.kind', '=', filters.kind as OfficeFeeRow['kind']);
  return filtered;
}

/** Newest first, then by id: an order an export reads on from (fees made in one transaction share their now()). */
const LIST_ORDER = newestFirst([sql`fee.created_at`, sql`fee.id`], sql`fees fee`, sql`fee.id`);

/** Newest first, 25 a page. */
export async function searchFees(db: Db, query: OfficeFeesQuery): Promise<OfficeFeePage> {
  const filtered = searchedFees(db, query);
  const { total } = await filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await LIST_ORDER.orderBy(filtered.select(ROW_COLUMNS))
    .limit(FINANCE_PAGE_SIZE)
    .offset((query.page - 1) * FINANCE_PAGE_SIZE)
    .execute();
  return { items: rows.map(toRow), total: Number(total), page: query.page, pageSize: FINANCE_PAGE_SIZE };
}

/** A row of the list as exported: the list's, with the applicant's e-mail address and the day the fee's money arrived. */
export type ExportedFee = OfficeFeeRow & { email: string; receivedOn: string | null };

/** The Singapore day the fee's money arrived: its received payment's (a later one, to be refunded, is not the fee's). */
const RECEIVED_ON = sql<string | null>`(SELECT p.received_day::text FROM payments p WHERE p.fee_id = fee.id AND p.status = 'RECEIVED' AND NOT p.refund_due ORDER BY p.received_day, p.reference LIMIT 1)`;

/** The next `size` fees of the list after the fee with id `afterId` (null: from the start), in the list's order. */
export async function exportedFees(db: Db, filters: Omit<OfficeFeesQuery, 'page'>, afterId: string | null, size: number): Promise<ExportedFee[]> {
  let batch = searchedFees(db, filters);
  if (afterId) batch = batch.where(LIST_ORDER.after(afterId));
  const rows = await LIST_ORDER.orderBy(batch.select([...ROW_COLUMNS, 'person.email', RECEIVED_ON.as('received_on')]))
    .limit(size)
    .execute();
  return rows.map((row) => ({ ...toRow(row), email: row.email, receivedOn: row.received_on }));
}

async function officePayments(db: Db, feeId: string): Promise<OfficePaymentView[]> {
  const rows = await db
    .selectFrom('payments as payment')
    .leftJoin('staff_accounts as staff', 'staff.id', 'payment.recorded_by')
    .select([
      'payment.id',
      'payment.reference',
      'payment.method',
      'payment.status',
      'payment.amount_cents',
      'payment.gst_cents',
      'payment.created_at',
      'payment.submitted_at',
      'payment.received_at',
      sql<string | null>`payment.received_on::text`.as('received_on'),
      'payment.failed_at',
      'payment.gateway_reference',
      'payment.note',
      'staff.full_name as recorded_by',
    ])
    .where('payment.fee_id', '=', feeId)
    .orderBy('payment.created_at', 'desc')
    .orderBy('payment.reference', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    method: row.method,
    status: row.status,
    amountCents: row.amount_cents,
    gstCents: row.gst_cents,
    totalCents: row.amount_cents + row.gst_cents,
    createdAt: new Date(row.created_at).toISOString(),
    submittedAt: toIso(row.submitted_at),
    receivedAt: toIso(row.received_at),
    receivedOn: row.received_on,
    failedAt: toIso(row.failed_at),
    gatewayReference: row.gateway_reference,
    note: row.note,
    recordedBy: row.recorded_by,
  }));
}

/**
 * The application's events about this fee. Events name their fee (feeId) or one of its payments
 * (reference); a waiver recorded before events named their fee was always of the application fee.
 */
function aboutFee(event: OfficeTimelineEvent, fee: { id: string; kind: string }, references: ReadonlySet<string>): boolean {
  const { feeId, reference } = event.params;
  if (feeId !== undefined) return feeId === fee.id;
  if (reference !== undefined) return references.has(String(reference));
  return fee.kind === 'APPLICATION_FEE';
}

/** One fee as the console shows it; undefined when there is no fee with this id. */
export async function findOfficeFee(db: Db, feeId: string, gstPercent: number): Promise<OfficeFeeView | undefined> {
  const fee = await feeRows(db)
    .leftJoin('staff_accounts as waiver', 'waiver.id', 'fee.waived_by')
    .select([...ROW_COLUMNS, 'fee.application_id', 'person.email', 'person.language', 'fee.waived_reason', 'fee.waived_at', 'waiver.full_name as waived_by'])
    .where('fee.id', '=', feeId)
    .executeTakeFirst();
  if (!fee) return undefined;
  const payments = await officePayments(db, fee.id);
  const references = new Set(payments.map((payment) => payment.reference));
  const timeline = fee.application_id ? (await listOfficeTimeline(db, { kind: 'ADMISSION', formId: fee.application_id }, FEE_TIMELINE_KINDS)).filter((event) => aboutFee(event, fee, references)) : [];
  const gst = gstCents(fee.amount_cents, gstPercent);
  const row = toRow(fee);
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    applicationNumber: row.applicationNumber,
    // The waiver's reason is e-mailed to the applicant in their language: the console names it (issue 35).
    applicant: { fullName: fee.full_name, email: fee.email, language: isLanguage(fee.language) ? fee.language : null },
    amountCents: fee.amount_cents,
    gstPercent,
    gstCents: gst,
    totalCents: fee.amount_cents + gst,
    status: row.status,
    dueDate: row.dueDate,
    waived: fee.status === 'WAIVED' && fee.waived_at ? { reason: fee.waived_reason ?? '', at: new Date(fee.waived_at).toISOString(), by: fee.waived_by } : null,
    payments,
    timeline,
    actionable: (ACTIONABLE_FEE_STATUSES as readonly string[]).includes(fee.status) && !payments.some((payment) => payment.status === 'SUBMITTED'),
  };
}
