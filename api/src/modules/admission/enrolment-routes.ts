/**
 * RNS Confirmation of Enrolment (spec 2, 4, 9), for an applicant who accepted an offer: sections 1
 * to 3 are drafts on the long forms' section routes (form kind ENROLMENT, keyed by the application),
 * section 4 the documents on the long forms' document routes, section 5 the declaration sent with
 * the submission. Final once submitted; a deferment or disruption is promised its letter within 10
 * Singapore working days, and the date is stored with the confirmation.
 */
import type { EnrolmentStatus } from '@portal/contracts/admission/after-submission';
import { addWorkingDays, singaporeDate } from '@portal/contracts/singapore-calendar';
import type { ApiError } from '@portal/contracts/api';
import { SECTION_STATES, type SectionState } from '@portal/contracts/forms';
import {
  ENROLMENT_DOCUMENT_LIMIT,
  ENROLMENT_DOCUMENT_TYPES,
  ENROLMENT_SECTION_SCHEMAS,
  ENROLMENT_SECTIONS,
  enrolmentCommencesOn,
  enrolmentSubmitSchema,
  LETTER_DECISIONS,
  LETTER_WORKING_DAYS,
  needsEnlistmentLetter,
  type EnrolmentContext,
  type EnrolmentDecision,
} from '@portal/contracts/schemas/admission/enrolment';
import { validate } from '@portal/contracts/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { listDocuments } from '../../files/documents';
import { documentListSchema, registerDocumentRoutes } from '../../files/routes';
import { registerSectionRoutes } from '../../forms/section-routes';
import { loadSections, sectionState, type FormRef, type StoredSection } from '../../forms/section-store';
import { isoDateTime } from '../../http/list-route';
import { errorResponses } from '../../http/openapi-schemas';
import { ApiProblem, apiError, problem } from '../../http/problems';
import { findAcceptedOffer, type AcceptedOffer } from './accepted-offer';
import { currentContactDetails } from './contact-details';
import { acknowledge } from './results-enrolment-mail';
import { documentsOf, numberParams, officeApplication, ownedApplication, registerOfficeDocumentDownload } from './after-submission-common';
import { findEnrolment, hasConfirmedEnrolment, storeEnrolment } from './enrolment-store';
import type { OwnedApplication } from './owned-application';

interface EnrolmentForm {
  application: OwnedApplication;
  offer: AcceptedOffer | null;
  submitted: boolean;
}

const enrolmentRef = (application: Pick<OwnedApplication, 'id'>): FormRef => ({ kind: 'ENROLMENT', formId: application.id });

const statusSchema = {
  type: 'object',
  required: ['applicationNumber', 'available', 'commencesOn', 'programme', 'sections', 'documents', 'submission', 'letterDueIfSubmittedToday', 'contactOnFile'],
  properties: {
    applicationNumber: { type: 'string' },
    available: { type: 'boolean' },
    commencesOn: { type: 'string', format: 'date' },
    programme: { type: ['string', 'null'] },
    sections: {
      type: 'array',
      items: { type: 'object', required: ['id', 'state'], properties: { id: { type: 'string' }, state: { type: 'string', enum: [...SECTION_STATES] } } },
    },
    documents: documentListSchema,
    submission: {
      type: ['object', 'null'],
      required: ['decision', 'submittedAt', 'letterDueOn', 'answers'],
      properties: {
        decision: { type: 'string', enum: ['ENROL', 'DEFER', 'DISRUPT', 'NOT_ENROL'] },
        submittedAt: isoDateTime,
        letterDueOn: { type: ['string', 'null'], format: 'date' },
        answers: { type: 'object', additionalProperties: true },
      },
    },
    letterDueIfSubmittedToday: { type: 'string', format: 'date' },
    contactOnFile: { type: 'object', required: ['email', 'mobile'], properties: { email: { type: 'string' }, mobile: { type: 'string' } } },
  },
} as const;

const contextOf = (sections: Map<string, StoredSection>): EnrolmentContext => ({ decision: String(sections.get('decision')?.data.decision ?? '') });

/** What a section's rules find in its answers; "able to enrol" has no details, so an unsaved details section passes then. */
function sectionErrors(id: (typeof ENROLMENT_SECTIONS)[number], sections: Map<string, StoredSection>): ApiError[] {
  const result = validate(ENROLMENT_SECTION_SCHEMAS[id], sections.get(id)?.data ?? {}, contextOf(sections));
  return result.ok ? [] : result.errors;
}

function sectionStates(sections: Map<string, StoredSection>): Array<{ id: string; state: SectionState }> {
  return ENROLMENT_SECTIONS.map((id) => {
    const stored = sections.get(id);
    const valid = sectionErrors(id, sections).length === 0;
    if (id === 'details' && !stored && valid && contextOf(sections).decision === 'ENROL') return { id, state: 'COMPLETED' as const };
    return { id, state: sectionState(stored, valid) };
  });
}

async function enrolmentStatus(db: Db, application: OwnedApplication, now: Date): Promise<EnrolmentStatus> {
  const [offer, sections, documents, row] = await Promise.all([
    findAcceptedOffer(db, application.id),
    loadSections(db, enrolmentRef(application)),
    listDocuments(db, documentsOf('ENROLMENT', application)),
    findEnrolment(db, application.id),
  ]);
  // Section 1 asks the applicant to check the contact details on file: they start from these.
  const contact = await currentContactDetails(db, application);
  return {
    applicationNumber: application.applicationNumber,
    available: offer !== null,
    commencesOn: enrolmentCommencesOn(application.academicYear),
    programme: offer?.programme ?? null,
    sections: sectionStates(sections),
    documents,
    submission: row ? { decision: row.decision, submittedAt: row.submitted_at.toISOString(), letterDueOn: row.letter_due_on, answers: row.answers } : null,
    letterDueIfSubmittedToday: addWorkingDays(singaporeDate(now), LETTER_WORKING_DAYS),
    contactOnFile: { email: contact.email, mobile: contact.mobile.number },
  };
}

export default async function enrolmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const base = '/api/admission/applications/:applicationNumber/enrolment';

  const loadForm = async (request: FastifyRequest): Promise<EnrolmentForm> => {
    const application = await ownedApplication(app, request);
    const [offer, submitted] = await Promise.all([
      findAcceptedOffer(db, application.id),
      hasConfirmedEnrolment(db, application.id),
    ]);
    return { application, offer, submitted };
  };
  const assertEditable = (form: EnrolmentForm) => {
    if (!form.offer) throw problem(409, 'ENROLMENT_NOT_AVAILABLE');
    if (form.submitted) throw problem(409, 'ENROLMENT_ALREADY_CONFIRMED');
  };

  app.get(
    base,
    {
      schema: { tags: ['admission'], summary: 'The RNS confirmation of enrolment: whether it is open, its sections, documents and the confirmation once submitted', params: numberParams, response: { 200: statusSchema, ...errorResponses(401, 404) } },
    },
    async (request) => enrolmentStatus(db, await ownedApplication(app, request), app.now()),
  );

  registerSectionRoutes<EnrolmentForm>(app, {
    prefix: base,
    tag: 'admission',
    loadForm,
    formRef: (form) => enrolmentRef(form.application),
    assertEditable,
    rules: (_form, section, sections) => ({
      schema: (ENROLMENT_SECTION_SCHEMAS as Record<string, (typeof ENROLMENT_SECTION_SCHEMAS)['contact'] | undefined>)[section] ?? null,
      context: contextOf(sections),
    }),
  });

  await registerDocumentRoutes(app, {
    prefix: base,
    formKind: 'ENROLMENT',
    tag: 'admission',
    prefixParams: numberParams,
    resolveForm: async (request) => {
      const form = await loadForm(request);
      return { formId: form.application.id, applicantId: form.application.applicantId, editable: form.offer !== null && !form.submitted };
    },
    documentTypes: ENROLMENT_DOCUMENT_TYPES,
    countLimit: { max: ENROLMENT_DOCUMENT_LIMIT, per: 'documentType' },
  });

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags: ['admission'],
        summary: 'Submits the confirmation of enrolment with the declaration (section 5); final',
        params: numberParams,
        body: enrolmentSubmitSchema,
        response: { 200: statusSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const form = await loadForm(request);
      assertEditable(form);
      const { application } = form;
      const [sections, documents] = await Promise.all([loadSections(db, enrolmentRef(application)), listDocuments(db, documentsOf('ENROLMENT', application))]);
      const states = sectionStates(sections);
      const problems = states.filter((section) => section.state !== 'COMPLETED').map((section) => apiError('ENROLMENT_INCOMPLETE', [], section.id));
      const decision = contextOf(sections).decision as EnrolmentDecision;
      if (needsEnlistmentLetter(decision, sections.get('details')?.data) && !documents.some((document) => document.documentType === 'ENLISTMENT_LETTER')) {
        problems.push(apiError('ENLISTMENT_LETTER_REQUIRED', [], 'documents'));
      }
      if (problems.length) throw new ApiProblem(400, problems);

      const now = app.now();
      const letterDueOn = LETTER_DECISIONS.includes(decision) ? addWorkingDays(singaporeDate(now), LETTER_WORKING_DAYS) : null;
      const answers = Object.fromEntries(ENROLMENT_SECTIONS.map((id) => [id, sections.get(id)?.data ?? {}]));
      const stored = await storeEnrolment(db, application, { decision, answers, letterDueOn }, now);
      if (!stored) throw problem(409, 'ENROLMENT_ALREADY_CONFIRMED');
      await acknowledge(app, db, request, application, { kind: 'enrolment', decision, commencesOn: enrolmentCommencesOn(application.academicYear), letterDueOn });
      return enrolmentStatus(db, application, now);
    },
  );

  const office = '/api/office/admission/applications/:applicationNumber/enrolment';
  app.get(
    office,
    {
      schema: { tags: ['office'], summary: "An application's RNS confirmation of enrolment (admissions officers)", params: numberParams, response: { 200: statusSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => enrolmentStatus(db, await officeApplication(app, request), app.now()),
  );
  registerOfficeDocumentDownload(app, office, 'ENROLMENT', 'office');
}
