/**
 * The applicant's scholarship application (issue 12; contract in docs/office-guide.md and
 * shared/contracts/src/scholarship/api.ts): the scholarships on offer, starting one (tied to a
 * submitted admission application), the task list, its sections and documents (the shared long-form
 * routes), check your answers, the timeline, submit with the acknowledgement e-mail, the PDF copy,
 * and deleting a draft. Every route under /api/scholarship/applications/{id} finds the application
 * through the signed-in applicant: another applicant's id answers 404.
 */
import type { OfferedScholarship, ScholarshipAnswers, ScholarshipForm, ScholarshipSubmissionAcknowledgement, StartedScholarshipApplication } from '@portal/contracts/scholarship/api';
import { SCHOLARSHIP_DOCUMENT_LIMITS, SCHOLARSHIP_DOCUMENT_TYPES, type ScholarshipDocumentType } from '@portal/contracts/scholarship/documents';
import { SURETY_DOCUMENT_TYPES } from '@portal/contracts/scholarship/award';
import { isScholarshipSectionId, SCHOLARSHIP_SECTION_IDS } from '@portal/contracts/scholarship/sections';
import { chosenScholarshipCodes } from '@portal/contracts/schemas/scholarship/choices';
import { SCHOLARSHIP_SECTION_SCHEMAS } from '@portal/contracts/schemas/scholarship/index';
import { officeScholarshipsQuerySchema } from '@portal/contracts/schemas/scholarship/office';
import { startScholarshipApplicationSchema, type StartScholarshipApplicationInput } from '@portal/contracts/schemas/scholarship/start';
import { LANGUAGES } from '@portal/contracts/languages';
import type { ScholarshipSubmission } from '@portal/contracts/scholarship/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InferType } from 'yup';
import type { Db } from '../../db/database';
import { registerDocumentRoutes } from '../../files/routes';
import { formAnswersSchema, registerSectionRoutes } from '../../forms/section-routes';
import { registerDraftDeletionRoute } from '../../forms/delete-draft';
import { listEvents, recordEvent, timelineResponseSchema } from '../../forms/timeline';
import { withScholarshipNames } from './timeline-names';
import { isoDateTime, nullable } from '../../http/list-route';
import { errorResponses } from '../../http/openapi-schemas';
import { fieldProblem, problem } from '../../http/problems';
import { recipientLanguage } from '../../http/request-language';
import { noBody } from '../../http/validation';
import { enqueueMail } from '../../mail/outbox';
import { registerPdfCopyRoute } from '../../pdf/copy-route';
import { storedPdfCopy, type StoredCopy } from '../../pdf/stored-copy';
import { activeSession } from '../../sessions/session-plugin';
import { admissionAcademicYear } from '../../academic-year';
import { applicantToWrite, deleteScholarshipDraft, noteScholarshipDraftSaved, readScholarshipSubmission } from './applications';
import { scholarshipsOfYear, submittedAdmissionFacts, toOfferedScholarship } from './catalogue';
import { loadRuleFacts, readScholarshipAnswers, readScholarshipForm, ruleContext, type RuleFacts } from './form';
import { scholarshipSubmittedMail } from './mail';
import {
  assertScholarshipEditable,
  findOwnedScholarshipApplication,
  scholarshipDocumentOwner,
  scholarshipFormRef,
  type ScholarshipApplication,
} from './owned-application';
import { scholarshipPdfModel } from './pdf';
import { startScholarshipApplication } from './start';
import { suretyDocumentLimit, suretyDocumentsOpen } from './surety-documents';
import { submitScholarshipApplication } from './submit';
import { SECTION_STATES } from '@portal/contracts/forms';
import { SCHOLARSHIP_STATUSES } from '@portal/contracts/scholarship-statuses';

const tags = ['scholarship'] as const;
const tag = tags[0];

/** The query naming one academic year (yyyy/yyyy), or '' for every year. */
export type YearQuery = InferType<typeof officeScholarshipsQuerySchema>;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The scholarship application id (a UUID)' } },
} as const;

const inBothLanguages = { type: 'object', required: [...LANGUAGES], properties: Object.fromEntries(LANGUAGES.map((language) => [language, { type: 'string' }])) } as const;

export const offeredScholarshipSchema = {
  type: 'object',
  required: ['id', 'code', 'academicYear', 'name', 'description', 'bondYears', 'livingAllowanceCents', 'tuitionCoveragePercent', 'opensAt', 'closesAt', 'open', 'eligible', 'ineligibleReason'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    code: { type: 'string' },
    academicYear: { type: 'string' },
    name: inBothLanguages,
    description: inBothLanguages,
    bondYears: { type: 'integer' },
    livingAllowanceCents: { type: 'integer' },
    tuitionCoveragePercent: { type: 'integer' },
    opensAt: { type: 'string', format: 'date-time' },
    closesAt: { type: 'string', format: 'date-time' },
    open: { type: 'boolean' },
    eligible: { type: 'boolean' },
    ineligibleReason: { type: ['string', 'null'], enum: ['CITIZENSHIP', 'PROGRAMME', null] },
  },
} as const;

const sectionStatesSchema = {
  type: 'array',
  items: { type: 'object', required: ['id', 'state'], properties: { id: { type: 'string', enum: [...SCHOLARSHIP_SECTION_IDS] }, state: { type: 'string', enum: [...SECTION_STATES] } } },
} as const;

const formSchema = {
  type: 'object',
  required: ['id', 'reference', 'academicYear', 'status', 'admissionApplicationNumber', 'createdAt', 'submittedAt', 'sections', 'closedChoices', 'canSubmit'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    reference: nullable('string'),
    academicYear: { type: 'string' },
    status: { type: 'string', enum: [...SCHOLARSHIP_STATUSES] },
    admissionApplicationNumber: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    submittedAt: isoDateTime,
    sections: sectionStatesSchema,
    closedChoices: { type: 'array', items: { type: 'string' }, description: 'Chosen codes that are now closed or no longer open to the applicant: reselect before submitting' },
    canSubmit: { type: 'boolean' },
  },
} as const;

/** The application's frozen submission (the PDF). */
async function submissionOf(app: FastifyInstance, application: ScholarshipApplication): Promise<ScholarshipSubmission> {
  const submission = await readScholarshipSubmission(app.db, application.id);
  if (application.status === 'DRAFT' || !submission || !application.submittedAt || !application.reference) throw problem(409, 'APPLICATION_NOT_SUBMITTED');
  return submission as unknown as ScholarshipSubmission;
}

/**
 * The PDF copy of a submitted application in one language (the applicant's and the office's routes
 * alike): rendered once, then the stored bytes every time (pdf/stored-copy.ts).
 */
export async function scholarshipPdf(app: FastifyInstance, application: ScholarshipApplication, language: (typeof LANGUAGES)[number]): Promise<StoredCopy> {
  if (application.status === 'DRAFT' || !application.submittedAt || !application.reference) throw problem(409, 'APPLICATION_NOT_SUBMITTED');
  return storedPdfCopy(app, { formKind: 'SCHOLARSHIP', formId: application.id, applicantId: application.applicantId, language }, async () => {
    const submission = await submissionOf(app, application);
    return scholarshipPdfModel({ reference: application.reference!, academicYear: application.academicYear, submittedAt: application.submittedAt!, submission }, language, app.now());
  });
}

export default async function scholarshipApplicationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const owned = (request: FastifyRequest) => findOwnedScholarshipApplication(db, activeSession(request).applicantId, (request.params as { id?: unknown }).id);

  app.get<{ Querystring: YearQuery }>(
    '/api/scholarship/scholarships',
    {
      schema: {
        tags,
        summary:
          "The office's scholarships with whether each is open and whether the signed-in applicant may choose it (from their submitted admission applications' citizenship and programmes); the years of those applications, or the current intake year (academicYear, yyyy/yyyy: only that year)",
        querystring: officeScholarshipsQuerySchema,
        response: { 200: { type: 'array', items: offeredScholarshipSchema }, ...errorResponses(400, 401) },
      },
    },
    async (request): Promise<OfferedScholarship[]> => {
      const { query } = request;
      const { applicantId } = activeSession(request);
      const now = app.now();
      const facts = applicantId ? await submittedAdmissionFacts(db, applicantId) : new Map();
      const years = query.academicYear ? [query.academicYear] : facts.size ? [...facts.keys()].sort().reverse() : [admissionAcademicYear(now)];
      const offered: OfferedScholarship[] = [];
      for (const year of years) {
        for (const row of await scholarshipsOfYear(db, year)) offered.push(toOfferedScholarship(row, facts.get(year) ?? null, now));
      }
      return offered;
    },
  );

  app.post<{ Body: StartScholarshipApplicationInput }>(
    '/api/scholarship/applications',
    {
      schema: {
        tags,
        summary: 'Starts the scholarship application that goes with a submitted admission application (one per applicant and academic year)',
        body: startScholarshipApplicationSchema,
        response: { 201: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } }, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<StartedScholarshipApplication> => {
      const { admissionApplicationNumber } = request.body;
      const started = await startScholarshipApplication(db, { applicantId: activeSession(request).applicantId, admissionApplicationNumber, now: app.now() });
      reply.code(201);
      return started;
    },
  );

  app.get(
    '/api/scholarship/applications/:id',
    {
      schema: { tags, summary: 'The task list: sections and their states, the chosen scholarships now closed, whether it can be submitted', params: idParams, response: { 200: formSchema, ...errorResponses(401, 404) } },
    },
    async (request): Promise<ScholarshipForm> => readScholarshipForm(db, await owned(request), app.now()),
  );

  app.get(
    '/api/scholarship/applications/:id/answers',
    {
      schema: { tags, summary: "Every section's saved answers and the documents, for checking them before submitting", params: idParams, response: { 200: formAnswersSchema, ...errorResponses(401, 404) } },
    },
    async (request): Promise<ScholarshipAnswers> => readScholarshipAnswers(db, await owned(request), app.now()),
  );

  app.get(
    '/api/scholarship/applications/:id/timeline',
    { schema: { tags, summary: "The application's status timeline, oldest first", params: idParams, response: { 200: timelineResponseSchema, ...errorResponses(401, 404) } } },
    async (request) => {
      const application = await owned(request);
      return withScholarshipNames(db, application.academicYear, await listEvents(db, scholarshipFormRef(application)));
    },
  );

  app.post(
    '/api/scholarship/applications/:id/submit',
    {
      schema: {
        tags,
        summary: 'Submits the application (once, however often asked): every section checked, no closed choice, the acknowledgement e-mailed',
        params: idParams,
        body: noBody,
        response: {
          200: { type: 'object', required: ['reference', 'submittedAt'], properties: { reference: { type: 'string' }, submittedAt: { type: 'string', format: 'date-time' } } },
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request): Promise<ScholarshipSubmissionAcknowledgement> => {
      const application = await owned(request);
      const now = app.now();
      return submitScholarshipApplication(db, application, now, async (tx, { reference, submission }) => {
        const applicant = await applicantToWrite(tx, application.applicantId);
        const language = recipientLanguage(applicant.language, request);
        await enqueueMail(
          tx,
          scholarshipSubmittedMail(applicant.email, language, {
            name: applicant.name,
            reference,
            submittedAt: now,
            choices: submission.choices.map((choice) => choice.name[language]),
            link: `${app.config.publicUrl}/applicant/scholarship/applications/${application.id}`,
          }),
          now,
        );
      });
    },
  );

  registerPdfCopyRoute(app, {
    url: '/api/scholarship/applications/:id/pdf',
    tags: [tag],
    summary: 'A PDF copy of the submitted application, in English or Chinese (lang, default: the page language)',
    params: idParams,
    errors: [401, 404, 409],
    async render(request, language) {
      const application = await owned(request);
      return { ...(await scholarshipPdf(app, application, language)), fileName: `scholarship-${application.reference}-${language}.pdf` };
    },
  });

  registerDraftDeletionRoute(app, {
    url: '/api/scholarship/applications/:id',
    tags: [tag],
    summary: 'Deletes a draft with its answers, documents and timeline (spec 4); a submitted application stays',
    params: idParams,
    async loadDraft(request) {
      const application = await owned(request);
      assertScholarshipEditable(application);
      const deleteForm = (tx: Db) => deleteScholarshipDraft(tx, application.id);
      return { owner: scholarshipDocumentOwner(application), deleteForm };
    },
  });

  await registerDocumentRoutes(app, {
    prefix: '/api/scholarship/applications/:id',
    formKind: 'SCHOLARSHIP',
    tag,
    prefixParams: idParams,
    resolveForm: async (request) => {
      const application = await owned(request);
      // The application's own documents while it is a draft; the sureties' once the undertaking is accepted.
      const editable = application.status === 'DRAFT' || (await suretyDocumentsOpen(db, application.id));
      return { formId: application.id, applicantId: application.applicantId, editable };
    },
    documentTypes: [...SCHOLARSHIP_DOCUMENT_TYPES, ...SURETY_DOCUMENT_TYPES],
    countLimit: (fields) => {
      const surety = suretyDocumentLimit(fields);
      if (surety) return surety;
      // The key-skill rule looks for its evidence in its own section.
      if (fields.documentType === 'KEY_SKILL_EVIDENCE' && fields.section !== 'keySkill') throw fieldProblem(400, 'INVALID_VALUE', 'section');
      return { max: SCHOLARSHIP_DOCUMENT_LIMITS[fields.documentType as ScholarshipDocumentType], per: 'documentType' };
    },
    afterUpload: (owner, document) =>
      recordEvent(db, { kind: 'SCHOLARSHIP', formId: owner.formId }, { kind: 'DOCUMENT_ADDED', actor: 'APPLICANT', at: app.now(), params: { fileName: document.fileName } }),
  });

  registerSectionRoutes<{ application: ScholarshipApplication; facts: RuleFacts }>(app, {
    prefix: '/api/scholarship/applications/:id',
    tag,
    loadForm: async (request) => {
      const application = await owned(request);
      return { application, facts: await loadRuleFacts(db, application, app.now()) };
    },
    formRef: (form) => scholarshipFormRef(form.application),
    assertEditable: (form) => assertScholarshipEditable(form.application),
    rules: (form, section) => ({ schema: isScholarshipSectionId(section) ? SCHOLARSHIP_SECTION_SCHEMAS[section] : null, context: ruleContext(form.facts) }),
    async afterSave(form, section, data) {
      await noteScholarshipDraftSaved(db, form.application.id, app.now(), section === 'choices' ? chosenScholarshipCodes(data) : undefined);
    },
  });
}
