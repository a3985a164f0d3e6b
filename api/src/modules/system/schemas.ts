import { DEFAULT_LANGUAGE, LANGUAGES } from '@portal/contracts/languages';
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

export const messagesRoute = {
  tags: ['system'],
  summary: 'The message catalogue in one language: stable code → text ({0} marks a parameter; {0, duration} a number of seconds)',
  querystring: {
    type: 'object',
    properties: { lang: { type: 'string', enum: [...LANGUAGES], default: DEFAULT_LANGUAGE } },
  },
  response: { 200: { type: 'object', additionalProperties: { type: 'string' } }, ...errorResponses(400) },
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
