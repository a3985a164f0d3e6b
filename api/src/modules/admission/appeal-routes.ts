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
import type { AppealSummary, OfficeAppealListItem } from '@portal/contracts/admission/appeals';
import { appealOutcomeSchema, appealSchema, type AppealInput, type AppealOutcomeInput } from '@portal/contracts/schemas/admission/appeals';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openDocument } from '../../files/documents';
import { registerDocumentRoutes } from '../../files/routes';
import { recordEvent } from '../../forms/timeline';
import { errorResponses } from '../../http/openapi-schemas';
import { requestLanguage } from '../../http/request-language';
import { problem, validateBody } from '../../http/problems';
import { recordStaffAction } from '../../staff/audit';
import { activeStaff } from '../../staff/staff-plugin';
import { activeSession } from '../../sessions/session-plugin';
import { mailApplicant } from './appeal-mail';
import { appealDocumentOwner, appealState, ensureDraft, listAppeals, lockApplicationAppeals, submitAppeal, toAppealSummary, hasReleasedOutcome, appealBlock } from './appeals';
import { findApplicationForOffice } from './office-application';
import { findOwnedApplication, formRef } from './owned-application';
import { offerOnUpheldAppeal } from './outcome-store';

const numberParams = {
  type: 'object',
  required: ['applicationNumber'],
  properties: { applicationNumber: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;

const APPLICANT = '/api/admission/applications/:applicationNumber/appeal';
const OFFICE = '/api/office/admission/applications/:applicationNumber/appeal';

export default async function appealRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const numberOf = (request: FastifyRequest) => (request.params as { applicationNumber: string }).applicationNumber;
  const owned = (request: FastifyRequest) => findOwnedApplication(db, activeSession(request).applicantId, numberOf(request));
  const applicantLink = (number: string) => `${app.config.publicUrl}/applicant/admission/applications/${number}/appeal`;
  app.get(APPLICANT, {
    schema: { tags: ['admission'], summary: 'Whether an appeal can be sent, the live appeal with its outcome, the draft and the replaced ones', params: numberParams, response: errorResponses(401, 404) },
  }, async (request) => appealState(db, await owned(request)));

  app.post(APPLICANT, {
    schema: { tags: ['admission'], summary: 'Sends the appeal; it replaces the previous one unless the office has taken that up (409 with the spec\'s messages)', params: numberParams, response: { 201: { type: 'object', additionalProperties: true }, ...errorResponses(400, 401, 404, 409) } },
  }, async (request, reply) => {
    const application = await owned(request);
    const input = validateBody<AppealInput>(appealSchema, request.body);
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
      response: errorResponses(401, 403),
    },
  }, async (request): Promise<OfficeAppealListItem[]> => {
    const status = (request.query as { status?: string }).status ?? 'OPEN';
    const statuses = status === 'OPEN' ? ['SUBMITTED', 'UNDER_REVIEW'] : [status];
    const rows = await db
      .selectFrom('admission_appeals as appeal')
      .innerJoin('applications as app', 'app.id', 'appeal.application_id')
      .innerJoin('applicants as person', 'person.id', 'app.applicant_id')
      .select(['appeal.id', 'appeal.status', 'appeal.submitted_at', 'appeal.preferred_programme', 'app.application_number', 'person.full_name'])
      .where('appeal.status', 'in', statuses as Array<'SUBMITTED'>)
      .orderBy('appeal.submitted_at')
      .limit(500)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      applicationNumber: row.application_number,
      applicantName: row.full_name,
      status: row.status,
      submittedAt: new Date(row.submitted_at!).toISOString(),
      preferredProgramme: row.preferred_programme,
    }));
  });

  app.get(OFFICE, {
    schema: { tags: ['office'], summary: "One application's appeals (the live one first), with their documents", params: numberParams, response: errorResponses(401, 403, 404) },
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
      response: errorResponses(401, 403, 404, 410),
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
    schema: { tags: ['office'], summary: 'Marks the live appeal under review: from now on the applicant cannot replace it', params: numberParams, response: errorResponses(401, 403, 404, 409) },
  }, async (request) => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const staff = activeStaff(request);
    const now = app.now();
    const appeal = await db.transaction().execute(async (tx) => {
      await lockApplicationAppeals(tx, application.id);
      const updated = await tx
        .updateTable('admission_appeals')
        .set({ status: 'UNDER_REVIEW', review_started_by: staff.staffId, review_started_at: now })
        .where('application_id', '=', application.id)
        .where('status', '=', 'SUBMITTED')
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw problem(409, 'APPEAL_NOT_REVIEWABLE');
      await recordEvent(tx, formRef(application), { kind: 'APPEAL_UNDER_REVIEW', actor: 'OFFICE', at: now, staffId: staff.staffId });
      await recordStaffAction(tx, { staffId: staff.staffId, action: 'APPEAL_UNDER_REVIEW', targetKind: 'APPLICATION', targetId: application.applicationNumber, params: { appealId: updated.id }, at: now });
      return updated;
    });
    return toAppealSummary(db, appeal, application.applicantId);
  });

  app.post(`${OFFICE}/outcome`, {
    schema: { tags: ['office'], summary: "Records the live appeal's outcome (upheld with a programme, or dismissed) with remarks to the applicant", params: numberParams, response: errorResponses(400, 401, 403, 404, 409) },
  }, async (request) => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const input = validateBody<AppealOutcomeInput>(appealOutcomeSchema, request.body);
    const staff = activeStaff(request);
    const now = app.now();
    const appeal = await db.transaction().execute(async (tx) => {
      await lockApplicationAppeals(tx, application.id);
      const updated = await tx
        .updateTable('admission_appeals')
        .set({
          status: 'DECIDED',
          outcome: input.outcome as 'UPHELD' | 'DISMISSED',
          outcome_programme: input.programme || null,
          outcome_major: input.major || null,
          outcome_remarks: input.remarks,
          decided_by: staff.staffId,
          decided_at: now,
        })
        .where('application_id', '=', application.id)
        .where('status', 'in', ['SUBMITTED', 'UNDER_REVIEW'])
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw problem(409, 'APPEAL_NOT_REVIEWABLE');
      await recordEvent(tx, formRef(application), { kind: 'APPEAL_DECIDED', actor: 'OFFICE', at: now, staffId: staff.staffId, params: { outcome: input.outcome } });
      if (input.outcome === 'UPHELD' && input.programme) {
        await offerOnUpheldAppeal(tx, application, { programme: input.programme, major: input.major || null }, staff.staffId, now);
      }
      await recordStaffAction(tx, { staffId: staff.staffId, action: 'APPEAL_DECIDED', targetKind: 'APPLICATION', targetId: application.applicationNumber, params: { appealId: updated.id, outcome: input.outcome, programme: input.programme, major: input.major }, at: now });
      await mailApplicant(tx, {
        applicationId: application.id,
        kind: 'appealDecided',
        facts: { applicationNumber: application.applicationNumber, outcome: input.outcome as 'UPHELD' | 'DISMISSED', programme: input.programme, remarks: input.remarks },
        link: applicantLink(application.applicationNumber),
        now,
      });
      return updated;
    });
    return toAppealSummary(db, appeal, application.applicantId);
  });
}
