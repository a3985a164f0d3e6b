/**
 * The two public routes of a kind of third-party confirmation (no sign-in; anti-forgery as on every
 * public form): POST /api/public/<kind>/open answers what the page shows, POST …/confirm (a
 * referee's …/submit) stores the answer and uses the link up. The token travels in the JSON body,
 * never in a path that gets logged. Failed link uses are counted per client address (429 with
 * Retry-After over the kind's limit); a good link's use is not counted.
 */
import { linkOpeningSchema, type LinkOpening } from '@portal/contracts/schemas/link-token';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/openapi-schemas';
import { storedLanguage } from '../mail/stored-language';
import { linkAttemptGuard } from '../security/single-use-links';
import type { AnyConfirmationKind } from './confirmation-kind';
import { confirmByLink, isLinkFailure, openConfirmationLink } from './links';

/** The public routes' error answers: the link's own statuses beside the anti-forgery, media type and limit ones. */
function errorStatuses(kind: AnyConfirmationKind): number[] {
  const statuses = new Set([400, 403, 415, 429, ...Object.values(kind.failures).map(([status]) => status)]);
  return [...statuses].sort((a, b) => a - b);
}

/** A Fastify plugin registering the kind's public routes (each module registers its kinds' with its own routes). */
export function publicConfirmationRoutes(kind: AnyConfirmationKind) {
  return async function confirmationRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app;
    const counted = linkAttemptGuard(db, kind.attemptLimit, () => app.now(), isLinkFailure(kind));
    const errors = errorResponses(...errorStatuses(kind));
    const { segment = 'confirm', answerKey = 'confirmed', logged } = kind.confirm;

    app.post<{ Body: LinkOpening }>(
      `/api/public/${kind.publicPath}/open`,
      {
        schema: {
          tags: ['public'],
          summary: kind.open.summary,
          ...(kind.open.description ? { description: kind.open.description } : {}),
          body: linkOpeningSchema,
          response: { 200: kind.open.response, ...errors },
        },
      },
      async (request) => counted(request, () => openConfirmationLink(db, kind, request.body.token, app.now())),
    );

    app.post<{ Body: { token: string } }>(
      `/api/public/${kind.publicPath}/${segment}`,
      {
        schema: {
          tags: ['public'],
          summary: kind.confirm.summary,
          ...(kind.confirm.description ? { description: kind.confirm.description } : {}),
          body: kind.confirm.body,
          response: { 200: { type: 'object', required: [answerKey], properties: { [answerKey]: { type: 'boolean', enum: [true] } } }, ...errors },
        },
      },
      async (request) => {
        await counted(request, () => confirmByLink(db, kind, request.body, app.now(), { publicUrl: app.config.publicUrl, language: storedLanguage }));
        request.log.info({ event: logged[0] }, logged[1]);
        return { [answerKey]: true };
      },
    );
  };
}
