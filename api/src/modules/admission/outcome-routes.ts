/**
 * The applicant's side of an outcome: see it once released, reply to an offer (final once confirmed),
 * and download the offer letter by its checksum. Every route is the signed-in applicant's own:
 * another applicant's application number or checksum answers 404.
 */
import type { Citizenship } from '@portal/contracts/categories';
import type { ApplicantOutcome, OfferResponse } from '@portal/contracts/admission/outcomes';
import { isLanguage } from '@portal/contracts/languages';
import { offerReplySchema, type OfferReplyBody } from '@portal/contracts/schemas/admission/outcome';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses, languageChoice } from '../../http/openapi-schemas';
import { PDF_POOL_REFUSALS } from '../../pdf/pool';
import { problem, validateBody } from '../../http/problems';
import { contextualBody } from '../../http/validation';
import { recipientLanguage } from '../../http/request-language';
import { activeSession } from '../../sessions/session-plugin';
import { offerLetterModel } from './offer-letter';
import { applicantOutcome, findOfferLetter, openOffer, replyToOffer } from './outcome-store';
import { findOwnedApplication } from './owned-application';
import { numberParams } from './route-params';
import { applicantOutcomeSchema } from './answers';

/** randomToken(): 32 bytes, base64url. Anything else cannot name a letter. */
const CHECKSUM = /^[A-Za-z0-9_-]{43}$/;

export default async function outcomeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const owned = (request: FastifyRequest) =>
    findOwnedApplication(db, activeSession(request).applicantId, (request.params as { applicationNumber: string }).applicationNumber);

  app.get(
    '/api/admission/applications/:applicationNumber/outcome',
    {
      schema: { tags: ['admission'], summary: 'The released outcome of an application ({outcome: null} until the office releases it)', params: numberParams, response: { 200: applicantOutcomeSchema, ...errorResponses(401, 404) } },
    },
    async (request): Promise<ApplicantOutcome> => applicantOutcome(db, await owned(request), app.now()),
  );

  app.post(
    '/api/admission/applications/:applicationNumber/offer-response',
    {
      schema: {
        tags: ['admission'],
        summary: 'Replies to the offer: accept (with or without the tuition grant where eligible) or reject with a reason. Final: a second reply is 409.',
        params: numberParams,
        // The replies and schemes allowed are the offer's.
        body: contextualBody(offerReplySchema),
        response: { 200: applicantOutcomeSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request): Promise<ApplicantOutcome> => {
      const application = await owned(request);
      const now = app.now();
      const offer = await openOffer(db, application, now);
      const body = validateBody<OfferReplyBody>(offerReplySchema, request.body, {
        tuitionGrantEligible: offer.tuition_grant_eligible,
        schemes: offer.schemes as string[],
        citizenship: application.eligibility.citizenship as Citizenship,
      });
      await replyToOffer(db, application, body, now, { publicUrl: app.config.publicUrl, language: (stored) => recipientLanguage(stored, request) });
      return applicantOutcome(db, application, now);
    },
  );

  app.get(
    '/api/admission/offer-letter',
    {
      schema: {
        tags: ['admission'],
        summary: "The offer letter (PDF) named by its checksum, in English or Chinese (language, default: the applicant's)",
        // Described, not refused by Fastify: a missing or unknown checksum is the route's own 404.
        querystring: { type: 'object', properties: { checksum: { description: 'The letter’s checksum, as the outcome page links it' }, language: languageChoice("the applicant's language") } },
        response: { 200: { description: 'The PDF', type: 'string', format: 'binary' }, ...errorResponses(401, 404, ...PDF_POOL_REFUSALS) },
      },
    },
    async (request, reply) => {
      const { checksum, language: asked } = request.query as { checksum?: string; language?: string };
      const { applicantId } = activeSession(request);
      const row = applicantId && checksum && CHECKSUM.test(checksum) ? await findOfferLetter(db, applicantId, checksum) : undefined;
      if (!row) throw problem(404, 'NOT_FOUND');
      const language = isLanguage(asked) ? asked : recipientLanguage(row.language, request);
      const pdf = await app.pdf.render(
        offerLetterModel(
          {
            name: row.full_name,
            applicationNumber: row.application_number,
            programme: row.programme!,
            major: row.major,
            tuitionGrantEligible: row.tuition_grant_eligible,
            schemes: row.schemes as string[],
            replyDueAt: new Date(row.reply_due_at!),
            response: row.response as OfferResponse | null,
            issuedAt: new Date(row.released_at!),
          },
          language,
        ),
        applicantId!,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`offer-letter-${row.application_number}-${language}.pdf`, { type: 'attachment' }))
        .send(pdf);
    },
  );
}
