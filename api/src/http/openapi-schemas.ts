/** JSON Schemas shared by route descriptions (OpenAPI and response serialisation). */
import { LANGUAGES } from '@portal/contracts/languages';

export const errorBodySchema = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string' },
          message: { type: 'string' },
          // Values for the catalogue text's {0}, {1}…; a wait ({0, duration}) is a number of seconds.
          params: { type: 'array', items: { type: ['string', 'number'] } },
          field: { type: 'string' },
        },
      },
    },
  },
} as const;

/** `{ 401: errorBody, 429: errorBody }` for the statuses a route can answer with besides success. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

// ---- Building blocks of the answers' schemas (each module's answers.ts) ----

/** An instant, as an ISO 8601 string. */
export const instant = { type: 'string', format: 'date-time' } as const;
/** A Singapore calendar day, yyyy-mm-dd. */
export const day = { type: 'string', format: 'date' } as const;
export const uuid = { type: 'string', format: 'uuid' } as const;
/** One of a closed set's values (its registry in shared/contracts). */
export const oneOf = <V extends string>(values: readonly V[]) => ({ type: 'string', enum: [...values] }) as const;
/**
 * A download's or a page's choice of language in its query string: described, never refused by
 * Fastify (another value means the default the route names, as a link typed by hand should).
 */
export const languageChoice = (otherwise: string) => ({ description: `${LANGUAGES.join(' or ')}; otherwise ${otherwise}` }) as const;

/** A text in each of the portal's languages ({ 'en-GB': …, 'zh-Hans': … }). */
export const inBothLanguages = { type: 'object', properties: Object.fromEntries(LANGUAGES.map((language) => [language, { type: 'string' }])) } as const;

/** An object that always gives every property (null where there is none), as most answers do. */
export const allRequired = <P extends Record<string, unknown>>(properties: P) => ({ type: 'object', required: Object.keys(properties), properties }) as const;
/** The same, or null. */
export const nullableObject = <P extends Record<string, unknown>>(properties: P) => ({ type: ['object', 'null'], required: Object.keys(properties), properties }) as const;
