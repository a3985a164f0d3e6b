import type { FastifyInstance } from 'fastify';

/** The loan guarantor: the applicant's guarantor and the public confirmation by link (branch fa-guarantor). */
export default async function financialAidGuarantorRoutes(_app: FastifyInstance): Promise<void> {}
