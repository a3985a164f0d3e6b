import { ValidationError, type AnySchema } from 'yup';
import type { ApiError } from './api';
import { formatMessage, MESSAGES } from '@portal/contracts/messages';

type SchemaMessage = string | { code: string; params?: Array<string | number> };

/**
 * One entry of an API error list: the code, its English text for API clients, and the parameters
 * themselves (when there are any) so a browser can word the code in its own language.
 */
export function catalogueError(code: string, params: ReadonlyArray<string | number> = [], field?: string): ApiError {
  const template = (MESSAGES as Record<string, string>)[code] ?? code;
  return {
    code,
    message: formatMessage(template, params),
    ...(params.length ? { params: [...params] } : {}),
    ...(field ? { field } : {}),
  };
}

/** Turns one yup error message (a catalogue code, or code + params) into an ApiError. */
function toApiError(message: SchemaMessage, field: string | undefined, unknownFields?: string): ApiError {
  const { code, params = [] } = typeof message === 'string' ? { code: message, params: [] } : message;
  return catalogueError(code, code === 'UNKNOWN_FIELD' && unknownFields ? [unknownFields] : params, field);
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ApiError[] };

/**
 * Validates with a shared schema and returns every error (not just the first), one per field.
 * `context` carries what cross-field rules need beyond the input (e.g. the application's category).
 */
export function validate<T>(schema: AnySchema<T>, input: unknown, context?: object): ValidationResult<T> {
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false, stripUnknown: false, context }) as T };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    const errors: ApiError[] = [];
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = inner.path ?? '';
      if (seen.has(key)) continue;
      seen.add(key);
      const unknown = (inner.params as { unknown?: string } | undefined)?.unknown;
      errors.push(toApiError(inner.message as unknown as SchemaMessage, inner.path || undefined, unknown));
    }
    return { ok: false, errors };
  }
}
