/**
 * The Scholarships Office's console routes (SCHOLARSHIPS role; issue 12): define and change the
 * scholarships of an academic year, search the submitted applications, and read one — answers,
 * documents, timeline, PDF. Every change is in the staff audit trail in the same transaction; a
 * change of a scholarship's dates is also noted on the timeline of each application that chose it.
 */
import type { OfficeScholarshipApplicationView, ScholarshipDefinition } from '@portal/contracts/scholarship/office';
import {
  officeScholarshipApplicationsExportSchema,
  officeScholarshipApplicationsQuerySchema,
  officeScholarshipsQuerySchema,
  scholarshipDefinitionSchema,
  type OfficeScholarshipApplicationsQuery,
  type ScholarshipDefinitionInput,
} from '@portal/contracts/schemas/scholarship/office';
import { CITIZENSHIPS } from '@portal/contracts/categories';
import { LANGUAGES } from '@portal/contracts/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerDocumentRoutes } from '../../files/routes';
import { formAnswersSchema } from '../../forms/section-routes';
import { errorResponses } from '../../http/openapi-schemas';
import { fieldProblem, problem } from '../../http/problems';
import { recordId } from '../../http/record-id';
import { listStaffActions } from '../../staff/audit';
import { registerListExport } from '../../staff/export';
import { withMyQueue } from '../../staff/shared-work/store';
import { activeStaff } from '../../staff/staff-plugin';
import { listOfficeTimeline, officeTimelineResponseSchema } from '../../staff/timeline';
import { withScholarshipNames } from './timeline-names';
import { registerPdfCopyRoute } from '../../pdf/copy-route';
import { idParams, scholarshipPdf, type YearQuery } from './application-routes';
import { changeScholarship, defineScholarship, readScholarshipCodeAndDates } from './definition-store';
import { readScholarshipAnswers } from './form';
import { scholarshipApplicationsExport } from './office-export';
import { applicantNameAndEmail, findApplicationForOffice, findDefinition, listDefinitions, officeApplicationRow, scholarshipExists, searchOfficeApplications } from './office-store';
import { scholarshipFormRef } from './owned-application';

const tags = ['office: scholarships'];
const tag = 'office: scholarships';
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

const inBothLanguages = { type: 'object', required: [...LANGUAGES], properties: Object.fromEntries(LANGUAGES.map((language) => [language, { type: 'string' }])) } as const;

/** A scholarship as defined (scholarshipDefinitionSchema's fields), with what the office sees of it. */
const definitionSchema = {
  type: 'object',
  required: ['academicYear', 'code', 'name', 'description', 'bondYears', 'livingAllowanceCents', 'tuitionCoveragePercent', 'citizenships', 'programmes', 'opensAt', 'closesAt', 'id', 'open', 'applications', 'createdAt', 'updatedAt'],
  properties: {
    academicYear: { type: 'string' },
    code: { type: 'string' },
    name: inBothLanguages,
    description: inBothLanguages,
    bondYears: { type: 'integer' },
    livingAllowanceCents: { type: 'integer' },
    tuitionCoveragePercent: { type: 'integer' },
    citizenships: { type: 'array', items: { type: 'string', enum: [...CITIZENSHIPS] } },
    programmes: { type: 'array', items: { type: 'string' }, description: 'Programme codes; empty: any programme' },
    opensAt: { type: 'string', format: 'date-time' },
    closesAt: { type: 'string', format: 'date-time' },
    id: { type: 'string', format: 'uuid' },
    open: { type: 'boolean' },
    applications: { type: 'integer', description: 'Applications (drafts included) that chose it' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const rowSchema = {
  type: 'object',
  required: ['id', 'reference', 'applicantName', 'admissionApplicationNumber', 'academicYear', 'status', 'submittedAt', 'choices'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    reference: { type: ['string', 'null'] },
    applicantName: { type: 'string' },
    admissionApplicationNumber: { type: 'string' },
    academicYear: { type: 'string' },
    status: { type: 'string' },
    submittedAt: { type: ['string', 'null'], format: 'date-time' },
    choices: { type: 'array', items: { type: 'string' } },
  },
} as const;

export default async function scholarshipOfficeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const application = (request: FastifyRequest) => findApplicationForOffice(db, (request.params as { id?: unknown }).id);

  app.get<{ Querystring: YearQuery }>(
    '/api/office/scholarship/scholarships',
    {
      schema: {
        tags,
        summary: 'The scholarships defined, newest academic year first (academicYear: only that year), with how many applications chose each',
        querystring: officeScholarshipsQuerySchema,
        response: { 200: { type: 'array', items: definitionSchema }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ScholarshipDefinition[]> => listDefinitions(db, request.query.academicYear, app.now()),
  );

  app.post<{ Body: ScholarshipDefinitionInput }>(
    '/api/office/scholarship/scholarships',
    {
      schema: {
        tags,
        summary: 'Defines a scholarship for an academic year (its code is unique within the year)',
        body: scholarshipDefinitionSchema,
        response: { 201: definitionSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply): Promise<ScholarshipDefinition> => {
      const input = request.body;
      const staff = activeStaff(request);
      const now = app.now();
      let id: string;
      try {
        id = await defineScholarship(db, input, staff.staffId, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldProblem(409, 'SCHOLARSHIP_CODE_TAKEN', 'code');
        throw error;
      }
      reply.code(201);
      return (await findDefinition(db, id, now))!;
    },
  );

  app.put<{ Body: ScholarshipDefinitionInput }>(
    '/api/office/scholarship/scholarships/:id',
    {
      schema: {
        tags,
        summary: "Changes a scholarship (not its code or academic year). New dates apply at once: a draft that chose a scholarship now closed must reselect; the change is noted on those applications' timelines",
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
        body: scholarshipDefinitionSchema,
        response: { 200: definitionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ScholarshipDefinition> => {
      const id = recordId(request.params, 'id');
      const input = request.body;
      const staff = activeStaff(request);
      const now = app.now();
      const current = await readScholarshipCodeAndDates(db, id);
      if (!current) throw problem(404, 'NOT_FOUND');
      // Applications name a scholarship by its code within their year: neither may change under them.
      if (current.code !== input.code) throw fieldProblem(400, 'SCHOLARSHIP_CODE_FIXED', 'code');
      if (current.academic_year !== input.academicYear) throw fieldProblem(400, 'SCHOLARSHIP_CODE_FIXED', 'academicYear');
      await changeScholarship(db, id, current, input, staff.staffId, now);
      return (await findDefinition(db, id, now))!;
    },
  );

  app.get(
    '/api/office/scholarship/scholarships/:id/history',
    {
      schema: {
        tags,
        summary: "Who defined and changed a scholarship, and what they set, oldest first (the staff audit trail)",
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['action', 'params', 'staffName', 'occurredAt'],
              properties: { action: { type: 'string' }, params: { type: 'object', additionalProperties: true }, staffName: { type: 'string' }, occurredAt: { type: 'string', format: 'date-time' } },
            },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const id = recordId(request.params, 'id');
      if (!(await scholarshipExists(db, id))) throw problem(404, 'NOT_FOUND');
      const actions = await listStaffActions(db, 'SCHOLARSHIP', id);
      return actions.map(({ action, params, staffName, occurredAt }) => ({ action, params, staffName, occurredAt }));
    },
  );

  app.get<{ Querystring: OfficeScholarshipApplicationsQuery }>(
    '/api/office/scholarship/applications',
    {
      schema: {
        tags,
        summary: 'Submitted scholarship applications: search (reference, admission application number, name or e-mail), filters (status, scholarship, academic year), 25 a page',
        querystring: officeScholarshipApplicationsQuerySchema,
        response: {
          200: { type: 'object', required: ['items', 'total', 'page', 'pageSize'], properties: { items: { type: 'array', items: rowSchema }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => searchOfficeApplications(db, withMyQueue(request.query, activeStaff(request).staffId)),
  );

  registerListExport(app, {
    listUrl: '/api/office/scholarship/applications',
    tags,
    rows: "The list's scholarship applications",
    querystring: officeScholarshipApplicationsExportSchema,
    listExport: (search, staffId) => scholarshipApplicationsExport(db, withMyQueue(search, staffId)),
  });

  app.get(
    '/api/office/scholarship/applications/:id',
    {
      schema: {
        tags,
        summary: 'One submitted application: its row, the applicant, the answers as submitted, the documents and the timeline naming the officer behind each office event',
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['row', 'applicant', 'sections', 'documents', 'timeline'],
            properties: {
              row: rowSchema,
              applicant: { type: 'object', required: ['fullName', 'email'], properties: { fullName: { type: 'string' }, email: { type: 'string' } } },
              sections: formAnswersSchema.properties.sections,
              documents: formAnswersSchema.properties.documents,
              timeline: officeTimelineResponseSchema,
            },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request): Promise<OfficeScholarshipApplicationView> => {
      const found = await application(request);
      const [row, person, answers, timeline] = await Promise.all([
        officeApplicationRow(db, found.id),
        applicantNameAndEmail(db, found.applicantId),
        readScholarshipAnswers(db, found, app.now()),
        listOfficeTimeline(db, scholarshipFormRef(found)).then((events) => withScholarshipNames(db, found.academicYear, events)),
      ]);
      return { row, applicant: { fullName: person.full_name, email: person.email }, sections: answers.sections, documents: answers.documents, timeline };
    },
  );

  registerPdfCopyRoute(app, {
    url: '/api/office/scholarship/applications/:id/pdf',
    tags,
    summary: 'The PDF copy of the application as submitted (lang: en-GB or zh-Hans)',
    params: idParams,
    errors: [401, 403, 404, 409],
    async render(request, language) {
      const found = await application(request);
      return { ...(await scholarshipPdf(app, found, language)), fileName: `scholarship-${found.reference}.pdf` };
    },
  });

  // The applicant's documents, read-only: the office downloads them but never changes them.
  await registerDocumentRoutes(app, {
    prefix: '/api/office/scholarship/applications/:id',
    formKind: 'SCHOLARSHIP',
    tag,
    prefixParams: idParams,
    readOnly: true,
    resolveForm: async (request) => {
      const found = await application(request);
      return { formId: found.id, applicantId: found.applicantId, editable: false };
    },
  });
}

