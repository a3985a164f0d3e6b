/**
 * "A third party confirms by an e-mailed link" is one mechanism (this folder) with a small definition
 * per kind: the admission referee (admission/referee-link.ts), the scholarship surety
 * (scholarship/surety-link.ts) and the loan guarantor (financial-aid/guarantor-link.ts).
 *
 * The mechanism owns what every kind does alike: the random token of which only the SHA-256 is
 * stored, its expiry, the e-mail carrying it (sent with the secret's lifetime, so the outbox forgets
 * it in time), the two public routes (open, then confirm) with their anti-forgery and per-address
 * counting of failed uses, and the single use (the stored link is used up in the same transaction as
 * the answer, so of two racing confirmations exactly one counts). A kind says only what differs:
 * where its links point, how long they live, how a failed link is answered, which stored row a token
 * names, what the public page shows, what the third party sends and what confirming does.
 */
import type { Language } from '@portal/contracts/languages';
import type { MessageCode } from '@portal/contracts/messages';
import type { AnySchema } from 'yup';
import type { Db } from '../db/database';
import type { AttemptLimit } from '../security/attempt-limits';

/** What an e-mail about a confirmation needs: the portal's address and the recipient's language. */
export interface MailSettings {
  publicUrl: string;
  /** A person's language for an e-mail, from their stored choice. */
  language: (stored: string | null) => Language;
}

/** The ways a link cannot be used: no stored link has its token, it is past its expiry, or it was used. */
export type LinkFailure = 'unknown' | 'expired' | 'used';

/** A stored link a token names, before its state is judged. */
export interface StoredLink<Row> {
  /** Null when the link was withdrawn without clearing its hash. */
  expiresAt: Date | null;
  /** The third party has already answered with this link (a kind that clears the hash never finds one). */
  used: boolean;
  row: Row;
}

export interface ConfirmationKind<Row, Opened, Answer extends { token: string }, Used> {
  /** The public routes: POST /api/public/<publicPath>/open and …/<confirm.segment>. */
  publicPath: string;
  /** The public page the e-mailed link opens, and the query parameter that carries the token (which the logs redact). */
  page: { path: string; tokenParam: 'token' | 'id' };
  /** How many days a link works after it is sent. */
  validForDays: number;
  /** Failed link uses counted per client address (security/public-limits.ts). */
  attemptLimit: AttemptLimit;
  /** How each failure is answered, [status, code]; the pages know these codes. */
  failures: Record<LinkFailure, readonly [400 | 404 | 410, MessageCode]>;
  open: {
    summary: string;
    description?: string;
    /** The JSON Schema of what the page is shown (which is also how it is serialised). */
    response: object;
  };
  confirm: {
    summary: string;
    description?: string;
    body: AnySchema;
    /** The log line written once a confirmation is stored (no personal data): [event, message]. */
    logged: readonly [string, string];
    /** The route's last segment: 'confirm' unless said ('submit' for a reference). */
    segment?: string;
    /** The answer's one property, always true: 'confirmed' unless said ({ received: true } for a reference). */
    answerKey?: string;
  };
  /** The stored link whose token hash this is, whatever its state. */
  find(db: Db, tokenHash: string): Promise<StoredLink<Row> | undefined>;
  /** What the public page shows of a usable link. */
  present(db: Db, row: Row, expiresAt: Date): Promise<Opened>;
  /** Refuses an answer that does not fit the stored row (a signature that is not the nominee's name). */
  check?(row: Row, answer: Answer): void;
  /** Stores the answer and uses the link up, only while it is usable; undefined when it no longer was. */
  use(tx: Db, tokenHash: string, answer: Answer, now: Date): Promise<Used | undefined>;
  /** What follows a stored answer, in its transaction: the timeline, the applicant's e-mail. */
  confirmed(tx: Db, used: Used, row: Row, now: Date, mail: MailSettings): Promise<void>;
}

/** Any kind, as the routes take one: they pass each part's results on to the same kind's next part. */
export type AnyConfirmationKind = ConfirmationKind<unknown, unknown, { token: string }, unknown>;
