/**
 * Passwords and PINs are stored only as Argon2id hashes with OWASP's recommended parameters
 * (19 MiB memory, 2 iterations, 1 lane): about 25 ms per verify on this hardware.
 */
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

const OWASP_ARGON2ID = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, OWASP_ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a secret against a stored hash. When there is no stored hash (unknown account or
 * application) it still runs a full verify against a throw-away hash with the same parameters,
 * so the answer takes as long as for a real account and timing does not reveal existence.
 */
export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashSecret(randomBytes(16).toString('base64url'));
    await argon2.verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(storedHash, secret);
  } catch {
    // A malformed stored hash is a data problem, never a successful sign-in.
    return false;
  }
}
