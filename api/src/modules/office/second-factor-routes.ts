/**
 * The staff sign-in's second step (issue 31, ASVS 5.0 V6.3.3). The password (routes.ts) only opens
 * a pending sign-in: a short-lived row named by its own cookie, sent only to /api/office/auth and
 * bound to the anti-forgery token issued with it, which grants nothing but these routes. The staff
 * session starts when a passkey, an authenticator-app code or a recovery code is given, or, for an
 * account with none (new, reset, or made before this), when it enrols a passkey or an app; the ten
 * recovery codes are then shown once. Second-factor attempts have the password's limits
 * (security/sign-in-throttle.ts) under a key of their own: a stranger's failures slow only the stranger.
 */
import type { StaffEnrolled, StaffFactor, StaffPendingSignIn, StaffSessionInfo, StaffTotpOffer } from '@portal/contracts/office/staff';
import type { PasskeyAnswer, StaffRecoveryCode, StaffTotpCode } from '@portal/contracts/schemas/office-staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headerToken, issueXsrfToken, needsAntiForgery } from '../../http/csrf';
import { fieldProblem, problem } from '../../http/problems';
import { recordStaffAction } from '../../staff/audit';
import {
  createPendingSignIn,
  deletePendingSignIn,
  factorsOf,
  findPendingSignIn,
  isEnrolled,
  isKnownPasskey,
  offerTotpSecret,
  passkeysOf,
  passkeyUsed,
  replaceRecoveryCodes,
  savePasskey,
  saveTotp,
  setChallenge,
  takeChallenge,
  takePendingSignIn,
  totpSecretOf,
  useRecoveryCode,
  useTotpStep,
  type PendingSignIn,
} from '../../staff/second-factor/factor-store';
import {
  authenticationOptions,
  credentialIdOf,
  PASSKEY_CHALLENGE_SECONDS,
  registrationOptions,
  relyingParty,
  verifiedAuthentication,
  verifiedRegistration,
} from '../../staff/second-factor/passkeys';
import { acceptedTotpStep, newTotpSecret, totpOffer } from '../../staff/second-factor/totp';
import { constantTimeEqual, sha256 } from '../../security/tokens';
import { accountKeyForStaffSecondFactor, beginSignIn, signInSucceeded, type SignInClient } from '../../security/sign-in-throttle';
import {
  passkeyEnrolmentOptionsRoute,
  passkeyEnrolmentRoute,
  passkeySignInOptionsRoute,
  passkeySignInRoute,
  pendingSignInRoute,
  recoveryCodeSignInRoute,
  totpEnrolmentOfferRoute,
  totpEnrolmentRoute,
  totpSignInRoute,
} from './schemas';

/** After a right password: opens this browser's pending sign-in and says what the second step is. */
export type OpenPendingSignIn = (request: FastifyRequest, reply: FastifyReply, staffId: string) => Promise<StaffPendingSignIn>;

/** Registers the second step's routes; returns what the password step calls. */
export function secondFactorRoutes(app: FastifyInstance): OpenPendingSignIn {
  const { db, config } = app;
  const { staffPending: pendingCookie, device } = app.portalCookies;

  const describe = async (pending: { staffId: string; expiresAt: Date }): Promise<StaffPendingSignIn> => {
    const factors = await factorsOf(db, pending.staffId);
    return {
      authenticated: false,
      secondFactor: isEnrolled(factors) ? 'VERIFY' : 'ENROL',
      factors,
      expiresInSeconds: Math.max(0, Math.ceil((pending.expiresAt.getTime() - app.now().getTime()) / 1000)),
    };
  };

  const openPendingSignIn: OpenPendingSignIn = async (request, reply, staffId) => {
    const previous = request.cookies[pendingCookie.name];
    if (previous) await deletePendingSignIn(db, sha256(previous));
    // A new token for the new step: one planted in the browser before the password is worthless.
    const csrfToken = issueXsrfToken(reply, config);
    const now = app.now();
    const cookieValue = await createPendingSignIn(db, staffId, csrfToken, now);
    reply.setCookie(pendingCookie.name, cookieValue, pendingCookie.options);
    const pending = await findPendingSignIn(db, cookieValue, now);
    if (!pending) throw new Error('A pending sign-in just created could not be read back');
    return describe(pending);
  };

  /** This browser's pending sign-in; state-changing calls must carry the token issued with it. */
  const pendingOf = async (request: FastifyRequest): Promise<PendingSignIn> => {
    const cookieValue = request.cookies[pendingCookie.name];
    const pending = cookieValue ? await findPendingSignIn(db, cookieValue, app.now()) : undefined;
    if (!pending) throw problem(401, 'SECOND_FACTOR_EXPIRED');
    if (needsAntiForgery(request)) {
      const token = headerToken(request);
      if (token === undefined || !constantTimeEqual(sha256(token), pending.csrfHash)) throw problem(403, 'CSRF_INVALID');
    }
    return pending;
  };

  const pendingToVerify = async (request: FastifyRequest) => {
    const pending = await pendingOf(request);
    if (!isEnrolled(await factorsOf(db, pending.staffId))) throw problem(409, 'SECOND_FACTOR_NOT_ENROLLED');
    return pending;
  };

  const pendingToEnrol = async (request: FastifyRequest) => {
    const pending = await pendingOf(request);
    if (isEnrolled(await factorsOf(db, pending.staffId))) throw problem(409, 'SECOND_FACTOR_ALREADY_ENROLLED');
    return pending;
  };

  /**
   * One attempt at the second factor under the password's limits; a wrong one is 401 with the same
   * answer whatever was wrong (a replayed code, an unknown passkey, a used recovery code).
   */
  const attempt = async (request: FastifyRequest, reply: FastifyReply, pending: PendingSignIn, check: () => Promise<boolean>, field?: string) => {
    const client: SignInClient = { accountKey: accountKeyForStaffSecondFactor(pending.staffId), address: request.ip, deviceToken: request.cookies[device.name] };
    const counted = await beginSignIn(db, client, app.now());
    if (counted.refused) throw problem(429, 'STAFF_LOGIN_THROTTLED', [counted.waitSeconds], { 'Retry-After': String(counted.waitSeconds) });
    if (!(await check())) {
      request.log.info({ event: 'staff_second_factor_failed', recognisedClient: counted.recognised }, 'staff second factor failed');
      throw field ? fieldProblem(401, 'SECOND_FACTOR_FAILED', field) : problem(401, 'SECOND_FACTOR_FAILED');
    }
    reply.setCookie(device.name, await signInSucceeded(db, counted, client, app.now()), device.options);
  };

  /** The pending sign-in becomes a staff session (once: the row is gone before the session starts). */
  const complete = async (request: FastifyRequest, reply: FastifyReply, pending: PendingSignIn, factor: StaffFactor): Promise<StaffSessionInfo> => {
    if (!(await takePendingSignIn(db, pending.idHash))) throw problem(401, 'SECOND_FACTOR_EXPIRED');
    reply.clearCookie(pendingCookie.name, pendingCookie.options);
    const info = await app.staffSessions.start(request, reply, pending.staffId);
    await recordStaffAction(db, { staffId: pending.staffId, action: 'SIGNED_IN', targetKind: 'STAFF', targetId: pending.staffId, params: { factor }, at: app.now() });
    return info;
  };

  const enrolled = async (request: FastifyRequest, reply: FastifyReply, pending: PendingSignIn, factor: 'PASSKEY' | 'TOTP'): Promise<StaffEnrolled> => {
    // The first codes and the audit record of the enrolment land together.
    const recoveryCodes = await replaceRecoveryCodes(db, pending.staffId, app.now(), (tx) =>
      recordStaffAction(tx, { staffId: pending.staffId, action: 'SECOND_FACTOR_ENROLLED', targetKind: 'STAFF', targetId: pending.staffId, params: { factor }, at: app.now() }),
    );
    const session = await complete(request, reply, pending, factor);
    return { session, recoveryCodes };
  };

  // Reading the state needs no anti-forgery token and changes nothing (a reload of the second step).
  app.get('/api/office/auth/second-factor', { schema: pendingSignInRoute }, async (request) => describe(await pendingOf(request)));

  app.post<{ Body: StaffTotpCode }>('/api/office/auth/second-factor/totp', { schema: totpSignInRoute }, async (request, reply) => {
    const pending = await pendingToVerify(request);
    const { code } = request.body;
    await attempt(
      request,
      reply,
      pending,
      async () => {
        const secret = await totpSecretOf(db, pending.staffId);
        const step = secret === undefined ? undefined : acceptedTotpStep(secret, code, app.now());
        return step !== undefined && (await useTotpStep(db, pending.staffId, step));
      },
      'code',
    );
    return complete(request, reply, pending, 'TOTP');
  });

  app.post<{ Body: StaffRecoveryCode }>('/api/office/auth/second-factor/recovery-code', { schema: recoveryCodeSignInRoute }, async (request, reply) => {
    const pending = await pendingToVerify(request);
    const { code } = request.body;
    await attempt(request, reply, pending, () => useRecoveryCode(db, pending.staffId, code), 'code');
    return complete(request, reply, pending, 'RECOVERY_CODE');
  });

  const challengeFor = async (pending: PendingSignIn, challenge: string) =>
    setChallenge(db, pending.idHash, challenge, new Date(app.now().getTime() + PASSKEY_CHALLENGE_SECONDS * 1000));

  app.post('/api/office/auth/second-factor/passkey/options', { schema: passkeySignInOptionsRoute }, async (request) => {
    const pending = await pendingToVerify(request);
    const passkeys = await passkeysOf(db, pending.staffId);
    if (passkeys.length === 0) throw problem(409, 'SECOND_FACTOR_NOT_ENROLLED');
    const options = await authenticationOptions(relyingParty(config, request), passkeys);
    await challengeFor(pending, options.challenge);
    return options;
  });

  app.post<{ Body: PasskeyAnswer }>('/api/office/auth/second-factor/passkey', { schema: passkeySignInRoute }, async (request, reply) => {
    const pending = await pendingToVerify(request);
    const { response } = request.body;
    await attempt(request, reply, pending, async () => {
      const challenge = await takeChallenge(db, pending.idHash, app.now());
      const passkey = (await passkeysOf(db, pending.staffId)).find((candidate) => candidate.credentialId === credentialIdOf(response));
      if (!challenge || !passkey) return false;
      const newCounter = await verifiedAuthentication(relyingParty(config, request), response, challenge, passkey);
      return newCounter !== undefined && (await passkeyUsed(db, passkey, newCounter, app.now()));
    });
    return complete(request, reply, pending, 'PASSKEY');
  });

  app.post('/api/office/auth/enrolment/totp', { schema: totpEnrolmentOfferRoute }, async (request): Promise<StaffTotpOffer> => {
    const pending = await pendingToEnrol(request);
    const secret = newTotpSecret();
    await offerTotpSecret(db, pending.idHash, secret);
    return totpOffer(secret, pending.email);
  });

  app.post<{ Body: StaffTotpCode }>('/api/office/auth/enrolment/totp/confirm', { schema: totpEnrolmentRoute }, async (request, reply) => {
    const pending = await pendingToEnrol(request);
    const { code } = request.body;
    if (!pending.offeredTotpSecret) throw problem(409, 'SECOND_FACTOR_NOT_ENROLLED');
    const step = acceptedTotpStep(pending.offeredTotpSecret, code, app.now());
    // A mistyped code proves nothing about anyone: the person tries again with the app's next code.
    if (step === undefined) throw fieldProblem(400, 'SECOND_FACTOR_FAILED', 'code');
    await saveTotp(db, pending.staffId, pending.offeredTotpSecret, step, app.now());
    return enrolled(request, reply, pending, 'TOTP');
  });

  app.post('/api/office/auth/enrolment/passkey/options', { schema: passkeyEnrolmentOptionsRoute }, async (request) => {
    const pending = await pendingToEnrol(request);
    const options = await registrationOptions(relyingParty(config, request), { id: pending.staffId, email: pending.email, fullName: pending.fullName }, await passkeysOf(db, pending.staffId));
    await challengeFor(pending, options.challenge);
    return options;
  });

  app.post<{ Body: PasskeyAnswer }>('/api/office/auth/enrolment/passkey', { schema: passkeyEnrolmentRoute }, async (request, reply) => {
    const pending = await pendingToEnrol(request);
    const { response } = request.body;
    const challenge = await takeChallenge(db, pending.idHash, app.now());
    const passkey = challenge ? await verifiedRegistration(relyingParty(config, request), response, challenge) : undefined;
    if (!passkey || (await isKnownPasskey(db, passkey.credentialId))) throw problem(400, 'PASSKEY_FAILED');
    await savePasskey(db, pending.staffId, passkey, app.now());
    return enrolled(request, reply, pending, 'PASSKEY');
  });

  return openPendingSignIn;
}
