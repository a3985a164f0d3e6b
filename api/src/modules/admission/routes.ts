/**
 * Admission applications: the list, starting one (Application Eligibility), PIN creation, the form's
 * task list, its sections (shared long-form routes), changing the category and deleting a draft.
 * Every route under /api/admission/applications/{number} finds the application through the signed-in
 * applicant (owned-application.ts): another applicant's number answers 404.
 */
import { START_KEY_HEADER, type AdmissionAnswers, type AdmissionForm, type StartedApplication, type SubmissionAcknowledgement } from '@portal/contracts/admission/api';
import { CATEGORIES, type Eligibility } from '@portal/contracts/categories';
import { isAdmissionSectionId } from '@portal/contracts/admission/sections';
import { ADMISSION_SECTION_SCHEMAS } from '@portal/contracts/schemas/admission/index';
import { changeCategorySchema, pinCreationSchema, startApplicationSchema, type PinCreation, type StartApplication } from '@portal/contracts/schemas/admission/start';
import { loginUrlFor } from '@portal/contracts/systems';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMISSION_DOCUMENT_LIMITS, ADMISSION_DOCUMENT_TYPES, type AdmissionDocumentType } from '@portal/contracts/admission/documents';
import { listDocuments } from '../../files/documents';
import { registerDocumentRoutes } from '../../files/routes';
import { formAnswersSchema, registerSectionRoutes } from '../../forms/section-routes';
import { loadSections } from '../../forms/section-store';
import { registerDraftDeletionRoute } from '../../forms/delete-draft';
import { listEvents, recordEvent, timelineResponseSchema } from '../../forms/timeline';
import { listRouteSchema } from '../../http/list-route';
import { errorResponses } from '../../http/openapi-schemas';
import { fieldProblem, problem, validateBody } from '../../http/problems';
import { contextualBody, noBody } from '../../http/validation';
import { recipientLanguage } from '../../http/request-language';
import { enqueueMail } from '../../mail/outbox';
import { registerPdfCopyRoute } from '../../pdf/copy-route';
import { isCommonPin } from '../../security/common-secrets';
import { hashSecret } from '../../security/passwords';
import { followApplication } from '../applicant';
import { activeSession } from '../../sessions/session-plugin';
import { findApplicantForMail } from './applicant-store';
import { changeCategory, deleteDraftApplication, listAdmissionApplications, saveProgrammeChoices, setFirstPin } from './applications';
import { admissionContext, applicableSections } from './form';
import { applicationStartedMail, applicationSubmittedMail } from './mail';
import { submitApplication } from './submit';
import { documentOwner, readAnswers, readForm, submittedPdf } from './read-application';
import { assertEditable, findOwnedApplication, formRef, type OwnedApplication } from './owned-application';
import { periodFor } from './periods';
import { startApplication, startKeyOf } from './start';
import { numberParams } from './route-params';
import { admissionFormSchema, applicationSummarySchema, startedApplicationSchema, submissionAcknowledgementSchema } from './answers';

export default async function admissionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const owned = (request: FastifyRequest) =>
    findOwnedApplication(db, activeSession(request).applicantId, (request.params as { applicationNumber: string }).applicationNumber);

  app.get(
    '/api/admission/applications',
    {
      schema: listRouteSchema('admission', "The signed-in applicant's admission applications", applicationSummarySchema),
    },
    async (request) => {
      const { applicantId } = activeSession(request);
      // An e-mail account not yet linked to an applicant has no applications.
      return applicantId ? listAdmissionApplications(db, applicantId) : [];
    },
  );

  app.post(
    '/api/admission/applications',
    {
      schema: {
        tags: ['admission'],
        summary: `Starts an application (Application Eligibility): the number is answered at once and e-mailed. With a ${START_KEY_HEADER} header (16 to 64 letters, digits, hyphens), the same start sent again answers the application it made, with the same answer`,
        // Which categories may be chosen depends on the session's system.
        body: contextualBody(startApplicationSchema),
        response: { 201: startedApplicationSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply): Promise<StartedApplication> => {
      const session = activeSession(request);
      const body = validateBody<StartApplication>(startApplicationSchema, request.body, { system: session.system, subCategory: session.subCategory });
      const now = app.now();
      const category = CATEGORIES[body.category as keyof typeof CATEGORIES];
      const startKey = startKeyOf(request.headers[START_KEY_HEADER.toLowerCase()]);
      const started = await startApplication(db, { session, category: category.id, eligibility: body.eligibility as Eligibility, now, startKey });
      // The menus and the dashboard now follow the new application (Switch application goes back).
      await followApplication(db, session, started.applicationId);
      // The same start sent again (its answer lost): the same answer, and the e-mail went the first time.
      if (started.repeated) {
        reply.code(201);
        return { applicationNumber: started.applicationNumber };
      }
      const language = recipientLanguage(started.language, request);
      await enqueueMail(
        db,
        applicationStartedMail(started.email, language, {
          name: started.name,
          applicationNumber: started.applicationNumber,
          category: category.id,
          dueAt: started.draftDueAt,
          link: `${app.config.publicUrl}${loginUrlFor(session.system, session.subCategory)}`,
        }),
        now,
      );
      reply.code(201);
      return { applicationNumber: started.applicationNumber };
    },
  );

  app.put<{ Body: PinCreation }>(
    '/api/admission/applications/:applicationNumber/pin',
    {
      schema: {
        tags: ['admission'],
        summary: 'Creates the PIN of a new application (once; later changes go through PIN reset)',
        params: numberParams,
        body: pinCreationSchema,
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const application = await owned(request);
      const { body } = request;
      if (isCommonPin(body.pin1)) throw fieldProblem(400, 'PIN_TOO_COMMON', 'pin1');
      const pinHash = await hashSecret(body.pin1);
      if (!(await setFirstPin(db, application.id, pinHash))) throw problem(409, 'PIN_ALREADY_SET');
      await recordEvent(db, formRef(application), { kind: 'PIN_CREATED', actor: 'APPLICANT', at: app.now() });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admission/applications/:applicationNumber/form',
    {
      schema: { tags: ['admission'], summary: 'The task list of an application: its sections and their states, the period and the deadline', params: numberParams, response: { 200: admissionFormSchema, ...errorResponses(401, 404) } },
    },
    async (request): Promise<AdmissionForm> => readForm(db, await owned(request), app.now()),
  );

  app.get(
    '/api/admission/applications/:applicationNumber/timeline',
    {
      schema: {
        tags: ['admission'],
        summary: "The application's status timeline, oldest first",
        params: numberParams,
        response: { 200: timelineResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listEvents(db, formRef(await owned(request))),
  );

  app.put(
    '/api/admission/applications/:applicationNumber/category',
    {
      schema: {
        tags: ['admission'],
        summary: 'Changes the category of a draft; the answers given so far are cleared (after the applicant confirmed the warning)',
        params: numberParams,
        // As when starting, the categories on offer are the application's system's.
        body: contextualBody(changeCategorySchema),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const application = await owned(request);
      assertEditable(application);
      const body = validateBody<StartApplication>(changeCategorySchema, request.body, { system: application.system, subCategory: application.subCategory });
      await changeCategory(db, application, body, app.now());
      return reply.code(204).send();
    },
  );

  registerDraftDeletionRoute(app, {
    url: '/api/admission/applications/:applicationNumber',
    tags: ['admission'],
    summary: 'Deletes a draft application with its answers',
    params: numberParams,
    async loadDraft(request) {
      const application = await owned(request);
      assertEditable(application);
      return { owner: documentOwner(application), deleteForm: (tx) => deleteDraftApplication(tx, application.id) };
    },
  });

  await registerDocumentRoutes(app, {
    prefix: '/api/admission/applications/:applicationNumber',
    formKind: 'ADMISSION',
    tag: 'admission',
    prefixParams: numberParams,
    resolveForm: async (request) => {
      const application = await owned(request);
      return { formId: application.id, applicantId: application.applicantId, editable: application.status === 'DRAFT' };
    },
    documentTypes: ADMISSION_DOCUMENT_TYPES,
    countLimit: (fields) => ({ max: ADMISSION_DOCUMENT_LIMITS[fields.documentType as AdmissionDocumentType], per: 'documentType' }),
    afterUpload: (owner, document) =>
      recordEvent(db, { kind: 'ADMISSION', formId: owner.formId }, { kind: 'DOCUMENT_ADDED', actor: 'APPLICANT', at: app.now(), params: { fileName: document.fileName } }),
  });

  app.get(
    '/api/admission/applications/:applicationNumber/answers',
    {
      schema: {
        tags: ['admission'],
        summary: "Every section's saved answers and the documents, for checking them before submitting",
        params: numberParams,
        response: { 200: formAnswersSchema, ...errorResponses(401, 404) },
      },
    },
    async (request): Promise<AdmissionAnswers> => readAnswers(db, await owned(request), app.now()),
  );

  app.post(
    '/api/admission/applications/:applicationNumber/submit',
    {
      schema: {
        tags: ['admission'],
        summary: 'Submits the application (once, however often asked): all sections checked, the fee created, the confirmation e-mailed',
        params: numberParams,
        body: noBody,
        response: { 200: submissionAcknowledgementSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request): Promise<SubmissionAcknowledgement> => {
      const application = await owned(request);
      const now = app.now();
      const [sections, documents, period] = await Promise.all([
        loadSections(db, formRef(application)),
        listDocuments(db, documentOwner(application)),
        periodFor(db, { system: application.system, category: application.category, academicYear: application.academicYear, now }),
      ]);
      const language = recipientLanguage(activeSession(request).language, request);
      const referenceLinks = { publicUrl: app.config.publicUrl, language };
      // The confirmation goes into the outbox with the submission itself (one transaction).
      const whileSubmitting = async (tx: typeof db, { feeCents }: { feeCents: number | null }) => {
        const applicant = await findApplicantForMail(tx, application.applicantId);
        await enqueueMail(
          tx,
          applicationSubmittedMail(applicant.email, recipientLanguage(applicant.language, request), {
            name: applicant.name,
            applicationNumber: application.applicationNumber,
            category: application.category,
            submittedAt: now,
            feeCents,
            link: `${app.config.publicUrl}/applicant/admission/applications/${application.applicationNumber}`,
          }),
          now,
        );
      };
      const { acknowledgement } = await submitApplication(db, { application, sections, documents, periodOpen: period?.open === true, now, referenceLinks, whileSubmitting });
      return acknowledgement;
    },
  );

  registerPdfCopyRoute(app, {
    url: '/api/admission/applications/:applicationNumber/pdf',
    tags: ['admission'],
    summary: 'A PDF copy of the submitted application, in English or Chinese (lang, default: the page language)',
    params: numberParams,
    errors: [401, 404, 409],
    async render(request, language) {
      const application = await owned(request);
      return { ...(await submittedPdf(app, application, language)), fileName: `application-${application.applicationNumber}-${language}.pdf` };
    },
  });

  registerSectionRoutes<OwnedApplication>(app, {
    prefix: '/api/admission/applications/:applicationNumber',
    tag: 'admission',
    loadForm: owned,
    formRef,
    assertEditable,
    rules(application, section, sections) {
      const applies = isAdmissionSectionId(section) && applicableSections(application).includes(section);
      return {
        schema: applies ? (ADMISSION_SECTION_SCHEMAS[section] ?? null) : null,
        context: admissionContext(application, sections, app.now()),
      };
    },
    async afterSave(application, section, data) {
      // The office's lists and the dashboard show the programme choices without reading drafts.
      if (section !== 'choiceOfStudy' || !Array.isArray(data.choices)) return;
      const choices = (data.choices as Array<{ programme?: unknown }>)
        .map((choice, index) => ({ rank: index + 1, programme: typeof choice?.programme === 'string' ? choice.programme : '' }))
        .filter((choice) => choice.programme);
      await saveProgrammeChoices(db, application.id, choices);
    },
  });
}

