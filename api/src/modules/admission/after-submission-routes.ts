/**
 * A submitted application's applicant routes: the referees' progress (requested or received, never
 * the reference) and the contact details update. Both find the application through the signed-in
 * applicant (findOwnedApplication): another applicant's number is 404. Drafts change their contact
 * details in Personal Particulars, so the update refuses them.
 */
import type { CurrentContactDetails, RefereeStatus } from '@portal/contracts/admission/api';
import { contactDetailsSchema, type ContactDetails } from '@portal/contracts/schemas/admission/contact-details';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoDateTime, nullable } from '../../http/list-route';
import { errorResponses } from '../../http/openapi-schemas';
import { problem } from '../../http/problems';
import { recipientLanguage } from '../../http/request-language';
import { activeSession } from '../../sessions/session-plugin';
import { findApplicantLanguage } from './applicant-store';
import { currentContactDetails, updateContactDetails } from './contact-details';
import { findOwnedApplication, type OwnedApplication } from './owned-application';
import { listRefereeStatuses } from './references';
import { numberParams } from './route-params';

const contactAnswer = {
  type: 'object',
  required: ['email', 'mobile', 'address', 'updatedAt'],
  properties: {
    email: { type: 'string' },
    mobile: { type: 'object', required: ['countryCode', 'number'], properties: { countryCode: { type: 'string' }, number: { type: 'string' } } },
    address: {
      type: 'object',
      required: ['country', 'postalCode', 'line1', 'line2', 'city'],
      properties: { country: { type: 'string' }, postalCode: { type: 'string' }, line1: { type: 'string' }, line2: { type: 'string' }, city: { type: 'string' } },
    },
    updatedAt: { ...isoDateTime, description: 'When they were last changed after submission; null: as submitted' },
  },
} as const;

function assertSubmitted(application: OwnedApplication): void {
  if (application.status === 'DRAFT') throw problem(409, 'APPLICATION_NOT_SUBMITTED_CONTACT');
}

export default async function afterSubmissionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const owned = (request: FastifyRequest) =>
    findOwnedApplication(db, activeSession(request).applicantId, (request.params as { applicationNumber: string }).applicationNumber);

  app.get(
    '/api/admission/applications/:applicationNumber/referees',
    {
      schema: {
        tags: ['admission'],
        summary: "Whether each nominated referee's reference has been received (never the reference itself); empty before submission",
        params: numberParams,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['position', 'name', 'status', 'requestedAt', 'receivedAt'],
              properties: { position: { type: 'integer' }, name: { type: 'string' }, status: { type: 'string', enum: ['REQUESTED', 'RECEIVED'] }, requestedAt: isoDateTime, receivedAt: nullable('string') },
            },
          },
          ...errorResponses(401, 404),
        },
      },
    },
    async (request): Promise<RefereeStatus[]> => listRefereeStatuses(db, (await owned(request)).id),
  );

  app.get(
    '/api/admission/applications/:applicationNumber/contact',
    {
      schema: {
        tags: ['admission'],
        summary: "A submitted application's current contact details (as submitted, or as last updated)",
        params: numberParams,
        response: { 200: contactAnswer, ...errorResponses(401, 404, 409) },
      },
    },
    async (request): Promise<CurrentContactDetails> => {
      const application = await owned(request);
      assertSubmitted(application);
      return currentContactDetails(db, application);
    },
  );

  app.put<{ Body: ContactDetails }>(
    '/api/admission/applications/:applicationNumber/contact',
    {
      schema: {
        tags: ['admission'],
        summary: 'Updates the e-mail address, mobile and mailing address after submission; both the old and the new e-mail address are told',
        params: numberParams,
        body: contactDetailsSchema,
        response: { 200: contactAnswer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request): Promise<CurrentContactDetails> => {
      const application = await owned(request);
      assertSubmitted(application);
      const details = request.body;
      const language = await findApplicantLanguage(db, application.applicantId);
      return updateContactDetails(db, {
        application,
        details,
        now: app.now(),
        language: recipientLanguage(language, request),
        link: `${app.config.publicUrl}/applicant/admission/applications/${application.applicationNumber}`,
      });
    },
  );
}
