/**
 * The applicant's financial aid application (issue 13, branch fa-form-api; contract in docs/office-guide.md and
 * shared/contracts/src/financial-aid/api.ts): the current year's dates, the schemes on offer,
 * starting an application (tied to a submitted admission application), the task list, its sections
 * and documents (the shared long-form routes), check your answers, the timeline, submit with the
 * acknowledgement e-mail, the PDF copy and deleting a draft. Every route under
 * /api/financial-aid/applications/{id} finds the application through the signed-in applicant:
 * another applicant's id answers 404.
 */
import type { AidAnswers, AidApplicationForm, AidCurrentYear, AidSubmission, AidSubmissionAcknowledgement, OfferedAidScheme, StartedAidApplication } from '@portal/contracts/financial-aid/api';
import { AID_DOCUMENT_LIMITS, AID_DOCUMENTS_SECTION, isAidDocumentType } from '@portal/contracts/financial-aid/documents';
import { AID_APPLICATION_STATUSES, AID_DOCUMENT_TYPES, AID_SOUGHT, AID_TIERS, AID_SCHEME_CATEGORIES } from '@portal/contracts/financial-aid/model';
import { AID_SECTION_IDS } from '@portal/contracts/financial-aid/sections';
import { ACADEMIC_YEAR_PATTERN } from '@portal/contracts/schemas/common';
import { aidSectionSchema } from '@portal/contracts/schemas/financial-aid/index';
import { startAidApplicationSchema, type StartAidApplicationInput } from '@portal/contracts/schemas/financial-aid/start';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { registerDocumentRoutes } from '../../files/routes';
import { registerDraftDeletionRoute } from '../../forms/delete-draft';
import { formAnswersSchema, registerSectionRoutes } from '../../forms/section-routes';
import { listEvents, recordEvent, timelineResponseSchema } from '../../forms/timeline';
import { isoDateTime, listRouteSchema, nullable } from '../../http/list-route';
import { errorResponses } from '../../http/openapi-schemas';
import { fieldProblem, problem } from '../../http/problems';
import { recipientLanguage } from '../../http/request-language';
import { noBody } from '../../http/validation';
import { enqueueMail } from '../../mail/outbox';
import { registerPdfCopyRoute } from '../../pdf/copy-route';
import { storedPdfCopy, type StoredCopy } from '../../pdf/stored-copy';
import { activeSession } from '../../sessions/session-plugin';
import { admissionAcademicYear } from '../../academic-year';
import { aidYearDatesSchema } from './answers';
import { applicantToWrite, deleteAidDraft, listFinancialAidApplications, noteAidDraftSaved, readAidSubmission } from './applications';
import { activeSchemesOfYear, submittedAdmissionOfYear, toOfferedScheme } from './catalogue';
import { loadRuleFacts, readAidAnswers, readAidForm, ruleContext, type RuleFacts } from './form';
import { aidSubmittedMail } from './mail';
import { aidDocumentOwner, aidFormRef, assertAidEditable, findOwnedAidApplication, type AidApplication } from './owned-application';
import { aidPdfModel } from './pdf';
import { startAidApplication } from './start';
import { submitAidApplication } from './submit';
import { currentAidYear } from './years';
import { SECTION_STATES } from '@portal/contracts/forms';

const tags = ['financial-aid'] as const;
const tag = tags[0];

export const aidIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The financial aid application id (a UUID)' } },
} as const;

const financialAidSummary = {
  type: 'object',
  required: ['id', 'academicYear', 'status', 'submittedAt', 'reference'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    academicYear: { type: 'string' },
    status: { type: 'string', enum: [...AID_APPLICATION_STATUSES] },
    submittedAt: isoDateTime,
    reference: nullable('string'),
  },
};

const yearDatesSchema = { ...aidYearDatesSchema, type: ['object', 'null'] } as const;

const inBothLanguages = { type: 'object', required: [...LANGUAGES], properties: Object.fromEntries(LANGUAGES.map((language) => [language, { type: 'string' }])) } as const;

const offeredSchemeSchema = {
  type: 'object',
  required: ['id', 'code', 'academicYear', 'category', 'aidSought', 'name', 'description', 'annualAmountCents', 'maxPercent', 'eligible'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    code: { type: 'string' },
    academicYear: { type: 'string' },
    category: { type: 'string', enum: [...AID_SCHEME_CATEGORIES] },
    aidSought: { type: 'string', enum: [...AID_SOUGHT] },
    name: inBothLanguages,
    description: inBothLanguages,
    annualAmountCents: { type: ['integer', 'null'] },
    maxPercent: { type: ['integer', 'null'] },
    eligible: { type: 'boolean' },
  },
} as const;

const householdSchema = {
  type: 'object',
  required: ['size', 'monthlyIncomeCents', 'perCapitaIncomeCents'],
  properties: { size: { type: ['integer', 'null'] }, monthlyIncomeCents: { type: ['integer', 'null'] }, perCapitaIncomeCents: { type: ['integer', 'null'] } },
} as const;

const formSchema = {
  type: 'object',
  required: ['id', 'reference', 'academicYear', 'status', 'admissionApplicationNumber', 'tier', 'createdAt', 'submittedAt', 'sections', 'canSubmit', 'household', 'dates', 'aidSoughtAllowed'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    reference: nullable('string'),
    academicYear: { type: 'string' },
    status: { type: 'string', enum: [...AID_APPLICATION_STATUSES] },
    admissionApplicationNumber: { type: 'string' },
    tier: { type: ['string', 'null'], enum: [...AID_TIERS, null] },
    createdAt: { type: 'string', format: 'date-time' },
    submittedAt: isoDateTime,
    sections: {
      type: 'array',
      items: { type: 'object', required: ['id', 'state'], properties: { id: { type: 'string', enum: [...AID_SECTION_IDS] }, state: { type: 'string', enum: [...SECTION_STATES] } } },
    },
    canSubmit: { type: 'boolean' },
    household: householdSchema,
    dates: yearDatesSchema,
    aidSoughtAllowed: { type: 'array', items: { type: 'string', enum: [...AID_SOUGHT] } },
  },
} as const;

/**
 * The PDF copy of a submitted application in one language (the applicant's routes; the office's may
 * reuse it): rendered once, then the stored bytes every time (pdf/stored-copy.ts).
 */
export async function aidPdf(app: FastifyInstance, application: AidApplication, language: Language): Promise<StoredCopy> {
  const { submittedAt, reference } = application;
  if (application.status === 'DRAFT' || !submittedAt || !reference) throw problem(409, 'APPLICATION_NOT_SUBMITTED');
  return storedPdfCopy(app, { formKind: 'FINANCIAL_AID', formId: application.id, applicantId: application.applicantId, language }, async () => {
    const stored = await readAidSubmission(app.db, application.id);
    if (!stored) throw problem(409, 'APPLICATION_NOT_SUBMITTED');
    const submission = stored as unknown as AidSubmission;
    return aidPdfModel({ reference, academicYear: application.academicYear, submittedAt, submission }, language, app.now());
  });
}

export default async function financialAidRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const owned = (request: FastifyRequest) => findOwnedAidApplication(db, activeSession(request).applicantId, (request.params as { id?: unknown }).id);

  app.get(
    '/api/financial-aid/applications',
    {
      schema: listRouteSchema('financial-aid', "The signed-in applicant's financial aid applications", financialAidSummary),
    },
    async (request) => {
      const { applicantId } = activeSession(request);
      return applicantId ? listFinancialAidApplications(db, applicantId) : [];
    },
  );

  app.get(
    '/api/financial-aid/years/current',
    {
      schema: {
        tags,
        summary: "The current intake year's financial aid dates (null until the office configures them) and whether applications and appeals are open today (Singapore)",
        response: {
          200: { type: 'object', required: ['dates', 'open', 'appealOpen'], properties: { dates: yearDatesSchema, open: { type: 'boolean' }, appealOpen: { type: 'boolean' } } },
          ...errorResponses(401),
        },
      },
    },
    async (): Promise<AidCurrentYear> => currentAidYear(db, app.now()),
  );

  app.get(
    '/api/financial-aid/schemes',
    {
      schema: {
        tags,
        summary:
          "An academic year's active aid schemes (the current intake year unless academicYear is given: an application's year is its admission application's), each with whether the signed-in applicant's tier (from their submitted admission application of the year) may get it",
        querystring: { type: 'object', properties: { academicYear: { type: 'string', pattern: ACADEMIC_YEAR_PATTERN.source } }, additionalProperties: false },
        response: { 200: { type: 'array', items: offeredSchemeSchema }, ...errorResponses(400, 401) },
      },
    },
    async (request): Promise<OfferedAidScheme[]> => {
      const { applicantId } = activeSession(request);
      const year = (request.query as { academicYear?: string }).academicYear ?? admissionAcademicYear(app.now());
      const admission = applicantId ? await submittedAdmissionOfYear(db, applicantId, year) : null;
      return (await activeSchemesOfYear(db, year)).map((row) => toOfferedScheme(row, admission?.tier ?? null));
    },
  );

  app.post<{ Body: StartAidApplicationInput }>(
    '/api/financial-aid/applications',
    {
      schema: {
        tags,
        summary:
          'Starts the financial aid application that goes with a submitted admission application: one per applicant and academic year (a withdrawn one included), while the year is open, when a scheme is open to the tier',
        body: startAidApplicationSchema,
        response: { 201: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } }, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply): Promise<StartedAidApplication> => {
      const { admissionApplicationNumber } = request.body;
      const started = await startAidApplication(db, { applicantId: activeSession(request).applicantId, admissionApplicationNumber, now: app.now() });
      reply.code(201);
      return started;
    },
  );

  app.get(
    '/api/financial-aid/applications/:id',
    {
      schema: {
        tags,
        summary: 'The task list: sections and their states, the household with its per-capita income, the year’s dates, whether it can be submitted',
        params: aidIdParams,
        response: { 200: formSchema, ...errorResponses(401, 404) },
      },
    },
    async (request): Promise<AidApplicationForm> => readAidForm(db, await owned(request), app.now()),
  );

  app.get(
    '/api/financial-aid/applications/:id/answers',
    {
      schema: { tags, summary: "Every section's saved answers and the documents, for checking them before submitting", params: aidIdParams, response: { 200: formAnswersSchema, ...errorResponses(401, 404) } },
    },
    async (request): Promise<AidAnswers> => readAidAnswers(db, await owned(request), app.now()),
  );

  app.get(
    '/api/financial-aid/applications/:id/timeline',
    { schema: { tags, summary: "The application's status timeline, oldest first", params: aidIdParams, response: { 200: timelineResponseSchema, ...errorResponses(401, 404) } } },
    async (request) => listEvents(db, aidFormRef(await owned(request))),
  );

  app.post(
    '/api/financial-aid/applications/:id/submit',
    {
      schema: {
        tags,
        summary: 'Submits the application (once, however often asked): every section complete, the year not closed; the reference given and the acknowledgement e-mailed',
        params: aidIdParams,
        body: noBody,
        response: {
          200: { type: 'object', required: ['reference', 'submittedAt'], properties: { reference: { type: 'string' }, submittedAt: { type: 'string', format: 'date-time' } } },
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request): Promise<AidSubmissionAcknowledgement> => {
      const application = await owned(request);
      const now = app.now();
      return submitAidApplication(db, application, now, async (tx, { reference, submission }) => {
        const applicant = await applicantToWrite(tx, application.applicantId);
        await enqueueMail(
          tx,
          aidSubmittedMail(applicant.email, recipientLanguage(applicant.language, request), {
            name: applicant.name,
            reference,
            submittedAt: now,
            householdSize: submission.household?.size ?? null,
            perCapitaIncomeCents: submission.household?.perCapitaIncomeCents ?? null,
            link: `${app.config.publicUrl}/applicant/financial-aid/applications/${application.id}`,
          }),
          now,
        );
      });
    },
  );

  registerPdfCopyRoute(app, {
    url: '/api/financial-aid/applications/:id/pdf',
    tags: [tag],
    summary: 'A PDF copy of the submitted application, in English or Chinese (lang, default: the page language)',
    params: aidIdParams,
    errors: [401, 404, 409],
    async render(request, language) {
      const application = await owned(request);
      return { ...(await aidPdf(app, application, language)), fileName: `financial-aid-${application.reference}-${language}.pdf` };
    },
  });

  registerDraftDeletionRoute(app, {
    url: '/api/financial-aid/applications/:id',
    tags: [tag],
    summary: 'Deletes a draft with its answers, documents and timeline (spec 4); a submitted application stays',
    params: aidIdParams,
    async loadDraft(request) {
      const application = await owned(request);
      assertAidEditable(application);
      const deleteForm = (tx: Db) => deleteAidDraft(tx, application.id);
      return { owner: aidDocumentOwner(application), deleteForm };
    },
  });

  await registerDocumentRoutes(app, {
    prefix: '/api/financial-aid/applications/:id',
    formKind: 'FINANCIAL_AID',
    tag,
    prefixParams: aidIdParams,
    resolveForm: async (request) => {
      const application = await owned(request);
      // Reading stays possible after submission; adding or removing a file is a change (409).
      if (request.method !== 'GET') assertAidEditable(application);
      return { formId: application.id, applicantId: application.applicantId, editable: application.status === 'DRAFT' };
    },
    documentTypes: AID_DOCUMENT_TYPES,
    countLimit: (fields) => {
      if (fields.section !== AID_DOCUMENTS_SECTION) throw fieldProblem(400, 'INVALID_VALUE', 'section');
      if (!isAidDocumentType(fields.documentType)) throw fieldProblem(400, 'INVALID_VALUE', 'documentType');
      return { max: AID_DOCUMENT_LIMITS[fields.documentType], per: 'documentType' };
    },
    afterUpload: (owner, document) => recordEvent(db, { kind: 'FINANCIAL_AID', formId: owner.formId }, { kind: 'DOCUMENT_ADDED', actor: 'APPLICANT', at: app.now(), params: { fileName: document.fileName } }),
  });

  registerSectionRoutes<{ application: AidApplication; facts: RuleFacts }>(app, {
    prefix: '/api/financial-aid/applications/:id',
    tag,
    loadForm: async (request) => {
      const application = await owned(request);
      return { application, facts: await loadRuleFacts(db, application, app.now()) };
    },
    formRef: (form) => aidFormRef(form.application),
    assertEditable: (form) => assertAidEditable(form.application),
    rules: (form, section) => ({ schema: aidSectionSchema(section), context: ruleContext(form.facts) }),
    async afterSave(form) {
      await noteAidDraftSaved(db, form.application.id, app.now());
    },
  });
}
