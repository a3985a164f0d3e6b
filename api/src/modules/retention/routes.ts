/**
 * The office administrator's retention reports (/api/office/retention/…, role OFFICE_ADMIN by
 * route-access.ts): read the periods and the reports, prepare one now, download a report's records,
 * approve or decline it. Every id in the path is checked (404 for one that is not a report).
 */
import { retentionKinds, retentionRecordColumns } from '@portal/contracts/office/retention';
import type { RetentionApproval, RetentionDecline } from '@portal/contracts/schemas/office-retention';
import type { FastifyInstance } from 'fastify';
import { problem } from '../../http/problems';
import { isUuid } from '../../http/record-id';
import { requestLanguage } from '../../http/request-language';
import { sendListExport } from '../../staff/export';
import { activeStaff } from '../../staff/staff-plugin';
import { retentionPeriods } from './periods';
import { decideReport, expireOverdueReports, findReport, listReports, prepareReport, ReportOpenError, reportRecords, type Decision } from './report-store';
import { approveRoute, declineRoute, overviewRoute, prepareRoute, recordsRoute, reportRoute } from './schemas';

type RecordRow = Awaited<ReturnType<typeof reportRecords>>[number];
type RecordColumn = (typeof retentionRecordColumns.values)[number];

interface ReportParams {
  reportId: string;
}

const BASE = '/api/office/retention/reports';

export default async function retentionRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  const reportOr404 = async (reportId: string) => {
    const report = isUuid(reportId) ? await findReport(db, reportId) : undefined;
    if (!report) throw problem(404, 'NOT_FOUND');
    return report;
  };

  app.get(BASE, { schema: overviewRoute }, async () => {
    await expireOverdueReports(db, app.now());
    return { periods: retentionPeriods(config.retention), approvalDays: config.retention.approvalDays, reports: await listReports(db) };
  });

  app.post(BASE, { schema: prepareRoute }, async (request, reply) => {
    const { staffId } = activeStaff(request);
    try {
      const reportId = await prepareReport(db, config.retention, app.now(), staffId);
      return reply.status(201).send(await reportOr404(reportId!));
    } catch (error) {
      if (error instanceof ReportOpenError) throw problem(409, 'RETENTION_REPORT_AWAITING_DECISION');
      throw error;
    }
  });

  app.get<{ Params: ReportParams }>(`${BASE}/:reportId`, { schema: reportRoute }, async (request) => reportOr404(request.params.reportId));

  app.get<{ Params: ReportParams }>(`${BASE}/:reportId/records`, { schema: recordsRoute }, async (request, reply) => {
    const report = await reportOr404(request.params.reportId);
    const { staffId } = activeStaff(request);
    return sendListExport<RecordRow, RecordColumn>(
      db,
      reply,
      {
        list: 'RETENTION_REPORT_RECORDS',
        fileName: `retention-report-${report.preparedAt.slice(0, 10)}`,
        columns: retentionRecordColumns,
        cells: { kind: (row, language) => retentionKinds.words(row.kind, language), recordId: (row) => row.recordId, datedAt: (row) => row.datedAt },
        readBatch: (after, size) => reportRecords(db, report.id, after, size),
      },
      { format: 'csv', columns: retentionRecordColumns.values.join(','), filters: { reportId: report.id }, language: requestLanguage(request), staffId, now: () => app.now() },
    );
  });

  const decide = async (reportId: string, staffId: string, decision: Decision) => {
    await reportOr404(reportId);
    await decideReport(db, reportId, staffId, decision, app.now());
    return reportOr404(reportId);
  };

  app.post<{ Params: ReportParams; Body: RetentionApproval }>(`${BASE}/:reportId/approve`, { schema: approveRoute }, async (request) =>
    decide(request.params.reportId, activeStaff(request).staffId, { approve: true }),
  );

  app.post<{ Params: ReportParams; Body: RetentionDecline }>(`${BASE}/:reportId/decline`, { schema: declineRoute }, async (request) =>
    decide(request.params.reportId, activeStaff(request).staffId, { approve: false, reason: request.body.reason }),
  );
}
