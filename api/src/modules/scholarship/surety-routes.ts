/**
 * The applicant's sureties, once the Letter of Acceptance & Undertaking is accepted: see both, save
 * one's details (checked with the shared surety rules), and invite one by e-mail. Every route is the
 * signed-in applicant's own. Shapes: shared/contracts/src/scholarship/award.ts.
 */
import type { SuretyPosition, SuretyView } from '@portal/contracts/scholarship/award';
import { suretyDetailsSchema, type SuretyDetailsBody } from '@portal/contracts/schemas/scholarship/award';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { problem, validateBody } from '../../http/problems';
import { recipientLanguage } from '../../http/request-language';
import { contextualBody, noBody } from '../../http/validation';
import { suretyViewSchema } from './answers';
import { ownedScholarship } from './owned-scholarship';
import { applicantView, assertSuretiesOpen, inviteSurety, saveSurety, suretyViews } from './sureties';

const tags = ['scholarship'];
const positionParams = { type: 'object', required: ['id', 'position'], properties: { id: { type: 'string' }, position: { type: 'string', enum: ['1', '2'] } } } as const;

/** The path's position, 1 or 2; anything else names no surety (404). */
function positionOf(request: FastifyRequest): SuretyPosition {
  const { position } = request.params as { position?: string };
  if (position === '1') return 1;
  if (position === '2') return 2;
  throw problem(404, 'NOT_FOUND');
}

export default async function suretyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  /** The applicant's application with its sureties open (404 not theirs, 409 undertaking not accepted). */
  async function openApplication(request: FastifyRequest) {
    const application = await ownedScholarship(db, request);
    await assertSuretiesOpen(db, application);
    return application;
  }

  async function view(application: Awaited<ReturnType<typeof openApplication>>, position: SuretyPosition): Promise<SuretyView> {
    return applicantView((await suretyViews(db, application)).find((surety) => surety.position === position)!);
  }

  app.get(
    '/api/scholarship/applications/:id/sureties',
    {
      schema: { tags, summary: 'Both sureties: details, documents and state (NOMINATED, INVITED, CONFIRMED)', params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } }, response: { 200: { type: 'array', items: suretyViewSchema }, ...errorResponses(401, 404, 409) } },
    },
    async (request) => (await suretyViews(db, await openApplication(request))).map(applicantView),
  );

  app.get(
    '/api/scholarship/applications/:id/sureties/:position',
    {
      schema: { tags, summary: "One surety's details, documents and state", params: positionParams, response: { 200: suretyViewSchema, ...errorResponses(401, 404, 409) } },
    },
    async (request) => {
      const position = positionOf(request);
      return view(await openApplication(request), position);
    },
  );

  app.put(
    '/api/scholarship/applications/:id/sureties/:position',
    {
      schema: {
        tags,
        summary: "Saves a surety's details, checked with the surety rules; changing an invited surety withdraws their link; a confirmed one is 409",
        params: positionParams,
        // Checked in the handler, once the sureties are open (409 before the undertaking is accepted, whatever the body).
        body: contextualBody(suretyDetailsSchema),
        response: { 200: suretyViewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const position = positionOf(request);
      const application = await openApplication(request);
      // Today in Singapore by the portal's clock: a letter dated later cannot be right.
      const details = validateBody<SuretyDetailsBody>(suretyDetailsSchema, request.body, { today: singaporeDate(app.now()) });
      await saveSurety(db, application, position, details as never, app.now());
      return view(application, position);
    },
  );

  app.post(
    '/api/scholarship/applications/:id/sureties/:position/invite',
    {
      schema: {
        tags,
        summary: 'Checks the surety once more (rules and both documents) and e-mails them a single-use link valid for 14 days; inviting again replaces the link',
        params: positionParams,
        body: noBody,
        response: { 200: suretyViewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const position = positionOf(request);
      const application = await openApplication(request);
      await inviteSurety(db, application, position, app.now(), { publicUrl: app.config.publicUrl, language: (stored) => recipientLanguage(stored, request) });
      return view(application, position);
    },
  );
}
