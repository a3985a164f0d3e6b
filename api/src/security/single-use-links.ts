/**
 * Single-use links e-mailed to someone without an account (a referee, a scholarship surety, a loan
 * guarantor): a random token of which only the SHA-256 is stored, with its expiry, and the public
 * routes' guard that counts failed uses of such links per client address. The token travels in JSON
 * bodies only. The mechanism built on these is api/src/third-party.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ApiProblem, problem } from '../http/problems';
import { releaseAttempt, reserveAttempts, type AttemptLimit } from './attempt-limits';
import { randomToken, sha256 } from './tokens';

export interface IssuedLink {
  /** Goes into the e-mail only; never stored. */
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/** A fresh link token valid for `validForSeconds` from `now`. */
export function issueLinkToken(now: Date, validForSeconds: number): IssuedLink {
  const token = randomToken();
  return { token, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + validForSeconds * 1000) };
}

/** randomToken(): 32 bytes, base64url. Anything else cannot name a link. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The stored hash a presented token would have, or null when the text cannot be a token at all. */
export const linkTokenHash = (token: string): string | null => (LINK_TOKEN.test(token) ? sha256(token) : null);

/**
 * Runs a public link's work with one attempt reserved against the client address (429 with
 * Retry-After when over the limit): kept when the link fails (`linkFailed` says which answers are the
 * link's own: unknown, expired or used), given back otherwise, so a person using a good link is never
 * slowed down.
 */
export function linkAttemptGuard(db: Db, limit: AttemptLimit, now: () => Date, linkFailed: (error: ApiProblem) => boolean) {
  return async function counted<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    const { retryAfterSeconds, reservations } = await reserveAttempts(db, [[limit, request.ip || 'unknown']], now());
    if (retryAfterSeconds > 0) throw problem(429, 'PUBLIC_TOO_MANY_ATTEMPTS', [retryAfterSeconds], { 'Retry-After': String(retryAfterSeconds) });
    const release = () => Promise.all(reservations.map((reservation) => releaseAttempt(db, reservation)));
    try {
      const result = await work();
      await release();
      return result;
    } catch (error) {
      if (!(error instanceof ApiProblem && linkFailed(error))) await release();
      throw error;
    }
  };
}
