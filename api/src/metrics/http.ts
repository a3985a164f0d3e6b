/**
 * Requests by route template, method and status class, with their duration. The route is Fastify's
 * template (`/api/admission/applications/:applicationNumber/sections/:section`), never the URL as
 * sent: ids, tokens and whatever a client makes up would each become a time series of their own.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Gauge, Histogram } from 'prom-client';
import { processRegistry } from './registry';

/** A request no route matched (404, 405): one series for all of them, whatever their URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * From 5 ms (a session read) to 10 s (an upload scanned on a slow link); the alert on saves reads its
 * p99 around 1 s, so the buckets are close together there.
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2.5, 5, 10];

/** Its _count is the number of requests: no separate counter is kept. */
export const requestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'HTTP requests answered, by route template, method and status class (2xx, 4xx, 5xx…), and how long each took',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: DURATION_BUCKETS,
  registers: [processRegistry],
});

/**
 * Uploads being received and scanned now (each is scanned inside its request: there is no separate
 * scan queue). Only the upload routes are followed: every request pays for what is counted on its way.
 */
export const uploadsInProgress = new Gauge({
  name: 'portal_uploads_in_progress',
  help: 'Document uploads (POST …/documents) received and not yet answered',
  registers: [processRegistry],
});

const UPLOAD_ROUTE = /\/documents$/;

export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

export function methodOf(request: FastifyRequest): string {
  return KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
}

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * Follows an upload until its answer is sent or its connection ends (the response's 'close': the
 * request's own fires once the body is read, before the scan).
 */
export function requestStarted(request: FastifyRequest, reply: FastifyReply): void {
  if (request.method !== 'POST' || !UPLOAD_ROUTE.test(routeOf(request))) return;
  uploadsInProgress.inc();
  reply.raw.once('close', () => uploadsInProgress.dec());
}

export function requestAnswered(request: FastifyRequest, reply: FastifyReply): void {
  requestDuration.observe({ route: routeOf(request), method: methodOf(request), status_class: statusClass(reply.statusCode) }, reply.elapsedTime / 1000);
}
