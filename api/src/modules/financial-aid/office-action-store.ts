/**
 * The reads and writes behind the Office of Financial Aid's actions on an application
 * (office-actions.ts), each run inside the action's transaction. A change of status is conditional
 * on the status read, so two officers acting at once land once (the other gets 409).
 */
import type { AidApplicationStatus, AidPackageItem, AidRequestStatus } from '@portal/contracts/financial-aid/model';
import type { AidDocumentRequestInput, AidPackageOfferInput } from '@portal/contracts/schemas/financial-aid/office';
import type { Db } from '../../db/database';
import { problem } from '../../http/problems';
import type { OfficeAidApplication } from './office-store';

/** Moves the application from the status read to `to`, or 409 when another officer moved it first. */
export async function moveStatus(tx: Db, application: OfficeAidApplication, to: AidApplicationStatus, now: Date, extra: { decided_at?: Date; decision_remarks?: string | null } = {}): Promise<void> {
  const moved = await tx
    .updateTable('financial_aid_applications')
    .set({ status: to, updated_at: now, ...extra })
    .where('id', '=', application.id)
    .where('status', '=', application.status)
    .returning('id')
    .executeTakeFirst();
  if (!moved) throw problem(409, 'AID_APPLICATION_CHANGED');
}

/** Adds an open request for documents and answers its id. */
export async function insertDocumentRequest(tx: Db, applicationId: string, input: AidDocumentRequestInput, staffId: string, now: Date): Promise<string> {
  const row = await tx
    .insertInto('financial_aid_document_requests')
    .values({
      application_id: applicationId,
      document_types: JSON.stringify(input.documentTypes),
      message: input.message,
      due_on: input.dueOn,
      status: 'OPEN',
      requested_by: staffId,
      requested_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Cancels the application's open requests for documents. */
export async function cancelOpenDocumentRequests(tx: Db, applicationId: string): Promise<void> {
  await tx.updateTable('financial_aid_document_requests').set({ status: 'CANCELLED' }).where('application_id', '=', applicationId).where('status', '=', 'OPEN').execute();
}

/** The schemes with these ids (lower case), whatever their year or state. */
export function schemesByIds(tx: Db, ids: string[]) {
  return tx.selectFrom('financial_aid_schemes').selectAll().where('id', 'in', ids).execute();
}

/** Marks every package of the application not yet superseded as SUPERSEDED. */
export async function supersedePackages(tx: Db, applicationId: string): Promise<void> {
  await tx.updateTable('financial_aid_packages').set({ status: 'SUPERSEDED' }).where('application_id', '=', applicationId).where('status', '<>', 'SUPERSEDED').execute();
}

/** Adds an OFFERED package with its items frozen as offered, and answers its id. */
export async function insertPackage(
  tx: Db,
  applicationId: string,
  items: AidPackageItem[],
  input: Pick<AidPackageOfferInput, 'replyDueOn' | 'remarks'>,
  staffId: string,
  now: Date,
): Promise<string> {
  const row = await tx
    .insertInto('financial_aid_packages')
    .values({ application_id: applicationId, items: JSON.stringify(items), reply_due_on: input.replyDueOn, remarks: input.remarks, offered_by: staffId, offered_at: now, status: 'OFFERED' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the application has a live package (one not superseded). */
export async function hasLivePackage(tx: Db, applicationId: string): Promise<boolean> {
  const live = await tx.selectFrom('financial_aid_packages').select('id').where('application_id', '=', applicationId).where('status', '<>', 'SUPERSEDED').executeTakeFirst();
  return !!live;
}

/** The application's appeal, review or update with this id, with what deciding it needs. */
export function findRequestToDecide(tx: Db, requestId: string, applicationId: string) {
  return tx.selectFrom('financial_aid_requests').select(['id', 'kind', 'status', 'details']).where('id', '=', requestId).where('application_id', '=', applicationId).executeTakeFirst();
}

/** Records the decision on a request still SUBMITTED; false when it was decided already. */
export async function decideRequest(tx: Db, requestId: string, decision: { status: AidRequestStatus; remarks: string | null }, staffId: string, now: Date): Promise<boolean> {
  const decided = await tx
    .updateTable('financial_aid_requests')
    .set({ status: decision.status, decided_by: staffId, decided_at: now, decision_remarks: decision.remarks })
    .where('id', '=', requestId)
    .where('status', '=', 'SUBMITTED')
    .returning('id')
    .executeTakeFirst();
  return !!decided;
}

/** Withdraws the application for the office (final) from the status read; false when another officer moved it first. */
export async function withdrawForOffice(tx: Db, application: OfficeAidApplication, reason: string, now: Date): Promise<boolean> {
  const moved = await tx
    .updateTable('financial_aid_applications')
    .set({ status: 'WITHDRAWN', withdrawn_at: now, withdrawn_by: 'OFFICE', withdrawal_reason: reason, updated_at: now })
    .where('id', '=', application.id)
    .where('status', '=', application.status)
    .returning('id')
    .executeTakeFirst();
  return !!moved;
}
