import { ValidationError, type AnySchema } from 'yup';
import type { ApiError } from './api';
import { formatMessage, MESSAGES } from './messages';

type SchemaMessage = string | { code: string; params?: Array<string | number> };

/** Turns one yup error message (a catalogue code, or code + params) into an ApiError. */
function toApiError(message: SchemaMessage, field: string | undefined, unknownFields?: string): ApiError {
  const { code, params = [] } = typeof message === 'string' ? { code: message, params: [] } : message;
  const template = (MESSAGES as Record<string, string>)[code] ?? code;
  const args = code === 'UNKNOWN_FIELD' && unknownFields ? [unknownFields] : params;
  return { code, message: formatMessage(template, args), ...(field ? { field } : {}) };
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ApiError[] };

/** Validates with a shared schema and returns every error (not just the first), one per field. */
export function validate<T>(schema: AnySchema<T>, input: unknown): ValidationResult<T> {
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false, stripUnknown: false }) as T };
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
