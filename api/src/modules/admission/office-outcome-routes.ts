/**
 * The admissions console's outcome routes (ADMISSIONS role only): record an outcome (replaced until
 * released), see it, release one, release a batch, and list the recorded-but-unreleased ones.
 */
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { recordOutcomeSchema, releaseOutcomesSchema, type RecordOutcome, type ReleaseOutcomes } from '@portal/contracts/schemas/admission/outcome';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { problem, validateBody } from '../../http/problems';
import { activeStaff } from '../../staff/staff-plugin';
import { findApplicationForOffice } from './office-application';
import { listUnreleasedOutcomes, officeOutcome, recordOutcome, releaseOutcome } from './outcome-store';
import { storedLanguage } from '../../mail/stored-language';
import { numberParams } from './route-params';

const anyObject = { type: 'object', additionalProperties: true } as const;
const tags = ['admission-office'];

export default async function officeOutcomeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const application = (request: FastifyRequest) => findApplicationForOffice(db, (request.params as { applicationNumber: string }).applicationNumber);
  // The applicant is e-mailed in their own language; the officer's browser says nothing about it.
  const mail = { publicUrl: app.config.publicUrl, language: storedLanguage };

  app.get(
    '/api/office/admission/applications/:applicationNumber/outcome',
    { schema: { tags, summary: "An application's outcome as recorded, released and replied to (null: none recorded)", params: numberParams, response: { 200: anyObject, ...errorResponses(401, 403, 404) } } },
    async (request) => officeOutcome(db, await application(request)),
  );

  app.put(
    '/api/office/admission/applications/:applicationNumber/outcome',
    {
      schema: {
        tags,
        summary: 'Records (or, before release, replaces) the outcome: an offer with programme, major, tuition-grant eligibility, schemes and reply due date, or unsuccessful',
        params: numberParams,
        body: anyObject,
        response: { 200: anyObject, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const target = await application(request);
      const now = app.now();
      const body = validateBody<RecordOutcome>(recordOutcomeSchema, request.body, { today: singaporeDate(now) });
      await recordOutcome(db, target, body, activeStaff(request).staffId, now);
      return officeOutcome(db, target);
    },
  );

  app.post(
    '/api/office/admission/applications/:applicationNumber/outcome/release',
    {
      schema: { tags, summary: 'Releases the recorded outcome to the applicant (releasing a released one changes nothing)', params: numberParams, response: { 200: anyObject, ...errorResponses(401, 403, 404) } },
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
    { schema: { tags, summary: 'Recorded outcomes not yet released, oldest first', response: { 200: { type: 'array', items: anyObject }, ...errorResponses(401, 403) } } },
    async () => listUnreleasedOutcomes(db),
  );

  app.post(
    '/api/office/admission/outcomes/release',
    {
      schema: {
        tags,
        summary: 'Releases the outcomes of several applications: each all or nothing, with a result per number',
        body: { type: 'object', required: ['applicationNumbers'], properties: { applicationNumbers: { type: 'array', items: { type: 'string' } } } },
        response: { 200: anyObject, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const body = validateBody<ReleaseOutcomes>(releaseOutcomesSchema, request.body);
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
