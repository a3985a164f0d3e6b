/**
 * What every fuzzed answer must be, shared by the fuzz suites: never a server error, never internal
 * detail (a stack frame, a source path, an exception or database message), and a refusal is the
 * JSON error list of the contract, {"errors":[{code,message,params?,field?}]}, with catalogue codes.
 */
import { MESSAGES } from '@portal/contracts/messages';
import type { LightMyRequestResponse } from 'fastify';

const ERROR_KEYS = new Set(['code', 'message', 'params', 'field']);

function isError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const entry = error as Record<string, unknown>;
  return (
    Object.keys(entry).every((key) => ERROR_KEYS.has(key)) &&
    typeof entry.code === 'string' &&
    Object.hasOwn(MESSAGES, entry.code) &&
    typeof entry.message === 'string' &&
    (entry.params === undefined || (Array.isArray(entry.params) && entry.params.every((param) => ['string', 'number'].includes(typeof param)))) &&
    (entry.field === undefined || typeof entry.field === 'string')
  );
}

/**
 * True for {"errors":[…]} with catalogue codes and nothing else. The one documented addition: a
 * section save based on an old version is refused with the stored copy beside the errors
 * (409 DRAFT_CHANGED with `current`, api/src/forms/section-routes.ts), for the tab to offer both.
 */
export function isErrorList(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const { errors, ...rest } = body as { errors?: unknown };
  const extraKeys = Object.keys(rest);
  const isDraftConflict = extraKeys.join() === 'current' && Array.isArray(errors) && (errors[0] as { code?: unknown } | undefined)?.code === 'DRAFT_CHANGED';
  if (extraKeys.length > 0 && !isDraftConflict) return false;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isError);
}

/**
 * Signs of internal detail in an answer. A message may well say "at least" or name a file the
 * applicant uploaded, so each sign is specific: a stack frame with its line and column, a path to
 * source code or node_modules, an exception's "SomethingError:", a Fastify error code, PostgreSQL's words.
 */
const INTERNAL_DETAIL: Array<[string, RegExp]> = [
  ['a stack frame', /\bat\s+(?:async\s+)?(?:[\w$.<>[\]]+\s+\()?(?:file:\/\/|node:|\/|[A-Za-z]:\\)[^\s)]*:\d+:\d+/],
  ['a source path', /(?:[/\\][\w.-]+)+[/\\][\w.-]+\.(?:ts|tsx|js|mjs|cjs)\b|node_modules|node:internal/],
  ['an exception message', /\b(?:[A-Z][A-Za-z]*)?Error:/],
  ['a Fastify error code', /\bFST_[A-Z_]+/],
  ['a database message', /syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint|duplicate key value|invalid input syntax for|relation "[^"]*" does not exist|column "[^"]*" (?:does not exist|of relation)/],
];

/**
 * How much of an answer is searched: a stack trace or a database message shows near the start of an
 * error answer, and the source-path pattern costs time growing with the square of the text searched
 * (an answer listing a long unknown field name took seconds).
 */
const SEARCHED_CHARACTERS = 8192;

/** The kind of internal detail the answer shows, unless it only echoes what the request itself sent. */
export function internalDetailIn(answer: string, sent: string): string | undefined {
  const searched = answer.slice(0, SEARCHED_CHARACTERS);
  for (const [kind, pattern] of INTERNAL_DETAIL) {
    const found = pattern.exec(searched)?.[0];
    if (found !== undefined && !sent.includes(found)) return `${kind} (${JSON.stringify(found)})`;
  }
  return undefined;
}

const textOf = (payload: string | Buffer | undefined) => (payload === undefined ? '' : Buffer.isBuffer(payload) ? payload.toString('latin1') : payload);

/** Throws (failing the property) on a server error, internal detail, or a refusal that is not the JSON error list. */
export function checkAnswer(response: LightMyRequestResponse, sent?: string | Buffer): void {
  if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  const detail = internalDetailIn(response.body, textOf(sent));
  if (detail) throw new Error(`answered ${response.statusCode} with ${detail}: ${response.body.slice(0, 2000)}`);
  if (response.statusCode < 400) return;
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  if (!isJson || !isErrorList(JSON.parse(response.body))) throw new Error(`refused with ${response.statusCode} but not the error list: ${response.body.slice(0, 2000)}`);
}
