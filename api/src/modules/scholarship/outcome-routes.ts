/**
 * The applicant's side of a scholarship outcome: see it once released (404 before), and reply to an
 * offer (final once made). Every route is the signed-in applicant's own: another applicant's id
 * answers 404. Shapes: shared/contracts/src/scholarship/award.ts.
 */
import type { ApplicantScholarshipOutcome } from '@portal/contracts/scholarship/award';
import { scholarshipOfferReplySchema, type ScholarshipOfferReplyBody } from '@portal/contracts/schemas/scholarship/award';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { problem, validateBody } from '../../http/problems';
import { recipientLanguage } from '../../http/request-language';
import { contextualBody } from '../../http/validation';
import { applicantOutcomeSchema } from './answers';
import { applicantScholarshipOutcome, offerState, outcomeRow, replyToScholarshipOffer } from './outcomes';
import { idParams, ownedScholarship } from './owned-scholarship';

const tags = ['scholarship'];

export default async function scholarshipOutcomeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get(
    '/api/scholarship/applications/:id/outcome',
    {
      schema: { tags, summary: 'The released outcome of a scholarship application (404 until the office releases it)', params: idParams, response: { 200: applicantOutcomeSchema, ...errorResponses(401, 404) } },
    },
    async (request): Promise<ApplicantScholarshipOutcome> => applicantScholarshipOutcome(db, await ownedScholarship(db, request), app.now()),
  );

  app.post(
    '/api/scholarship/applications/:id/outcome/response',
    {
      schema: {
        tags,
        summary: 'Accepts or declines the scholarship offer (a reason is needed to decline). Final: a second answer, or one after the reply due date, is 409.',
        params: idParams,
        // Checked in the handler, after the offer's state: a lapsed or answered offer says so whatever the body.
        body: contextualBody(scholarshipOfferReplySchema),
        response: { 200: applicantOutcomeSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request): Promise<ApplicantScholarshipOutcome> => {
      const application = await ownedScholarship(db, request);
      const now = app.now();
      // The offer's state first: a lapsed or answered offer says so whatever the body.
      const row = await outcomeRow(db, application.id);
      if (!row?.released_at || row.result !== 'OFFERED') throw problem(409, 'NO_SCHOLARSHIP_OFFER');
      const state = offerState(row, now);
      if (state === 'LAPSED') throw problem(409, 'SCHOLARSHIP_OFFER_LAPSED');
      if (state !== 'AWAITING_REPLY') throw problem(409, 'SCHOLARSHIP_OFFER_ALREADY_REPLIED');
      const body = validateBody<ScholarshipOfferReplyBody>(scholarshipOfferReplySchema, request.body);
      await replyToScholarshipOffer(db, application, body, now, { publicUrl: app.config.publicUrl, language: (stored) => recipientLanguage(stored, request) });
      return applicantScholarshipOutcome(db, application, now);
    },
  );
}
