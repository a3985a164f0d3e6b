/**
 * The payment module: fees and their payment through the gateway's hosted checkout, the gateway's
 * webhook, reconciliation, receipts, and the finance office's console (offline payments, waivers,
 * refunds, anomalies) and its dashboard.
 */
import type { FastifyInstance } from 'fastify';
import paymentDashboardRoutes from './dashboard-routes';
import { unpaidFeeItems } from './fee-items';
import officeRoutes from './office-routes';
import paymentRoutes from './routes';
import webhookRoutes from './webhook-routes';

export { paymentGatewayPlugin } from './gateway/plugin';
export { reconcilePayments } from './reconcile';
// An applicant's own copy of their data (my-data) carries each receipt as the receipt route prints it.
export { loadReceiptFacts, receiptPdfModel } from './receipt';
// Its part of an applicant's copy of their data and of retention's removals, the money rule (personal-data/registry.ts).
export { paymentPersonalData } from './personal-data';
export { waiveFee } from './waive-fee';

export default async function paymentModule(app: FastifyInstance): Promise<void> {
  app.actionItems.add('fees', (db, applicantId) => unpaidFeeItems(db, applicantId, app.config.gstPercent));
  await app.register(paymentRoutes);
  await app.register(webhookRoutes);
  await app.register(officeRoutes);
  await app.register(paymentDashboardRoutes);
}
