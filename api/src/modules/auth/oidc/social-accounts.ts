/**
 * Social accounts and the applicants they sign in as (social_links). A link is only ever made for a
 * person who has proved something to the portal: signed in already (the applicant area links for
 * them), or verified an e-mail address with a one-time code (Setup Login Profile). The e-mail
 * address a provider sends is never matched against applicants by itself.
 *
 * A social sign-in that is not linked yet waits server-side (social_pending) for Setup Login Profile:
 * single-use, expiring, named by a random id only the browser's HttpOnly cookie holds.
 */
import type { SystemId } from '@portal/contracts/systems';
import type { Db } from '../../../db/database';
import { applicantNameFromAccount } from '../../../mail/applicant-name';
import type { SocialProvider } from '../../../db/schema';
import { SOCIAL_PENDING_SECONDS } from '../../../http/cookies';
import { randomToken, sha256 } from '../../../security/tokens';


export interface PendingSocialSignIn {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  name: string | null;
  system: SystemId;
  subCategory: string;
  returnTo: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The applicant this social account signs in as; undefined when it is linked to no one. */
export async function linkedApplicant(db: Db, provider: SocialProvider, subject: string): Promise<string | undefined> {
  const row = await db.selectFrom('social_links').select('applicant_id').where('provider', '=', provider).where('provider_subject', '=', subject).executeTakeFirst();
  return row?.applicant_id;
}

/**
 * Links the social account to the applicant; the applicant it is linked to afterwards (another one
 * when someone else linked it first: a provider subject signs in as one applicant only).
 */
export async function linkSocialAccount(db: Db, applicantId: string, provider: SocialProvider, subject: string, email: string | null): Promise<string> {
  try {
    await db.insertInto('social_links').values({ applicant_id: applicantId, provider, provider_subject: subject, provider_email: email }).execute();
    return applicantId;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const owner = await linkedApplicant(db, provider, subject);
    if (!owner) throw error;
    return owner;
  }
}

/** The applicant's linked social accounts, oldest first. */
export async function socialLinksOf(db: Db, applicantId: string): Promise<Array<{ provider: SocialProvider; email: string | null; linkedAt: Date }>> {
  const rows = await db
    .selectFrom('social_links')
    .select(['provider', 'provider_email', 'created_at'])
    .where('applicant_id', '=', applicantId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ provider: row.provider, email: row.provider_email, linkedAt: new Date(row.created_at) }));
}

/** Removes the applicant's link with this provider; false when there was none. */
export async function unlinkSocialAccount(db: Db, applicantId: string, provider: SocialProvider): Promise<boolean> {
  const result = await db.deleteFrom('social_links').where('applicant_id', '=', applicantId).where('provider', '=', provider).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The login profile (applicant) that owns this verified address: the applicant of the e-mail login
 * account with it, else the one applicant with it on record. Otherwise a new one is made: for the
 * e-mail login account with that address when it has no applicant yet (it becomes that account's),
 * else for a person the portal has never seen. On record only, several applicants with the address
 * also get a new profile: the portal cannot tell which one is this person's, and does not guess.
 */
export async function loginProfileForEmail(db: Db, email: string, name: string | null): Promise<{ applicantId: string; created: boolean }> {
  const account = await db.selectFrom('accounts').select(['id', 'applicant_id', 'first_name', 'last_name']).where('email', '=', email).executeTakeFirst();
  if (account?.applicant_id) return { applicantId: account.applicant_id, created: false };
  if (!account) {
    const applicants = await db.selectFrom('applicants').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).limit(2).execute();
    if (applicants.length === 1) return { applicantId: applicants[0]!.id, created: false };
  }
  // The account's names, kept in parts too for e-mails to write in their language's order (issue 35).
  const names = account ? applicantNameFromAccount(account) : null;
  return db.transaction().execute(async (tx) => {
    const applicant = await tx
      .insertInto('applicants')
      .values({
        // The application form asks for the full name as in the NRIC or passport; until then, the best name known.
        full_name: names?.full_name || name || email,
        ...(names?.full_name ? { given_name: names.given_name, family_name: names.family_name } : {}),
        nric: null,
        email,
        alt_contact_name: null,
        alt_contact_country_code: null,
        alt_contact_area_code: null,
        alt_contact_number: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (account) await tx.updateTable('accounts').set({ applicant_id: applicant.id }).where('id', '=', account.id).where('applicant_id', 'is', null).execute();
    return { applicantId: applicant.id, created: true };
  });
}

/** Keeps an unlinked social sign-in for Setup Login Profile; returns the cookie value (the only place the raw id exists). */
export async function createPendingSocialSignIn(db: Db, pending: PendingSocialSignIn, now: Date): Promise<string> {
  const id = randomToken();
  await db
    .insertInto('social_pending')
    .values({
      id_hash: sha256(id),
      provider: pending.provider,
      provider_subject: pending.subject,
      provider_email: pending.email,
      provider_name: pending.name,
      system: pending.system,
      sub_category: pending.subCategory,
      return_to: pending.returnTo,
      created_at: now,
      expires_at: new Date(now.getTime() + SOCIAL_PENDING_SECONDS * 1000),
    })
    .execute();
  return id;
}

const fromRow = (row: { provider: SocialProvider; provider_subject: string; provider_email: string | null; provider_name: string | null; system: string; sub_category: string; return_to: string }): PendingSocialSignIn => ({
  provider: row.provider,
  subject: row.provider_subject,
  email: row.provider_email,
  name: row.provider_name,
  system: row.system as SystemId,
  subCategory: row.sub_category,
  returnTo: row.return_to,
});

/** The pending sign-in this cookie names, left in place (the screen shows which provider it is for). */
export async function peekPendingSocialSignIn(db: Db, cookieValue: string, now: Date): Promise<PendingSocialSignIn | undefined> {
  const row = await db.selectFrom('social_pending').selectAll().where('id_hash', '=', sha256(cookieValue)).where('expires_at', '>', now).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** The pending sign-in, deleted as it is read: it completes once. */
export async function takePendingSocialSignIn(db: Db, cookieValue: string, now: Date): Promise<PendingSocialSignIn | undefined> {
  const row = await db.deleteFrom('social_pending').where('id_hash', '=', sha256(cookieValue)).returningAll().executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
  return fromRow(row);
}

/** Housekeeping: pending sign-ins nobody finished. */
export async function deleteExpiredPendingSocialSignIns(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('social_pending').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
