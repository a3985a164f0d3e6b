import { formatDuration, type Language } from '@portal/contracts/languages';

/**
 * Fills placeholders: `{0}`, `{1}` … from a list (the catalogue) or `{name}` from an object (the
 * apps' strings). `{0, duration}` takes a number of seconds and writes it as words ("15 minutes",
 * "15 分钟"); text given for it is used as it is. A placeholder without a value stays as written.
 * The server (API messages, e-mails) and the browser (@portal/i18n) both word text with this.
 */
export function fillPlaceholders(
  template: string,
  values: ReadonlyArray<string | number> | Readonly<Record<string, string | number>>,
  language: Language = 'en-GB',
): string {
  return template.replace(/\{(\w+)(?:,\s*(\w+))?\}/g, (whole, name: string, format: string | undefined) => {
    const value = Object.hasOwn(values, name) ? (values as Record<string, string | number>)[name] : undefined;
    if (value === undefined) return whole;
    if (format === 'duration' && typeof value === 'number') return formatDuration(value, language);
    return String(value);
  });
}

/**
 * A catalogue message's values: its parameters as `{0}`, `{1}` … and the name of the field it is
 * about as `{field}` (format errors say which field: "Date of birth must be a real date"). Whoever
 * words a message passes the field's name or the catalogue's FIELD_NAME_FALLBACK ("This answer"):
 * the API for its clients (validation.ts), the browser (@portal/i18n/messages) with the field's label.
 */
export function messageValues(params: ReadonlyArray<string | number>, field?: string): Record<string, string | number> {
  const values: Record<string, string | number> = Object.fromEntries(params.map((value, index) => [String(index), value]));
  if (field !== undefined) values.field = field;
  return values;
}

/** A catalogue message with its parameters and, for one that names its field, the field's name filled in. */
export function formatMessage(template: string, params: ReadonlyArray<string | number> = [], language: Language = 'en-GB', field?: string): string {
  return fillPlaceholders(template, messageValues(params, field), language);
}
