/**
 * Sign-in, sign-out, session status and keep-alive. Every failed sign-in answers the same 401
 * LOGIN_FAILED whichever part was wrong, after the same amount of Argon2 work.
 */
import { emailLoginSchema, pinLoginSchema, type EmailLogin, type PinLogin } from '@portal/contracts/schemas/login';
import { loginVariantFor, type SystemId } from '@portal/contracts/systems';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeWait, problem, validateBody } from '../../http/problems';
import { verifySecret } from '../../security/passwords';
import { findAccountForLogin, findApplicationForLogin } from './credentials';
import {
  accountKeyForEmail,
  accountKeyForPin,
  addressKey,
  clearAccountFailures,
  recordFailure,
  throttleState,
  type ThrottleKeys,
} from './login-throttle';
import { emailLoginRoute, keepaliveRoute, logoutRoute, pinLoginRoute, sessionRoute } from './schemas';

/** The sub-category a session records: the one asked for, else the system's default login variant's. */
const subCategoryFor = (system: SystemId, subCategory: string | undefined) =>
  subCategory || loginVariantFor(system).subCategory;

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  /**
   * Runs one sign-in attempt under the throttle: refuses early while locked (no Argon2 work spent),
   * counts a failure, or clears the account's counter on success.
   */
  async function attemptSignIn(request: FastifyRequest, keys: ThrottleKeys, check: () => Promise<boolean>): Promise<void> {
    const { waitSeconds, accountHasFailures } = await throttleState(db, keys, app.now());
    if (waitSeconds > 0) {
      throw problem(429, 'LOGIN_THROTTLED', [describeWait(waitSeconds)], { 'Retry-After': String(waitSeconds) });
    }
    if (await check()) {
      // Most sign-ins have no failures on record: no write needed.
      if (accountHasFailures) await clearAccountFailures(db, keys.account);
      return;
    }
    await recordFailure(db, keys, app.now());
    request.log.info({ event: 'login_failed' }, 'sign-in failed');
    throw problem(401, 'LOGIN_FAILED');
  }

  app.post('/api/auth/login/pin', { schema: pinLoginRoute }, async (request, reply) => {
    const body = validateBody<PinLogin>(pinLoginSchema, request.body);
    const system = body.system as SystemId;
    const keys = { account: accountKeyForPin(system, body.applicationNumber), address: addressKey(request.ip) };
    let applicationId: string | undefined;
    await attemptSignIn(request, keys, async () => {
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

  app.post('/api/auth/login/email', { schema: emailLoginRoute }, async (request, reply) => {
    const body = validateBody<EmailLogin>(emailLoginSchema, request.body);
    const system = body.system as SystemId;
    const keys = { account: accountKeyForEmail(body.email), address: addressKey(request.ip) };
    let accountId: string | undefined;
    await attemptSignIn(request, keys, async () => {
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

  app.post('/api/auth/keepalive', { schema: keepaliveRoute, preHandler: app.requireSession }, async (request) => {
    await app.sessions.extend(request);
    return app.sessions.info(request);
  });

  app.post('/api/auth/logout', { schema: logoutRoute }, async (request, reply) => {
    const ended = await app.sessions.end(request, reply);
    return { loggedOut: true, ...ended };
  });
}
