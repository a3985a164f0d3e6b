/**
 * The one error shape every 4xx/5xx answer has: {"errors":[{"code","message","params?","field?"}]},
 * with codes from the shared message catalogue. Handlers throw an ApiProblem; the error handler sends it.
 */
import type { ApiError } from '@portal/contracts/api';
import type { MessageCode } from '@portal/contracts/messages';
import { catalogueError, validate } from '@portal/contracts/validation';
import type { AnySchema } from 'yup';
import { screenBody } from './body-screening';

export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ApiError[],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((error) => error.code).join(', '));
    this.name = 'ApiProblem';
  }
}

/** Wait times are given as numbers of seconds (`{0, duration}`), never as words: the browser words them in its language. */
export function apiError(code: MessageCode, params: Array<string | number> = [], field?: string): ApiError {
  return catalogueError(code, params, field);
}

export function problem(
  statusCode: number,
  code: MessageCode,
  params: Array<string | number> = [],
  headers: Record<string, string> = {},
): ApiProblem {
  return new ApiProblem(statusCode, [apiError(code, params)], headers);
}

/** A refusal about one field of the body, which the forms show next to that field. */
export function fieldProblem(statusCode: number, code: MessageCode, field: string): ApiProblem {
  return new ApiProblem(statusCode, [apiError(code, [], field)]);
}

/** The catalogue code that fits an HTTP status when nothing more specific is known. */
export function codeForStatus(statusCode: number): MessageCode {
  switch (statusCode) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'ACCESS_DENIED';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}

/**
 * The body as the JSON object it must be, screened (body-screening.ts) for what yup would crash on
 * and for characters the database must never see; otherwise 400. A body that is not a JSON object at
 * all is a BAD_REQUEST rather than a confusing per-field list.
 */
export function screenedBody(schema: AnySchema, body: unknown, context?: object): object {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw problem(400, 'BAD_REQUEST');
  const refusals = screenBody(schema, body, context);
  if (refusals.length) throw new ApiProblem(400, refusals.map(({ code, params, field }) => apiError(code, params, field)));
  return body;
}

/**
 * Validates a JSON body with a shared yup schema (the same one the browser form uses) and returns
 * the cleaned value, or throws 400 with one error per bad field (after screenedBody's checks).
 */
export function validateBody<T>(schema: AnySchema<T>, body: unknown, context?: object): T {
  const result = validate(schema, screenedBody(schema, body, context), context);
  if (!result.ok) throw new ApiProblem(400, result.errors);
  return result.value;
}
