/** The path parameter every /…/applications/{applicationNumber} route takes, described once for OpenAPI. */
export const numberParams = {
  type: 'object',
  required: ['applicationNumber'],
  properties: { applicationNumber: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;
