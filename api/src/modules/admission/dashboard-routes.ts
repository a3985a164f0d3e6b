/**
 * The admissions console's dashboard (ADMISSIONS role, issue 37): the intake of an academic year —
 * the funnel, submissions per day beside last year's, choices and offers per programme, categories,
 * systems and appeals — for the year, period, system and category in the address; and the places per
 * programme it draws the offers against.
 */
import type { Dashboard } from '@portal/contracts/office/dashboard';
import { ACADEMIC_YEAR_PATTERN } from '@portal/contracts/schemas/common';
import { admissionDashboardQuerySchema, type AdmissionDashboardQuery } from '@portal/contracts/schemas/admission/dashboard';
import { programmePlacesSchema, type ProgrammePlaces, type ProgrammePlacesInput } from '@portal/contracts/schemas/admission/programme-places';
import type { FastifyInstance } from 'fastify';
import { allRequired, errorResponses } from '../../http/openapi-schemas';
import { dashboardResponseSchema } from '../../staff/dashboard';
import { activeStaff } from '../../staff/staff-plugin';
import { admissionDashboard } from './dashboard-store';
import { readProgrammePlaces, saveProgrammePlaces } from './programme-places';

const tags = ['office: admissions'];
const PLACES_PATH = '/api/office/admission/programme-places';
const placesResponse = allRequired({ academicYear: { type: 'string' }, places: { type: 'object', additionalProperties: { type: 'integer' } } });

export default async function admissionDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AdmissionDashboardQuery }>(
    '/api/office/admission/dashboard',
    {
      schema: {
        tags,
        summary: "The intake's figures for an academic year (default: the current one), narrowed to a period, a system or a category",
        querystring: admissionDashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<Dashboard> => admissionDashboard(app.db, request.query, app.now()),
  );

  app.get<{ Querystring: { academicYear: string } }>(
    PLACES_PATH,
    {
      schema: {
        tags,
        summary: "An academic year's places per programme, as the office set them",
        querystring: { type: 'object', required: ['academicYear'], properties: { academicYear: { type: 'string', pattern: ACADEMIC_YEAR_PATTERN.source } } },
        response: { 200: placesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ProgrammePlaces> => readProgrammePlaces(app.db, request.query.academicYear),
  );

  app.put<{ Body: ProgrammePlacesInput }>(
    PLACES_PATH,
    {
      schema: {
        tags,
        summary: "Sets an academic year's places per programme as a whole (a programme left empty has none); recorded in the staff audit",
        body: programmePlacesSchema,
        response: { 200: placesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ProgrammePlaces> => {
      await saveProgrammePlaces(app.db, request.body, activeStaff(request).staffId, app.now());
      return readProgrammePlaces(app.db, request.body.academicYear);
    },
  );
}
