/**
 * The loan guarantor (branch fa-guarantor): the applicant's Guarantor Information — see it, give or
 * change it (which e-mails the guarantor a single-use link) — and the guarantor's public confirmation
 * by that link (guarantor-link.ts, with the third-party confirmation mechanism). Shapes: shared/contracts/src/financial-aid/guarantor.ts.
 */
import type { GuarantorDetails, GuarantorView } from '@portal/contracts/financial-aid/guarantor';
import { guarantorBodySchema, type GuarantorBody } from '@portal/contracts/schemas/financial-aid/guarantor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { recipientLanguage } from '../../http/request-language';
import { activeSession } from '../../sessions/session-plugin';
import { guarantorViewSchema } from './answers';
import { guarantorView, ownedAidApplication, saveGuarantor } from './guarantor';

const tags = ['financial-aid'];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

export default async function financialAidGuarantorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const owned = (request: FastifyRequest) => ownedAidApplication(db, activeSession(request).applicantId, (request.params as { id?: unknown }).id);

  app.get(
    '/api/financial-aid/applications/:id/guarantor',
    {
      schema: { tags, summary: "The guarantor: details, state (INVITED, CONFIRMED) and the accepted package's loans", params: idParams, response: { 200: guarantorViewSchema, ...errorResponses(401, 404) } },
    },
    async (request): Promise<GuarantorView> => guarantorView(db, await owned(request)),
  );

  app.put<{ Body: GuarantorBody }>(
    '/api/financial-aid/applications/:id/guarantor',
    {
      schema: {
        tags,
        summary:
          "Gives or changes the guarantor (a personal e-mail, 21 or older) and e-mails them a single-use link valid for 14 days; an earlier link stops working. 409 before a package with a loan is accepted, or once the guarantor has confirmed",
        params: idParams,
        // 21 or older today: the validator gives every schema today's date.
        body: guarantorBodySchema,
        response: { 200: guarantorViewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request): Promise<GuarantorView> => {
      const application = await owned(request);
      await saveGuarantor(db, application, request.body.details as GuarantorDetails, app.now(), { publicUrl: app.config.publicUrl, language: (stored) => recipientLanguage(stored, request) });
      return guarantorView(db, application);
    },
  );

}
