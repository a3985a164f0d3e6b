/**
 * "Download my data" (issue 38, PDPA access), for the signed-in applicant or account holder:
 *
 *   GET  /api/applicant/my-data                          what the portal holds (counted), earlier downloads, the hour's limit
 *   POST /api/applicant/my-data/downloads                asks for a download (anti-forgery; counts against the limit)
 *   GET  /api/applicant/my-data/downloads/<downloadId>   the ZIP, streamed, once, within minutes of asking
 *
 * Asking is a POST so that another site cannot spend a person's downloads (a link or an image would
 * carry the session cookie on a GET, never the anti-forgery header); the GET that follows names a
 * download only its owner's session can start, so the browser saves the ZIP as it streams.
 */
import { MY_DATA_ROUTES, type MyDataOverview } from '@portal/contracts/my-data';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { requestLanguage } from '../../http/request-language';
import { noBody } from '../../http/validation';
import { PDF_POOL_REFUSALS } from '../../pdf/pool';
import { activeSession } from '../../sessions/session-plugin';
import { loadReceiptFacts, receiptPdfModel } from '../payment';
import { myDataArchive } from './archive';
import { downloadsOverview, finishDownload, requestDownload, startDownload } from './downloads-store';
import type { DataSubject, Holdings } from '../../personal-data/holdings';
import { readHoldings } from './holdings-store';

const isoDateTime = { type: 'string', format: 'date-time' } as const;
const count = { type: 'integer', minimum: 0 } as const;

const overviewSchema = {
  type: 'object',
  required: ['holdings', 'downloads', 'limit'],
  properties: {
    holdings: {
      type: 'object',
      required: ['admissionApplications', 'scholarshipApplications', 'financialAidApplications', 'documents', 'timelineEvents', 'fees', 'payments', 'emails', 'signInMethods'],
      properties: {
        admissionApplications: count,
        scholarshipApplications: count,
        financialAidApplications: count,
        documents: count,
        timelineEvents: count,
        fees: count,
        payments: count,
        emails: count,
        signInMethods: count,
      },
    },
    downloads: {
      type: 'array',
      description: 'The latest downloads, newest first',
      items: {
        type: 'object',
        required: ['requestedAt', 'startedAt', 'finishedAt', 'completed'],
        properties: { requestedAt: isoDateTime, startedAt: { ...isoDateTime, type: ['string', 'null'] }, finishedAt: { ...isoDateTime, type: ['string', 'null'] }, completed: { type: 'boolean' } },
      },
    },
    limit: {
      type: 'object',
      required: ['perHour', 'remaining', 'nextAt'],
      properties: { perHour: count, remaining: count, nextAt: { ...isoDateTime, type: ['string', 'null'], description: 'When the next download may be asked for, when none is left' } },
    },
  },
} as const;

const downloadParams = { type: 'object', required: ['downloadId'], properties: { downloadId: { type: 'string' } } } as const;

const subjectOf = (request: FastifyRequest): DataSubject => {
  const { applicantId, accountId } = activeSession(request);
  return { applicantId, accountId };
};

function holdingsCounted(holdings: Holdings): MyDataOverview['holdings'] {
  const applications = (kind: string) => holdings.applications.filter((application) => application.kind === kind).length;
  return {
    admissionApplications: applications('ADMISSION'),
    scholarshipApplications: applications('SCHOLARSHIP'),
    financialAidApplications: applications('FINANCIAL_AID'),
    documents: holdings.documents.length,
    timelineEvents: holdings.applications.reduce((sum, application) => sum + application.timeline.length, 0),
    fees: holdings.fees.length,
    payments: holdings.payments.length,
    emails: holdings.emails.length,
    signInMethods: holdings.loginAccounts.length + holdings.socialAccounts.length + holdings.pinSignIns.length,
  };
}

/** The ZIP's name: the person's first application number (when they have one) and the Singapore day. */
function archiveName(holdings: Holdings, now: Date): string {
  const number = holdings.applications.find((application) => application.kind === 'ADMISSION')?.reference;
  return `my-data-${number ? `${number}-` : ''}${singaporeDate(now)}.zip`;
}

export default async function myDataRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get(
    '/api/applicant/my-data',
    {
      schema: {
        tags: ['applicant'],
        summary: 'What the portal holds about the signed-in person (counted), their earlier downloads of it, and how many more they may ask for this hour',
        response: { 200: overviewSchema, ...errorResponses(401) },
      },
    },
    async (request): Promise<MyDataOverview> => {
      const subject = subjectOf(request);
      const now = app.now();
      const [holdings, downloads] = [await readHoldings(db, subject), await downloadsOverview(db, subject, now)];
      return { holdings: holdingsCounted(holdings), ...downloads };
    },
  );

  app.post(
    '/api/applicant/my-data/downloads',
    {
      schema: {
        tags: ['applicant'],
        summary: 'Asks for a download of all the signed-in person’s data (a few an hour, per person); answers the address that sends the ZIP, to be opened within minutes',
        body: noBody,
        response: {
          200: {
            type: 'object',
            required: ['id', 'href', 'startBy'],
            properties: { id: { type: 'string', format: 'uuid' }, href: { type: 'string' }, startBy: isoDateTime },
          },
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { id, startBy } = await requestDownload(db, subjectOf(request), requestLanguage(request), app.now());
      return { id, href: MY_DATA_ROUTES.download(id), startBy: startBy.toISOString() };
    },
  );

  app.get<{ Params: { downloadId: string } }>(
    '/api/applicant/my-data/downloads/:downloadId',
    {
      schema: {
        tags: ['applicant'],
        summary: 'The ZIP of a download asked for: answers (JSON and readable HTML), documents, timeline, account, payments and receipts, e-mails, and a README in the language it was asked in; streamed, once',
        params: downloadParams,
        produces: ['application/zip'],
        response: { 200: { description: 'The ZIP, as an attachment', type: 'string', format: 'binary' }, ...errorResponses(401, 404, 410, ...PDF_POOL_REFUSALS) },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request);
      const now = app.now();
      const { language } = await startDownload(db, subject, request.params.downloadId, now);
      const downloadId = request.params.downloadId;
      // Read before the first byte goes out, so a failing read is an error answer, not a broken file.
      const holdings = await readHoldings(db, subject);
      const stream = myDataArchive(
        {
          holdings,
          language,
          now,
          storage: app.fileStorage,
          log: request.log,
          async receipt(paymentId) {
            const facts = await loadReceiptFacts(db, paymentId);
            return facts && subject.applicantId ? app.pdf.render(receiptPdfModel(facts, language, now), subject.applicantId) : null;
          },
        },
        (completed) =>
          finishDownload(db, downloadId, completed, app.now()).catch((error: unknown) => request.log.error({ err: error }, 'the end of a download of personal data could not be recorded')),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(archiveName(holdings, now)))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
