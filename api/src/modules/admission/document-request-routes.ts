/**
 * Requests for missing documents (issue 10): the office names the document types, a message and a
 * due date; the applicant is told by e-mail and on the dashboard, uploads the files to the request
 * (its own form, ADMISSION_DOCUMENT_REQUEST: the submitted application's documents stay read-only;
 * uploads are checked and scanned as any other) and marks it answered; the office sees it answered.
 *
 *   applicant  GET  /api/admission/applications/{number}/document-requests
 *              …/document-requests/{requestId}/documents                    shared document routes (while unanswered)
 *              POST …/document-requests/{requestId}/answer
 *   office     GET  /api/office/admission/applications/{number}/document-requests
 *              POST /api/office/admission/applications/{number}/document-requests
 *              GET  …/document-requests/{requestId}/documents/{documentId}/content
 */
import type { DocumentRequest } from '@portal/contracts/admission/appeals';
import { ADMISSION_DOCUMENT_TYPES } from '@portal/contracts/admission/documents';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import { documentRequestSchema, type DocumentRequestInput } from '@portal/contracts/schemas/admission/appeals';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listDocuments, openDocument, type FormOwner } from '../../files/documents';
import { registerDocumentRoutes } from '../../files/routes';
import { recordEvent } from '../../forms/timeline';
import { errorResponses } from '../../http/openapi-schemas';
import { requestLanguage } from '../../http/request-language';
import { problem, validateBody } from '../../http/problems';
import { recordStaffAction } from '../../staff/audit';
import { activeStaff } from '../../staff/staff-plugin';
import { activeSession } from '../../sessions/session-plugin';
import { mailApplicant } from './appeal-mail';
import { findApplicationForOffice } from './office-application';
import { findOwnedApplication, formRef, type OwnedApplication } from './owned-application';
import { isUuid } from '../../http/record-id';

const params = {
  type: 'object',
  required: ['applicationNumber'],
  properties: { applicationNumber: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;
const requestParams = { ...params, required: ['applicationNumber', 'requestId'], properties: { ...params.properties, requestId: { type: 'string', format: 'uuid' } } } as const;

const owner = (requestId: string, applicantId: string): FormOwner => ({ formKind: 'ADMISSION_DOCUMENT_REQUEST', formId: requestId, applicantId });

async function findRequest(db: Db, applicationId: string, requestId: string) {
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

async function listRequests(db: Db, application: Pick<OwnedApplication, 'id' | 'applicantId'>): Promise<DocumentRequest[]> {
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
      documents: await listDocuments(db, owner(row.id, application.applicantId)),
    })),
  );
}

export default async function documentRequestRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const numberOf = (request: FastifyRequest) => (request.params as { applicationNumber: string }).applicationNumber;
  const requestIdOf = (request: FastifyRequest) => (request.params as { requestId: string }).requestId;
  const owned = (request: FastifyRequest) => findOwnedApplication(db, activeSession(request).applicantId, numberOf(request));
  const APPLICANT = '/api/admission/applications/:applicationNumber/document-requests';
  const OFFICE = '/api/office/admission/applications/:applicationNumber/document-requests';
  const link = (number: string) => `${app.config.publicUrl}/applicant/admission/applications/${number}/documents-requested`;

  app.get(APPLICANT, {
    schema: { tags: ['admission'], summary: "The office's requests for documents, newest first, with the files sent", params, response: errorResponses(401, 404) },
  }, async (request) => listRequests(db, await owned(request)));

  await registerDocumentRoutes(app, {
    prefix: `${APPLICANT}/:requestId`,
    formKind: 'ADMISSION_DOCUMENT_REQUEST',
    tag: 'admission',
    prefixParams: requestParams,
    documentTypes: ADMISSION_DOCUMENT_TYPES,
    countLimit: { max: 10, per: 'documentType' },
    resolveForm: async (request) => {
      const application = await owned(request);
      const row = await findRequest(db, application.id, requestIdOf(request));
      return { formId: row.id, applicantId: application.applicantId, editable: row.answered_at === null };
    },
    afterUpload: (_owner, document) =>
      // The timeline is the application's; the request's own id is enough to find the file.
      recordEventFor(db, _owner.formId, document.fileName, app.now()),
  });

  app.post(`${APPLICANT}/:requestId/answer`, {
    schema: { tags: ['admission'], summary: 'Marks the request answered (at least one document uploaded); the office sees it', params: requestParams, response: { 200: { type: 'object', additionalProperties: true }, ...errorResponses(401, 404, 409) } },
  }, async (request) => {
    const application = await owned(request);
    const row = await findRequest(db, application.id, requestIdOf(request));
    if (row.answered_at) throw problem(409, 'DOCUMENT_REQUEST_ANSWERED');
    if ((await listDocuments(db, owner(row.id, application.applicantId))).length === 0) throw problem(409, 'DOCUMENT_REQUEST_EMPTY');
    const now = app.now();
    await db.transaction().execute(async (tx) => {
      const updated = await tx.updateTable('admission_document_requests').set({ answered_at: now }).where('id', '=', row.id).where('answered_at', 'is', null).returning('id').executeTakeFirst();
      if (!updated) throw problem(409, 'DOCUMENT_REQUEST_ANSWERED');
      await recordEvent(tx, formRef(application), { kind: 'DOCUMENTS_SENT', actor: 'APPLICANT', at: now });
      await mailApplicant(tx, { applicationId: application.id, kind: 'documentsSent', fallbackLanguage: requestLanguage(request), facts: { applicationNumber: application.applicationNumber, at: now }, link: link(application.applicationNumber), now });
    });
    return (await listRequests(db, application)).find((item) => item.id === row.id);
  });

  app.get(OFFICE, {
    schema: { tags: ['office'], summary: "An application's document requests with what was sent", params, response: errorResponses(401, 403, 404) },
  }, async (request) => listRequests(db, await findApplicationForOffice(db, numberOf(request))));

  app.post(OFFICE, {
    schema: { tags: ['office'], summary: 'Requests documents (types, message, due date dd/mm/yyyy); the applicant is e-mailed', params, response: { 201: { type: 'object', additionalProperties: true }, ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const now = app.now();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(now);
    const input = validateBody<DocumentRequestInput>(documentRequestSchema, request.body, { today });
    const staff = activeStaff(request);
    const dueDate = parseDisplayDate(input.dueDate)!;
    const id = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('admission_document_requests')
        .values({ application_id: application.id, document_types: JSON.stringify(input.documentTypes), message: input.message, due_date: dueDate, requested_by: staff.staffId, requested_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordEvent(tx, formRef(application), { kind: 'DOCUMENTS_REQUESTED', actor: 'OFFICE', at: now, staffId: staff.staffId, params: { dueDate: input.dueDate } });
      await recordStaffAction(tx, { staffId: staff.staffId, action: 'DOCUMENTS_REQUESTED', targetKind: 'APPLICATION', targetId: application.applicationNumber, params: { requestId: row.id, documentTypes: input.documentTypes, dueDate }, at: now });
      await mailApplicant(tx, { applicationId: application.id, kind: 'documentsRequested', facts: { applicationNumber: application.applicationNumber, dueDate, message: input.message }, link: link(application.applicationNumber), now });
      return row.id;
    });
    return reply.code(201).send((await listRequests(db, application)).find((item) => item.id === id));
  });

  app.get(`${OFFICE}/:requestId/documents/:documentId/content`, {
    schema: {
      tags: ['office'],
      summary: 'Download a document sent for a request',
      params: { ...requestParams, required: [...requestParams.required, 'documentId'], properties: { ...requestParams.properties, documentId: { type: 'string', format: 'uuid' } } },
      response: errorResponses(401, 403, 404, 410),
    },
  }, async (request, reply) => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const row = await findRequest(db, application.id, requestIdOf(request));
    const { documentId } = request.params as { documentId: string };
    const { document, content } = await openDocument({ db, storage: app.fileStorage, log: request.log }, owner(row.id, application.applicantId), documentId);
    return reply
      .header('Content-Type', document.mediaType)
      .header('Content-Disposition', contentDisposition(document.fileName, { type: 'attachment' }))
      .header('X-Content-Type-Options', 'nosniff')
      .send(content);
  });
}

/** A file sent for a request appears on its application's timeline. */
async function recordEventFor(db: Db, requestId: string, fileName: string, at: Date): Promise<void> {
  const row = await db.selectFrom('admission_document_requests').select('application_id').where('id', '=', requestId).executeTakeFirstOrThrow();
  await recordEvent(db, { kind: 'ADMISSION', formId: row.application_id }, { kind: 'DOCUMENT_ADDED', actor: 'APPLICANT', at, params: { fileName } });
}
