/** Route description shared by the "list what the signed-in applicant has" routes. */
import { errorResponses } from './openapi-schemas';

export function listRouteSchema(tag: string, summary: string, item: Record<string, unknown>) {
  return {
    tags: [tag],
    summary,
    response: { 200: { type: 'array', items: item }, ...errorResponses(401) },
  };
}

export const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, 'null'], ...extra });
export const isoDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
export const toIso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
