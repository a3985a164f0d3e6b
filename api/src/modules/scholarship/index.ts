/**
 * The scholarship module: the scholarship application form, outcomes and the applicant's reply, the
 * undertaking, the sureties (who confirm by an e-mailed link), and the scholarships office's console.
 */
import type { FastifyInstance } from 'fastify';
import { publicConfirmationRoutes } from '../../third-party/public-routes';
import applicationRoutes from './application-routes';
import { scholarshipAwardItems } from './award-items';
import dashboardRoutes from './dashboard-routes';
import officeOutcomeRoutes from './office-outcome-routes';
import officeRoutes from './office-routes';
import scholarshipOfficeWorkRoutes from './office-work-routes';
import outcomeRoutes from './outcome-routes';
import listRoutes from './routes';
import { suretyLink } from './surety-link';
import suretyRoutes from './surety-routes';
import undertakingRoutes from './undertaking-routes';

export { lapseOverdueScholarshipOffers } from './lapse';
// Its part of an applicant's copy of their data and of retention's removals (personal-data/registry.ts).
export { scholarshipPersonalData } from './personal-data';

const ROUTES = [listRoutes, applicationRoutes, officeRoutes, officeOutcomeRoutes, scholarshipOfficeWorkRoutes, dashboardRoutes, outcomeRoutes, undertakingRoutes, suretyRoutes, publicConfirmationRoutes(suretyLink)];

export default async function scholarshipModule(app: FastifyInstance): Promise<void> {
  app.actionItems.add('scholarship', scholarshipAwardItems);
  for (const routes of ROUTES) await app.register(routes);
}
