/**
 * App-wide error and not-found handlers. Whatever goes wrong, the client gets the JSON error list
 * and a status that says whose fault it was; bad input is never a 500, and a 500 never carries a
 * stack trace (it is logged here instead).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { ApiError } from '@portal/contracts/api';
import { ApiProblem, apiError, codeForStatus } from './problems';

/** How long a client should wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

type RouteMatcher = { pattern: RegExp; methods: Set<string> };

/** Turns a Fastify route path (/a/:id/*) into a regular expression matching concrete URLs. */
function routePattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * What Fastify's own (Ajv) validation refused, as the error list: a path that names no record in the
 * form its ids take is a record that does not exist (404, as http/record-id.ts answers); a query
 * string's field names the field. (Bodies and queries with yup schemas answer their own list.)
 */
function schemaErrors(error: FastifyError): ApiError[] {
  if (error.validationContext === 'params') return [apiError('NOT_FOUND')];
  return (error.validation ?? []).map((failure) => {
    const missing = (failure.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? failure.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return apiError(missing ? 'REQUIRED' : 'INVALID_VALUE', [], field || undefined);
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Every route's methods, so an unknown method on a known path is 405 (with Allow), not 404.
  const routes = new Map<string, RouteMatcher>();
  app.addHook('onRoute', (route) => {
    const matcher = routes.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) matcher.methods.add(method);
    routes.set(route.url, matcher);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = new Set<string>();
    for (const { pattern, methods } of routes.values()) {
      if (pattern.test(path)) methods.forEach((method) => allowed.add(method));
    }
    if (allowed.size > 0 && !allowed.has(request.method)) {
      return reply
        .status(405)
        .header('Allow', [...allowed].sort().join(', '))
        .send({ errors: [apiError('METHOD_NOT_ALLOWED')] });
    }
    return reply.status(404).send({ errors: [apiError('NOT_FOUND')] });
  });

  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.status(error.statusCode).send({ errors: error.errors });
    }
    if (error.validation) return reply.status(error.validationContext === 'params' ? 404 : 400).send({ errors: schemaErrors(error) });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send({ errors: [apiError('SERVICE_UNAVAILABLE')] });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500 && status !== 503) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ errors: [apiError('INTERNAL_ERROR')] });
    }
    request.log.info({ code: error.code, status }, error.message);
    const code = codeForStatus(status);
    const retryAfter = Number(reply.getHeader('retry-after'));
    const params = code === 'RATE_LIMITED' ? [Number.isFinite(retryAfter) ? Math.max(1, Math.ceil(retryAfter)) : 60] : [];
    return reply.status(status).send({ errors: [apiError(code, params)] });
  });
}
