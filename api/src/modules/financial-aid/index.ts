/**
 * The financial aid module: the aid form, the package and the applicant's reply, documents asked for
 * after submission, withdrawal, the guarantor (who confirms by an e-mailed link), and the financial
 * aid office's console.
 */
import type { FastifyInstance } from 'fastify';
import { publicConfirmationRoutes } from '../../third-party/public-routes';
import { financialAidItems } from './action-items';
import afterRoutes from './after-routes';
import aidDashboardRoutes from './dashboard-routes';
import { guarantorLink } from './guarantor-link';
import guarantorRoutes from './guarantor-routes';
import officeActionRoutes from './office-actions';
import officeRoutes from './office-routes';
import aidOfficeWorkRoutes from './office-work-routes';
import applicationRoutes from './routes';

export { lapseOverdueAidPackages } from './lapse';
// An applicant's own copy of their answers (my-data) is worded as the PDF words them.
export { aidPdfSections } from './pdf';
// Its part of an applicant's copy of their data and of retention's removals (personal-data/registry.ts).
export { financialAidPersonalData } from './personal-data';

const ROUTES = [applicationRoutes, officeRoutes, aidOfficeWorkRoutes, aidDashboardRoutes, officeActionRoutes, afterRoutes, guarantorRoutes, publicConfirmationRoutes(guarantorLink)];

export default async function financialAidModule(app: FastifyInstance): Promise<void> {
  app.actionItems.add('financial-aid', financialAidItems);
  for (const routes of ROUTES) await app.register(routes);
}
