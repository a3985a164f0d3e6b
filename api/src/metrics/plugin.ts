/**
 * Prometheus metrics of one API instance (issue 38), on a port of their own (METRICS_PORT, on
 * 127.0.0.1 unless METRICS_HOST says otherwise): the load balancer publishes the portal's port only,
 * so nobody outside reads the figures, and the metrics page is never one of the portal's routes.
 *
 * The hooks time every request and count the domain's events (domain.ts); each scrape first reads
 * the outbox and the jobs' rows in the database (at most once per scrape, with a time limit), then
 * answers with every figure.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { databaseGauges } from './database';
import { countDomainEvent } from './domain';
import { requestAnswered, requestStarted } from './http';
import { jobGauges, readJobFigures } from './jobs';
import { outboxGauges, readOutboxFigures } from './outbox';
import { pdfGauges } from './pdf';
import { processRegistry, startProcessMetrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics page listens once the app is ready (tests read the port chosen for METRICS_PORT=0). */
    metricsAddress(): AddressInfo | undefined;
  }
}

export interface MetricsPluginOptions {
  port: number;
  host: string;
}

export const METRICS_PATH = '/metrics';

/** A scrape waits this long for the database, then reports it down rather than hang past Prometheus's own timeout (10 s). */
const DATABASE_READ_TIMEOUT_MS = 3000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsPluginOptions) => {
    startProcessMetrics();
    const own = new Registry();
    const database = databaseGauges(own, app.db);
    const outbox = outboxGauges(own);
    const jobs = jobGauges(own);
    pdfGauges(own, app.pdf);
    const registry = Registry.merge([processRegistry, own]);
    const { session, staffSession } = app.portalCookies;
    const sessionCookies = [session.name, staffSession.name];

    // Callback hooks: no promise per request for a few counter updates.
    app.addHook('onRequest', (request, reply, done) => {
      requestStarted(request, reply);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      requestAnswered(request, reply);
      countDomainEvent(request, reply, sessionCookies);
      done();
    });

    async function readDatabase(): Promise<void> {
      const now = app.now();
      try {
        const [outboxFigures, jobFigures] = await withinTime(Promise.all([readOutboxFigures(app.db, now), readJobFigures(app.db, now)]), DATABASE_READ_TIMEOUT_MS);
        outbox.set(outboxFigures);
        jobs.set(jobFigures);
        database.set(true);
      } catch {
        outbox.set(undefined);
        jobs.set(undefined);
        database.set(false);
      }
    }

    const server: Server = createServer((request, response) => {
      if (request.url !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
        return;
      }
      void (async () => {
        try {
          await readDatabase();
          const body = await registry.metrics();
          response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : body);
        } catch (error) {
          app.log.error({ err: error }, 'metrics: the page could not be made');
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
        }
      })();
    });
    app.decorate('metricsAddress', () => (server.listening ? (server.address() as AddressInfo) : undefined));
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'metrics', dependencies: ['app-context', 'pdf'] },
);
