/**
 * What every OpenID sign-in (national identity and social) does alike with its outcome: where the
 * person may be sent back to, the login page with a catalogue code when it failed, and what of a
 * failure may be logged.
 */
import type { MessageCode } from '@portal/contracts/messages';
import { loginUrlFor } from '@portal/contracts/systems';
import type { FastifyRequest } from 'fastify';
import { IdentityRefused } from './national-identity';

const DEFAULT_RETURN_TO = '/applicant';

/** Only a path on this site: never another origin (//host, /\host) or a scheme. */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 200) return DEFAULT_RETURN_TO;
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]*$/.test(raw)) return DEFAULT_RETURN_TO;
  return raw;
}

/** The login variant's page with the error for it to show. */
export function loginPageWithError(system: string | null | undefined, subCategory: string | null | undefined, code: MessageCode): string {
  return `${loginUrlFor(system, subCategory)}&error=${code}`;
}

/**
 * What may be logged about a failure: openid-client's error names, codes and messages, and its
 * cause's message, say what check failed without values. The cause objects themselves are never
 * logged: they hold the callback's parameters (the code) and the tokens.
 */
export function reasonOf(error: unknown): string {
  if (error instanceof IdentityRefused) return error.reason;
  if (error instanceof Error) {
    const { code, cause } = error as Error & { code?: unknown; cause?: unknown };
    const detail = cause instanceof Error ? ` (${cause.message})` : '';
    return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}${detail}`;
  }
  return 'unknown error';
}

/** The callback's query string as the provider sent it (openid-client reads code, state, iss and error from it). */
export const callbackQueryOf = (request: FastifyRequest): string => (request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
