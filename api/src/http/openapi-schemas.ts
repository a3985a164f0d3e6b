/** JSON Schemas shared by route descriptions (OpenAPI and response serialisation). */
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
