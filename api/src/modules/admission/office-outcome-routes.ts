/**
 * The admissions console's outcome routes (ADMISSIONS role only): record an outcome (replaced until
 * released), see it, release one, release a batch, and list the recorded-but-unreleased ones.
 */
import type { OfficeOutcome, ReleaseOutcomesResponse, UnreleasedOutcome } from '@portal/contracts/admission/outcomes';
import { recordOutcomeSchema, releaseOutcomesSchema, type RecordOutcome, type ReleaseOutcomes } from '@portal/contracts/schemas/admission/outcome';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { problem } from '../../http/problems';
import { noBody } from '../../http/validation';
import { activeStaff } from '../../staff/staff-plugin';
import { findApplicationForOffice } from './office-application';
import { listUnreleasedOutcomes, officeOutcome, recordOutcome, releaseOutcome } from './outcome-store';
import { storedLanguage } from '../../mail/stored-language';
import { numberParams } from './route-params';
import { officeOutcomeSchema, outcomeReleaseSchema, releaseOutcomesResponseSchema, unreleasedOutcomeSchema } from './answers';
const tags = ['admission-office'];

export default async function officeOutcomeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const application = (request: FastifyRequest) => findApplicationForOffice(db, (request.params as { applicationNumber: string }).applicationNumber);
  // The applicant is e-mailed in their own language; the officer's browser says nothing about it.
  const mail = { publicUrl: app.config.publicUrl, language: storedLanguage };

  app.get(
    '/api/office/admission/applications/:applicationNumber/outcome',
    { schema: { tags, summary: "An application's outcome as recorded, released and replied to (null: none recorded)", params: numberParams, response: { 200: officeOutcomeSchema, ...errorResponses(401, 403, 404) } } },
    async (request): Promise<OfficeOutcome> => officeOutcome(db, await application(request)),
  );

  // The reply due date must not be in the past: the validator gives the schema today (Singapore).
  app.put<{ Body: RecordOutcome }>(
    '/api/office/admission/applications/:applicationNumber/outcome',
    {
      schema: {
        tags,
        summary: 'Records (or, before release, replaces) the outcome: an offer with programme, major, tuition-grant eligibility, schemes and reply due date, or unsuccessful',
        params: numberParams,
        body: recordOutcomeSchema,
        response: { 200: officeOutcomeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<OfficeOutcome> => {
      const target = await application(request);
      await recordOutcome(db, target, request.body, activeStaff(request).staffId, app.now());
      return officeOutcome(db, target);
    },
  );

  app.post(
    '/api/office/admission/applications/:applicationNumber/outcome/release',
    {
      schema: { tags, summary: 'Releases the recorded outcome to the applicant (releasing a released one changes nothing)', params: numberParams, body: noBody, response: { 200: outcomeReleaseSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      const target = await application(request);
      const result = await releaseOutcome(db, target.applicationNumber, activeStaff(request), app.now(), mail);
      if (result === 'NOT_FOUND') throw problem(404, 'NOT_FOUND');
      return { applicationNumber: target.applicationNumber, result, outcome: (await officeOutcome(db, target)).outcome };
    },
  );

  app.get(
    '/api/office/admission/outcomes',
    { schema: { tags, summary: 'Recorded outcomes not yet released, oldest first', response: { 200: { type: 'array', items: unreleasedOutcomeSchema }, ...errorResponses(401, 403) } } },
    async (): Promise<UnreleasedOutcome[]> => listUnreleasedOutcomes(db),
  );

  app.post<{ Body: ReleaseOutcomes }>(
    '/api/office/admission/outcomes/release',
    {
      schema: {
        tags,
        summary: 'Releases the outcomes of several applications: each all or nothing, with a result per number',
        body: releaseOutcomesSchema,
        response: { 200: releaseOutcomesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ReleaseOutcomesResponse> => {
      const { body } = request;
      const staff = activeStaff(request);
      const results = [];
      // One transaction per application: one that fails leaves the others released.
      for (const applicationNumber of [...new Set(body.applicationNumbers)]) {
        results.push({ applicationNumber, result: await releaseOutcome(db, applicationNumber, staff, app.now(), mail) });
      }
      return { results };
    },
  );
}
