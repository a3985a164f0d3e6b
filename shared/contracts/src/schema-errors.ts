import { ValidationError, type AnySchema } from 'yup';

type SchemaMessage = string | { code: string; params?: Array<string | number> };

/** One failed rule: its catalogue code and parameters, and the field it is about. */
export interface SchemaError {
  code: string;
  params: Array<string | number>;
  field?: string;
}

export type SchemaCheck<T> = { ok: true; value: T } | { ok: false; errors: SchemaError[] };

/** Catalogue codes are UPPER_SNAKE_CASE; anything else is one of yup's own English messages. */
const CATALOGUE_CODE = /^[A-Z][A-Z0-9_]*$/;

/**
 * The code for a failed rule. Our schemas give every rule a catalogue code; the rules yup applies by
 * itself (a null where none is allowed, a list given text) come with yup's English sentence, which
 * quotes the value sent: those become the catalogue's own words for them, and the value stays out.
 */
function codeOf(message: string, type: string | undefined): string {
  if (CATALOGUE_CODE.test(message)) return message;
  return type === 'required' || type === 'optionality' || type === 'nullable' ? 'REQUIRED' : 'INVALID_VALUE';
}

/**
 * Checks input with a shared schema and returns every failed rule (not just the first), one per
 * field, as catalogue codes. The browser words them in the page's language; the API adds the English
 * text for its clients (validation.ts). No catalogue here, so a browser's first load carries none.
 * `context` carries what cross-field rules need beyond the input (e.g. the application's category).
 */
export function checkSchema<T>(schema: AnySchema<T>, input: unknown, context?: object): SchemaCheck<T> {
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false, stripUnknown: false, context }) as T };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    const errors: SchemaError[] = [];
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = inner.path ?? '';
      if (seen.has(key)) continue;
      seen.add(key);
      const message = inner.message as unknown as SchemaMessage;
      const { code, params = [] } = typeof message === 'string' ? { code: codeOf(message, inner.type), params: [] } : message;
      const unknown = (inner.params as { unknown?: string } | undefined)?.unknown;
      errors.push({ code, params: code === 'UNKNOWN_FIELD' && unknown ? [unknown] : [...params], ...(inner.path ? { field: inner.path } : {}) });
    }
    return { ok: false, errors };
  }
}
