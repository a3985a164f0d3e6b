/**
 * The admissions console's reading routes (ADMISSIONS role): the searchable, filterable, paginated
 * list of submitted applications, and one application as the applicant sees it — answers,
 * documents, the PDF — plus who they are and a timeline naming the officer behind each office event.
 * The console's actions (outcomes, appeals, interviews, requests, waivers) have modules of their own.
 */
import type { AdmissionAnswers } from '@portal/contracts/admission/api';
import type { OfficeApplicationPage, OfficeApplicationView } from '@portal/contracts/admission/office';
import { officeApplicationsExportSchema, officeApplicationsQuerySchema, type OfficeApplicationsQuery } from '@portal/contracts/schemas/admission/office';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerDocumentRoutes } from '../../files/routes';
import { formAnswersSchema } from '../../forms/section-routes';
import { errorResponses } from '../../http/openapi-schemas';
import { registerListExport } from '../../staff/export';
import { withMyQueue } from '../../staff/shared-work/store';
import { activeStaff } from '../../staff/staff-plugin';
import { registerPdfCopyRoute } from '../../pdf/copy-route';
import { listOfficeTimeline, officeTimelineResponseSchema } from '../../staff/timeline';
import { findApplicationForOffice } from './office-application';
import { applicationsExport } from './office-export';
import { findApplicantIdentity, findApplicationRow, searchApplications } from './office-store';
import { readAnswers, readForm, submittedPdf } from './read-application';
import { listReferencesForOffice } from './references';
import { officeTuitionGrantSureties } from './tuition-grant-sureties';
import { officeTuitionGrantSuretiesSchema } from './tuition-grant-surety-answers';
import { formRef } from './owned-application';
import { numberParams } from './route-params';
import { officeApplicationPageSchema, officeApplicationViewSchema } from './answers';
import { sameNricElsewhere } from '../applicant';

const tags = ['office: admissions'];

export default async function admissionOfficeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const application = (request: FastifyRequest) => findApplicationForOffice(db, (request.params as { applicationNumber: string }).applicationNumber);

  app.get<{ Querystring: OfficeApplicationsQuery }>(
    '/api/office/admission/applications',
    {
      schema: {
        tags,
        summary: 'Submitted applications: search (number, name or e-mail), filters (status, category, programme, system, academic year), 25 a page',
        querystring: officeApplicationsQuerySchema,
        response: { 200: officeApplicationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<OfficeApplicationPage> => searchApplications(db, withMyQueue(request.query, activeStaff(request).staffId)),
  );

  registerListExport(app, {
    listUrl: '/api/office/admission/applications',
    tags,
    rows: "The list's applications",
    querystring: officeApplicationsExportSchema,
    listExport: (search, staffId) => applicationsExport(db, withMyQueue(search, staffId)),
  });

  app.get(
    '/api/office/admission/applications/:applicationNumber',
    {
      schema: {
        tags,
        summary: 'One submitted application: its form (sections and states), its row in the list and the applicant',
        params: numberParams,
        response: { 200: officeApplicationViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<OfficeApplicationView> => {
      const found = await application(request);
      const [form, row, person, sameNric] = await Promise.all([
        readForm(db, found, app.now()),
        findApplicationRow(db, found.id),
        findApplicantIdentity(db, found.applicantId),
        sameNricElsewhere(db, found.applicantId),
      ]);
      return { form, row, applicant: { ...person, sameNricElsewhere: sameNric } };
    },
  );

  app.get(
    '/api/office/admission/applications/:applicationNumber/answers',
    { schema: { tags, summary: "The application's answers and documents, as the applicant sees them", params: numberParams, response: { 200: formAnswersSchema, ...errorResponses(401, 403, 404) } } },
    async (request): Promise<AdmissionAnswers> => readAnswers(db, await application(request), app.now()),
  );

  app.get(
    '/api/office/admission/applications/:applicationNumber/timeline',
    {
      schema: {
        tags,
        summary: 'The timeline, oldest first, naming the officer behind each office event',
        params: numberParams,
        response: { 200: officeTimelineResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listOfficeTimeline(db, formRef(await application(request))),
  );

  registerPdfCopyRoute(app, {
    url: '/api/office/admission/applications/:applicationNumber/pdf',
    tags,
    summary: 'The PDF copy of the application as submitted (lang: en-GB or zh-Hans)',
    params: numberParams,
    errors: [401, 403, 404, 409],
    async render(request, language) {
      const found = await application(request);
      return { ...(await submittedPdf(app, found, language)), fileName: `application-${found.applicationNumber}.pdf` };
    },
  });

  app.get(
    '/api/office/admission/applications/:applicationNumber/references',
    {
      schema: {
        tags,
        summary: "The referees' references: who was asked, when, and once received the reference itself (never shown to the applicant)",
        params: numberParams,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['position', 'referee', 'requestedAt', 'linkExpiresAt', 'received'],
              properties: {
                position: { type: 'integer' },
                referee: { type: 'object', properties: { name: { type: 'string' }, email: { type: 'string' }, position: { type: 'string' }, organisation: { type: 'string' } } },
                requestedAt: { type: 'string', format: 'date-time' },
                linkExpiresAt: { type: 'string', format: 'date-time' },
                received: {
                  type: ['object', 'null'],
                  properties: { at: { type: 'string', format: 'date-time' }, relationship: { type: 'string' }, knownFor: { type: 'string' }, reference: { type: 'string' }, recommendation: { type: 'string' } },
                },
              },
            },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => listReferencesForOffice(db, (await application(request)).id),
  );

  app.get(
    '/api/office/admission/applications/:applicationNumber/tuition-grant-sureties',
    {
      schema: {
        tags,
        summary: "The tuition grant's two sureties: each one's details and state, with the name a confirmed surety signed; null unless the offer was accepted with the grant",
        params: numberParams,
        response: { 200: officeTuitionGrantSuretiesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => officeTuitionGrantSureties(db, await application(request)),
  );

  // The applicant's documents, read-only: the office downloads them (checked against their SHA-256) but never changes them.
  await registerDocumentRoutes(app, {
    prefix: '/api/office/admission/applications/:applicationNumber',
    formKind: 'ADMISSION',
    tag: tags[0],
    prefixParams: numberParams,
    readOnly: true,
    resolveForm: async (request) => {
      const found = await application(request);
      return { formId: found.id, applicantId: found.applicantId, editable: false };
    },
  });
}
