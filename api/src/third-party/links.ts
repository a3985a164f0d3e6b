/**
 * The link's life, the same for every kind (confirmation-kind.ts): issued with its expiry and e-mailed
 * with it, then opened and confirmed once. Only the SHA-256 of a token is ever stored; a token that
 * cannot be one (security/single-use-links.ts) names no link.
 */
import type { Db } from '../db/database';
import { problem, type ApiProblem } from '../http/problems';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { issueLinkToken, linkTokenHash } from '../security/single-use-links';
import type { AnyConfirmationKind, ConfirmationKind, LinkFailure, MailSettings, StoredLink } from './confirmation-kind';

/** The parts of a kind a step reads. */
type LinkKind = Pick<AnyConfirmationKind, 'page' | 'validForDays'>;
type Failures = Pick<AnyConfirmationKind, 'failures'>;

export interface IssuedConfirmationLink {
  /** What the caller stores with the nominee's row; the token itself only goes into the e-mail. */
  tokenHash: string;
  expiresAt: Date;
  /** The page's full address, token included: for the e-mail only. */
  url: string;
}

/** How long a kind's link works, in seconds. */
export const linkLifetimeSeconds = (kind: Pick<LinkKind, 'validForDays'>) => kind.validForDays * 24 * 60 * 60;

/** A fresh link of a kind, valid from `now` for the kind's lifetime. */
export function issueConfirmationLink(kind: LinkKind, now: Date, publicUrl: string): IssuedConfirmationLink {
  const { token, tokenHash, expiresAt } = issueLinkToken(now, linkLifetimeSeconds(kind));
  return { tokenHash, expiresAt, url: `${publicUrl}${kind.page.path}?${kind.page.tokenParam}=${token}` };
}

/** Queues the e-mail carrying a link; the outbox keeps its text no longer than the link works. */
export async function mailConfirmationLink(tx: Db, kind: LinkKind, mail: OutgoingMail, now: Date): Promise<void> {
  await enqueueMail(tx, mail, now, { secretValidForSeconds: linkLifetimeSeconds(kind) });
}

/** The kind's answer for a link that cannot be used. */
export const linkFailure = (kind: Failures, failure: LinkFailure): ApiProblem => problem(...kind.failures[failure]);

/** Whether an answered problem is one of the kind's link failures (which the address is charged for). */
export const isLinkFailure = (kind: Failures) => {
  const codes = new Set<string>(Object.values(kind.failures).map(([, code]) => code));
  return (error: ApiProblem) => error.errors.some((apiError) => codes.has(apiError.code));
};

/** The stored link a token names while it is usable; otherwise the kind's answer for why not. */
export async function usableLink<Row>(db: Db, kind: Failures & Pick<ConfirmationKind<Row, unknown, never, unknown>, 'find'>, token: string, now: Date): Promise<StoredLink<Row> & { expiresAt: Date; tokenHash: string }> {
  const tokenHash = linkTokenHash(token);
  const link = tokenHash ? await kind.find(db, tokenHash) : undefined;
  if (!tokenHash || !link) throw linkFailure(kind, 'unknown');
  if (link.used) throw linkFailure(kind, 'used');
  if (!link.expiresAt || link.expiresAt.getTime() <= now.getTime()) throw linkFailure(kind, 'expired');
  return { ...link, expiresAt: link.expiresAt, tokenHash };
}

/** What the public page shows of a usable link. */
export async function openConfirmationLink<Row, Opened>(db: Db, kind: ConfirmationKind<Row, Opened, never, unknown>, token: string, now: Date): Promise<Opened> {
  const link = await usableLink(db, kind, token, now);
  return kind.present(db, link.row, link.expiresAt);
}

/**
 * Stores the third party's answer and uses the link up, atomically: of two answers racing with one
 * link exactly one is stored, the other is answered as a used link.
 */
export async function confirmByLink<Row, Answer extends { token: string }, Used>(
  db: Db,
  kind: ConfirmationKind<Row, unknown, Answer, Used>,
  answer: Answer,
  now: Date,
  mail: MailSettings,
): Promise<void> {
  const link = await usableLink(db, kind, answer.token, now);
  kind.check?.(link.row, answer);
  await db.transaction().execute(async (tx) => {
    const used = await kind.use(tx, link.tokenHash, answer, now);
    if (used === undefined) throw linkFailure(kind, 'used');
    await kind.confirmed(tx, used, link.row, now, mail);
  });
}
