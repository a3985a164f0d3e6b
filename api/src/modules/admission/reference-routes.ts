/**
 * The referee's public reference form (no sign-in): POST /api/public/references/open and …/submit.
 * The link's token is in the JSON body, never in a path or query that gets logged. An unknown, used
 * or expired link gets one answer (400 REFERENCE_LINK_INVALID), and such answers are counted per client
 * address like the other public helpers' failures (security/public-limits.ts); a good link's use is not counted.
 */
import type { ReferenceRequestDetails } from '@portal/contracts/admission/api';
import { refereeReferenceSchema, referenceLinkSchema, type RefereeReference, type ReferenceLink } from '@portal/contracts/schemas/admission/referee-reference';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { problem } from '../../http/problems';
import { releaseAttempt, reserveAttempts } from '../../security/attempt-limits';
import { PUBLIC_LIMITS } from '../../security/public-limits';
import { giveReference, openReferenceRequest } from './references';

export default async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  /** Counts the attempt as a possible failure (429 when the client address is over); the caller gives it back on success. */
  async function reserve(request: FastifyRequest) {
    const { retryAfterSeconds, reservations } = await reserveAttempts(db, [[PUBLIC_LIMITS.referenceLinkPerAddress, request.ip || 'unknown']], app.now());
    if (retryAfterSeconds > 0) throw problem(429, 'PUBLIC_TOO_MANY_ATTEMPTS', [retryAfterSeconds], { 'Retry-After': String(retryAfterSeconds) });
    return () => Promise.all(reservations.map((reservation) => releaseAttempt(db, reservation)));
  }

  app.post<{ Body: ReferenceLink }>(
    '/api/public/references/open',
    {
      schema: {
        tags: ['public'],
        summary: "Open a referee's reference form",
        description:
          'The token is the id of the e-mailed link. ' +
          'With a usable link, answers whom the reference is about. An unknown, used or expired link is 400 REFERENCE_LINK_INVALID ' +
          '(the same for each); after 10 such answers to one client address in an hour, 429 PUBLIC_TOO_MANY_ATTEMPTS.',
        body: referenceLinkSchema,
        response: {
          200: {
            type: 'object',
            required: ['applicantName', 'applicationNumber', 'refereeName'],
            properties: { applicantName: { type: 'string' }, applicationNumber: { type: 'string' }, refereeName: { type: 'string' } },
          },
          ...errorResponses(400, 403, 415, 429),
        },
      },
    },
    async (request): Promise<ReferenceRequestDetails> => {
      const { body } = request;
      const release = await reserve(request);
      const details = await openReferenceRequest(db, body.token, app.now());
      if (!details) throw problem(400, 'REFERENCE_LINK_INVALID');
      await release();
      return details;
    },
  );

  app.post<{ Body: RefereeReference }>(
    '/api/public/references/submit',
    {
      schema: {
        tags: ['public'],
        summary: "Submit a referee's reference",
        description:
          'Stores the reference and uses the link up (it works once). An unknown, used or expired link is 400 REFERENCE_LINK_INVALID, ' +
          'counted like a failed open.',
        body: refereeReferenceSchema,
        response: { 200: { type: 'object', required: ['received'], properties: { received: { type: 'boolean', enum: [true] } } }, ...errorResponses(400, 403, 415, 429) },
      },
    },
    async (request) => {
      const { body } = request;
      const release = await reserve(request);
      if (!(await giveReference(db, body, app.now()))) throw problem(400, 'REFERENCE_LINK_INVALID');
      await release();
      request.log.info({ event: 'reference_received' }, 'referee reference received');
      return { received: true };
    },
  );
}
