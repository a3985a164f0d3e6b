/**
 * The scholarships console's dashboard (SCHOLARSHIPS role, issue 37): an academic year's scholarship
 * applications — the funnel from start to confirmed sureties, submissions per day beside last year's,
 * applications and awards per scholarship, states, citizenships and programmes — for the year,
 * scholarship and citizenship in the address.
 */
import type { Dashboard } from '@portal/contracts/office/dashboard';
import { scholarshipDashboardQuerySchema, type ScholarshipDashboardQuery } from '@portal/contracts/schemas/scholarship/dashboard';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { dashboardResponseSchema } from '../../staff/dashboard';
import { scholarshipDashboard } from './dashboard-store';

export default async function scholarshipDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ScholarshipDashboardQuery }>(
    '/api/office/scholarship/dashboard',
    {
      schema: {
        tags: ['office: scholarships'],
        summary: "The scholarship applications' figures for an academic year (default: the current one), narrowed to a scholarship or a citizenship",
        querystring: scholarshipDashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<Dashboard> => scholarshipDashboard(app.db, request.query, app.now()),
  );
}
