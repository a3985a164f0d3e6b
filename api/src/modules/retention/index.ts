/**
 * Personal data retention (issue 38, PDPA): reports of what has been kept longer than its period, which
 * the office administrator approves or declines, and the scheduled job that prepares them daily and
 * carries out an approved one. The plugin registers the administrator's routes; the server runs the
 * two jobs (prepareRetentionReport, carryOutRetention) once per period across instances.
 */
import type { FastifyInstance } from 'fastify';
import retentionRoutes from './routes';

export default async function retentionModule(app: FastifyInstance): Promise<void> {
  await app.register(retentionRoutes);
}

export { carryOutApprovedReport as carryOutRetention, deleteQueuedFiles } from './carry-out';
export { prepareReport as prepareRetentionReport, ReportOpenError } from './report-store';
