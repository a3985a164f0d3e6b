import type { FastifyInstance } from 'fastify';

/** After submission: progress, package, appeal or review, update, requested documents, withdrawal (branch fa-after). */
export default async function financialAidAfterRoutes(_app: FastifyInstance): Promise<void> {}
