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
import { listDocuments, openDocument } from '../../files/documents';
import { registerDocumentRoutes } from '../../files/routes';
import { errorResponses } from '../../http/openapi-schemas';
import { requestLanguage } from '../../http/request-language';
import { problem } from '../../http/problems';
import { noBody } from '../../http/validation';
import { activeStaff } from '../../staff/staff-plugin';
import { activeSession } from '../../sessions/session-plugin';
import { createRequest, findRequest, listRequests, markRequestAnswered, recordRequestDocumentAdded, requestDocumentOwner } from './document-request-store';
import { findApplicationForOffice } from './office-application';
import { findOwnedApplication } from './owned-application';
import { numberParams } from './route-params';
import { documentRequestAnswerSchema } from './answers';

const requestParams = { ...numberParams, required: ['applicationNumber', 'requestId'], properties: { ...numberParams.properties, requestId: { type: 'string', format: 'uuid' } } } as const;

export default async function documentRequestRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const numberOf = (request: FastifyRequest) => (request.params as { applicationNumber: string }).applicationNumber;
  const requestIdOf = (request: FastifyRequest) => (request.params as { requestId: string }).requestId;
  const owned = (request: FastifyRequest) => findOwnedApplication(db, activeSession(request).applicantId, numberOf(request));
  const APPLICANT = '/api/admission/applications/:applicationNumber/document-requests';
  const OFFICE = '/api/office/admission/applications/:applicationNumber/document-requests';
  const link = (number: string) => `${app.config.publicUrl}/applicant/admission/applications/${number}/documents-requested`;

  app.get(APPLICANT, {
    schema: { tags: ['admission'], summary: "The office's requests for documents, newest first, with the files sent", params: numberParams, response: { 200: { type: 'array', items: documentRequestAnswerSchema }, ...errorResponses(401, 404) } },
  }, async (request): Promise<DocumentRequest[]> => listRequests(db, await owned(request)));

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
      recordRequestDocumentAdded(db, _owner.formId, document.fileName, app.now()),
  });

  app.post(`${APPLICANT}/:requestId/answer`, {
    schema: { tags: ['admission'], summary: 'Marks the request answered (at least one document uploaded); the office sees it', params: requestParams, body: noBody, response: { 200: documentRequestAnswerSchema, ...errorResponses(401, 404, 409) } },
  }, async (request) => {
    const application = await owned(request);
    const row = await findRequest(db, application.id, requestIdOf(request));
    if (row.answered_at) throw problem(409, 'DOCUMENT_REQUEST_ANSWERED');
    if ((await listDocuments(db, requestDocumentOwner(row.id, application.applicantId))).length === 0) throw problem(409, 'DOCUMENT_REQUEST_EMPTY');
    const now = app.now();
    await markRequestAnswered(db, { application, requestId: row.id, now, fallbackLanguage: requestLanguage(request), link: link(application.applicationNumber) });
    return (await listRequests(db, application)).find((item) => item.id === row.id);
  });

  app.get(OFFICE, {
    schema: { tags: ['office'], summary: "An application's document requests with what was sent", params: numberParams, response: { 200: { type: 'array', items: documentRequestAnswerSchema }, ...errorResponses(401, 403, 404) } },
  }, async (request): Promise<DocumentRequest[]> => listRequests(db, await findApplicationForOffice(db, numberOf(request))));

  // The due date must not be in the past: the validator gives the schema today (Singapore).
  app.post<{ Body: DocumentRequestInput }>(OFFICE, {
    schema: { tags: ['office'], summary: 'Requests documents (types, message, due date dd/mm/yyyy); the applicant is e-mailed', params: numberParams, body: documentRequestSchema, response: { 201: documentRequestAnswerSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const now = app.now();
    const input = request.body;
    const dueDate = parseDisplayDate(input.dueDate)!;
    const id = await createRequest(db, { application, input, dueDate, staffId: activeStaff(request).staffId, now, link: link(application.applicationNumber) });
    return reply.code(201).send((await listRequests(db, application)).find((item) => item.id === id));
  });

  app.get(`${OFFICE}/:requestId/documents/:documentId/content`, {
    schema: {
      tags: ['office'],
      summary: 'Download a document sent for a request',
      params: { ...requestParams, required: [...requestParams.required, 'documentId'], properties: { ...requestParams.properties, documentId: { type: 'string', format: 'uuid' } } },
      response: { 200: { description: 'The file (PDF, JPEG or PNG), as an attachment', type: 'string', format: 'binary' }, ...errorResponses(401, 403, 404, 410) },
    },
  }, async (request, reply) => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const row = await findRequest(db, application.id, requestIdOf(request));
    const { documentId } = request.params as { documentId: string };
    const { document, content } = await openDocument({ db, storage: app.fileStorage, log: request.log }, requestDocumentOwner(row.id, application.applicantId), documentId);
    return reply
      .header('Content-Type', document.mediaType)
      .header('Content-Disposition', contentDisposition(document.fileName, { type: 'attachment' }))
      .header('X-Content-Type-Options', 'nosniff')
      .send(content);
  });
}

