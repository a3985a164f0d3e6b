/**
 * Sign-in with a social account (OpenID Connect; social-sign-in.ts does the protocol), Setup Login
 * Profile, and the applicant area's linked social accounts:
 *
 *   GET    /api/auth/oidc/social-providers              the configured providers (id, display name)
 *   GET    /api/auth/oidc/<id>/start                    → 303 to the provider, the flow's secrets kept server-side
 *   GET    /api/auth/oidc/<id>/callback                 → 303 signed in (a linked account), to Setup Login Profile
 *                                                          (not linked yet), back to the login profile page (linking),
 *                                                          or to the login page with ?error=<code>
 *   GET    /api/public/b2c/social-profile               the social sign-in waiting for Setup Login Profile
 *   POST   /api/public/b2c/social-profile               completes it with an e-mail address verified by one-time code
 *   GET    /api/applicant/login-profile                 the signed-in applicant's linked social accounts
 *   POST   /api/applicant/login-profile/<id>/link       starts linking one (anti-forgery checked; answers where to go)
 *   DELETE /api/applicant/login-profile/<id>            unlinks it
 *
 * A social account signs in only as the applicant it is linked to. Linking needs the person to have
 * proved something to the portal first: a session of theirs (linking from the applicant area), or an
 * e-mail address verified with the registration's one-time code (/api/public/b2c/otp/*, its limits
 * included), whose registration grant Setup Login Profile uses up. The address a provider sends is
 * only a suggestion for the screen.
 */
import type { MessageCode } from '@portal/contracts/messages';
import type { OtpRequest } from '@portal/contracts/schemas/public';
import { isSystemId, loginVariantFor, type SystemId } from '@portal/contracts/systems';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SOCIAL_PROVIDER_KINDS, type SocialProviderConfig, type SocialProviderId } from '../../config';
import { problem } from '../../http/problems';
import { consumeRegistrationGrant, normaliseEmail } from '../public';
import { activeSession } from '../../sessions/session-plugin';
import { createFlow, takeFlow, type Flow } from './oidc/flow-store';
import { followedApplication } from './oidc/identity-applicant';
import { IdentityRefused, isProtocolFailure } from './oidc/national-identity';
import {
  createPendingSocialSignIn,
  linkedApplicant,
  linkSocialAccount,
  loginProfileForEmail,
  peekPendingSocialSignIn,
  socialLinksOf,
  takePendingSocialSignIn,
  unlinkSocialAccount,
} from './oidc/social-accounts';
import { SocialSignInClient, type SocialIdentity } from './oidc/social-sign-in';
// What every OpenID sign-in does alike with its outcome: the national-identity routes' helpers.
import { loginPageWithError, reasonOf, safeReturnPath, type SignInQuery } from './national-identity-routes';
import {
  loginProfileRoute,
  socialCallbackRoute,
  socialLinkStartRoute,
  socialPendingRoute,
  socialProfileSubmitRoute,
  socialProvidersRoute,
  socialStartRoute,
  socialUnlinkRoute,
} from './oidc/social-schemas';

export const SOCIAL_ROUTES = {
  providers: '/api/auth/oidc/social-providers',
  start: (id: string) => `/api/auth/oidc/${id}/start`,
  callback: (id: string) => `/api/auth/oidc/${id}/callback`,
  pending: '/api/public/b2c/social-profile',
  loginProfile: '/api/applicant/login-profile',
} as const;

/** The shell's screens the callback sends the person to. */
const SETUP_LOGIN_PROFILE_PAGE = '/login/setup-profile';
const LOGIN_PROFILE_PAGE = '/applicant/login-profile';

/** A flow's provider column: a sign-in, or linking to the signed-in applicant. */
const signInFlow = (id: SocialProviderId) => `social:${id}`;
const linkFlow = (id: SocialProviderId) => `social-link:${id}`;

/** What a refusal by the provider (or of its answer) tells the person: the social wording of the same outcome. */
const SOCIAL_CODE: Record<IdentityRefused['code'], MessageCode> = {
  IDENTITY_SIGN_IN_DENIED: 'SOCIAL_SIGN_IN_DENIED',
  IDENTITY_SIGN_IN_FAILED: 'SOCIAL_SIGN_IN_FAILED',
};

/** A route's provider, named in the path. */
interface ProviderParams {
  provider: string;
}

/** The callback's query string as the provider sent it (openid-client reads code, state, iss and error from it). */
const callbackQueryOf = (request: FastifyRequest): string => (request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');

export default async function socialRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const { oidcFlow, socialPending, registration } = app.portalCookies;
  const clients = new Map(config.socialProviders.map((provider) => [provider.id, new SocialSignInClient(provider, `${config.publicUrl}${SOCIAL_ROUTES.callback(provider.id)}`)]));
  const providerFor = (id: unknown): SocialSignInClient | undefined => (typeof id === 'string' ? clients.get(id as SocialProviderId) : undefined);
  const configFor = (kind: string): SocialProviderConfig | undefined => config.socialProviders.find((provider) => SOCIAL_PROVIDER_KINDS[provider.id] === kind);

  app.get(SOCIAL_ROUTES.providers, { schema: socialProvidersRoute }, async () => ({
    providers: config.socialProviders.map(({ id, name }) => ({ id, name })),
  }));

  /** Stores the flow, sets its cookie, and answers where the browser goes next (the provider), or undefined when the provider cannot be reached. */
  async function startFlow(request: FastifyRequest, reply: FastifyReply, social: SocialSignInClient, flow: Omit<Flow, keyof Awaited<ReturnType<SocialSignInClient['start']>>['secrets']>): Promise<string | undefined> {
    let started;
    try {
      started = await social.start();
    } catch (error) {
      request.log.error({ event: 'social_sign_in_unavailable', provider: social.provider.id, reason: reasonOf(error) }, 'social sign-in: could not start');
      return undefined;
    }
    const flowId = await createFlow(db, { ...flow, ...started.secrets }, app.now());
    reply.setCookie(oidcFlow.name, flowId, oidcFlow.options);
    reply.header('Cache-Control', 'no-store');
    return started.authorizationUrl.href;
  }

  app.get<{ Params: ProviderParams; Querystring: SignInQuery }>('/api/auth/oidc/:provider/start', { schema: socialStartRoute }, async (request, reply) => {
    const { query } = request;
    const system: SystemId = isSystemId(query.system) ? query.system : loginVariantFor().system;
    const subCategory = loginVariantFor(system, typeof query.subCategory === 'string' ? query.subCategory : undefined).subCategory;
    const social = providerFor(request.params.provider);
    if (!social) return reply.redirect(loginPageWithError(system, subCategory, 'SOCIAL_SIGN_IN_UNAVAILABLE'), 303);
    const location = await startFlow(request, reply, social, { provider: signInFlow(social.provider.id), system, subCategory, returnTo: safeReturnPath(query.returnTo) });
    return reply.redirect(location ?? loginPageWithError(system, subCategory, 'SOCIAL_SIGN_IN_UNAVAILABLE'), 303);
  });

  app.post<{ Params: ProviderParams }>('/api/applicant/login-profile/:provider/link', { schema: socialLinkStartRoute }, async (request, reply) => {
    const session = activeSession(request);
    if (!session.applicantId) throw problem(409, 'SOCIAL_LINK_NO_PROFILE');
    const social = providerFor(request.params.provider);
    if (!social) throw problem(404, 'SOCIAL_SIGN_IN_UNAVAILABLE');
    const location = await startFlow(request, reply, social, { provider: linkFlow(social.provider.id), system: session.system, subCategory: session.subCategory, returnTo: LOGIN_PROFILE_PAGE });
    if (!location) throw problem(503, 'SOCIAL_SIGN_IN_UNAVAILABLE');
    return { location };
  });

  app.get<{ Params: ProviderParams }>('/api/auth/oidc/:provider/callback', { schema: socialCallbackRoute }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const social = providerFor(request.params.provider);
    const flowId = request.cookies[oidcFlow.name];
    reply.clearCookie(oidcFlow.name, oidcFlow.options);
    const flow = flowId && social ? await takeFlow(db, flowId, [signInFlow(social.provider.id), linkFlow(social.provider.id)], app.now()) : undefined;
    if (!flow || !social) {
      request.log.warn({ event: 'social_sign_in_refused', reason: flowId ? 'unknown, used or expired sign-in flow' : 'no sign-in flow cookie' }, 'social sign-in: callback refused');
      return reply.redirect(loginPageWithError(null, null, 'SOCIAL_SIGN_IN_EXPIRED'), 303);
    }
    const kind = SOCIAL_PROVIDER_KINDS[social.provider.id];
    let identity: SocialIdentity;
    try {
      identity = await social.finish(callbackQueryOf(request), flow);
    } catch (error) {
      if (isProtocolFailure(error)) request.log.warn({ event: 'social_sign_in_refused', provider: social.provider.id, reason: reasonOf(error) }, 'social sign-in: callback refused');
      else request.log.error({ event: 'social_sign_in_failed', provider: social.provider.id, err: error }, 'social sign-in: failed in the portal');
      const code = error instanceof IdentityRefused ? SOCIAL_CODE[error.code] : 'SOCIAL_SIGN_IN_FAILED';
      return reply.redirect(flow.provider === linkFlow(social.provider.id) ? `${LOGIN_PROFILE_PAGE}?error=${code}` : loginPageWithError(flow.system, flow.subCategory, code), 303);
    }

    const owner = await linkedApplicant(db, kind, identity.subject);
    if (flow.provider === linkFlow(social.provider.id)) {
      // Linking from the applicant area: to whoever is signed in in this browser now.
      const applicantId = request.session.status === 'active' ? request.session.session.applicantId : null;
      if (!applicantId) return reply.redirect(loginPageWithError(flow.system, flow.subCategory, 'SOCIAL_SIGN_IN_EXPIRED'), 303);
      const linkedTo = owner ?? (await linkSocialAccount(db, applicantId, kind, identity.subject, identity.email));
      if (linkedTo !== applicantId) return reply.redirect(`${LOGIN_PROFILE_PAGE}?error=SOCIAL_LINK_TAKEN`, 303);
      request.log.info({ event: 'social_account_linked', provider: social.provider.id, by: 'session' }, 'social account linked');
      return reply.redirect(`${LOGIN_PROFILE_PAGE}?linked=${social.provider.id}`, 303);
    }

    if (owner) {
      await signInAs(request, reply, owner, flow.system, flow.subCategory);
      request.log.info({ event: 'social_sign_in', provider: social.provider.id }, 'social sign-in: signed in');
      return reply.redirect(flow.returnTo, 303);
    }
    // Not linked to anyone yet: Setup Login Profile, with who signed in kept here, not in the browser.
    const pendingId = await createPendingSocialSignIn(
      db,
      { provider: kind, subject: identity.subject, email: identity.email, name: identity.name, system: flow.system, subCategory: flow.subCategory, returnTo: flow.returnTo },
      app.now(),
    );
    reply.setCookie(socialPending.name, pendingId, socialPending.options);
    request.log.info({ event: 'social_sign_in_unlinked', provider: social.provider.id }, 'social sign-in: not linked yet, to Setup Login Profile');
    return reply.redirect(`${SETUP_LOGIN_PROFILE_PAGE}?${new URLSearchParams({ sid: flow.system, subid: flow.subCategory }).toString()}`, 303);
  });

  async function signInAs(request: FastifyRequest, reply: FastifyReply, applicantId: string, system: SystemId, subCategory: string): Promise<void> {
    // No verifiedAt: a social provider vouches for an account of its own, not for who the person is.
    await app.sessions.start(request, reply, { kind: 'identity', applicantId, applicationId: await followedApplication(db, applicantId, system), system, subCategory, verifiedAt: null });
  }

  app.get(SOCIAL_ROUTES.pending, { schema: socialPendingRoute }, async (request) => {
    const cookie = request.cookies[socialPending.name];
    const pending = cookie ? await peekPendingSocialSignIn(db, cookie, app.now()) : undefined;
    if (!pending) throw problem(404, 'SOCIAL_SETUP_EXPIRED');
    return { provider: configFor(pending.provider)?.name ?? pending.provider, suggestedEmail: pending.email, system: pending.system, subCategory: pending.subCategory };
  });

  app.post<{ Body: OtpRequest }>(SOCIAL_ROUTES.pending, { schema: socialProfileSubmitRoute }, async (request, reply) => {
    const { body } = request;
    const email = normaliseEmail(body.email);
    const cookie = request.cookies[socialPending.name];
    const grant = request.cookies[registration.name];
    // Nothing is used up unless both are there: the verified address and the sign-in waiting for it.
    if (!cookie || !(await peekPendingSocialSignIn(db, cookie, app.now()))) throw problem(404, 'SOCIAL_SETUP_EXPIRED');
    if (!grant || !(await consumeRegistrationGrant(db, grant, email, app.now()))) throw problem(403, 'REGISTRATION_EXPIRED');
    reply.clearCookie(registration.name, registration.options);
    const pending = await takePendingSocialSignIn(db, cookie, app.now());
    reply.clearCookie(socialPending.name, socialPending.options);
    if (!pending) throw problem(404, 'SOCIAL_SETUP_EXPIRED');
    const profile = await loginProfileForEmail(db, email, pending.name);
    // Another browser may have linked the same social account meanwhile: it signs in as that applicant.
    const linkedTo = await linkSocialAccount(db, profile.applicantId, pending.provider, pending.subject, pending.email);
    await signInAs(request, reply, linkedTo, pending.system, pending.subCategory);
    request.log.info({ event: 'social_account_linked', by: 'verified_email', newProfile: profile.created }, 'social account linked through Setup Login Profile');
    return { returnTo: pending.returnTo };
  });

  app.get(SOCIAL_ROUTES.loginProfile, { schema: loginProfileRoute }, async (request) => {
    const session = activeSession(request);
    const links = session.applicantId ? await socialLinksOf(db, session.applicantId) : [];
    return {
      providers: config.socialProviders.map(({ id, name }) => {
        const link = links.find((candidate) => candidate.provider === SOCIAL_PROVIDER_KINDS[id]);
        return { id, name, linked: link !== undefined, ...(link?.email ? { email: link.email } : {}), ...(link ? { linkedAt: link.linkedAt.toISOString() } : {}) };
      }),
      canLink: session.applicantId !== null,
    };
  });

  app.delete<{ Params: ProviderParams }>('/api/applicant/login-profile/:provider', { schema: socialUnlinkRoute }, async (request, reply) => {
    const session = activeSession(request);
    const id = request.params.provider;
    if (!session.applicantId || !(id in SOCIAL_PROVIDER_KINDS)) throw problem(404, 'SOCIAL_LINK_NOT_FOUND');
    if (!(await unlinkSocialAccount(db, session.applicantId, SOCIAL_PROVIDER_KINDS[id as SocialProviderId]))) throw problem(404, 'SOCIAL_LINK_NOT_FOUND');
    request.log.info({ event: 'social_account_unlinked', provider: id }, 'social account unlinked');
    return reply.status(204).send();
  });
}
