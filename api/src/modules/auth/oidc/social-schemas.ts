/**
 * Social sign-in, Setup Login Profile and the login profile page's routes: bodies are the shared yup
 * schemas (what Fastify validates them with); answers and the redirects' query strings are described here.
 */
import { otpRequestSchema } from '@portal/contracts/schemas/public';
import { SYSTEM_IDS } from '@portal/contracts/systems';
import { errorResponses } from '../../../http/openapi-schemas';
import { noBody } from '../../../http/validation';

const redirect = (description: string) => ({ description, type: 'null' }) as const;
/**
 * The provider's id. Deliberately no limits Fastify would check: an unknown provider is the routes'
 * own answer (a redirect with an error code, or their 404 code), never a bare 404.
 */
const providerParam = { type: 'object', required: ['provider'], properties: { provider: { type: 'string', description: 'The provider’s id (OIDC_SOCIAL_PROVIDERS)' } } } as const;

/**
 * A browser navigation's query string: what it means is described, but nothing is refused by Fastify
 * (a 400 would leave the person on a bare error), not even a parameter sent twice, so no types:
 * values the route does not know fall back to the defaults, or end on the login page with a code.
 */
export const signInQuery = {
  type: 'object',
  properties: {
    system: { description: `The login variant’s system: ${SYSTEM_IDS.join(', ')}; any other value means ADM` },
    subCategory: { description: 'The login variant’s sub-category; an unknown one means the system’s default' },
    returnTo: { description: 'A path in the portal (at most 200 characters) to land on after signing in; anything else means /applicant' },
  },
} as const;

/** What a provider sends back (OpenID Connect's authorization response), read by the OpenID library, never refused by Fastify. */
export const callbackQuery = {
  type: 'object',
  properties: {
    code: { description: 'The authorization code' },
    state: { description: 'The state the flow was started with' },
    iss: { description: 'The issuer (RFC 9207)' },
    error: { description: 'Why the provider did not authenticate the person (e.g. access_denied)' },
    error_description: { description: 'The provider’s words for it (logged, never shown)' },
  },
} as const;

export const socialProvidersRoute = {
  tags: ['auth'],
  summary: 'The social sign-in providers the login pages offer, with the names they show',
  response: {
    200: {
      type: 'object',
      required: ['providers'],
      properties: { providers: { type: 'array', items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } } } },
    },
  },
};

export const socialStartRoute = {
  tags: ['auth'],
  summary:
    'Start signing in with a social account: redirects the browser to the provider (authorization code with PKCE, state and nonce; the secrets stay on the server, named by an HttpOnly cookie). An unknown or unreachable provider redirects to the login page with error=SOCIAL_SIGN_IN_UNAVAILABLE.',
  params: providerParam,
  querystring: signInQuery,
  response: { 303: redirect('To the provider’s authorization endpoint, or back to the login page with an error code') },
};

export const socialCallbackRoute = {
  tags: ['auth'],
  summary:
    'Where a social provider sends the browser back. A linked account: signed in as its applicant and redirected to the return path. Not linked: to Setup Login Profile (/login/setup-profile). Linking from the login profile page: back there. Otherwise to the login page with error=SOCIAL_SIGN_IN_DENIED, SOCIAL_SIGN_IN_EXPIRED or SOCIAL_SIGN_IN_FAILED; the reason is logged, never shown.',
  params: providerParam,
  querystring: callbackQuery,
  response: { 303: redirect('Signed in, to Setup Login Profile, to the login profile page, or to the login page with an error code') },
};

export const socialPendingRoute = {
  tags: ['public'],
  summary: 'The social sign-in waiting for Setup Login Profile in this browser: which provider, and the address it suggested (unverified)',
  response: {
    200: {
      type: 'object',
      required: ['provider', 'suggestedEmail', 'system', 'subCategory'],
      properties: { provider: { type: 'string' }, suggestedEmail: { type: ['string', 'null'] }, system: { type: 'string' }, subCategory: { type: 'string' } },
    },
    ...errorResponses(404),
  },
};

export const socialProfileSubmitRoute = {
  tags: ['public'],
  summary:
    'Setup Login Profile: links the waiting social sign-in to the applicant owning the e-mail address this browser has just verified with a one-time code (/api/public/b2c/otp/verify), or to a new profile for it, and signs in. 403 REGISTRATION_EXPIRED without a verification of that address; 404 SOCIAL_SETUP_EXPIRED when no sign-in waits.',
  body: otpRequestSchema,
  response: { 200: { type: 'object', required: ['returnTo'], properties: { returnTo: { type: 'string' } } }, ...errorResponses(400, 403, 404) },
};

export const loginProfileRoute = {
  tags: ['applicant'],
  summary: 'The signed-in applicant’s login profile: each configured social provider, and whether an account there is linked',
  response: {
    200: {
      type: 'object',
      required: ['providers', 'canLink'],
      properties: {
        providers: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'name', 'linked'],
            properties: { id: { type: 'string' }, name: { type: 'string' }, linked: { type: 'boolean' }, email: { type: 'string' }, linkedAt: { type: 'string', format: 'date-time' } },
          },
        },
        canLink: { type: 'boolean', description: 'False for an e-mail login without an applicant profile yet' },
      },
    },
    ...errorResponses(401),
  },
};

export const socialLinkStartRoute = {
  tags: ['applicant'],
  summary: 'Starts linking a social account to the signed-in applicant; answers the provider’s address for the browser to go to (it comes back to /applicant/login-profile)',
  params: providerParam,
  body: noBody,
  response: { 200: { type: 'object', required: ['location'], properties: { location: { type: 'string' } } }, ...errorResponses(401, 403, 404, 409, 503) },
};

export const socialUnlinkRoute = {
  tags: ['applicant'],
  summary: 'Unlinks the signed-in applicant’s social account with this provider',
  params: providerParam,
  response: { 204: { description: 'Unlinked', type: 'null' }, ...errorResponses(401, 403, 404) },
};
