/**
 * Record ids in paths. Route JSON Schemas only describe parameters (app.ts), so an id that is not a
 * UUID would reach PostgreSQL and fail there (500): it is simply a record that does not exist (404).
 */
import { UUID_PATTERN } from '@portal/contracts/schemas/common';
import { problem } from './problems';

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** The path parameter `name` when it is a UUID; otherwise 404 NOT_FOUND. */
export function recordId(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (!isUuid(value)) throw problem(404, 'NOT_FOUND');
  return value;
}
