/**
 * Passwords and PINs are stored only as Argon2id hashes. The cost is OWASP's recommendation (19 MiB
 * memory, 2 iterations, 1 lane: about 25 ms per verify here) unless the configuration asks for more
 * (SECRET_HASH_MEMORY_KIB, SECRET_HASH_ITERATIONS); outside production it may ask for less, as the
 * test suites do: a test's sign-ins check what the portal does with a secret, not the cost of hashing
 * it, and at OWASP's cost Argon2 was a fifth of the API suites' time. A stored hash names its own
 * parameters, so a verify always costs what the hash was made with.
 */
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

export interface SecretHashCost {
  memoryKib: number;
  iterations: number;
}

export const OWASP_SECRET_HASH_COST: SecretHashCost = { memoryKib: 19456, iterations: 2 };

let cost: SecretHashCost = OWASP_SECRET_HASH_COST;
let dummyHash: Promise<string> | undefined;

/** Sets the cost of new hashes for this process (the configuration's, at start-up). */
export function setSecretHashCost(next: SecretHashCost): void {
  if (next.memoryKib === cost.memoryKib && next.iterations === cost.iterations) return;
  cost = next;
  dummyHash = undefined;
}

export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, { type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.iterations, parallelism: 1 });
}

/**
 * Verifies a secret against a stored hash. When there is no stored hash (unknown account or
 * application) it still runs a full verify against a throw-away hash of the same cost, so the answer
 * takes as long as for a real account and timing does not reveal existence.
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
