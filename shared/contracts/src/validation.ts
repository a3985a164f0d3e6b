import type { AnySchema } from 'yup';
import type { ApiError } from './api';
import { formatMessage, MESSAGES } from '@portal/contracts/messages';
import { checkSchema } from '@portal/contracts/schema-errors';

/**
 * One entry of an API error list: the code, its English text for API clients, and the parameters
 * themselves (when there are any) so a browser can word the code in its own language. A message that
 * names its field (`{field}`) says "This answer" here: `field` gives the path, and the browser puts
 * the field's label in its place.
 */
export function catalogueError(code: string, params: ReadonlyArray<string | number> = [], field?: string): ApiError {
  const template = (MESSAGES as Record<string, string>)[code] ?? code;
  return {
    code,
    message: formatMessage(template, params, 'en-GB', MESSAGES.FIELD_NAME_FALLBACK),
    ...(params.length ? { params: [...params] } : {}),
    ...(field ? { field } : {}),
  };
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ApiError[] };

/** Validates with a shared schema and returns every error (not just the first), one per field, as the API answers them. */
export function validate<T>(schema: AnySchema<T>, input: unknown, context?: object): ValidationResult<T> {
  const result = checkSchema(schema, input, context);
  if (result.ok) return result;
  return { ok: false, errors: result.errors.map((error) => catalogueError(error.code, error.params, error.field)) };
}
