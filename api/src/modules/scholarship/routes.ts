/**
 * The scholarship domain's routes (issue 12). Each part lives in a file of its own and is registered
 * here, one line each: the applicant's application, the Scholarships Office's console, and (later)
 * outcomes, the Letter of Acceptance & Undertaking and sureties.
 */
import type { FastifyInstance } from 'fastify';
import scholarshipApplicationRoutes from './application-routes';
import scholarshipOfficeRoutes from './office-routes';

export default async function scholarshipRoutes(app: FastifyInstance): Promise<void> {
  await scholarshipApplicationRoutes(app);
  await scholarshipOfficeRoutes(app);
}
