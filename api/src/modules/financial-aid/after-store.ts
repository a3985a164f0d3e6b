/**
 * Financial aid after submission (branch fa-after): the application's progress as the applicant sees
 * it, and the rules of what they may do next. Each action's rule is one function answering null
 * (open) or the message code that says why not; the progress shows the same codes, so a page and the
 * API never disagree. The writes (after-actions.ts) lock the application's row first
 * (lockAidApplication: SELECT … FOR UPDATE), so two tabs sending at once land once.
 */
import { createHash } from 'node:crypto';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import type { AidAllowed, AidDocumentRequestView, AidGuarantorState, AidPackageItemView, AidPackageView, AidProgress, AidRequestView } from '@portal/contracts/financial-aid/after';
import {
  bursaryInstalmentsCents,
  type AidApplicationStatus,
  type AidChangeKind,
  type AidPackageItem,
  type AidPackageSelection,
  type AidRejectReason,
  type AidYearDates,
} from '@portal/contracts/financial-aid/model';
import type { FormKind } from '@portal/contracts/forms';
import type { MessageCode } from '@portal/contracts/messages';
import { toDisplayDate } from '@portal/contracts/schemas/dates';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listDocuments, type FormOwner } from '../../files/documents';
import { problem } from '../../http/problems';
import type { AfterAidApplication } from './after-owned-application';
import { aidYearDates } from './years';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

export const REQUEST_FORM: FormKind = 'FINANCIAL_AID_REQUEST';
export const DOCUMENT_REQUEST_FORM: FormKind = 'FINANCIAL_AID_DOCUMENT_REQUEST';
export const requestOwner = (requestId: string, applicantId: string): FormOwner => ({ formKind: REQUEST_FORM, formId: requestId, applicantId });
export const documentRequestOwner = (requestId: string, applicantId: string): FormOwner => ({ formKind: DOCUMENT_REQUEST_FORM, formId: requestId, applicantId });

/**
 * The id an appeal (or review) or the n-th update will have once sent. Its documents are uploaded
 * before it is sent, to this id (form kind FINANCIAL_AID_REQUEST), and the request row is inserted
 * with it, so the files are the request's without being moved. Derived, not stored: one appeal or
 * review per application ever, and updates numbered by how many the application already has.
 */
export function pendingRequestId(applicationId: string, slot: 'APPEAL' | 'UPDATE', n = 0): string {
  const hex = createHash('sha256').update(`financial-aid-request:${applicationId}:${slot}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Locks the application's row for the rest of the transaction and answers its current status. */
export async function lockAidApplication(db: Db, applicationId: string): Promise<AidApplicationStatus> {
  const row = await db.selectFrom('financial_aid_applications').select('status').where('id', '=', applicationId).forUpdate().executeTakeFirstOrThrow();
  return row.status;
}

export interface PackageRow {
  id: string;
  items: AidPackageItem[];
  reply_due_on: string;
  remarks: string;
  offered_at: Date;
  status: AidPackageView['status'];
  selection: AidPackageSelection | null;
  reject_reasons: string[] | null;
  comments: string | null;
  responded_at: Date | null;
}

/** The live package: the last one offered that no later one has superseded (at most one: a unique index). */
export async function livePackage(db: Db, applicationId: string): Promise<PackageRow | null> {
  const row = await db
    .selectFrom('financial_aid_packages')
    .select(['id', 'items', 'remarks', 'offered_at', 'status', 'selection', 'reject_reasons', 'comments', 'responded_at', sql<string>`reply_due_on::text`.as('reply_due_on')])
    .where('application_id', '=', applicationId)
    .where('status', '<>', 'SUPERSEDED')
    .executeTakeFirst();
  return row ?? null;
}

/** An unanswered package past its reply due date (Singapore calendar) has lapsed, even before the job marks it. */
export const packageState = (row: Pick<PackageRow, 'status' | 'reply_due_on'>, now: Date): AidPackageView['status'] =>
  row.status === 'OFFERED' && singaporeDate(now) > row.reply_due_on ? 'LAPSED' : row.status;

export function packageView(row: PackageRow, dates: AidYearDates | null, now: Date): AidPackageView {
  const items: AidPackageItemView[] = row.items.map((item) => {
    if (item.annualAmountCents === null) return { ...item, disbursements: null };
    const [first, second] = bursaryInstalmentsCents(item.annualAmountCents);
    return {
      ...item,
      disbursements: [
        { semester: 1, on: dates?.semesterOneDisbursementOn ?? null, amountCents: first },
        { semester: 2, on: dates?.semesterTwoDisbursementOn ?? null, amountCents: second },
      ],
    };
  });
  return {
    id: row.id,
    status: packageState(row, now),
    replyDueOn: row.reply_due_on,
    offeredAt: iso(row.offered_at)!,
    respondedAt: iso(row.responded_at),
    remarks: row.remarks,
    items,
    bursaryTotalCents: row.items.reduce((sum, item) => sum + (item.annualAmountCents ?? 0), 0),
    selection: row.selection,
    rejectReasons: row.reject_reasons as AidRejectReason[] | null,
    comments: row.comments,
  };
}

/** Whether an accepted package's selection takes a loan (then a guarantor is needed). */
export const selectionTakesLoan = (row: Pick<PackageRow, 'items' | 'selection'>): boolean =>
  (row.selection?.items ?? []).some((chosen) => row.items.find((item) => item.code === chosen.code)?.maxPercent != null);

export interface RequestRow {
  id: string;
  kind: AidRequestView['kind'];
  status: AidRequestView['status'];
  details: Record<string, unknown>;
  submitted_at: Date;
  decided_at: Date | null;
  decision_remarks: string | null;
}

export async function requestRows(db: Db, applicationId: string): Promise<RequestRow[]> {
  return db
    .selectFrom('financial_aid_requests')
    .select(['id', 'kind', 'status', 'details', 'submitted_at', 'decided_at', 'decision_remarks'])
    .where('application_id', '=', applicationId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function requestView(db: Db, row: RequestRow, applicantId: string): Promise<AidRequestView> {
  const details = row.details as { reason?: string; changeKinds?: AidChangeKind[]; description?: string; householdSize?: number; householdMonthlyIncome?: string };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    submittedAt: iso(row.submitted_at)!,
    decidedAt: iso(row.decided_at),
    decisionRemarks: row.decision_remarks,
    reason: details.reason ?? null,
    changeKinds: details.changeKinds ?? null,
    description: details.description ?? null,
    householdSize: details.householdSize ?? null,
    householdMonthlyIncome: details.householdMonthlyIncome ?? null,
    documents: await listDocuments(db, requestOwner(row.id, applicantId)),
  };
}

/** The application of a sent appeal, review or update (null: no request has this id yet, it is still being written). */
export async function applicationOfSentRequest(db: Db, requestId: string): Promise<string | null> {
  return (await db.selectFrom('financial_aid_requests').select('application_id').where('id', '=', requestId).executeTakeFirst())?.application_id ?? null;
}

export interface DocumentRequestRow {
  id: string;
  document_types: string[];
  message: string;
  due_on: string;
  status: AidDocumentRequestView['status'];
  requested_at: Date;
  fulfilled_at: Date | null;
  applicant_note: string | null;
}

export async function openDocumentRequest(db: Db, applicationId: string): Promise<DocumentRequestRow | null> {
  const row = await db
    .selectFrom('financial_aid_document_requests')
    .select(['id', 'document_types', 'message', 'status', 'requested_at', 'fulfilled_at', 'applicant_note', sql<string>`due_on::text`.as('due_on')])
    .where('application_id', '=', applicationId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return row ?? null;
}

/** The application an office's request for documents belongs to. */
export async function applicationOfDocumentRequest(db: Db, documentRequestId: string): Promise<string> {
  const row = await db.selectFrom('financial_aid_document_requests').select('application_id').where('id', '=', documentRequestId).executeTakeFirstOrThrow();
  return row.application_id;
}

export async function documentRequestView(db: Db, row: DocumentRequestRow, applicantId: string): Promise<AidDocumentRequestView> {
  return {
    id: row.id,
    documentTypes: row.document_types,
    message: row.message,
    dueOn: row.due_on,
    status: row.status,
    requestedAt: iso(row.requested_at)!,
    fulfilledAt: iso(row.fulfilled_at),
    applicantNote: row.applicant_note,
    documents: await listDocuments(db, documentRequestOwner(row.id, applicantId)),
  };
}

// ---- the rules: null when the action is open, else the message code (and its parameters) saying why not ----

export interface Block {
  code: string;
  params?: Array<string | number>;
}

const submittedBlock = (status: AidApplicationStatus): Block | null =>
  status === 'DRAFT' ? { code: 'AID_APPLICATION_NOT_SUBMITTED' } : status === 'WITHDRAWN' ? { code: 'AID_APPLICATION_WITHDRAWN' } : null;

export function replyBlock(status: AidApplicationStatus, pkg: Pick<PackageRow, 'status' | 'reply_due_on'> | null, now: Date): Block | null {
  const base = submittedBlock(status);
  if (base) return base;
  if (!pkg) return { code: 'AID_NO_PACKAGE' };
  switch (packageState(pkg, now)) {
    case 'OFFERED':
      return null;
    case 'ACCEPTED':
      return { code: 'AID_PACKAGE_ALREADY_ACCEPTED' };
    case 'REJECTED':
      return { code: 'AID_PACKAGE_ALREADY_REJECTED' };
    case 'LAPSED':
      return { code: 'AID_OFFER_LAPSED' };
    default:
      return { code: 'AID_NO_PACKAGE' };
  }
}

/** Spec 4: one appeal (or request for review) per academic year, after an outcome, until the year's appeal closing date. */
export function appealBlock(status: AidApplicationStatus, requests: Pick<RequestRow, 'kind' | 'status'>[], dates: AidYearDates | null, now: Date): Block | null {
  const base = submittedBlock(status);
  if (base) return base;
  const appeal = requests.find((row) => row.kind === 'APPEAL' || row.kind === 'REVIEW');
  if (appeal) return { code: appeal.status === 'SUBMITTED' ? 'AID_APPEAL_PENDING' : 'AID_APPEAL_PROCESSED' };
  if (status !== 'AWARDED' && status !== 'UNSUCCESSFUL') return { code: 'AID_APPEAL_NO_OUTCOME' };
  if (!dates || singaporeDate(now) > dates.appealClosesOn) return { code: 'AID_APPEAL_CLOSED', params: [dates ? toDisplayDate(dates.appealClosesOn) : ''] };
  return null;
}

/** The Financial Aid Application update: after processing (an outcome), one open at a time. */
export function updateBlock(status: AidApplicationStatus, requests: Pick<RequestRow, 'kind' | 'status'>[]): Block | null {
  const base = submittedBlock(status);
  if (base) return base;
  if (requests.some((row) => row.kind === 'UPDATE' && row.status === 'SUBMITTED')) return { code: 'AID_UPDATE_PENDING' };
  if (status !== 'AWARDED' && status !== 'UNSUCCESSFUL') return { code: 'AID_UPDATE_NOT_ALLOWED' };
  return null;
}

export function sendDocumentsBlock(status: AidApplicationStatus, request: DocumentRequestRow | null): Block | null {
  return submittedBlock(status) ?? (request ? null : { code: 'AID_NO_DOCUMENT_REQUEST' });
}

export const withdrawBlock = (status: AidApplicationStatus): Block | null => submittedBlock(status);

export async function guarantorState(db: Db, applicationId: string, pkg: PackageRow | null): Promise<AidGuarantorState> {
  const row = await db.selectFrom('financial_aid_guarantors').select('status').where('application_id', '=', applicationId).executeTakeFirst();
  if (row) return row.status;
  return pkg?.status === 'ACCEPTED' && selectionTakesLoan(pkg) ? 'TO_NOMINATE' : 'NOT_NEEDED';
}

/** Throws the block as a 409 (the API's refusal) when there is one. */
export function refuse(block: Block | null): void {
  if (block) throw problem(409, block.code as MessageCode, block.params ?? []);
}

const allowed = (block: Block | null): AidAllowed => ({ allowed: block === null, reason: block?.code ?? null });

export async function aidProgress(db: Db, application: AfterAidApplication, now: Date): Promise<AidProgress> {
  const row = await db
    .selectFrom('financial_aid_applications')
    .select(['id', 'reference', 'academic_year', 'status', 'submitted_at', 'per_capita_income_cents', 'withdrawn_at', 'withdrawn_by', 'withdrawal_reason'])
    .where('id', '=', application.id)
    .executeTakeFirstOrThrow();
  const [dates, pkg, requests, documentRequest] = [
    await aidYearDates(db, row.academic_year),
    await livePackage(db, row.id),
    await requestRows(db, row.id),
    await openDocumentRequest(db, row.id),
  ];
  const guarantor = await guarantorState(db, row.id, pkg);
  const withdrawn = row.status === 'WITHDRAWN';
  return {
    id: row.id,
    reference: row.reference,
    academicYear: row.academic_year,
    status: row.status,
    submittedAt: iso(row.submitted_at),
    perCapitaIncomeCents: row.per_capita_income_cents === null ? null : Number(row.per_capita_income_cents),
    dates,
    package: pkg ? packageView(pkg, dates, now) : null,
    documentRequest: documentRequest ? await documentRequestView(db, documentRequest, application.applicantId) : null,
    requests: await Promise.all(requests.map((request) => requestView(db, request, application.applicantId))),
    withdrawal: withdrawn && row.withdrawn_at && row.withdrawn_by ? { at: iso(row.withdrawn_at)!, by: row.withdrawn_by, reason: row.withdrawal_reason } : null,
    guarantor,
    actions: {
      reply: allowed(replyBlock(row.status, pkg, now)),
      appeal: allowed(appealBlock(row.status, requests, dates, now)),
      update: allowed(updateBlock(row.status, requests)),
      sendDocuments: allowed(sendDocumentsBlock(row.status, documentRequest)),
      withdraw: allowed(withdrawBlock(row.status)),
      guarantor: allowed(withdrawn ? { code: 'AID_APPLICATION_WITHDRAWN' } : guarantor === 'NOT_NEEDED' ? { code: 'AID_GUARANTOR_NOT_NEEDED' } : null),
    },
  };
}
