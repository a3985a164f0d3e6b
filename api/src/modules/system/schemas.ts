import { DEFAULT_LANGUAGE, LANGUAGES } from '@portal/contracts/languages';
import { MESSAGES } from '@portal/contracts/messages';
import { SYSTEM_IDS } from '@portal/contracts/systems';
import { errorResponses } from '../../http/openapi-schemas';

export const settingsRoute = {
  tags: ['system'],
  summary: 'Portal settings the browser needs at start',
  response: {
    200: {
      type: 'object',
      required: ['portalTitle', 'defaultSystem', 'systems', 'sessionIdleSeconds', 'idleWarningSeconds', 'admissionsOfficeUrl'],
      properties: {
        portalTitle: { type: 'string' },
        defaultSystem: { type: 'string', enum: [...SYSTEM_IDS] },
        systems: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'name', 'applicationNumberPrefix'],
            properties: {
              id: { type: 'string', enum: [...SYSTEM_IDS] },
              name: { type: 'string' },
              applicationNumberPrefix: { type: 'string' },
            },
          },
        },
        sessionIdleSeconds: { type: 'integer' },
        idleWarningSeconds: { type: 'integer' },
        admissionsOfficeUrl: { type: 'string' },
      },
    },
  },
};

/** Every code has its text in each language (the catalogues' types require it). */
const catalogue = {
  type: 'object',
  required: Object.keys(MESSAGES),
  properties: Object.fromEntries(Object.keys(MESSAGES).map((code) => [code, { type: 'string' }])),
  additionalProperties: false,
};

export const messagesRoute = {
  tags: ['system'],
  summary: 'The message catalogue in one language: stable code → text ({0} marks a parameter; {0, duration} a number of seconds)',
  querystring: {
    type: 'object',
    properties: {
      lang: { type: 'string', enum: [...LANGUAGES], default: DEFAULT_LANGUAGE },
      v: { type: 'string', pattern: '^[0-9a-f]{1,64}$', description: 'The catalogue\'s version (its ETag): an answer to an address with the current one may be kept for good' },
    },
  },
  response: { 200: catalogue, ...errorResponses(400) },
};

export const healthRoute = {
  tags: ['system'],
  summary: 'Liveness and database reachability',
  response: {
    200: {
      type: 'object',
      required: ['status', 'database'],
      properties: { status: { type: 'string', enum: ['ok'] }, database: { type: 'string', enum: ['ok'] } },
    },
    ...errorResponses(503),
  },
};
