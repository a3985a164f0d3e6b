/**
 * Data access for the office's requests for missing documents (issue 10): finding one request of an
 * application, listing them with the files sent, creating one and marking one answered (each with
 * its timeline event, staff audit and e-mail in the same transaction), and the timeline event of a
 * file sent for a request. The files belong to the request's own form (ADMISSION_DOCUMENT_REQUEST).
 */
import type { DocumentRequest } from '@portal/contracts/admission/appeals';
import type { DocumentRequestInput } from '@portal/contracts/schemas/admission/appeals';
import type { Language } from '@portal/contracts/languages';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listDocuments, type FormOwner } from '../../files/documents';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import { isUuid } from '../../http/record-id';
import { recordStaffAction } from '../../staff/audit';
import { mailApplicant } from './appeal-mail';
import { formRef, type OwnedApplication } from './owned-application';

/** The owner of the files sent for a request: the request is their form. */
export const requestDocumentOwner = (requestId: string, applicantId: string): FormOwner => ({ formKind: 'ADMISSION_DOCUMENT_REQUEST', formId: requestId, applicantId });

/** One request of the application; 404 for an id that is not a UUID or names another application's request. */
export async function findRequest(db: Db, applicationId: string, requestId: string) {
  if (!isUuid(requestId)) throw problem(404, 'NOT_FOUND');
  const row = await db
    .selectFrom('admission_document_requests')
    .select(['id', 'document_types', 'message', sql<string>`due_date::text`.as('due_date'), 'requested_at', 'answered_at'])
    .where('id', '=', requestId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) throw problem(404, 'NOT_FOUND');
  return row;
}

/** The application's requests, newest first, each with the files sent for it. */
export async function listRequests(db: Db, application: Pick<OwnedApplication, 'id' | 'applicantId'>): Promise<DocumentRequest[]> {
  const rows = await db
    .selectFrom('admission_document_requests')
    .select(['id', 'document_types', 'message', sql<string>`due_date::text`.as('due_date'), 'requested_at', 'answered_at'])
    .where('application_id', '=', application.id)
    .orderBy('requested_at', 'desc')
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      documentTypes: row.document_types,
      message: row.message,
      dueDate: row.due_date,
      requestedAt: new Date(row.requested_at).toISOString(),
      answeredAt: row.answered_at ? new Date(row.answered_at).toISOString() : null,
      documents: await listDocuments(db, requestDocumentOwner(row.id, application.applicantId)),
    })),
  );
}

export interface RequestAnswer {
  application: OwnedApplication;
  requestId: string;
  now: Date;
  /** The applicant's request language, for an applicant who never chose one. */
  fallbackLanguage: Language;
  /** The applicant's page of requested documents, for the e-mail. */
  link: string;
}

/** Marks the request answered, with the timeline event and the e-mail; 409 DOCUMENT_REQUEST_ANSWERED when it already was. */
export async function markRequestAnswered(db: Db, { application, requestId, now, fallbackLanguage, link }: RequestAnswer): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const updated = await tx.updateTable('admission_document_requests').set({ answered_at: now }).where('id', '=', requestId).where('answered_at', 'is', null).returning('id').executeTakeFirst();
    if (!updated) throw problem(409, 'DOCUMENT_REQUEST_ANSWERED');
    await recordEvent(tx, formRef(application), { kind: 'DOCUMENTS_SENT', actor: 'APPLICANT', at: now });
    await mailApplicant(tx, { applicationId: application.id, kind: 'documentsSent', fallbackLanguage, facts: { applicationNumber: application.applicationNumber, at: now }, link, now });
  });
}

export interface NewRequest {
  application: OwnedApplication;
  input: DocumentRequestInput;
  /** The due date as yyyy-mm-dd (the input's, parsed). */
  dueDate: string;
  staffId: string;
  now: Date;
  /** The applicant's page of requested documents, for the e-mail. */
  link: string;
}

/** Creates the request with its timeline event, staff audit and e-mail, in one transaction; answers its id. */
export async function createRequest(db: Db, { application, input, dueDate, staffId, now, link }: NewRequest): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('admission_document_requests')
      .values({ application_id: application.id, document_types: JSON.stringify(input.documentTypes), message: input.message, due_date: dueDate, requested_by: staffId, requested_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(tx, formRef(application), { kind: 'DOCUMENTS_REQUESTED', actor: 'OFFICE', at: now, staffId, params: { dueDate: input.dueDate } });
    await recordStaffAction(tx, { staffId, action: 'DOCUMENTS_REQUESTED', targetKind: 'APPLICATION', targetId: application.applicationNumber, params: { requestId: row.id, documentTypes: input.documentTypes, dueDate }, at: now });
    await mailApplicant(tx, { applicationId: application.id, kind: 'documentsRequested', facts: { applicationNumber: application.applicationNumber, dueDate, message: input.message }, link, now });
    return row.id;
  });
}

/** A file sent for a request appears on its application's timeline. */
export async function recordRequestDocumentAdded(db: Db, requestId: string, fileName: string, at: Date): Promise<void> {
  const row = await db.selectFrom('admission_document_requests').select('application_id').where('id', '=', requestId).executeTakeFirstOrThrow();
  await recordEvent(db, { kind: 'ADMISSION', formId: row.application_id }, { kind: 'DOCUMENT_ADDED', actor: 'APPLICANT', at, params: { fileName } });
}
