/** Random tokens, their stored hashes, and comparisons that do not leak through timing. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: unguessable and cookie-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, hex. Tokens are high-entropy, so a fast hash is enough to make a leaked table useless. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function constantTimeEqual(a: string, b: string): boolean {
  // Hashing first gives equal-length inputs, as timingSafeEqual requires, without leaking the length.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
