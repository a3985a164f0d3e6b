/**
 * The auth routes' schemas: bodies are the shared yup schemas (what Fastify validates them with, and
 * what their OpenAPI description is made from); answers are described here.
 */
import { LANGUAGES } from '@portal/contracts/languages';
import { languageChoiceSchema } from '@portal/contracts/schemas/language';
import { emailLoginSchema, pinLoginSchema } from '@portal/contracts/schemas/login';
import { SYSTEM_IDS } from '@portal/contracts/systems';
import { errorResponses } from '../../http/openapi-schemas';
import { noBody } from '../../http/validation';

const system = { type: 'string', enum: [...SYSTEM_IDS] } as const;

export const sessionInfoSchema = {
  type: 'object',
  required: ['authenticated'],
  properties: {
    authenticated: { type: 'boolean' },
    principal: {
      type: 'object',
      required: ['kind', 'name'],
      properties: {
        kind: { type: 'string', enum: ['application', 'account', 'identity'] },
        applicationNumber: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
      },
    },
    system,
    subCategory: { type: 'string' },
    idleSecondsLeft: { type: 'integer', minimum: 0 },
    lifetimeSecondsLeft: { type: 'integer', minimum: 0 },
    language: { type: 'string', enum: [...LANGUAGES] },
  },
} as const;

export const pinLoginRoute = {
  tags: ['auth'],
  summary: 'Sign in with an application number and PIN',
  body: pinLoginSchema,
  response: { 200: sessionInfoSchema, ...errorResponses(400, 401, 403, 429) },
};

export const emailLoginRoute = {
  tags: ['auth'],
  summary: 'Sign in with an e-mail login account and password',
  body: emailLoginSchema,
  response: { 200: sessionInfoSchema, ...errorResponses(400, 401, 403, 429) },
};

export const sessionRoute = {
  tags: ['auth'],
  summary: 'The current session; reading it does not extend the idle timer',
  response: { 200: sessionInfoSchema },
};

export const keepaliveRoute = {
  tags: ['auth'],
  summary: 'Extend the session (the user is still active)',
  body: noBody,
  response: { 200: sessionInfoSchema, ...errorResponses(401, 403) },
};

export const logoutRoute = {
  tags: ['auth'],
  summary: 'Sign out (idempotent); answers the ended login context so the browser can return to the right login page',
  body: noBody,
  response: {
    200: {
      type: 'object',
      required: ['loggedOut', 'system', 'subCategory'],
      properties: {
        loggedOut: { type: 'boolean' },
        system: { type: ['string', 'null'] },
        subCategory: { type: ['string', 'null'] },
      },
    },
    ...errorResponses(403),
  },
};

export const languageRoute = {
  tags: ['auth'],
  summary: "Remember the signed-in applicant's language (for e-mails and the session info)",
  body: languageChoiceSchema,
  response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403) },
};
