/**
 * OpenAPI descriptions of the OpenID Connect sign-in routes (browser navigations, answered with
 * redirects: their query strings describe, never refuse; see signInQuery).
 */
import { callbackQuery, signInQuery } from './social-schemas';

const redirect = (description: string) => ({ description, type: 'null' }) as const;

export const jwksRoute = {
  tags: ['auth'],
  summary: "The portal's public keys as a JWKS: identity providers verify its client assertions with the signing key and encrypt ID tokens to the encryption key",
  response: {
    200: {
      type: 'object',
      required: ['keys'],
      properties: {
        keys: {
          type: 'array',
          items: {
            type: 'object',
            required: ['kty', 'kid', 'use', 'alg'],
            properties: {
              kty: { type: 'string' },
              crv: { type: 'string' },
              x: { type: 'string' },
              y: { type: 'string' },
              kid: { type: 'string' },
              use: { type: 'string', enum: ['sig', 'enc'] },
              alg: { type: 'string' },
            },
          },
        },
      },
    },
  },
};

export const nationalIdentityStartRoute = {
  tags: ['auth'],
  summary:
    'Start signing in with the national identity service: pushes the authorization request and redirects the browser to the provider. The flow’s secrets stay on the server, named by an HttpOnly cookie. When the service is not configured or cannot be reached, redirects to the login page with error=IDENTITY_SIGN_IN_UNAVAILABLE.',
  querystring: {
    type: 'object',
    properties: {
      ...signInQuery.properties,
      purpose: {
        description:
          'identity-data: the identity-data screen’s retrieval; a signed-in applicant authenticates again as themselves and returns to /singpass. Anything else (or nothing): a sign-in',
      },
    },
  },
  response: { 303: redirect('To the provider’s authorization endpoint, or back to the login page with an error code') },
};

export const nationalIdentityCallbackRoute = {
  tags: ['auth'],
  summary:
    'Where the national identity service sends the browser back. On success: signed in (an existing application for the NRIC, or a new applicant profile) and redirected to the return path. Otherwise redirected to the login variant’s page with error=IDENTITY_SIGN_IN_DENIED, IDENTITY_SIGN_IN_EXPIRED or IDENTITY_SIGN_IN_FAILED; the reason is logged, never shown.',
  querystring: callbackQuery,
  response: { 303: redirect('To the return path when signed in, else to the login page with an error code') },
};
