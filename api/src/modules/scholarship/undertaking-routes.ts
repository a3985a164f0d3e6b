/**
 * The Letter of Acceptance & Undertaking, for the applicant who accepted the offer: read it, accept it
 * once (with a guardian's endorsement under 18), download it as a PDF in English or Chinese.
 * Shapes: shared/contracts/src/scholarship/award.ts.
 */
import { isLanguage } from '@portal/contracts/languages';
import type { UndertakingLetter } from '@portal/contracts/scholarship/award';
import { acceptUndertakingSchema, type AcceptUndertakingBody } from '@portal/contracts/schemas/scholarship/award';
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { errorResponses, languageChoice } from '../../http/openapi-schemas';
import { PDF_POOL_REFUSALS } from '../../pdf/pool';
import { validateBody } from '../../http/problems';
import { recipientLanguage, requestLanguage } from '../../http/request-language';
import { contextualBody } from '../../http/validation';
import { undertakingLetterSchema } from './answers';
import { idParams, ownedScholarship } from './owned-scholarship';
import { acceptUndertaking, undertakingContext, undertakingLetter } from './undertaking';
import { undertakingPdfModel } from './undertaking-pdf';

const tags = ['scholarship'];

export default async function undertakingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get(
    '/api/scholarship/applications/:id/undertaking',
    {
      schema: {
        tags,
        summary: 'The Letter of Acceptance & Undertaking to read (and, once accepted, the acceptance); 409 until the offer is accepted',
        params: idParams,
        response: { 200: undertakingLetterSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request): Promise<UndertakingLetter> => {
      const application = await ownedScholarship(db, request);
      return undertakingLetter(application, await undertakingContext(db, application, app.now()));
    },
  );

  app.post(
    '/api/scholarship/applications/:id/undertaking',
    {
      schema: {
        tags,
        summary: "Accepts the Letter of Acceptance & Undertaking, once: the applicant's name typed, every declaration, and a guardian's endorsement under 18",
        params: idParams,
        // Whether a guardian must endorse depends on the applicant's age today (the handler's check).
        body: contextualBody(acceptUndertakingSchema),
        response: { 200: undertakingLetterSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request): Promise<UndertakingLetter> => {
      const application = await ownedScholarship(db, request);
      const now = app.now();
      const context = await undertakingContext(db, application, now);
      const body = validateBody<AcceptUndertakingBody>(acceptUndertakingSchema, request.body, { guardianRequired: context.guardianRequired });
      await acceptUndertaking(db, application, context, body, now, requestLanguage(request), {
        publicUrl: app.config.publicUrl,
        language: (stored) => recipientLanguage(stored, request),
      });
      return undertakingLetter(application, await undertakingContext(db, application, now));
    },
  );

  app.get(
    '/api/scholarship/applications/:id/undertaking/pdf',
    {
      schema: {
        tags,
        summary: "The Letter of Acceptance & Undertaking (PDF), in English or Chinese (language, default: the applicant's)",
        params: idParams,
        querystring: { type: 'object', properties: { language: languageChoice("the applicant's language") } },
        response: { 200: { description: 'The PDF', type: 'string', format: 'binary' }, ...errorResponses(401, 404, 409, ...PDF_POOL_REFUSALS) },
      },
    },
    async (request, reply) => {
      const application = await ownedScholarship(db, request);
      const now = app.now();
      const context = await undertakingContext(db, application, now);
      const asked = (request.query as { language?: string }).language;
      const language = isLanguage(asked) ? asked : recipientLanguage(context.language, request);
      const reference = application.reference ?? application.id;
      const pdf = await app.pdf.render(undertakingPdfModel({ reference, context, generatedAt: now }, language), application.applicantId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`undertaking-${reference}-${language}.pdf`, { type: 'attachment' }))
        .send(pdf);
    },
  );
}
