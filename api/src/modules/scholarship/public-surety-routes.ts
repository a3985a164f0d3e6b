/**
 * The surety's public page (no sign-in), opened from the e-mailed link: read the undertaking and
 * confirm. Like the referee's form (admission/reference-routes.ts): anti-forgery as on every public
 * form, failed link uses counted per client address (429 after 10 an hour), a good use not counted.
 * A used or unknown link is 404 SURETY_LINK_INVALID, an expired one 410 SURETY_LINK_EXPIRED. The
 * link's token travels in the JSON body, never in a path that gets logged.
 */
import type { PublicSuretyUndertaking } from '@portal/contracts/scholarship/award';
import { suretyConfirmationSchema, suretyLinkSchema, type SuretyConfirmationBody, type SuretyLink } from '@portal/contracts/schemas/scholarship/award';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { linkAttemptGuard } from '../../security/single-use-links';
import { storedLanguage } from '../../mail/stored-language';
import { PUBLIC_LIMITS } from '../../security/public-limits';
import { publicSuretyUndertakingSchema } from './answers';
import { confirmSurety, openSuretyLink } from './sureties';


export default async function publicSuretyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const counted = linkAttemptGuard(db, PUBLIC_LIMITS.suretyLinkPerAddress, () => app.now());

  app.post<{ Body: SuretyLink }>(
    '/api/public/surety/open',
    {
      schema: {
        tags: ['public'],
        summary: "A surety's link: the scholar's undertaking to read, with the surety's own details",
        body: suretyLinkSchema,
        response: { 200: publicSuretyUndertakingSchema, ...errorResponses(400, 403, 404, 410, 415, 429) },
      },
    },
    async (request): Promise<PublicSuretyUndertaking> => {
      const { token } = request.body;
      return counted(request, () => openSuretyLink(db, token, app.now()));
    },
  );

  app.post<{ Body: SuretyConfirmationBody }>(
    '/api/public/surety/confirm',
    {
      schema: {
        tags: ['public'],
        summary: 'The surety confirms the undertaking with the declaration and their name; the link then stops working',
        body: suretyConfirmationSchema,
        response: { 200: { type: 'object', required: ['confirmed'], properties: { confirmed: { type: 'boolean', enum: [true] } } }, ...errorResponses(400, 403, 404, 410, 415, 429) },
      },
    },
    async (request) => {
      const { body } = request;
      await counted(request, () => confirmSurety(db, body.token, body, app.now(), { publicUrl: app.config.publicUrl, language: storedLanguage }));
      request.log.info({ event: 'surety_confirmed' }, 'scholarship surety confirmed');
      return { confirmed: true };
    },
  );
}
