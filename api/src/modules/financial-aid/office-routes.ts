/**
 * The Office of Financial Aid console routes, /api/office/financial-aid/… (FINANCIAL_AID role; other
 * offices 403, applicants and nobody 401): the year's dates, the aid schemes, the applications list
 * and one application with its files; the actions are in office-actions.ts. Routes and shapes:
 * shared/contracts/src/financial-aid/office.ts. Every change is in the staff audit trail in the same
 * transaction.
 */
import type { AidSchemeDefinition, AidYearView, OfficeAidApplicationView } from '@portal/contracts/financial-aid/office';
import {
  aidSchemeSchema,
  aidYearDatesSchema,
  officeAidApplicationsExportSchema,
  officeAidApplicationsQuerySchema,
  officeAidSchemesQuerySchema,
  type AidSchemeInput,
  type AidYearDatesInput,
  type OfficeAidApplicationsQuery,
} from '@portal/contracts/schemas/financial-aid/office';
import { isAcademicYear } from '@portal/contracts/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InferType } from 'yup';
import { registerDocumentRoutes } from '../../files/routes';
import { errorResponses } from '../../http/openapi-schemas';
import { fieldProblem, problem } from '../../http/problems';
import { isUuid } from '../../http/record-id';
import { noBody } from '../../http/validation';
import { registerListExport } from '../../staff/export';
import { withMyQueue } from '../../staff/shared-work/store';
import { activeStaff } from '../../staff/staff-plugin';
import { aidSchemeSchema as aidSchemeAnswer, aidYearViewSchema, officeAidApplicationSchema, officeAidPageSchema } from './answers';
import { aidApplicationsExport } from './office-export';
import { changeAidScheme, deactivateAidScheme, defineAidScheme, saveAidYearDates } from './office-setup-store';
import { findAidApplicationForOffice, findRequestOfApplication, findScheme, listSchemes, officeAidApplicationView, readAidYear, searchAidApplications, toSchemeDefinition } from './office-store';

const tags = ['office: financial aid'];
const tag = 'office: financial aid';
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const yearParams = { type: 'object', required: ['academicYear'], properties: { academicYear: { type: 'string', description: '2027-2028 (or 2027/2028, the slash encoded)' } } } as const;
const schemeParams = { type: 'object', required: ['schemeId'], properties: { schemeId: { type: 'string' } } } as const;

type SchemesQuery = InferType<typeof officeAidSchemesQuerySchema>;

/** The path's academic year, 2027-2028 or 2027/2028, as stored (2027/2028); anything else is 404. */
function yearOf(request: FastifyRequest): string {
  const year = String((request.params as { academicYear?: unknown }).academicYear ?? '').replace('-', '/');
  if (!isAcademicYear(year)) throw problem(404, 'NOT_FOUND');
  return year;
}

export default async function financialAidOfficeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.get(
    '/api/office/financial-aid/years/:academicYear',
    {
      schema: { tags, summary: "The year's dates, or the suggested ones (configured: false) until the office saves them", params: yearParams, response: { 200: aidYearViewSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request): Promise<AidYearView> => readAidYear(db, yearOf(request)),
  );

  app.put<{ Body: AidYearDatesInput }>(
    '/api/office/financial-aid/years/:academicYear',
    {
      schema: {
        tags,
        summary: "Saves the year's dates (YYYY-MM-DD): opens ≤ recommended ≤ closes ≤ appeals close; semester 1 disbursement before semester 2",
        params: yearParams,
        body: aidYearDatesSchema,
        response: { 200: aidYearViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AidYearView> => {
      const academicYear = yearOf(request);
      const staff = activeStaff(request);
      const now = app.now();
      await saveAidYearDates(db, academicYear, request.body, staff.staffId, now);
      return readAidYear(db, academicYear);
    },
  );

  app.get<{ Querystring: SchemesQuery }>(
    '/api/office/financial-aid/schemes',
    {
      schema: {
        tags,
        summary: 'The aid schemes, newest academic year first (academicYear: only that year), inactive ones included',
        querystring: officeAidSchemesQuerySchema,
        response: { 200: { type: 'array', items: aidSchemeAnswer }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<AidSchemeDefinition[]> => listSchemes(db, request.query.academicYear),
  );

  app.post<{ Body: AidSchemeInput }>(
    '/api/office/financial-aid/schemes',
    {
      schema: {
        tags,
        summary: 'Defines an aid scheme for an academic year (its code is unique within the year)',
        body: aidSchemeSchema,
        response: { 201: aidSchemeAnswer, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply): Promise<AidSchemeDefinition> => {
      const input = request.body;
      const staff = activeStaff(request);
      const now = app.now();
      let id: string;
      try {
        id = await defineAidScheme(db, input, staff.staffId, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldProblem(409, 'AID_SCHEME_CODE_TAKEN', 'code');
        throw error;
      }
      reply.code(201);
      return toSchemeDefinition((await findScheme(db, id))!);
    },
  );

  app.put<{ Body: AidSchemeInput }>(
    '/api/office/financial-aid/schemes/:schemeId',
    {
      schema: {
        tags,
        summary: 'Changes an aid scheme (not its code, year or category: packages name it by them); packages already offered keep what they froze',
        params: schemeParams,
        body: aidSchemeSchema,
        response: { 200: aidSchemeAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AidSchemeDefinition> => {
      const { schemeId } = request.params as { schemeId: string };
      const current = await findScheme(db, schemeId);
      if (!current) throw problem(404, 'NOT_FOUND');
      const input = request.body;
      for (const [field, same] of [
        ['code', current.code === input.code],
        ['academicYear', current.academic_year === input.academicYear],
        ['category', current.category === input.category],
      ] as const) {
        if (!same) throw fieldProblem(400, 'AID_SCHEME_CODE_FIXED', field);
      }
      const staff = activeStaff(request);
      const now = app.now();
      await changeAidScheme(db, current.id, input, staff.staffId, now);
      return toSchemeDefinition((await findScheme(db, current.id))!);
    },
  );

  app.post(
    '/api/office/financial-aid/schemes/:schemeId/deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivates an aid scheme: no longer offered to applicants or in new packages (packages offered keep it); deactivating twice changes nothing',
        params: schemeParams,
        body: noBody,
        response: { 200: aidSchemeAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AidSchemeDefinition> => {
      const { schemeId } = request.params as { schemeId: string };
      const current = await findScheme(db, schemeId);
      if (!current) throw problem(404, 'NOT_FOUND');
      if (current.active) {
        const staff = activeStaff(request);
        const now = app.now();
        await deactivateAidScheme(db, current, staff.staffId, now);
      }
      return toSchemeDefinition((await findScheme(db, current.id))!);
    },
  );

  app.get<{ Querystring: OfficeAidApplicationsQuery }>(
    '/api/office/financial-aid/applications',
    {
      schema: {
        tags,
        summary: 'Financial aid applications (not drafts): search (reference, admission application number, name or e-mail), filters (status, academic year), 25 a page, with the per-capita income',
        querystring: officeAidApplicationsQuerySchema,
        response: { 200: officeAidPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchAidApplications(db, withMyQueue(request.query, activeStaff(request).staffId)),
  );

  registerListExport(app, {
    listUrl: '/api/office/financial-aid/applications',
    tags,
    rows: "The list's financial aid applications",
    querystring: officeAidApplicationsExportSchema,
    listExport: (search, staffId) => aidApplicationsExport(db, withMyQueue(search, staffId)),
  });

  app.get(
    '/api/office/financial-aid/applications/:id',
    {
      schema: {
        tags,
        summary: 'One application: the submission as frozen, household and per-capita income, tier, files, timeline, document requests, appeals/reviews/updates, packages, guarantor, and the actions allowed now',
        params: idParams,
        response: { 200: officeAidApplicationSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<OfficeAidApplicationView> => officeAidApplicationView(db, (request.params as { id: string }).id),
  );

  // The applicant's files, read-only: the office downloads them but never changes them.
  const application = (request: FastifyRequest) => findAidApplicationForOffice(db, (request.params as { id?: unknown }).id);
  await registerDocumentRoutes(app, {
    prefix: '/api/office/financial-aid/applications/:id',
    formKind: 'FINANCIAL_AID',
    tag,
    prefixParams: idParams,
    readOnly: true,
    resolveForm: async (request) => {
      const found = await application(request);
      return { formId: found.id, applicantId: found.applicantId, editable: false };
    },
  });
  const childParams = { type: 'object', required: ['id', 'requestId'], properties: { id: { type: 'string' }, requestId: { type: 'string' } } } as const;
  for (const [segment, table, formKind] of [
    ['requests', 'financial_aid_requests', 'FINANCIAL_AID_REQUEST'],
    ['document-requests', 'financial_aid_document_requests', 'FINANCIAL_AID_DOCUMENT_REQUEST'],
  ] as const) {
    await registerDocumentRoutes(app, {
      prefix: `/api/office/financial-aid/applications/:id/${segment}/:requestId`,
      formKind,
      tag,
      prefixParams: childParams,
      readOnly: true,
      resolveForm: async (request) => {
        const found = await application(request);
        const { requestId } = request.params as { requestId?: unknown };
        const row = isUuid(requestId) ? await findRequestOfApplication(db, table, requestId, found.id) : undefined;
        if (!row) throw problem(404, 'NOT_FOUND');
        return { formId: row.id, applicantId: found.applicantId, editable: false };
      },
    });
  }

}
