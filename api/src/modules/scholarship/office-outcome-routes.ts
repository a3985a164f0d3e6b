/**
 * The Scholarships Office's outcome routes (SCHOLARSHIPS role only; other offices 403, applicants 401):
 * record an outcome (replaced until released), release one, release a batch, list the unreleased,
 * and see an application's whole award. Shapes: shared/contracts/src/scholarship/award.ts.
 */
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import {
  recordScholarshipOutcomeSchema,
  releaseScholarshipOutcomesSchema,
  SCHOLARSHIP_RELEASE_BATCH_MAX,
  type RecordScholarshipOutcome,
  type ReleaseScholarshipOutcomes,
} from '@portal/contracts/schemas/scholarship/award';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { validateBody } from '../../http/problems';
import { activeStaff } from '../../staff/staff-plugin';
import { storedLanguage } from '../../mail/stored-language';
import { officeScholarshipAward } from './office-award';
import { listUnreleasedScholarshipOutcomes, recordScholarshipOutcome, releaseScholarshipOutcome } from './outcomes';
import { idParams, scholarshipForOffice } from './owned-scholarship';

const anyObject = { type: 'object', additionalProperties: true } as const;
const tags = ['scholarship-office'];

export default async function scholarshipOfficeOutcomeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // The applicant is e-mailed in their own language; the officer's browser says nothing about it.
  const mail = { publicUrl: app.config.publicUrl, language: storedLanguage };

  app.get(
    '/api/office/scholarship/applications/:id/award',
    {
      schema: { tags, summary: "A scholarship application's outcome, reply, Letter of Acceptance & Undertaking and sureties", params: idParams, response: { 200: anyObject, ...errorResponses(401, 403, 404) } },
    },
    async (request) => officeScholarshipAward(db, await scholarshipForOffice(db, request)),
  );

  app.put(
    '/api/office/scholarship/applications/:id/outcome',
    {
      schema: {
        tags,
        summary: 'Records (or, before release, replaces) the outcome: a scholarship of that academic year offered with a reply due date, or unsuccessful',
        params: idParams,
        body: anyObject,
        response: { 200: anyObject, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const application = await scholarshipForOffice(db, request);
      const now = app.now();
      const body = validateBody<RecordScholarshipOutcome>(recordScholarshipOutcomeSchema, request.body, { today: singaporeDate(now) });
      await recordScholarshipOutcome(db, application, body, activeStaff(request).staffId, now);
      return officeScholarshipAward(db, application);
    },
  );

  app.post(
    '/api/office/scholarship/applications/:id/outcome/release',
    {
      schema: { tags, summary: 'Releases the recorded outcome to the applicant (releasing a released one changes nothing)', params: idParams, response: { 200: anyObject, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      const application = await scholarshipForOffice(db, request);
      const result = await releaseScholarshipOutcome(db, application.id, activeStaff(request), app.now(), mail);
      return { applicationId: application.id, result };
    },
  );

  app.get(
    '/api/office/scholarship/outcomes',
    { schema: { tags, summary: 'Recorded scholarship outcomes not yet released, oldest first', response: { 200: { type: 'array', items: anyObject }, ...errorResponses(401, 403) } } },
    async () => listUnreleasedScholarshipOutcomes(db),
  );

  app.post(
    '/api/office/scholarship/outcomes/release',
    {
      schema: {
        tags,
        summary: 'Releases the outcomes of several scholarship applications: each all or nothing, with a result per id',
        body: { type: 'object', required: ['applicationIds'], properties: { applicationIds: { type: 'array', maxItems: SCHOLARSHIP_RELEASE_BATCH_MAX, items: { type: 'string' } } } },
        response: { 200: anyObject, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const body = validateBody<ReleaseScholarshipOutcomes>(releaseScholarshipOutcomesSchema, request.body);
      const staff = activeStaff(request);
      const results = [];
      // One transaction per application: one that fails leaves the others released.
      for (const applicationId of [...new Set(body.applicationIds.map((id) => id.toLowerCase()))]) {
        results.push({ applicationId, result: await releaseScholarshipOutcome(db, applicationId, staff, app.now(), mail) });
      }
      return { results };
    },
  );
}
