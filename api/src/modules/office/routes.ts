/**
 * The office's own routes: staff sign-in, session, keep-alive and sign-out, and the office
 * administrator's staff accounts. Each domain's staff routes live in that domain's module under
 * /api/office/<domain>/… and declare their roles with app.requireStaff.
 */
import type { NewStaff, PasskeyAnswer, StaffLogin, StaffUpdate } from '@portal/contracts/schemas/office-staff';
import type { StaffRole } from '@portal/contracts/office/staff';
import type { FastifyInstance } from 'fastify';
import { fieldProblem, problem } from '../../http/problems';
import { activeStaff } from '../../staff/staff-plugin';
import { createStaff, findStaffForLogin, listStaff, StaffEmailTakenError, updateStaff } from '../../staff/staff-store';
import { isCommonPassword } from '../../security/common-secrets';
import { verifySecret } from '../../security/passwords';
import { accountKeyForStaff, beginSignIn, signInSucceeded, type SignInClient } from '../../security/sign-in-throttle';
import {
  addPasskeyOptionsRoute,
  addPasskeyRoute,
  createStaffRoute,
  listStaffRoute,
  newRecoveryCodesRoute,
  ownFactorsRoute,
  resetSecondFactorRoute,
  staffKeepaliveRoute,
  staffLoginRoute,
  staffLogoutRoute,
  staffSessionRoute,
  updateStaffRoute,
} from './schemas';
import { isUuid } from '../../http/record-id';
import { isKnownPasskey, ownFactors, passkeysOf, setSessionChallenge, takeSessionChallenge } from '../../staff/second-factor/factor-store';
import { PASSKEY_CHALLENGE_SECONDS, registrationOptions, relyingParty, verifiedRegistration } from '../../staff/second-factor/passkeys';
import { secondFactorRoutes } from './second-factor-routes';
import { addOwnPasskey, replaceOwnRecoveryCodes, resetSecondFactors, staffAccountExists } from './staff-accounts-store';

/** A staff account named in the path (its id). */
interface StaffParams {
  staffId: string;
}

export default async function officeRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const { device } = app.portalCookies;
  const openPendingSignIn = secondFactorRoutes(app);

  app.post<{ Body: StaffLogin }>('/api/office/auth/login', { schema: staffLoginRoute }, async (request, reply) => {
    const { body } = request;
    // The applicants' limits (security/sign-in-throttle.ts): a stranger's failures slow only the stranger.
    const client: SignInClient = { accountKey: accountKeyForStaff(body.email), address: request.ip, deviceToken: request.cookies[device.name] };
    const attempt = await beginSignIn(db, client, app.now());
    if (attempt.refused) throw problem(429, 'STAFF_LOGIN_THROTTLED', [attempt.waitSeconds], { 'Retry-After': String(attempt.waitSeconds) });
    const account = await findStaffForLogin(db, body.email);
    const matches = await verifySecret(account?.password_hash, body.password);
    if (!account || !matches) {
      request.log.info({ event: 'staff_login_failed', recognisedClient: attempt.recognised }, 'staff sign-in failed');
      throw problem(401, 'LOGIN_FAILED');
    }
    const deviceToken = await signInSucceeded(db, attempt, client, app.now());
    reply.setCookie(device.name, deviceToken, device.options);
    // The password alone grants nothing: the session starts after the second factor (second-factor-routes.ts).
    return openPendingSignIn(request, reply, account.id);
  });

  // Deliberately without requireStaff: reading the status must not count as activity.
  app.get('/api/office/auth/session', { schema: staffSessionRoute }, async (request) => app.staffSessions.info(request));

  app.post('/api/office/auth/keepalive', { schema: staffKeepaliveRoute }, async (request) => app.staffSessions.info(request));

  app.post('/api/office/auth/logout', { schema: staffLogoutRoute }, async (request, reply) => {
    await app.staffSessions.end(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/office/staff', { schema: listStaffRoute }, async () => listStaff(db));

  app.post<{ Body: NewStaff }>('/api/office/staff', { schema: createStaffRoute }, async (request, reply) => {
    const { body } = request;
    if (isCommonPassword(body.password)) throw fieldProblem(400, 'PASSWORD_TOO_COMMON', 'password');
    const admin = activeStaff(request);
    try {
      const member = await createStaff(db, { email: body.email, fullName: body.fullName, role: body.role as StaffRole, password: body.password }, { staffId: admin.staffId, at: app.now() });
      return reply.status(201).send(member);
    } catch (error) {
      if (error instanceof StaffEmailTakenError) throw fieldProblem(409, 'STAFF_EMAIL_TAKEN', 'email');
      throw error;
    }
  });

  app.patch<{ Params: StaffParams; Body: StaffUpdate }>('/api/office/staff/:staffId', { schema: updateStaffRoute }, async (request) => {
    const { staffId } = request.params;
    if (!isUuid(staffId)) throw problem(404, 'NOT_FOUND');
    const { body } = request;
    const admin = activeStaff(request);
    // An administrator cannot lock the office out by demoting or deactivating the last administrator: themselves.
    if (staffId === admin.staffId) throw problem(400, 'STAFF_SELF_CHANGE');
    const member = await updateStaff(db, staffId, { role: body.role as StaffRole | undefined, active: body.active }, { staffId: admin.staffId, at: app.now() });
    if (!member) throw problem(404, 'NOT_FOUND');
    return member;
  });

  app.post<{ Params: StaffParams }>('/api/office/staff/:staffId/second-factor/reset', { schema: resetSecondFactorRoute }, async (request, reply) => {
    const { staffId } = request.params;
    if (!isUuid(staffId)) throw problem(404, 'NOT_FOUND');
    const admin = activeStaff(request);
    // Their own would sign them out with no one left to let them back in.
    if (staffId === admin.staffId) throw problem(400, 'STAFF_SELF_CHANGE');
    if (!(await staffAccountExists(db, staffId))) throw problem(404, 'NOT_FOUND');
    await resetSecondFactors(db, staffId, admin.staffId, app.now());
    return reply.status(204).send();
  });

  // A staff member's own factors: what they have, and new recovery codes (the old ones stop working).
  app.get('/api/office/auth/factors', { schema: ownFactorsRoute }, async (request) => ownFactors(db, activeStaff(request).staffId));

  app.post('/api/office/auth/factors/recovery-codes', { schema: newRecoveryCodesRoute }, async (request) => {
    const me = activeStaff(request);
    return { recoveryCodes: await replaceOwnRecoveryCodes(db, me.staffId, app.now()) };
  });

  app.post('/api/office/auth/factors/passkey/options', { schema: addPasskeyOptionsRoute }, async (request) => {
    const me = activeStaff(request);
    const options = await registrationOptions(relyingParty(config, request), { id: me.staffId, email: me.email, fullName: me.fullName }, await passkeysOf(db, me.staffId));
    await setSessionChallenge(db, me.idHash, options.challenge, new Date(app.now().getTime() + PASSKEY_CHALLENGE_SECONDS * 1000));
    return options;
  });

  app.post<{ Body: PasskeyAnswer }>('/api/office/auth/factors/passkey', { schema: addPasskeyRoute }, async (request, reply) => {
    const me = activeStaff(request);
    const { response } = request.body;
    const challenge = await takeSessionChallenge(db, me.idHash, app.now());
    const passkey = challenge ? await verifiedRegistration(relyingParty(config, request), response, challenge) : undefined;
    if (!passkey || (await isKnownPasskey(db, passkey.credentialId))) throw problem(400, 'PASSKEY_FAILED');
    await addOwnPasskey(db, me.staffId, passkey, app.now());
    return reply.status(204).send();
  });
}
