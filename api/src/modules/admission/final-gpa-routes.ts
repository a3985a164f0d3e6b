/**
 * Submit final cumulative GPA result (spec 5, 9): applicants of a GPA category (polytechnic diploma,
 * university transfer) give the final cumulative GPA with the final results document, once, after
 * submitting their application. The document goes through the long forms' document routes under
 * …/final-gpa (its own form kind, so nothing else of the application can be listed or removed
 * there); the officers read both.
 */
import { takesFinalGpa, type FinalGpaStatus } from '@portal/contracts/admission/after-submission';
import { FINAL_RESULTS_DOCUMENT, finalGpaSchema, type FinalGpa } from '@portal/contracts/schemas/admission/final-gpa';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { listDocuments } from '../../files/documents';
import { documentListSchema, registerDocumentRoutes } from '../../files/routes';
import { isoDateTime } from '../../http/list-route';
import { errorResponses } from '../../http/openapi-schemas';
import { problem, validateBody } from '../../http/problems';
import { contextualBody } from '../../http/validation';
import { acknowledge } from './results-enrolment-mail';
import { documentsOf, isSubmitted, numberParams, officeApplication, ownedApplication, registerOfficeDocumentDownload } from './after-submission-common';
import { findFinalGpa, hasSubmittedFinalGpa, storeFinalGpa } from './final-gpa-store';
import type { OwnedApplication } from './owned-application';

const statusSchema = {
  type: 'object',
  required: ['applicationNumber', 'available', 'gpa', 'submittedAt', 'documents'],
  properties: {
    applicationNumber: { type: 'string' },
    available: { type: 'boolean' },
    gpa: { type: ['string', 'null'] },
    submittedAt: isoDateTime,
    documents: documentListSchema,
  },
} as const;

const isAvailable = (application: OwnedApplication) => isSubmitted(application) && takesFinalGpa(application.category);

async function finalGpaStatus(db: Db, application: OwnedApplication): Promise<FinalGpaStatus> {
  const [row, documents] = await Promise.all([
    findFinalGpa(db, application.id),
    listDocuments(db, documentsOf('FINAL_RESULTS', application)),
  ]);
  return {
    applicationNumber: application.applicationNumber,
    available: isAvailable(application),
    gpa: row?.gpa ?? null,
    submittedAt: row ? row.submitted_at.toISOString() : null,
    documents,
  };
}

export default async function finalGpaRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const base = '/api/admission/applications/:applicationNumber/final-gpa';

  app.get(
    base,
    {
      schema: { tags: ['admission'], summary: 'The final cumulative GPA: whether it is asked, what was submitted, the results document', params: numberParams, response: { 200: statusSchema, ...errorResponses(401, 404) } },
    },
    async (request) => finalGpaStatus(db, await ownedApplication(app, request)),
  );

  app.post(
    base,
    {
      schema: {
        tags: ['admission'],
        summary: 'Submits the final cumulative GPA (0.0001 to 4.0000, or 0 if none) once the results document is uploaded; final',
        params: numberParams,
        description: 'The GPA is sent as text with up to four decimals, e.g. "3.4567".',
        // The results document must be uploaded first: the rules need to know whether it is.
        body: contextualBody(finalGpaSchema),
        response: { 200: statusSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const application = await ownedApplication(app, request);
      if (!isAvailable(application)) throw problem(409, 'FINAL_GPA_NOT_AVAILABLE');
      const before = await finalGpaStatus(db, application);
      if (before.submittedAt) throw problem(409, 'FINAL_GPA_ALREADY_SUBMITTED');
      const body = validateBody<FinalGpa>(finalGpaSchema, request.body, { hasDocument: before.documents.length > 0 });
      const now = app.now();
      const stored = await storeFinalGpa(db, application, body.gpa, now);
      if (!stored) throw problem(409, 'FINAL_GPA_ALREADY_SUBMITTED');
      await acknowledge(app, db, request, application, { kind: 'gpa', gpa: body.gpa });
      return finalGpaStatus(db, application);
    },
  );

  await registerDocumentRoutes(app, {
    prefix: base,
    formKind: 'FINAL_RESULTS',
    tag: 'admission',
    prefixParams: numberParams,
    resolveForm: async (request) => {
      const application = await ownedApplication(app, request);
      const submitted = await hasSubmittedFinalGpa(db, application.id);
      // Documents change only while the GPA can still be submitted.
      return { formId: application.id, applicantId: application.applicantId, editable: isAvailable(application) && !submitted };
    },
    documentTypes: [FINAL_RESULTS_DOCUMENT.documentType],
    countLimit: { max: FINAL_RESULTS_DOCUMENT.maxFiles, per: 'documentType' },
  });

  const office = '/api/office/admission/applications/:applicationNumber/final-gpa';
  app.get(
    office,
    {
      schema: { tags: ['office'], summary: "An application's final cumulative GPA and results document (admissions officers)", params: numberParams, response: { 200: statusSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => finalGpaStatus(db, await officeApplication(app, request)),
  );
  registerOfficeDocumentDownload(app, office, 'FINAL_RESULTS', 'office');
}
