/**
 * The guarantor's public page (no sign-in), opened from the e-mailed link: check their details, read
 * the loans and confirm. Like the surety's (scholarship/public-surety-routes.ts): anti-forgery as on
 * every public form, failed link uses counted per client address (429 after 10 an hour), a good use
 * not counted. The token travels in the JSON body, never in a path that gets logged.
 */
import type { PublicGuarantorRequest } from '@portal/contracts/financial-aid/guarantor';
import { guarantorConfirmationSchema, guarantorLinkSchema, type GuarantorConfirmationBody, type GuarantorLink } from '@portal/contracts/schemas/financial-aid/guarantor';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { linkAttemptGuard } from '../../security/single-use-links';
import { storedLanguage } from '../../mail/stored-language';
import { PUBLIC_LIMITS } from '../../security/public-limits';
import { publicGuarantorRequestSchema } from './answers';
import { confirmGuarantor, openGuarantorLink } from './guarantor';


export default async function publicGuarantorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const counted = linkAttemptGuard(db, PUBLIC_LIMITS.guarantorLinkPerAddress, () => app.now());

  app.post<{ Body: GuarantorLink }>(
    '/api/public/guarantor/open',
    {
      schema: {
        tags: ['public'],
        summary: "A guarantor's link: the applicant, the loans taken and the guarantor's own details to check",
        body: guarantorLinkSchema,
        response: { 200: publicGuarantorRequestSchema, ...errorResponses(400, 403, 404, 410, 415, 429) },
      },
    },
    async (request): Promise<PublicGuarantorRequest> => {
      const { token } = request.body;
      const { applicationId: _id, ...opened } = await counted(request, () => openGuarantorLink(db, token, app.now()));
      return opened;
    },
  );

  app.post<{ Body: GuarantorConfirmationBody }>(
    '/api/public/guarantor/confirm',
    {
      schema: {
        tags: ['public'],
        summary: 'The guarantor confirms with every declaration and their name; the link then stops working',
        body: guarantorConfirmationSchema,
        response: { 200: { type: 'object', required: ['confirmed'], properties: { confirmed: { type: 'boolean', enum: [true] } } }, ...errorResponses(400, 403, 404, 410, 415, 429) },
      },
    },
    async (request) => {
      const { body } = request;
      await counted(request, () => confirmGuarantor(db, body.token, body, app.now(), { publicUrl: app.config.publicUrl, language: storedLanguage }));
      request.log.info({ event: 'guarantor_confirmed' }, 'financial aid guarantor confirmed');
      return { confirmed: true };
    },
  );
}
