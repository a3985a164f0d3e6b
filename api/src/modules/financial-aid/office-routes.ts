import type { FastifyInstance } from 'fastify';

/** The Office of Financial Aid console routes, /api/office/financial-aid/… (branch fa-office). */
export default async function financialAidOfficeRoutes(_app: FastifyInstance): Promise<void> {}
