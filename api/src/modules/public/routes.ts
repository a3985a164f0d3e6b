/**
 * Public self-service helpers (spec 2-5, 7, 8): PIN reset (request and reset), a forgotten password
 * (issue 34: request, open the link, reset), application number enquiry, e-mail registration with a
 * one-time code, account creation and the social-account enquiry. No sign-in; each route keeps its own guess limits in the database (limits.ts).
 *
 * Nothing here says whether an e-mail address, account or application exists, except where the
 * flow itself answers after several fields matched together (the PIN reset request's true/false, the
 * number enquiry's success); those answers, and the social enquiry's, take the same time either way.
 */
import { LIMITS } from '@portal/contracts/limits';
import type { MessageCode } from '@portal/contracts/messages';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import { containsPersonalWord, isDateOfBirthPin, personalWords } from '@portal/contracts/secret-rules';
import type {
  ApplicationNumberEnquiry,
  B2cAccount,
  OtpRequest,
  OtpVerify,
  PasswordReset,
  PasswordResetLink,
  PasswordResetRequest,
  PinReset,
  PinResetRequest,
  SocialEnquiry,
} from '@portal/contracts/schemas/public';
import { loginUrlFor, loginVariantFor, loginVariantTitle, socialLoginUrlFor, SYSTEMS, type SystemId } from '@portal/contracts/systems';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fieldProblem, problem } from '../../http/problems';
import { recipientLanguage, requestLanguage } from '../../http/request-language';
import { enqueueMail } from '../../mail/outbox';
import { isCommonPassword, isCommonPin } from '../../security/common-secrets';
import { releaseAttempt, reserveAttempt, type AttemptLimit, type Reservation } from '../../security/attempt-limits';
import { hashSecret } from '../../security/passwords';
import { randomToken } from '../../security/tokens';
import { accountKeyForEmail, accountKeyForPin, forgetSignInFailures } from '../../security/sign-in-throttle';
import { linkAttemptGuard } from '../../security/single-use-links';
import {
  accountRegisteredMail,
  maskIdentifier,
  passwordChangedMail,
  passwordResetLinkMail,
  pinChangedMail, pinResetLinkMail, socialEnquiryMail, verificationCodeMail } from './mail';
import {
  DEFAULT_RESPONSE_FLOOR_MS,
  OTP_MAX_FAILURES,
  PASSWORD_RESET_LINK_SECONDS,
  PIN_RESET_LINK_SECONDS,
  PIN_RESET_MAX_TOKEN_FAILURES,
  PUBLIC_LIMITS,
  REGISTRATION_GRANT_SECONDS,
} from '../../security/public-limits';
import {
  accountExists,
  checkOtp,
  createAccountWithGrant,
  createRegistrationGrant,
  deletePinResetToken,
  emailPinResetLink,
  findApplicationByNumberAndEmail,
  findApplicationNumber,
  findSocialLinks,
  hasRegistrationGrant,
  normaliseEmail,
  normaliseName,
  resetPinWithLink,
  reservePinResetAttempt,
  storeOtpAndMail,
} from './store';
import { accountForPasswordResetLink, emailPasswordResetLink, findAccountByEmail, resetPasswordWithLink, type ResettableAccount } from './password-reset-store';
import {
  accountSubmitRoute,
  applicationNumberEnquiryRoute,
  otpGenerateRoute,
  otpVerifyRoute,
  passwordResetOpenRoute,
  passwordResetRequestRoute,
  passwordResetRoute,
  pinResetRequestRoute,
  pinResetRoute,
  socialEnquiryRoute,
} from './schemas';

export interface PublicRoutesOptions {
  /** Minimum time of the answers that must not reveal a match by timing; tests lower it. */
  responseFloorMs?: number;
}

/** A limit check: which limit, for whom, and the code to refuse with. */
interface Check {
  limit: AttemptLimit;
  subject: string;
  code: MessageCode;
}

function tooMany(code: MessageCode, seconds: number) {
  const waitSeconds = Math.max(1, Math.ceil(seconds));
  return problem(429, code, [waitSeconds], { 'Retry-After': String(waitSeconds) });
}

/** '2006-01-01' from 'dd/mm/yyyy' (already validated by the shared schema). */
function isoDate(displayDate: string): string {
  const iso = parseDisplayDate(displayDate);
  if (!iso) throw problem(400, 'BAD_REQUEST');
  return iso;
}

export default async function publicRoutes(app: FastifyInstance, options: PublicRoutesOptions = {}): Promise<void> {
  const { db, config } = app;
  const floorMs = options.responseFloorMs ?? DEFAULT_RESPONSE_FLOOR_MS;
  const { registration: registrationCookie, codeRequest: codeRequestCookie } = app.portalCookies;
  const loginLink = (system: string, subCategory?: string | null) => `${config.publicUrl}${loginUrlFor(system, subCategory)}`;
  const clientAddress = (request: FastifyRequest) => request.ip || 'unknown';

  const release = (reservations: Reservation[]) => Promise.all(reservations.map((reservation) => releaseAttempt(db, reservation)));

  /**
   * Counts this attempt against every check, then refuses with 429 when any is over its limit (the
   * longest wait wins). Returns the reservations so a success can give back those counting failures.
   */
  async function reserve(checks: Check[]): Promise<Reservation[]> {
    const now = app.now();
    const reservations: Reservation[] = [];
    let refusal: { code: MessageCode; seconds: number } | undefined;
    for (const check of checks) {
      const reservation = await reserveAttempt(db, check.limit, check.subject, now);
      reservations.push(reservation);
      if (reservation.retryAfterSeconds > 0 && (!refusal || reservation.retryAfterSeconds > refusal.seconds)) {
        refusal = { code: check.code, seconds: reservation.retryAfterSeconds };
      }
    }
    if (refusal) {
      // A refused attempt does not use up the other limits (e.g. the e-mail address's, when the client address is over).
      await release(reservations.filter((reservation) => reservation.retryAfterSeconds === 0));
      throw tooMany(refusal.code, refusal.seconds);
    }
    return reservations;
  }

  /**
   * Runs `work` and answers no sooner than the floor after the request started, whether it matched,
   * missed or failed, so the time of the answer says nothing about the outcome.
   */
  async function withResponseFloor<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      const left = floorMs - (performance.now() - started);
      if (left > 0) await sleep(left);
    }
  }

  const sendJsonString = (reply: FastifyReply, value: string) => reply.type('application/json; charset=utf-8').send(JSON.stringify(value));

  // --- PIN reset, step 1: e-mail a link ----------------------------------------------------------
  app.post<{ Body: PinResetRequest }>('/api/public/pin/reset-request', { schema: pinResetRequestRoute }, async (request, reply) => {
    const { body } = request;
    const system = body.system as SystemId;
    const prefix = body.applicationNumber.charAt(0);
    const number = body.applicationNumber.slice(1);
    const matched = await withResponseFloor(async () => {
      const [addressHit] = await reserve([
        { limit: PUBLIC_LIMITS.pinResetRequestPerAddress, subject: clientAddress(request), code: 'PUBLIC_TOO_MANY_ATTEMPTS' },
      ]);
      const applicationSubject = `${system}:${number}`;
      // The same lookup runs whatever the prefix; a prefix of another system simply never matches.
      const found = await findApplicationByNumberAndEmail(db, system, number, body.email);
      const application = prefix === SYSTEMS[system].applicationNumberPrefix ? found : undefined;
      const now = app.now();
      if (!application) {
        // Once a number has had many wrong e-mail addresses from anywhere, its answers stop telling a
        // match from a miss (a match still gets its e-mail): guessing the address is bounded, and the
        // applicant is never refused.
        const misses = await reserveAttempt(db, PUBLIC_LIMITS.pinResetRequestMissesPerApplication, applicationSubject, now);
        return misses.retryAfterSeconds > 0;
      }
      // Only false answers count against the client address.
      await release([addressHit!]);
      const links = await reserveAttempt(db, PUBLIC_LIMITS.pinResetLinksPerApplication, applicationSubject, now);
      if (links.retryAfterSeconds > 0) {
        // The inbox already holds today's links, each valid for days: no further e-mail.
        request.log.info({ event: 'pin_reset_link_capped' }, 'PIN reset link not sent: daily number reached');
        return true;
      }
      await emailPinResetLink(db, application.applicationId, now, PIN_RESET_LINK_SECONDS, (token) =>
        pinResetLinkMail(application.email, recipientLanguage(application.language, request), {
          name: application.name,
          applicationNumber: application.applicationNumber,
          link: `${config.publicUrl}/pin/reset?sid=${encodeURIComponent(system)}&id=${token}`,
          validForDays: LIMITS.pinResetLinkDays,
        }),
      );
      request.log.info({ event: 'pin_reset_link_sent' }, 'PIN reset link e-mailed');
      return true;
    });
    return reply.send(matched);
  });

  // --- PIN reset, step 2: the link, date of birth and a new PIN ---------------------------------
  app.post<{ Body: PinReset }>('/api/public/pin/reset', { schema: pinResetRoute }, async (request, reply) => {
    const { body } = request;
    // Before the link and the date of birth are looked at: a refused PIN is not a failed attempt.
    if (isCommonPin(body.pin1)) throw fieldProblem(400, 'PIN_TOO_COMMON', 'pin1');
    const dateOfBirth = isoDate(body.dob);
    const [addressHit] = await reserve([
      { limit: PUBLIC_LIMITS.pinResetPerAddress, subject: clientAddress(request), code: 'PUBLIC_TOO_MANY_ATTEMPTS' },
    ]);
    const attempt = await reservePinResetAttempt(db, body.token, body.system, app.now(), PIN_RESET_MAX_TOKEN_FAILURES);
    if (!attempt) throw problem(400, 'PIN_RESET_LINK_INVALID');

    if (attempt.dateOfBirth !== dateOfBirth) {
      // The reservation above counted this failure on the link; the last allowed one voids it.
      if (attempt.failures >= PIN_RESET_MAX_TOKEN_FAILURES) await deletePinResetToken(db, body.token);
      request.log.info({ event: 'pin_reset_dob_mismatch' }, 'PIN reset: date of birth does not match');
      return reply.send(false);
    }
    // The schema compared the PIN with the date typed beside it; this compares it with the date on
    // record. Only now, after the date matched: asked earlier, it would tell a stranger the date.
    if (isDateOfBirthPin(body.pin1, attempt.dateOfBirth)) throw fieldProblem(400, 'PIN_MATCHES_DATE_OF_BIRTH', 'pin1');

    // Argon2 outside the transaction (resetPinWithLink): PGlite's single connection would wait for it.
    const pinHash = await hashSecret(body.pin1);
    const now = app.now();
    const mail = pinChangedMail(attempt.email, recipientLanguage(attempt.language, request), {
      name: attempt.name,
      applicationNumber: attempt.applicationNumber,
      loginLink: loginLink(attempt.system),
    });
    // False: a parallel request used the link meanwhile.
    const changed = await resetPinWithLink(db, body.token, attempt.applicationId, pinHash, mail, now);
    if (!changed) throw problem(400, 'PIN_RESET_LINK_INVALID');
    // Delays and pauses earned with the old PIN (by anyone) must not keep the applicant from signing in with the new one.
    await forgetSignInFailures(db, accountKeyForPin(attempt.system, attempt.applicationNumber));
    await release([addressHit!]);
    request.log.info({ event: 'pin_reset_done' }, 'PIN reset');
    return reply.send(true);
  });

  // --- Forgotten password (issue 34), step 1: e-mail a link -----------------------------------------
  app.post<{ Body: PasswordResetRequest }>('/api/public/password/reset-request', { schema: passwordResetRequestRoute }, async (request, reply) => {
    const { body } = request;
    await withResponseFloor(async () => {
      // Every request counts (not only misses): the answer never differs, and counting misses alone would tell them apart.
      await reserve([{ limit: PUBLIC_LIMITS.passwordResetRequestPerAddress, subject: clientAddress(request), code: 'PUBLIC_TOO_MANY_ATTEMPTS' }]);
      const account = await findAccountByEmail(db, body.email);
      if (!account) return;
      const now = app.now();
      // Counted per account, so a stranger can fill the owner's inbox only this far; beyond it the
      // answer stays the same and the links already sent keep working: the owner is never stopped.
      const links = await reserveAttempt(db, PUBLIC_LIMITS.passwordResetLinksPerAccount, account.accountId, now);
      if (links.retryAfterSeconds > 0) {
        request.log.info({ event: 'password_reset_link_capped' }, 'password reset link not sent: daily number reached');
        return;
      }
      await emailPasswordResetLink(db, account.accountId, now, PASSWORD_RESET_LINK_SECONDS, (token) =>
        passwordResetLinkMail(account.email, recipientLanguage(account.language, request), {
          name: { givenName: account.firstName, familyName: account.lastName },
          // The token rides in a query parameter the request logs redact (http/request-logging.ts); the page posts it in a JSON body.
          link: `${config.publicUrl}/password/reset?token=${token}`,
          validForSeconds: PASSWORD_RESET_LINK_SECONDS,
        }),
      );
      request.log.info({ event: 'password_reset_link_sent' }, 'password reset link e-mailed');
    });
    return reply.send({ sent: true });
  });

  /** Unknown, used and expired links get one answer, counted against the client address (never against the account). */
  const passwordResetLinkInvalid = () => problem(400, 'PASSWORD_RESET_LINK_INVALID');
  const countedPasswordResetLink = linkAttemptGuard(db, PUBLIC_LIMITS.passwordResetPerAddress, () => app.now(), (error) =>
    error.errors.some((apiError) => apiError.code === 'PASSWORD_RESET_LINK_INVALID'),
  );
  const usablePasswordResetLink = async (token: string): Promise<ResettableAccount> => {
    const account = await accountForPasswordResetLink(db, token, app.now());
    if (!account) throw passwordResetLinkInvalid();
    return account;
  };

  // --- Forgotten password, step 2: open the link ----------------------------------------------------
  app.post<{ Body: PasswordResetLink }>('/api/public/password/reset/open', { schema: passwordResetOpenRoute }, async (request, reply) =>
    countedPasswordResetLink(request, async () => {
      const account = await usablePasswordResetLink(request.body.token);
      // The link came to this address: showing it tells its holder nothing new, and lets a password manager file the new password.
      return reply.send({ email: account.email, loginPath: loginUrlFor(account.system, account.subCategory) });
    }),
  );

  // --- Forgotten password, step 3: the new password -------------------------------------------------
  app.post<{ Body: PasswordReset }>('/api/public/password/reset', { schema: passwordResetRoute }, async (request, reply) =>
    countedPasswordResetLink(request, async () => {
      const { body } = request;
      const account = await usablePasswordResetLink(body.token);
      // The registration's rule (the shared schema checked the rest): not common, not the holder's own name or address.
      if (isCommonPassword(body.password)) throw fieldProblem(400, 'PASSWORD_TOO_COMMON', 'password');
      if (containsPersonalWord(body.password, personalWords(account))) throw fieldProblem(400, 'PASSWORD_HAS_PERSONAL_DETAILS', 'password');
      // Argon2 outside the transaction (resetPasswordWithLink): PGlite's single connection would wait for it.
      const passwordHash = await hashSecret(body.password);
      const mail = passwordChangedMail(account.email, recipientLanguage(account.language, request), {
        name: { givenName: account.firstName, familyName: account.lastName },
        loginLink: loginLink(account.system, account.subCategory),
      });
      if (!(await resetPasswordWithLink(db, body.token, account.accountId, passwordHash, mail, app.now()))) throw passwordResetLinkInvalid();
      // The new-device pause: whoever holds the inbox has proved who they are another way, so every
      // sign-in delay and the account's pause for unrecognised browsers are lifted (as after a PIN
      // reset), and the new password works at once from this browser or any other. This browser is not
      // marked as recognised: that is earned by a sign-in with the password, and a reset link opened
      // on a stranger's computer must not make it a trusted one.
      await forgetSignInFailures(db, accountKeyForEmail(account.email));
      request.log.info({ event: 'password_reset_done' }, 'password reset');
      return reply.send({ reset: true });
    }),
  );

  // --- Forgotten application number ------------------------------------------------------------
  app.post<{ Body: ApplicationNumberEnquiry }>('/api/public/application-number/enquiry', { schema: applicationNumberEnquiryRoute }, async (request, reply) => {
    const { body } = request;
    const system = body.system as SystemId;
    const dateOfBirth = isoDate(body.dob);
    const applicationNumber = await withResponseFloor(async () => {
      const reservations = await reserve([
        { limit: PUBLIC_LIMITS.applicationNumberEnquiryPerAddress, subject: clientAddress(request), code: 'PUBLIC_TOO_MANY_ATTEMPTS' },
      ]);
      const found = await findApplicationNumber(db, {
        system,
        fullName: body.fullName,
        dateOfBirth,
        nric: body.nric,
        email: body.email,
        nokName: body.nokName,
        countryCode: body.nokContact.countryCode,
        areaCode: body.nokContact.areaCode ?? '',
        contactNumber: body.nokContact.contactNumber,
      });
      if (found) await release(reservations);
      return found;
    });
    if (!applicationNumber) throw problem(404, 'APPNO_NOT_FOUND');
    return sendJsonString(reply, `${SYSTEMS[system].applicationNumberPrefix}${applicationNumber}`);
  });

  // --- E-mail registration: code request -------------------------------------------------------
  app.post<{ Body: OtpRequest }>('/api/public/b2c/otp/generate', { schema: otpGenerateRoute }, async (request, reply) => {
    const { body } = request;
    const email = normaliseEmail(body.email);
    const address = clientAddress(request);
    await reserve([
      { limit: PUBLIC_LIMITS.otpRequestsPerAddress, subject: address, code: 'PUBLIC_TOO_MANY_ATTEMPTS' },
      { limit: PUBLIC_LIMITS.otpRequestsPerAddressDaily, subject: address, code: 'PUBLIC_TOO_MANY_ATTEMPTS' },
      { limit: PUBLIC_LIMITS.otpRequestsPerEmailAndAddress, subject: `${email}|${address}`, code: 'RATE_LIMITED' },
      { limit: PUBLIC_LIMITS.otpRequestsPerEmailDaily, subject: email, code: 'OTP_DAILY_LIMIT' },
    ]);
    // The code belongs to this browser: it alone holds the cookie the code is checked against.
    const existing = request.cookies[codeRequestCookie.name];
    const codeRequest = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : randomToken();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = app.now();
    // To the address as typed (trimmed): some mail systems treat the local part case-sensitively.
    // Nobody is known yet: the code goes out in the language of the page that asked for it.
    const mail = verificationCodeMail(body.email.trim(), requestLanguage(request), { code, validForSeconds: config.otpTtlSeconds });
    await storeOtpAndMail(db, codeRequest, email, code, now, config.otpTtlSeconds, mail);
    reply.setCookie(codeRequestCookie.name, codeRequest, { ...codeRequestCookie.options, maxAge: config.otpTtlSeconds });
    return reply.send({ sent: true });
  });

  // --- E-mail registration: code check ---------------------------------------------------------
  app.post<{ Body: OtpVerify }>('/api/public/b2c/otp/verify', { schema: otpVerifyRoute }, async (request, reply) => {
    const { body } = request;
    const email = normaliseEmail(body.email);
    const reservations = await reserve([
      { limit: PUBLIC_LIMITS.otpFailuresPerAddress, subject: clientAddress(request), code: 'PUBLIC_TOO_MANY_ATTEMPTS' },
    ]);
    const codeRequest = request.cookies[codeRequestCookie.name];
    const outcome = codeRequest ? await checkOtp(db, codeRequest, email, body.otp, app.now(), OTP_MAX_FAILURES) : 'expired';
    if (outcome === 'expired') {
      // Nothing was there to guess: not a failure.
      await release(reservations);
      throw problem(400, 'OTP_EXPIRED');
    }
    if (outcome === 'wrong' || outcome === 'void') {
      // The failure stays counted; the last allowed one voided the code, so a new one must be requested.
      request.log.info({ event: 'otp_wrong' }, 'verification code wrong');
      throw problem(400, outcome === 'void' ? 'OTP_TOO_MANY_FAILURES' : 'OTP_INVALID');
    }
    await release(reservations);
    reply.clearCookie(codeRequestCookie.name, codeRequestCookie.options);
    const grant = await createRegistrationGrant(db, email, app.now(), REGISTRATION_GRANT_SECONDS);
    reply.setCookie(registrationCookie.name, grant, { ...registrationCookie.options, maxAge: REGISTRATION_GRANT_SECONDS });
    return reply.send({ verified: true });
  });

  // --- Account creation --------------------------------------------------------------------------
  app.post<{ Body: B2cAccount }>('/api/public/b2c/account/submit', { schema: accountSubmitRoute }, async (request, reply) => {
    const { body } = request;
    if (isCommonPassword(body.password)) throw fieldProblem(400, 'PASSWORD_TOO_COMMON', 'password');
    const system = body.system as SystemId;
    const subCategory = body.systemSubCategory || loginVariantFor(system).subCategory;
    const email = normaliseEmail(body.email);
    const grant = request.cookies[registrationCookie.name];
    if (!grant || !(await hasRegistrationGrant(db, grant, email, app.now()))) throw problem(403, 'REGISTRATION_EXPIRED');
    // The browser holding the grant has just proved it owns the address: telling it so reveals nothing.
    if (await accountExists(db, email)) throw problem(409, 'ACCOUNT_EXISTS');

    const passwordHash = await hashSecret(body.password);
    const firstName = normaliseName(body.firstName);
    const lastName = normaliseName(body.lastName);
    // The language the account was registered in is its holder's first choice, until they pick another.
    const language = requestLanguage(request);
    const now = app.now();
    const mail = accountRegisteredMail(email, language, {
      name: { givenName: firstName, familyName: lastName },
      systemName: loginVariantTitle(loginVariantFor(system, subCategory), language),
      loginLink: loginLink(system, subCategory),
    });
    const account = { email, passwordHash, firstName, lastName, system, subCategory, language };
    const outcome = await createAccountWithGrant(db, grant, account, mail, now);
    if (outcome === 'no-grant') throw problem(403, 'REGISTRATION_EXPIRED');
    if (outcome === 'exists') throw problem(409, 'ACCOUNT_EXISTS');
    reply.clearCookie(registrationCookie.name, registrationCookie.options);
    request.log.info({ event: 'account_created' }, 'e-mail login account created');
    return reply.status(201).send({ created: true });
  });

  // --- Social-account enquiry --------------------------------------------------------------------
  app.post<{ Body: SocialEnquiry }>('/api/public/b2c/socialEnq/submit', { schema: socialEnquiryRoute }, async (request, reply) => {
    const { body } = request;
    const dateOfBirth = isoDate(body.dateOfBirth);
    await withResponseFloor(async () => {
      // Every enquiry counts (not only misses): otherwise the limit itself would tell matches apart.
      await reserve([{ limit: PUBLIC_LIMITS.socialEnquiryPerAddress, subject: clientAddress(request), code: 'PUBLIC_TOO_MANY_ATTEMPTS' }]);
      // Over the per-address cap the answer stays the same, but no further e-mail goes to that inbox:
      // a stranger can neither flood it nor keep its owner from asking.
      const now = app.now();
      const perEmail = await reserveAttempt(db, PUBLIC_LIMITS.socialEnquiryPerEmail, normaliseEmail(body.email), now);
      if (perEmail.retryAfterSeconds > 0) return;
      const matches = await findSocialLinks(db, body.fullName, dateOfBirth, body.email);
      for (const match of matches) {
        const mail = socialEnquiryMail(match.email, recipientLanguage(match.language, request), {
          name: match.name,
          linked: match.links.map(({ provider, identifier }) => ({ provider, identifier: maskIdentifier(identifier) })),
          // The deep link that offers social sign-in straight away, on the enquirer's login variant.
          loginLink: `${config.publicUrl}${socialLoginUrlFor(body.system, body.subSystem)}`,
        });
        await enqueueMail(db, mail, now);
      }
    });
    return reply.send({ sent: true });
  });
}
