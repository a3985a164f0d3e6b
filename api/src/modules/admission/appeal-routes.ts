/**
 * Appeals (spec 3 "Appeal", 4, 8), both sides:
 *
 *   applicant  GET  /api/admission/applications/{number}/appeal            state: can they appeal, the live appeal (with its outcome), the draft, the replaced ones
 *              POST /api/admission/applications/{number}/appeal            send the appeal (its documents are the draft's)
 *              …/appeal/documents                                          the draft's documents (shared document routes, form kind ADMISSION_APPEAL)
 *   office     GET  /api/office/admission/appeals?status=                  appeals to review
 *              GET  /api/office/admission/applications/{number}/appeal     one application's appeals with documents
 *              GET  …/appeal/{appealId}/documents/{documentId}/content     a document
 *              POST …/appeal/review                                        mark the live appeal under review
 *              POST …/appeal/outcome                                       record its outcome (upheld with a programme / dismissed)
 */
import type { AppealState, AppealSummary, OfficeAppealListItem } from '@portal/contracts/admission/appeals';
import { appealOutcomeSchema, appealSchema, type AppealInput, type AppealOutcomeInput } from '@portal/contracts/schemas/admission/appeals';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openDocument } from '../../files/documents';
import { registerDocumentRoutes } from '../../files/routes';
import { recordEvent } from '../../forms/timeline';
import { errorResponses } from '../../http/openapi-schemas';
import { requestLanguage } from '../../http/request-language';
import { problem } from '../../http/problems';
import { noBody } from '../../http/validation';
import { activeStaff } from '../../staff/staff-plugin';
import { activeSession } from '../../sessions/session-plugin';
import { mailApplicant } from './appeal-mail';
import { decideAppeal, listAppealsToReview, startAppealReview } from './appeal-review-store';
import { appealDocumentOwner, appealState, ensureDraft, listAppeals, submitAppeal, toAppealSummary, hasReleasedOutcome, appealBlock } from './appeals';
import { findApplicationForOffice } from './office-application';
import { findOwnedApplication, formRef } from './owned-application';
import { numberParams } from './route-params';
import { appealStateSchema, appealSummarySchema, officeAppealListItemSchema, officeAppealsSchema } from './answers';


const APPLICANT = '/api/admission/applications/:applicationNumber/appeal';
const OFFICE = '/api/office/admission/applications/:applicationNumber/appeal';

export default async function appealRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const numberOf = (request: FastifyRequest) => (request.params as { applicationNumber: string }).applicationNumber;
  const owned = (request: FastifyRequest) => findOwnedApplication(db, activeSession(request).applicantId, numberOf(request));
  const applicantLink = (number: string) => `${app.config.publicUrl}/applicant/admission/applications/${number}/appeal`;
  app.get(APPLICANT, {
    schema: { tags: ['admission'], summary: 'Whether an appeal can be sent, the live appeal with its outcome, the draft and the replaced ones', params: numberParams, response: { 200: appealStateSchema, ...errorResponses(401, 404) } },
  }, async (request): Promise<AppealState> => appealState(db, await owned(request)));

  app.post<{ Body: AppealInput }>(APPLICANT, {
    schema: { tags: ['admission'], summary: 'Sends the appeal; it replaces the previous one unless the office has taken that up (409 with the spec\'s messages)', params: numberParams, body: appealSchema, response: { 201: appealSummarySchema, ...errorResponses(400, 401, 404, 409) } },
  }, async (request, reply) => {
    const application = await owned(request);
    const input = request.body;
    const now = app.now();
    const { appeal } = await submitAppeal(db, application.id, input, now, async (tx, { replaced }) => {
      if (replaced) await recordEvent(tx, formRef(application), { kind: 'APPEAL_REPLACED', actor: 'APPLICANT', at: now });
      await recordEvent(tx, formRef(application), { kind: 'APPEAL_SUBMITTED', actor: 'APPLICANT', at: now });
      await mailApplicant(tx, { applicationId: application.id, kind: 'appealSubmitted', fallbackLanguage: requestLanguage(request), facts: { applicationNumber: application.applicationNumber, at: now }, link: applicantLink(application.applicationNumber), now });
    });
    return reply.code(201).send(await toAppealSummary(db, appeal, application.applicantId));
  });

  // The draft's documents: added and removed while an appeal may be sent; the draft is made on first use.
  await registerDocumentRoutes(app, {
    prefix: APPLICANT,
    formKind: 'ADMISSION_APPEAL',
    tag: 'admission',
    prefixParams: numberParams,
    documentTypes: ['APPEAL_SUPPORTING'],
    countLimit: { max: 5, per: 'documentType' },
    resolveForm: async (request) => {
      const application = await owned(request);
      const rows = await listAppeals(db, application.id);
      const block = appealBlock(await hasReleasedOutcome(db, application.id), rows.find((row) => ['SUBMITTED', 'UNDER_REVIEW', 'DECIDED'].includes(row.status)));
      const existing = rows.find((row) => row.status === 'DRAFT');
      if (block && !existing) throw problem(409, block);
      const draft = existing ?? (await ensureDraft(db, application.id, app.now()));
      return { formId: draft.id, applicantId: application.applicantId, editable: block === null };
    },
  });

  // ---- the office ----

  app.get('/api/office/admission/appeals', {
    schema: {
      tags: ['office'],
      summary: 'Appeals to review (default: sent or under review), oldest first',
      querystring: { type: 'object', properties: { status: { type: 'string', enum: ['SUBMITTED', 'UNDER_REVIEW', 'DECIDED', 'OPEN'] } } },
      response: { 200: { type: 'array', items: officeAppealListItemSchema }, ...errorResponses(401, 403) },
    },
  }, async (request): Promise<OfficeAppealListItem[]> => {
    const status = (request.query as { status?: string }).status ?? 'OPEN';
    const statuses = status === 'OPEN' ? ['SUBMITTED', 'UNDER_REVIEW'] : [status];
    return listAppealsToReview(db, statuses);
  });

  app.get(OFFICE, {
    schema: { tags: ['office'], summary: "One application's appeals (the live one first), with their documents", params: numberParams, response: { 200: officeAppealsSchema, ...errorResponses(401, 403, 404) } },
  }, async (request): Promise<{ applicationNumber: string; current: AppealSummary | null; history: AppealSummary[] }> => {
    const application = await findApplicationForOffice(db, numberOf(request));
    // The applicant's unsent draft is theirs alone.
    const state = await appealState(db, application);
    return { applicationNumber: application.applicationNumber, current: state.current, history: state.history };
  });

  app.get(`${OFFICE}/:appealId/documents/:documentId/content`, {
    schema: {
      tags: ['office'],
      summary: "Download a document of one of the application's sent appeals",
      params: { type: 'object', required: ['applicationNumber', 'appealId', 'documentId'], properties: { ...numberParams.properties, appealId: { type: 'string', format: 'uuid' }, documentId: { type: 'string', format: 'uuid' } } },
      response: { 200: { description: 'The file (PDF, JPEG or PNG), as an attachment', type: 'string', format: 'binary' }, ...errorResponses(401, 403, 404, 410) },
    },
  }, async (request, reply) => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const { appealId, documentId } = request.params as { appealId: string; documentId: string };
    const appeal = (await listAppeals(db, application.id)).find((row) => row.id === appealId && row.status !== 'DRAFT');
    if (!appeal) throw problem(404, 'NOT_FOUND');
    const { document, content } = await openDocument({ db, storage: app.fileStorage, log: request.log }, appealDocumentOwner(appeal.id, application.applicantId), documentId);
    return reply
      .header('Content-Type', document.mediaType)
      .header('Content-Disposition', contentDisposition(document.fileName, { type: 'attachment' }))
      .header('X-Content-Type-Options', 'nosniff')
      .send(content);
  });

  app.post(`${OFFICE}/review`, {
    schema: { tags: ['office'], summary: 'Marks the live appeal under review: from now on the applicant cannot replace it', params: numberParams, body: noBody, response: { 200: appealSummarySchema, ...errorResponses(401, 403, 404, 409) } },
  }, async (request): Promise<AppealSummary> => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const appeal = await startAppealReview(db, application, activeStaff(request).staffId, app.now());
    return toAppealSummary(db, appeal, application.applicantId);
  });

  app.post<{ Body: AppealOutcomeInput }>(`${OFFICE}/outcome`, {
    schema: { tags: ['office'], summary: "Records the live appeal's outcome (upheld with a programme, or dismissed) with remarks to the applicant", params: numberParams, body: appealOutcomeSchema, response: { 200: appealSummarySchema, ...errorResponses(400, 401, 403, 404, 409) } },
  }, async (request): Promise<AppealSummary> => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const input = request.body;
    const appeal = await decideAppeal(db, { application, input, staffId: activeStaff(request).staffId, now: app.now(), link: applicantLink(application.applicationNumber) });
    return toAppealSummary(db, appeal, application.applicantId);
  });
}
