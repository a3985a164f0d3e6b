/**
 * The Scholarships Office's outcome routes (SCHOLARSHIPS role only; other offices 403, applicants 401):
 * record an outcome (replaced until released), release one, release a batch, list the unreleased,
 * and see an application's whole award. Shapes: shared/contracts/src/scholarship/award.ts.
 */
import {
  recordScholarshipOutcomeSchema,
  releaseScholarshipOutcomesSchema,
  type RecordScholarshipOutcome,
  type ReleaseScholarshipOutcomes,
} from '@portal/contracts/schemas/scholarship/award';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { noBody } from '../../http/validation';
import { activeStaff } from '../../staff/staff-plugin';
import { storedLanguage } from '../../mail/stored-language';
import { officeAwardSchema, releaseOutcomeSchema, releaseOutcomesSchema, unreleasedOutcomeSchema } from './answers';
import { officeScholarshipAward } from './office-award';
import { listUnreleasedScholarshipOutcomes, recordScholarshipOutcome, releaseScholarshipOutcome } from './outcomes';
import { idParams, scholarshipForOffice } from './owned-scholarship';

const tags = ['scholarship-office'];

export default async function scholarshipOfficeOutcomeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // The applicant is e-mailed in their own language; the officer's browser says nothing about it.
  const mail = { publicUrl: app.config.publicUrl, language: storedLanguage };

  app.get(
    '/api/office/scholarship/applications/:id/award',
    {
      schema: { tags, summary: "A scholarship application's outcome, reply, Letter of Acceptance & Undertaking and sureties", params: idParams, response: { 200: officeAwardSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => officeScholarshipAward(db, await scholarshipForOffice(db, request)),
  );

  app.put<{ Body: RecordScholarshipOutcome }>(
    '/api/office/scholarship/applications/:id/outcome',
    {
      schema: {
        tags,
        summary: 'Records (or, before release, replaces) the outcome: a scholarship of that academic year offered with a reply due date, or unsuccessful',
        params: idParams,
        // The reply due date must be after today: the validator gives every schema today's date.
        body: recordScholarshipOutcomeSchema,
        response: { 200: officeAwardSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const application = await scholarshipForOffice(db, request);
      await recordScholarshipOutcome(db, application, request.body, activeStaff(request).staffId, app.now());
      return officeScholarshipAward(db, application);
    },
  );

  app.post(
    '/api/office/scholarship/applications/:id/outcome/release',
    {
      schema: {
        tags,
        summary: 'Releases the recorded outcome to the applicant (releasing a released one changes nothing)',
        params: idParams,
        body: noBody,
        response: { 200: releaseOutcomeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const application = await scholarshipForOffice(db, request);
      const result = await releaseScholarshipOutcome(db, application.id, activeStaff(request), app.now(), mail);
      return { applicationId: application.id, result };
    },
  );

  app.get(
    '/api/office/scholarship/outcomes',
    { schema: { tags, summary: 'Recorded scholarship outcomes not yet released, oldest first', response: { 200: { type: 'array', items: unreleasedOutcomeSchema }, ...errorResponses(401, 403) } } },
    async () => listUnreleasedScholarshipOutcomes(db),
  );

  app.post<{ Body: ReleaseScholarshipOutcomes }>(
    '/api/office/scholarship/outcomes/release',
    {
      schema: {
        tags,
        summary: 'Releases the outcomes of several scholarship applications: each all or nothing, with a result per id',
        body: releaseScholarshipOutcomesSchema,
        response: { 200: releaseOutcomesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { body } = request;
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
