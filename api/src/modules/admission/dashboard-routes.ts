/**
 * The admissions console's dashboard (ADMISSIONS role, issue 37): the intake of an academic year —
 * the funnel, submissions per day beside last year's, choices and offers per programme, categories,
 * systems and appeals — for the year, period, system and category in the address.
 */
import type { Dashboard } from '@portal/contracts/office/dashboard';
import { admissionDashboardQuerySchema, type AdmissionDashboardQuery } from '@portal/contracts/schemas/admission/dashboard';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { dashboardResponseSchema } from '../../staff/dashboard';
import { admissionDashboard } from './dashboard-store';

export default async function admissionDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AdmissionDashboardQuery }>(
    '/api/office/admission/dashboard',
    {
      schema: {
        tags: ['office: admissions'],
        summary: "The intake's figures for an academic year (default: the current one), narrowed to a period, a system or a category",
        querystring: admissionDashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<Dashboard> => admissionDashboard(app.db, request.query, app.now()),
  );
}
