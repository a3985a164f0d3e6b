/**
 * Sign-in, sign-out, session status and keep-alive. Every failed sign-in answers the same 401
 * LOGIN_FAILED whichever part was wrong, after the same amount of Argon2 work.
 */
import type { LanguageChoice } from '@portal/contracts/schemas/language';
import type { EmailLogin, PinLogin } from '@portal/contracts/schemas/login';
import { loginVariantFor, type SystemId } from '@portal/contracts/systems';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../../http/problems';
import { verifySecret } from '../../security/passwords';
import { activeSession } from '../../sessions/session-plugin';
import { storeSessionLanguage } from '../../sessions/session-store';
import { findAccountForLogin, findApplicationForLogin } from './credentials';
import { accountKeyForEmail, accountKeyForPin, beginSignIn, signInSucceeded, type SignInClient } from '../../security/sign-in-throttle';
import { emailLoginRoute, keepaliveRoute, languageRoute, logoutRoute, pinLoginRoute, sessionRoute } from './schemas';

/** The sub-category a session records: the one asked for, else the system's default login variant's. */
const subCategoryFor = (system: SystemId, subCategory: string | undefined) =>
  subCategory || loginVariantFor(system).subCategory;

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const { device } = app.portalCookies;

  /**
   * Runs one sign-in attempt under the limits (security/sign-in-throttle.ts): refuses early while this client
   * must wait (no Argon2 work spent), counts a failure, or on success gives the counts back and
   * remembers this browser for the account.
   */
  async function attemptSignIn(request: FastifyRequest, reply: FastifyReply, accountKey: string, check: () => Promise<boolean>): Promise<void> {
    const client: SignInClient = { accountKey, address: request.ip, deviceToken: request.cookies[device.name] };
    const attempt = await beginSignIn(db, client, app.now());
    if (attempt.refused) {
      const code = attempt.refused === 'new-clients-paused' ? 'LOGIN_NEW_CLIENTS_PAUSED' : 'LOGIN_THROTTLED';
      throw problem(429, code, [attempt.waitSeconds], { 'Retry-After': String(attempt.waitSeconds) });
    }
    if (await check()) {
      const deviceToken = await signInSucceeded(db, attempt, client, app.now());
      reply.setCookie(device.name, deviceToken, device.options);
      return;
    }
    request.log.info({ event: 'login_failed', recognisedClient: attempt.recognised }, 'sign-in failed');
    throw problem(401, 'LOGIN_FAILED');
  }

  app.post<{ Body: PinLogin }>('/api/auth/login/pin', { schema: pinLoginRoute }, async (request, reply) => {
    const { body } = request;
    const system = body.system as SystemId;
    let applicationId: string | undefined;
    await attemptSignIn(request, reply, accountKeyForPin(system, body.applicationNumber), async () => {
      const application = await findApplicationForLogin(db, system, body.applicationNumber);
      const matches = await verifySecret(application?.pin_hash, body.pin);
      applicationId = application?.id;
      return matches && applicationId !== undefined;
    });
    return app.sessions.start(request, reply, {
      kind: 'application',
      applicationId: applicationId!,
      system,
      subCategory: subCategoryFor(system, body.subCategory),
    });
  });

  app.post<{ Body: EmailLogin }>('/api/auth/login/email', { schema: emailLoginRoute }, async (request, reply) => {
    const { body } = request;
    const system = body.system as SystemId;
    let accountId: string | undefined;
    await attemptSignIn(request, reply, accountKeyForEmail(body.email), async () => {
      const account = await findAccountForLogin(db, body.email);
      const matches = await verifySecret(account?.password_hash, body.password);
      accountId = account?.id;
      return matches && accountId !== undefined;
    });
    return app.sessions.start(request, reply, {
      kind: 'account',
      accountId: accountId!,
      system,
      subCategory: subCategoryFor(system, body.subCategory),
    });
  });

  // Deliberately no requireSession: polling the status must not count as activity.
  app.get('/api/auth/session', { schema: sessionRoute }, async (request) => app.sessions.info(request));

  app.post('/api/auth/keepalive', { schema: keepaliveRoute }, async (request) => {
    await app.sessions.extend(request);
    return app.sessions.info(request);
  });

  app.put<{ Body: LanguageChoice }>('/api/auth/language', { schema: languageRoute }, async (request, reply) => {
    const { language } = request.body;
    await storeSessionLanguage(db, activeSession(request), language);
    return reply.status(204).send();
  });

  app.post('/api/auth/logout', { schema: logoutRoute }, async (request, reply) => {
    const ended = await app.sessions.end(request, reply);
    return { loggedOut: true, ...ended };
  });
}
