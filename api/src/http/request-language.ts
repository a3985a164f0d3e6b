/**
 * The language a request asks for, for what the server words itself (e-mails) when the recipient
 * has not chosen one: the portal's language cookie (the visitor's own choice), else the browser's
 * Accept-Language preferences, else English.
 */
import { isLanguage, LANGUAGE_COOKIE, negotiateLanguage, parseAcceptLanguage, type Language } from '@portal/contracts/languages';
import type { FastifyRequest } from 'fastify';

export function requestLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return negotiateLanguage(parseAcceptLanguage(request.headers['accept-language']));
}

/** The recipient's stored choice when there is one (NULL: never chosen), else the request's. */
export function recipientLanguage(stored: string | null | undefined, request: FastifyRequest): Language {
  return isLanguage(stored) ? stored : requestLanguage(request);
}
