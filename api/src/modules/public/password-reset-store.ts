/**
 * Data access for a forgotten password (issue 34): the e-mail login account an address names, its
 * e-mailed single-use links (security/single-use-links.ts: a random token of which only the SHA-256
 * is stored, with its expiry), and the change itself, which ends what the old password gave.
 */
import type { Language } from '@portal/contracts/languages';
import type { Db } from '../../db/database';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { issueLinkToken, linkTokenHash } from '../../security/single-use-links';
import { endAccountSessions } from '../../sessions/session-store';
import { normaliseEmail } from './store';

/** What the reset needs of an e-mail login account: where to write, in which words, and the password rule's personal words. */
export interface ResettableAccount {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  system: string;
  subCategory: string;
  /** The holder's chosen language; null when never chosen. */
  language: Language | null;
}

const ACCOUNT_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'system', 'sub_category', 'language'] as const;

type AccountRow = { id: string; email: string; first_name: string; last_name: string; system: string; sub_category: string; language: Language | null };

const toAccount = (row: AccountRow): ResettableAccount => ({
  accountId: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  system: row.system,
  subCategory: row.sub_category,
  language: row.language,
});

/** The e-mail login account with this address (case does not matter), if there is one. */
export async function findAccountByEmail(db: Db, email: string): Promise<ResettableAccount | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(ACCOUNT_COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(email)))
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/**
 * Creates a link token for the account and queues the e-mail that carries it, in one transaction:
 * `mailFor` writes the e-mail around the raw token, which nothing else keeps; the outbox forgets the
 * e-mail's text once the link has expired.
 */
export async function emailPasswordResetLink(db: Db, accountId: string, now: Date, validSeconds: number, mailFor: (token: string) => OutgoingMail): Promise<void> {
  const { token, tokenHash, expiresAt } = issueLinkToken(now, validSeconds);
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('password_reset_tokens').values({ token_hash: tokenHash, account_id: accountId, expires_at: expiresAt, created_at: now }).execute();
    await enqueueMail(tx, mailFor(token), now, { secretValidForSeconds: validSeconds });
  });
}

/** The account a link names while it is usable (known, not used, not expired); undefined otherwise. */
export async function accountForPasswordResetLink(db: Db, token: string, now: Date): Promise<ResettableAccount | undefined> {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return undefined;
  const row = await db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('accounts as acc', 'acc.id', 't.account_id')
    .select(ACCOUNT_COLUMNS.map((column) => `acc.${column}` as const))
    .where('t.token_hash', '=', tokenHash)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/**
 * Uses the link up, sets the new password, voids every other link of the account, ends every session
 * of the account and queues the notice e-mail, in one transaction. False when the link was used (or
 * expired) meanwhile: then nothing changes.
 */
export async function resetPasswordWithLink(db: Db, token: string, accountId: string, passwordHash: string, mail: OutgoingMail, now: Date): Promise<boolean> {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return false;
  return db.transaction().execute(async (tx) => {
    const used = await tx
      .deleteFrom('password_reset_tokens')
      .where('token_hash', '=', tokenHash)
      .where('account_id', '=', accountId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numDeletedRows) === 0) return false;
    await tx.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
    await tx.deleteFrom('password_reset_tokens').where('account_id', '=', accountId).execute();
    await endAccountSessions(tx, accountId);
    await enqueueMail(tx, mail, now);
    return true;
  });
}

