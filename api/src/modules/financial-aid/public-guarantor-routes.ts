/**
 * The guarantor's public page (no sign-in), opened from the e-mailed link: check their details, read
 * the loans and confirm. Like the surety's (scholarship/public-surety-routes.ts): anti-forgery as on
 * every public form, failed link uses counted per client address (429 after 10 an hour), a good use
 * not counted. The token travels in the JSON body, never in a path that gets logged.
 */
import type { PublicGuarantorRequest } from '@portal/contracts/financial-aid/guarantor';
import { GUARANTOR_DECLARATIONS } from '@portal/contracts/financial-aid/guarantor';
import { guarantorConfirmationSchema, guarantorLinkSchema, type GuarantorConfirmationBody, type GuarantorLink } from '@portal/contracts/schemas/financial-aid/guarantor';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { validateBody } from '../../http/problems';
import { linkAttemptGuard } from '../../security/single-use-links';
import { storedLanguage } from '../../mail/stored-language';
import { PUBLIC_LIMITS } from '../../security/public-limits';
import { confirmGuarantor, openGuarantorLink } from './guarantor';

const anyObject = { type: 'object', additionalProperties: true } as const;
const token = { type: 'string', maxLength: 200, description: "The e-mailed link's token" } as const;

export default async function publicGuarantorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const counted = linkAttemptGuard(db, PUBLIC_LIMITS.guarantorLinkPerAddress, () => app.now());

  app.post(
    '/api/public/guarantor/open',
    {
      schema: {
        tags: ['public'],
        summary: "A guarantor's link: the applicant, the loans taken and the guarantor's own details to check",
        body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
        response: { 200: anyObject, ...errorResponses(400, 403, 404, 410, 415, 429) },
      },
    },
    async (request): Promise<PublicGuarantorRequest> => {
      const body = validateBody<GuarantorLink>(guarantorLinkSchema, request.body);
      const { applicationId: _id, ...opened } = await counted(request, () => openGuarantorLink(db, body.token, app.now()));
      return opened;
    },
  );

  app.post(
    '/api/public/guarantor/confirm',
    {
      schema: {
        tags: ['public'],
        summary: 'The guarantor confirms with every declaration and their name; the link then stops working',
        body: {
          type: 'object',
          required: ['token', 'declarations', 'signatureName'],
          additionalProperties: false,
          properties: {
            token,
            signatureName: { type: 'string', maxLength: 200 },
            declarations: { type: 'object', additionalProperties: false, properties: Object.fromEntries(GUARANTOR_DECLARATIONS.map((key) => [key, { type: 'boolean' }])) },
          },
        },
        response: { 200: { type: 'object', required: ['confirmed'], properties: { confirmed: { type: 'boolean', enum: [true] } } }, ...errorResponses(400, 403, 404, 410, 415, 429) },
      },
    },
    async (request) => {
      const body = validateBody<GuarantorConfirmationBody>(guarantorConfirmationSchema, request.body);
      await counted(request, () => confirmGuarantor(db, body.token, body, app.now(), { publicUrl: app.config.publicUrl, language: storedLanguage }));
      request.log.info({ event: 'guarantor_confirmed' }, 'financial aid guarantor confirmed');
      return { confirmed: true };
    },
  );
}
