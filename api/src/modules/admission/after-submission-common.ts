/**
 * What the after-submission routes (final GPA, actual results, enrolment) share: the number
 * parameter, finding the application for the signed-in applicant or for an admissions officer, and
 * the owner of a form kind's documents.
 */
import type { FormKind } from '@portal/contracts/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import contentDisposition from 'content-disposition';
import { openDocument, type FormOwner } from '../../files/documents';
import { errorResponses } from '../../http/openapi-schemas';
import { activeSession } from '../../sessions/session-plugin';
import { findApplicationForOffice } from './office-application';
import { findOwnedApplication, type OwnedApplication } from './owned-application';
import { numberParams } from './route-params';

export { numberParams };

export const numberAndDocumentParams = {
  type: 'object',
  required: ['applicationNumber', 'documentId'],
  properties: { ...numberParams.properties, documentId: { type: 'string', format: 'uuid' } },
} as const;

const numberOf = (request: FastifyRequest) => (request.params as { applicationNumber: string }).applicationNumber;

/** The signed-in applicant's application (404 for anyone else's number). */
export const ownedApplication = (app: FastifyInstance, request: FastifyRequest): Promise<OwnedApplication> =>
  findOwnedApplication(app.db, activeSession(request).applicantId, numberOf(request));

/** Any submitted application, for an officer (the route checked the role). */
export const officeApplication = (app: FastifyInstance, request: FastifyRequest): Promise<OwnedApplication> => findApplicationForOffice(app.db, numberOf(request));

/** A submitted application is past its draft (and not withdrawn). */
export const isSubmitted = (application: Pick<OwnedApplication, 'status'>): boolean => application.status !== 'DRAFT' && application.status !== 'WITHDRAWN';

/** The documents of one after-submission form kind, keyed by the application's id. */
export const documentsOf = (kind: FormKind, application: Pick<OwnedApplication, 'id' | 'applicantId'>): FormOwner => ({
  formKind: kind,
  formId: application.id,
  applicantId: application.applicantId,
});

/**
 * GET {path}/documents/:documentId/content for admissions officers: one document of a form kind of
 * the application, checked against its SHA-256 like the applicant's download.
 */
export function registerOfficeDocumentDownload(app: FastifyInstance, path: string, kind: FormKind, tag: string): void {
  app.get(
    `${path}/documents/:documentId/content`,
    {
      schema: {
        tags: [tag],
        summary: 'Download one of these documents (admissions officers)',
        params: numberAndDocumentParams,
        response: { 200: { description: 'The file', type: 'string', format: 'binary' }, ...errorResponses(401, 403, 404, 410) },
      },
    },
    async (request, reply) => {
      const application = await officeApplication(app, request);
      const { documentId } = request.params as { documentId: string };
      const { document, content } = await openDocument({ db: app.db, storage: app.fileStorage, log: request.log }, documentsOf(kind, application), documentId);
      return reply
        .header('Content-Type', document.mediaType)
        .header('Content-Disposition', contentDisposition(document.fileName, { type: 'attachment' }))
        .header('X-Content-Type-Options', 'nosniff')
        .send(content);
    },
  );
}
