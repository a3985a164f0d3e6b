/**
 * Sign-in with the national identity service (OpenID Connect, FAPI 2.0; national-identity.ts does
 * the protocol):
 *
 *   GET /api/auth/oidc/jwks                         the portal's public keys (its registered jwks_uri)
 *   GET /api/auth/oidc/national-identity/start      → 303 to the provider, the flow's secrets kept server-side
 *   GET /api/auth/oidc/national-identity/callback   → 303 into the portal, signed in; or to the login page with ?error=<code>
 *
 * Every failure lands on the login variant's page with a catalogue code (the page shows its
 * message); the reason is logged for the office, without secrets, and never shown.
 *
 * With `purpose=identity-data` (the identity-data screen's "Retrieve with national identity") a
 * signed-in applicant authenticates again without leaving their session: the callback requires the
 * same NRIC as theirs (else IDENTITY_OTHER_PERSON) — the verified one, or the declared one, which it
 * then verifies (nric-records.ts) — marks the session as recently verified, and
 * returns to /singpass, where failures show too. Every national-identity authentication keeps the
 * person data released for the identity-data screen (identity-retrievals.ts).
 */
import type { MessageCode } from '@portal/contracts/messages';
import { isSystemId, loginUrlFor, loginVariantFor, type SystemId } from '@portal/contracts/systems';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isProduction } from '../../config';
import { createFlow, takeFlow } from './oidc/flow-store';
import { keepRetrieval, nricOf, NricVerifiedElsewhere, verifyNric } from '../applicant';
import { markIdentityVerified } from '../../sessions/session-store';
import { applicantForIdentity } from './oidc/identity-applicant';
import { IdentityRefused, isProtocolFailure, NationalIdentityClient } from './oidc/national-identity';
import { loadPortalKeys, type PortalKeys } from './oidc/portal-keys';
import { jwksRoute, nationalIdentityCallbackRoute, nationalIdentityStartRoute } from './oidc/schemas';

export const OIDC_ROUTES = {
  jwks: '/api/auth/oidc/jwks',
  nationalIdentityStart: '/api/auth/oidc/national-identity/start',
  nationalIdentityCallback: '/api/auth/oidc/national-identity/callback',
} as const;

const NATIONAL_IDENTITY = 'national-identity';
const DEFAULT_RETURN_TO = '/applicant';
/** The identity-data screen (shell route), where a retrieval returns to and shows its failures. */
export const IDENTITY_DATA_PAGE = '/singpass';

const identityDataPageWithError = (code: MessageCode) => `${IDENTITY_DATA_PAGE}?error=${code}`;

/** A sign-in's start, as the login page links to it (signInQuery: nothing is refused, so anything may arrive; unknown values fall back). */
export interface SignInQuery {
  system?: unknown;
  subCategory?: unknown;
  returnTo?: unknown;
}

/** Only a path on this site: never another origin (//host, /\host) or a scheme. */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 200) return DEFAULT_RETURN_TO;
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]*$/.test(raw)) return DEFAULT_RETURN_TO;
  return raw;
}

/** The login variant's page with the error for it to show. */
export function loginPageWithError(system: string | null | undefined, subCategory: string | null | undefined, code: MessageCode): string {
  return `${loginUrlFor(system, subCategory)}&error=${code}`;
}

/**
 * What may be logged about a failure: openid-client's error names, codes and messages, and its
 * cause's message, say what check failed without values. The cause objects themselves are never
 * logged: they hold the callback's parameters (the code) and the tokens.
 */
export function reasonOf(error: unknown): string {
  if (error instanceof IdentityRefused) return error.reason;
  if (error instanceof Error) {
    const { code, cause } = error as Error & { code?: unknown; cause?: unknown };
    const detail = cause instanceof Error ? ` (${cause.message})` : '';
    return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}${detail}`;
  }
  return 'unknown error';
}

export default async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const { oidcFlow } = app.portalCookies;
  // Production without configured keys has no provider either (config.ts): nothing to sign or decrypt.
  const keys: PortalKeys | undefined = config.oidcKeys || !isProduction(config) ? await loadPortalKeys(config) : undefined;
  const nationalIdentity =
    config.nationalIdentity && keys ? new NationalIdentityClient(config.nationalIdentity, keys, `${config.publicUrl}${OIDC_ROUTES.nationalIdentityCallback}`) : undefined;

  app.get(OIDC_ROUTES.jwks, { schema: jwksRoute }, async (_request, reply) => {
    // Short caching: providers re-read it soon after the keys are rotated.
    reply.header('Cache-Control', 'public, max-age=300');
    return keys?.jwks ?? { keys: [] };
  });

  app.get<{ Querystring: SignInQuery & { purpose?: unknown } }>(OIDC_ROUTES.nationalIdentityStart, { schema: nationalIdentityStartRoute }, async (request, reply) => {
    const { query } = request;
    const retrieval = query.purpose === 'identity-data';
    // A retrieval by a signed-in applicant re-authenticates them; without a session it is a sign-in that lands on the screen.
    const retrievalFor = retrieval && request.session.status === 'active' ? request.session.session.applicantId : null;
    const system: SystemId = isSystemId(query.system) ? query.system : loginVariantFor().system;
    const subCategory = loginVariantFor(system, typeof query.subCategory === 'string' ? query.subCategory : undefined).subCategory;
    const unavailable = retrievalFor ? identityDataPageWithError('IDENTITY_SIGN_IN_UNAVAILABLE') : loginPageWithError(system, subCategory, 'IDENTITY_SIGN_IN_UNAVAILABLE');
    if (!nationalIdentity) return reply.redirect(unavailable, 303);
    let started;
    try {
      started = await nationalIdentity.start();
    } catch (error) {
      request.log.error({ event: 'identity_sign_in_unavailable', reason: reasonOf(error) }, 'national identity: could not start a sign-in');
      return reply.redirect(unavailable, 303);
    }
    const returnTo = retrieval ? IDENTITY_DATA_PAGE : safeReturnPath(query.returnTo);
    const flowId = await createFlow(db, { provider: NATIONAL_IDENTITY, system, subCategory, returnTo, applicantId: retrievalFor, ...started.secrets }, app.now());
    reply.setCookie(oidcFlow.name, flowId, oidcFlow.options);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(started.authorizationUrl.href, 303);
  });

  app.get(OIDC_ROUTES.nationalIdentityCallback, { schema: nationalIdentityCallbackRoute }, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const flowId = request.cookies[oidcFlow.name];
    reply.clearCookie(oidcFlow.name, oidcFlow.options);
    const flow = flowId ? await takeFlow(db, flowId, NATIONAL_IDENTITY, app.now()) : undefined;
    if (!flow || !nationalIdentity) {
      request.log.warn({ event: 'identity_sign_in_refused', reason: flowId ? 'unknown, used or expired sign-in flow' : 'no sign-in flow cookie' }, 'national identity: callback refused');
      return reply.redirect(loginPageWithError(null, null, 'IDENTITY_SIGN_IN_EXPIRED'), 303);
    }
    const queryString = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    if (flow.applicantId) return finishRetrieval(request, reply, flow.applicantId, queryString, flow);
    try {
      const identity = await nationalIdentity.finish(queryString, flow);
      const applicant = await applicantForIdentity(db, identity, flow.system, app.now());
      await app.sessions.start(request, reply, {
        kind: 'identity',
        applicantId: applicant.applicantId,
        applicationId: applicant.applicationId,
        system: flow.system,
        subCategory: flow.subCategory,
        verifiedAt: app.now(),
      });
      await keepRetrieval(db, applicant.applicantId, identity.person, app.now());
      request.log.info({ event: 'identity_sign_in', newApplicant: applicant.created }, 'national identity: signed in');
      return reply.redirect(flow.returnTo, 303);
    } catch (error) {
      const code = error instanceof IdentityRefused ? error.code : 'IDENTITY_SIGN_IN_FAILED';
      if (isProtocolFailure(error)) request.log.warn({ event: 'identity_sign_in_refused', reason: reasonOf(error) }, 'national identity: callback refused');
      // The portal's own failure (database…): still a message on the login page for the person, never an error page.
      else request.log.error({ event: 'identity_sign_in_failed', err: error }, 'national identity: sign-in failed in the portal');
      return reply.redirect(loginPageWithError(flow.system, flow.subCategory, code), 303);
    }
  });

  /**
   * The end of a retrieval: the person must be the applicant who asked, in the session that asked
   * (it may have ended meanwhile: then they sign in again from the login page).
   */
  async function finishRetrieval(request: FastifyRequest, reply: FastifyReply, applicantId: string, queryString: string, flow: Parameters<NationalIdentityClient['finish']>[1]) {
    try {
      const identity = await nationalIdentity!.finish(queryString, flow);
      // Their own NRIC: the verified one, or until there is one, the one they declared.
      const nric = await nricOf(db, applicantId);
      if (identity.nric !== (nric.verified ?? nric.declared)) {
        request.log.warn({ event: 'identity_retrieval_refused', reason: 'another person than the signed-in applicant' }, 'national identity: retrieval refused');
        return reply.redirect(identityDataPageWithError('IDENTITY_OTHER_PERSON'), 303);
      }
      const session = request.session.status === 'active' ? request.session.session : null;
      if (!session || session.applicantId !== applicantId) return reply.redirect(identityDataPageWithError('SESSION_EXPIRED'), 303);
      if (!nric.verified) {
        // The person the service authenticated declared this NRIC in their own session: from now on it is verified here.
        try {
          await verifyNric(db, applicantId, identity.nric, app.now());
        } catch (error) {
          if (!(error instanceof NricVerifiedElsewhere)) throw error;
          request.log.warn({ event: 'identity_retrieval_refused', reason: 'the NRIC is verified on another applicant record' }, 'national identity: retrieval refused');
          return reply.redirect(identityDataPageWithError('IDENTITY_NRIC_VERIFIED_ELSEWHERE'), 303);
        }
      }
      await markIdentityVerified(db, session.idHash, app.now());
      await keepRetrieval(db, applicantId, identity.person, app.now());
      request.log.info({ event: 'identity_retrieval' }, 'national identity: person data retrieved');
      return reply.redirect(IDENTITY_DATA_PAGE, 303);
    } catch (error) {
      const code = error instanceof IdentityRefused ? error.code : 'IDENTITY_SIGN_IN_FAILED';
      if (isProtocolFailure(error)) request.log.warn({ event: 'identity_retrieval_refused', reason: reasonOf(error) }, 'national identity: retrieval refused');
      else request.log.error({ event: 'identity_retrieval_failed', err: error }, 'national identity: retrieval failed in the portal');
      return reply.redirect(identityDataPageWithError(code), 303);
    }
  }
}
