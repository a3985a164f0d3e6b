/**
 * The check of a new password or PIN against common and breached passwords (NIST SP 800-63B
 * 3.1.1.2). The list is zxcvbn-ts's "passwords-common" dictionary (about 49,000 passwords from
 * breach corpora, lower-case); at a few hundred kilobytes it stays on the server, out of the browser
 * bundles. The structural rules (length, sequences, repeats, date of birth, personal words) are in
 * @portal/contracts/secret-rules and already ran in validateBody.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: ReadonlySet<string> | undefined;

/** Built on first use: the decompressed list is only needed by the routes that set a secret. */
function isOnList(candidate: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(candidate);
}

/**
 * Letters at the core of a password decorated with digits and symbols at either end, the way people
 * meet composition rules: 'Iloveyou2026!' is 'iloveyou'. Only used for passwords: a PIN of 8
 * characters would be left with a short word ('Demo2026' is 'demo'), and short words are all on the list.
 */
function undecorated(password: string): string {
  return password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** A password on the list, as typed or without the digits and symbols added at its ends; case does not matter. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return isOnList(lower) || isOnList(undecorated(lower));
}

/** An 8-character PIN that is a common password ('password', 'iloveyou', 'sunshine'); case does not matter. */
export function isCommonPin(pin: string): boolean {
  return isOnList(pin.toLowerCase());
}
