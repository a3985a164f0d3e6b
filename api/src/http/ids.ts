/**
 * Record ids in URLs are UUIDs. The route schemas only describe them (validation is the shared yup
 * schemas' job, see app.ts), so a handler checks an id's form before it reaches PostgreSQL's uuid
 * type, where a malformed one would be an error (500) rather than simply "not found".
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
