/**
 * The applicant's tuition grant sureties, once the offer is accepted with the grant: see both, and
 * save one's details, which e-mails them a fresh single-use link. Every route is the signed-in
 * applicant's own (another applicant's number is 404). Shapes:
 * shared/contracts/src/admission/tuition-grant-sureties.ts.
 */
import type { TuitionGrantSuretiesView, TuitionGrantSuretyPosition } from '@portal/contracts/admission/tuition-grant-sureties';
import { tuitionGrantSuretySchema, type TuitionGrantSuretyBody, type TuitionGrantSuretyContext } from '@portal/contracts/schemas/admission/tuition-grant-surety';
import { awardYear } from '@portal/contracts/surety-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { validateBody } from '../../http/problems';
import { recipientLanguage } from '../../http/request-language';
import { contextualBody } from '../../http/validation';
import { activeSession } from '../../sessions/session-plugin';
import { findOwnedApplication } from './owned-application';
import { tuitionGrantSureties, saveAndInviteSurety } from './tuition-grant-sureties';
import { tuitionGrantSuretiesSchema } from './tuition-grant-surety-answers';

const tags = ['admission'];
const params = {
  type: 'object',
  required: ['applicationNumber', 'position'],
  properties: { applicationNumber: { type: 'string', pattern: '^[0-9]{1,12}$' }, position: { type: 'string', enum: ['1', '2'] } },
} as const;

export default async function tuitionGrantSuretyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const owned = (request: FastifyRequest) => findOwnedApplication(db, activeSession(request).applicantId, (request.params as { applicationNumber: string }).applicationNumber);

  app.get(
    '/api/admission/applications/:applicationNumber/tuition-grant-sureties',
    {
      schema: {
        tags,
        summary: 'Both tuition grant sureties with their state (INVITED, CONFIRMED) and the reply due date; 409 unless the offer was accepted with the grant',
        params: { ...params, required: ['applicationNumber'] },
        response: { 200: tuitionGrantSuretiesSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request): Promise<TuitionGrantSuretiesView> => tuitionGrantSureties(db, await owned(request)),
  );

  app.put(
    '/api/admission/applications/:applicationNumber/tuition-grant-sureties/:position',
    {
      schema: {
        tags,
        summary: "Saves a tuition grant surety's details (over 21 and under 65 on 1 August of the award year) and e-mails them a single-use link valid for 14 days; saving again replaces the link; a confirmed surety is 409",
        params,
        // The age rule needs the application's award year.
        body: contextualBody(tuitionGrantSuretySchema),
        response: { 200: tuitionGrantSuretiesSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request): Promise<TuitionGrantSuretiesView> => {
      const application = await owned(request);
      const position = Number((request.params as { position: string }).position) as TuitionGrantSuretyPosition;
      // Not open (409) answers before a body is judged.
      await tuitionGrantSureties(db, application);
      const details = validateBody<TuitionGrantSuretyBody>(tuitionGrantSuretySchema, request.body, { awardYear: awardYear(application.academicYear) } satisfies TuitionGrantSuretyContext);
      await saveAndInviteSurety(db, application, position, details as never, app.now(), { publicUrl: app.config.publicUrl, language: (stored) => recipientLanguage(stored, request) });
      return tuitionGrantSureties(db, application);
    },
  );
}
