/**
 * Data access for the public helpers. Matching follows one rule everywhere: names compared
 * upper-case with runs of white space collapsed, NRIC/FIN upper-case, e-mail addresses
 * case-insensitively. Tokens and codes are stored only as hashes.
 */
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { applicantName, applicantNameColumns, type ApplicantNameRow } from '../../mail/applicant-name';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { randomToken, sha256 } from '../../security/tokens';

type Executor = Kysely<Database>;

/** The form's rule for names, applied to what the applicant typed. */
export const normaliseName = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
/** The same rule in SQL, for stored names. */
const storedName = (column: string) => sql<string>`upper(btrim(regexp_replace(${sql.ref(column)}, '[[:space:]]+', ' ', 'g')))`;

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

// ---------------------------------------------------------------------------------------------
// PIN reset

export interface ApplicationContact {
  applicationId: string;
  applicationNumber: string;
  system: string;
  /** The name e-mails greet the applicant by (in parts when known). */
  name: PersonName;
  email: string;
  /** The applicant's chosen language for e-mails; null when never chosen. */
  language: Language | null;
}

/** The application with this number in this system, if its applicant has this e-mail address. */
export async function findApplicationByNumberAndEmail(db: Db, system: string, applicationNumber: string, email: string) {
  const row = await db
    .selectFrom('applications as app')
    .innerJoin('applicants as a', 'a.id', 'app.applicant_id')
    .select(['app.id', 'app.application_number', 'app.system', ...applicantNameColumns('a'), 'a.email', 'a.language'])
    .where('app.system', '=', system)
    .where('app.application_number', '=', applicationNumber)
    .where(sql<boolean>`lower(a.email) = ${normaliseEmail(email)}`)
    .executeTakeFirst();
  return row ? toContact(row) : undefined;
}

type ContactRow = ApplicantNameRow & { id: string; application_number: string; system: string; email: string; language: Language | null };

const toContact = (row: ContactRow): ApplicationContact => ({
  applicationId: row.id,
  applicationNumber: row.application_number,
  system: row.system,
  name: applicantName(row),
  email: row.email,
  language: row.language,
});

/** Creates a link token for the application; returns the raw token (only the e-mail ever holds it). */
async function createPinResetToken(db: Executor, applicationId: string, now: Date, validSeconds: number): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('pin_reset_tokens')
    .values({ token_hash: sha256(token), application_id: applicationId, expires_at: addSeconds(now, validSeconds), created_at: now })
    .execute();
  return token;
}

/**
 * Creates a link token and queues the e-mail that carries it, in one transaction: `mailFor` writes
 * the e-mail around the raw token, which nothing else keeps.
 */
export async function emailPinResetLink(
  db: Db,
  applicationId: string,
  now: Date,
  validSeconds: number,
  mailFor: (token: string) => OutgoingMail,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const token = await createPinResetToken(tx, applicationId, now, validSeconds);
    await enqueueMail(tx, mailFor(token), now, { secretValidForSeconds: validSeconds });
  });
}

/**
 * Counts one use of a PIN reset token before its date of birth is checked, atomically, so parallel
 * guesses cannot exceed the limit. Answers nothing for an unknown, expired, used-up or worn-out
 * token, or one for an application of another system.
 */
export async function reservePinResetAttempt(db: Db, token: string, system: string, now: Date, maxFailures: number) {
  const reserved = await db
    .updateTable('pin_reset_tokens')
    .set({ failures: sql<number>`failures + 1` })
    .where('token_hash', '=', sha256(token))
    .where('expires_at', '>', now)
    .where('failures', '<', maxFailures)
    .where('application_id', 'in', (eb) => eb.selectFrom('applications').select('id').where('system', '=', system))
    .returning(['application_id', 'failures'])
    .executeTakeFirst();
  if (!reserved) return undefined;
  const row = await db
    .selectFrom('applications as app')
    .innerJoin('applicants as a', 'a.id', 'app.applicant_id')
    .select([
      'app.id',
      'app.application_number',
      'app.system',
      ...applicantNameColumns('a'),
      'a.email',
      'a.language',
      sql<string>`a.date_of_birth::text`.as('date_of_birth'),
    ])
    .where('app.id', '=', reserved.application_id)
    .executeTakeFirst();
  return row ? { ...toContact(row), dateOfBirth: row.date_of_birth, failures: reserved.failures } : undefined;
}

export async function deletePinResetToken(db: Executor, token: string): Promise<boolean> {
  const deleted = await db.deleteFrom('pin_reset_tokens').where('token_hash', '=', sha256(token)).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** Sets the PIN and ends what the old PIN gave: every other link for the application and every session. */
async function replacePin(db: Executor, applicationId: string, pinHash: string): Promise<void> {
  await db.updateTable('applications').set({ pin_hash: pinHash }).where('id', '=', applicationId).execute();
  await db.deleteFrom('pin_reset_tokens').where('application_id', '=', applicationId).execute();
  await db.deleteFrom('sessions').where('application_id', '=', applicationId).execute();
}

/**
 * Uses the link up, sets the new PIN (replacePin) and queues the e-mail that tells the applicant, in
 * one transaction. False when the link was gone: then nothing changes.
 */
export async function resetPinWithLink(db: Db, token: string, applicationId: string, pinHash: string, mail: OutgoingMail, now: Date): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await deletePinResetToken(tx, token))) return false; // used by a parallel request meanwhile
    await replacePin(tx, applicationId, pinHash);
    await enqueueMail(tx, mail, now);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Application number enquiry

export interface EnquiryFacts {
  system: string;
  fullName: string;
  dateOfBirth: string;
  nric: string;
  email: string;
  nokName: string;
  countryCode: string;
  areaCode: string;
  contactNumber: string;
}

/** The application number when every fact matches one applicant's application in the system (the newest if several). */
export async function findApplicationNumber(db: Db, facts: EnquiryFacts): Promise<string | undefined> {
  const row = await db
    .selectFrom('applications as app')
    .innerJoin('applicants as a', 'a.id', 'app.applicant_id')
    .select('app.application_number')
    .where('app.system', '=', facts.system)
    .where(sql<boolean>`${storedName('a.full_name')} = ${normaliseName(facts.fullName)}`)
    .where('a.date_of_birth', '=', facts.dateOfBirth)
    .where(sql<boolean>`upper(btrim(a.nric)) = ${facts.nric.trim().toUpperCase()}`)
    .where(sql<boolean>`lower(a.email) = ${normaliseEmail(facts.email)}`)
    .where(sql<boolean>`${storedName('a.alt_contact_name')} = ${normaliseName(facts.nokName)}`)
    // "065" and "65" are the same country code.
    .where(sql<boolean>`ltrim(a.alt_contact_country_code, '0') = ${facts.countryCode.trim().replace(/^0+/, '')}`)
    // No area code (Singapore) is stored as NULL and entered as ''.
    .where(sql<boolean>`coalesce(a.alt_contact_area_code, '') = ${facts.areaCode.trim()}`)
    .where('a.alt_contact_number', '=', facts.contactNumber.trim())
    .orderBy('app.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.application_number;
}

// ---------------------------------------------------------------------------------------------
// E-mail registration

/**
 * A code belongs to the browser that asked for it: `codeRequest` is the value of that browser's
 * HttpOnly cookie, stored only as a hash. The code's hash mixes in that value (never stored) and the
 * address, so a copy of the table does not reveal any code, and nobody else can try, replace or
 * void it.
 */
const codeRequestHash = (codeRequest: string) => sha256(`code-request:${codeRequest}`);
const otpHash = (codeRequest: string, email: string, code: string) => sha256(`${codeRequest}:${normaliseEmail(email)}:${code}`);

/** Stores a new code for this browser and address, replacing the browser's earlier one. */
async function storeOtp(db: Executor, codeRequest: string, email: string, code: string, now: Date, ttlSeconds: number): Promise<void> {
  const row = {
    code_request_hash: codeRequestHash(codeRequest),
    email: normaliseEmail(email),
    code_hash: otpHash(codeRequest, email, code),
    failures: 0,
    expires_at: addSeconds(now, ttlSeconds),
    created_at: now,
  };
  await db
    .insertInto('email_otps')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('code_request_hash').doUpdateSet({ email: row.email, code_hash: row.code_hash, failures: 0, expires_at: row.expires_at, created_at: now }),
    )
    .execute();
}

/** Stores the code (storeOtp) and queues the e-mail that carries it, in one transaction. */
export async function storeOtpAndMail(
  db: Db,
  codeRequest: string,
  email: string,
  code: string,
  now: Date,
  ttlSeconds: number,
  mail: OutgoingMail,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await storeOtp(tx, codeRequest, email, code, now, ttlSeconds);
    await enqueueMail(tx, mail, now, { secretValidForSeconds: ttlSeconds });
  });
}

/** right: used up now; wrong: try again; void: that was the last wrong try; expired: no live code for this browser and address. */
export type OtpCheck = 'right' | 'wrong' | 'void' | 'expired';

/** Checks a code; a right one is used up in the same statement (it works once), a wrong one is counted. */
export async function checkOtp(db: Db, codeRequest: string, email: string, code: string, now: Date, maxFailures: number): Promise<OtpCheck> {
  const address = normaliseEmail(email);
  const requestHash = codeRequestHash(codeRequest);
  const used = await db
    .deleteFrom('email_otps')
    .where('code_request_hash', '=', requestHash)
    .where('email', '=', address)
    .where('code_hash', '=', otpHash(codeRequest, address, code))
    .where('expires_at', '>', now)
    .returning('email')
    .executeTakeFirst();
  if (used) return 'right';
  const counted = await db
    .updateTable('email_otps')
    .set({ failures: sql<number>`failures + 1` })
    .where('code_request_hash', '=', requestHash)
    .where('email', '=', address)
    .where('expires_at', '>', now)
    .returning('failures')
    .executeTakeFirst();
  if (!counted) return 'expired';
  if (counted.failures < maxFailures) return 'wrong';
  await db.deleteFrom('email_otps').where('code_request_hash', '=', requestHash).execute();
  return 'void';
}

/** Records that this browser proved it owns the address; returns the cookie value. */
export async function createRegistrationGrant(db: Db, email: string, now: Date, validSeconds: number): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('registration_grants')
    .values({ token_hash: sha256(token), email: normaliseEmail(email), expires_at: addSeconds(now, validSeconds), created_at: now })
    .execute();
  return token;
}

export async function hasRegistrationGrant(db: Db, token: string, email: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('registration_grants')
    .select('token_hash')
    .where('token_hash', '=', sha256(token))
    .where('email', '=', normaliseEmail(email))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses a grant up; false when it was already used (or expired) meanwhile. */
export async function consumeRegistrationGrant(db: Executor, token: string, email: string, now: Date): Promise<boolean> {
  const deleted = await db
    .deleteFrom('registration_grants')
    .where('token_hash', '=', sha256(token))
    .where('email', '=', normaliseEmail(email))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function accountExists(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(email)))
    .executeTakeFirst();
  return row !== undefined;
}

/** An e-mail login account as registered; `email` already normalised (normaliseEmail), names by normaliseName. */
export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  system: string;
  subCategory: string;
  language: Language;
}

/** created; no-grant: the grant was used up (or expired) meanwhile; exists: the address has an account by now. */
export type AccountCreation = 'created' | 'no-grant' | 'exists';

/** Uses the registration grant up, creates the account and queues its e-mail, in one transaction. */
export async function createAccountWithGrant(db: Db, grant: string, account: NewAccount, mail: OutgoingMail, now: Date): Promise<AccountCreation> {
  const { email } = account;
  return db
    .transaction()
    .execute(async (tx) => {
      if (!(await consumeRegistrationGrant(tx, grant, email, now))) return 'no-grant' as const;
      await tx
        .insertInto('accounts')
        .values({
          email,
          password_hash: account.passwordHash,
          first_name: account.firstName,
          last_name: account.lastName,
          system: account.system,
          sub_category: account.subCategory,
          applicant_id: null,
          language: account.language,
        })
        .execute();
      await enqueueMail(tx, mail, now);
      return 'created' as const;
    })
    .catch((error: unknown) => {
      // Two submissions racing for one address: the unique index lets only one through.
      if ((error as { code?: string }).code === '23505') return 'exists' as const;
      throw error;
    });
}

// ---------------------------------------------------------------------------------------------
// Social enquiry

export interface SocialEnquiryMatch {
  applicantId: string;
  /** The name e-mails greet the applicant by (in parts when known). */
  name: PersonName;
  email: string;
  /** The applicant's chosen language for e-mails; null when never chosen. */
  language: Language | null;
  links: Array<{ provider: string; identifier: string }>;
}

/** Applicants with this name, date of birth and e-mail address, each with its linked social sign-ins. */
export async function findSocialLinks(db: Db, fullName: string, dateOfBirth: string, email: string): Promise<SocialEnquiryMatch[]> {
  const rows = await db
    .selectFrom('applicants as a')
    .leftJoin('social_links as s', 's.applicant_id', 'a.id')
    .select(['a.id', ...applicantNameColumns('a'), 'a.email', 'a.language', 's.provider', 's.provider_subject', 's.provider_email'])
    .where(sql<boolean>`${storedName('a.full_name')} = ${normaliseName(fullName)}`)
    .where('a.date_of_birth', '=', dateOfBirth)
    .where(sql<boolean>`lower(a.email) = ${normaliseEmail(email)}`)
    .orderBy('a.id')
    .orderBy('s.created_at')
    .execute();
  const matches = new Map<string, SocialEnquiryMatch>();
  for (const row of rows) {
    const match = matches.get(row.id) ?? { applicantId: row.id, name: applicantName(row), email: row.email, language: row.language, links: [] };
    if (row.provider) match.links.push({ provider: row.provider, identifier: row.provider_email ?? row.provider_subject ?? '' });
    matches.set(row.id, match);
  }
  return [...matches.values()];
}

// ---------------------------------------------------------------------------------------------
// Housekeeping

/** Rows no request will accept again. */
export async function deleteExpiredPublicRows(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('pin_reset_tokens').where('expires_at', '<=', now).execute();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now).execute();
  await db.deleteFrom('email_otps').where('expires_at', '<=', now).execute();
  await db.deleteFrom('registration_grants').where('expires_at', '<=', now).execute();
}
