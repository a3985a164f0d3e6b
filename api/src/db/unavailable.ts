/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong":
 * PostgreSQL stopped or restarting, a connection cut, or no connection free within the pool's wait.
 * The API answers them 503 with Retry-After (the browser keeps the applicant's draft and sends it
 * again), never a 500, and recovers by itself: the pool opens new connections once PostgreSQL is back.
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's own: class 08 (connection exception), 57P01–57P03 (administrator or crash shutdown,
 * cannot connect now: starting up or shutting down).
 */
const SERVER_CODES = /^(08...|57P0[123])$/;

/** What node-postgres says when a connection ends under a query or none is free in time. */
const POOL_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Duck-typed, not instanceof: errors from Node's sockets can come from another realm (a test
  // runner's sandbox), and pg passes some on as they are.
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
  if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
  // AggregateError (a host with several addresses, all refused) and wrapped causes.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause, depth + 1);
}
