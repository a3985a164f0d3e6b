import { errorResponses } from '../../http/openapi-schemas';

const address = {
  type: 'object',
  required: ['block', 'street', 'building', 'postalCode'],
  properties: {
    block: { type: 'string', description: 'Block or house number; empty when the register has none' },
    street: { type: 'string' },
    building: { type: 'string', description: 'Building name; empty for most homes' },
    postalCode: { type: 'string', pattern: '^[0-9]{6}$' },
  },
} as const;

export const singaporeLookupRoute = {
  tags: ['address'],
  summary:
    'The buildings at a Singapore postal code, to fill an address form (one or more; 404 POSTAL_CODE_NOT_FOUND when none). ' +
    'Signed-in applicants only, and limited per person and per client address (429 ADDRESS_LOOKUP_LIMITED). ' +
    '503 ADDRESS_LOOKUP_UNAVAILABLE when the national address service cannot answer, ADDRESS_LOOKUP_OFF when this portal has none.',
  params: {
    type: 'object',
    required: ['postalCode'],
    properties: { postalCode: { type: 'string', description: '6 digits' } },
  },
  response: {
    200: {
      type: 'object',
      required: ['postalCode', 'addresses'],
      properties: { postalCode: { type: 'string' }, addresses: { type: 'array', minItems: 1, items: address } },
    },
    ...errorResponses(400, 401, 404, 429, 503),
  },
};
