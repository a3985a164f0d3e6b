/**
 * What a request looks like in the logs. Links the portal e-mails carry secrets in their URL (the
 * PIN-reset link's `id`), and so do some page paths (`/b2c/account/{formSessionId}`): anyone who can
 * read the logs could use them. The request serializer therefore logs the URL with those values
 * replaced, keeping the rest (path, parameter names, harmless values) for tracing.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Query parameter names whose values are secret, compared case-insensitively and ignoring
 * punctuation (so `form_session_id`, `formSessionId` and `id[]` are caught too):
 * - id: the PIN-reset link's single-use token;
 * - token, code, otp, pin, password, secret, grant: one-time codes and credentials a client may put in a URL;
 * - state, nonce: OAuth/OpenID sign-in callbacks (social sign-in) — they let a callback be replayed;
 * - sessionid, formsessionid: identify a browser's session or a half-filled registration form;
 * - key, apikey, sig, signature: signed or keyed links;
 * - checksum: the offer letter's download name (GET /api/admission/offer-letter?checksum=…).
 * Any name ending in "token" or "secret" (access_token, id_token, xsrf-token, client_secret) is secret too.
 */
const SECRET_PARAMETERS = new Set([
  'id',
  'token',
  'code',
  'otp',
  'pin',
  'password',
  'secret',
  'grant',
  'state',
  'nonce',
  'sessionid',
  'formsessionid',
  'key',
  'apikey',
  'sig',
  'signature',
  'checksum',
]);

/** Page paths whose segment after the given prefix is an identifier worth keeping out of the logs. */
const SECRET_PATH_SEGMENT_AFTER = [['b2c', 'account']];

/** Decodes a URL component as the router and query parser would; a malformed one is compared as written. */
function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function isSecretParameter(rawName: string): boolean {
  const name = decodeComponent(rawName)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return SECRET_PARAMETERS.has(name) || name.endsWith('token') || name.endsWith('secret');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return isSecretParameter(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function redactPath(path: string): string {
  const segments = path.split('/');
  const decoded = segments.map((segment) => decodeComponent(segment).toLowerCase());
  // API paths name actions (`/api/public/b2c/account/submit`), not secrets: only pages carry ids here.
  if (decoded[1] === 'api') return path;
  for (const prefix of SECRET_PATH_SEGMENT_AFTER) {
    for (let i = 0; i + prefix.length < segments.length; i++) {
      if (prefix.every((part, offset) => decoded[i + offset] === part) && segments[i + prefix.length] !== '') {
        segments[i + prefix.length] = REDACTED;
      }
    }
  }
  return segments.join('/');
}

/** The URL (path and query, as received) with secret values replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  // Browsers never send a fragment; a client that does may have put a token in it.
  const withoutFragment = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : `#${REDACTED}`;
  const question = withoutFragment.indexOf('?');
  if (question < 0) return redactPath(withoutFragment) + fragment;
  return `${redactPath(withoutFragment.slice(0, question))}?${redactQuery(withoutFragment.slice(question + 1))}${fragment}`;
}

/** Replaces Fastify's default `req` serializer: the same fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
