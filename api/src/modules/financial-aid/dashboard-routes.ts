/**
 * The financial aid console's dashboard (FINANCIAL_AID role, issue 37): an academic year's aid
 * applications in charts — the funnel from start to an accepted package, submissions per day beside
 * last year's, states, packages and replies per scheme, per-capita income bands, groups of students,
 * appeals and reviews — for the year, group, aid sought and scheme in the address.
 */
import type { Dashboard } from '@portal/contracts/office/dashboard';
import { aidDashboardQuerySchema, type AidDashboardQuery } from '@portal/contracts/schemas/financial-aid/dashboard';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { dashboardResponseSchema } from '../../staff/dashboard';
import { aidDashboard } from './dashboard-store';

export default async function aidDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AidDashboardQuery }>(
    '/api/office/financial-aid/dashboard',
    {
      schema: {
        tags: ['office: financial aid'],
        summary: "The aid applications' figures for an academic year (default: the current one), narrowed to a group of students, the aid sought or a scheme offered",
        querystring: aidDashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<Dashboard> => aidDashboard(app.db, request.query, app.now()),
  );
}
