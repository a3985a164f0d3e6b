/**
 * The finance console's dashboard (FINANCE role, issue 37): where an academic year's fees stand, money
 * received per day beside last year's, fees falling due, waived and refunds to make per day, and how
 * the money was paid — for the year, fee kind and days in the address.
 */
import type { Dashboard } from '@portal/contracts/office/dashboard';
import { financeDashboardQuerySchema, type FinanceDashboardQuery } from '@portal/contracts/schemas/payment/dashboard';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { dashboardResponseSchema } from '../../staff/dashboard';
import { financeDashboard } from './dashboard-store';

export default async function paymentDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: FinanceDashboardQuery }>(
    '/api/office/payment/dashboard',
    {
      schema: {
        tags: ['office: finance'],
        summary: "The fees' figures for an academic year (default: the current one), of a fee kind, over chosen days (dd/mm/yyyy): money with GST in cents, and counts",
        querystring: financeDashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<Dashboard> => financeDashboard(app.db, request.query, { now: app.now(), gstPercent: app.config.gstPercent }),
  );
}
