/**
 * Structural rules for passwords and PINs (NIST SP 800-63B 3.1.1.2): a secret is judged by its
 * length and by whether it is trivially guessable, never by mandatory character classes. These run
 * in the browser (through the shared schemas) and on the server; the check against the list of
 * common and breached passwords is too big for a browser bundle and runs on the server only
 * (api/src/security/common-secrets.ts).
 *
 * Every comparison is case-insensitive: 'AbCdEfGh' is as guessable as 'abcdefgh'.
 */
import { LIMITS } from './limits';

/**
 * Orders a person runs along when choosing a "random" secret: digits (wrapping round, as in
 * 7890123), the alphabet and the rows of a keyboard. A run may go either way along one of them.
 */
const ORDERS = ['01234567890', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Shorter runs happen by chance inside real words ('de' in 'demo'); from 3 on they are a pattern. */
const MIN_RUN = 3;

/** The ways two neighbouring characters can continue a run: the same character, or a step along an order. */
function linksBetween(a: string, b: string): Set<string> {
  const links = new Set<string>();
  if (a === b) links.add('same');
  ORDERS.forEach((order, index) => {
    if (order.includes(a + b)) links.add(`${index}+`);
    if (order.includes(b + a)) links.add(`${index}-`);
  });
  return links;
}

/**
 * True when the text is made entirely of runs of at least 3 characters, each either one character
 * repeated or a sequence (abcdef123456, qwertyasdfgh, aaaa1111bbbb, 87654321).
 */
function isMadeOfRuns(text: string): boolean {
  const links = [...text].slice(1).map((char, index) => linksBetween(text[index]!, char));
  // coveredFrom[i]: text from position i to the end splits into runs. Filled from the end.
  const coveredFrom = new Array<boolean>(text.length + 1).fill(false);
  coveredFrom[text.length] = true;
  for (let start = text.length - MIN_RUN; start >= 0; start--) {
    // The links every pair of the run so far shares; the run can go on while one is left.
    let shared = new Set(links[start]);
    for (let end = start + 2; end <= text.length && shared.size > 0; end++) {
      if (end - start >= MIN_RUN && coveredFrom[end]) {
        coveredFrom[start] = true;
        break;
      }
      const next = links[end - 1];
      shared = new Set([...shared].filter((link) => next?.has(link)));
    }
  }
  return text.length >= MIN_RUN && coveredFrom[0]!;
}

/** True when the text repeats a part no longer than half of it (12121212, abcabcab, passpass). */
function isRepeatedPattern(text: string): boolean {
  for (let period = 1; period <= text.length / 2; period++) {
    if ([...text].every((char, index) => index < period || char === text[index - period])) return true;
  }
  return false;
}

/**
 * Longer secrets are not judged: no PIN or password may be longer (the schemas refuse it for its
 * length), and both checks take time growing with the square of the length: a 100 KB "password"
 * held the server for minutes.
 */
const LONGEST_JUDGED = LIMITS.passwordMax;

/** A repeated character, a repeated short pattern or a simple sequence: guessed among the first tries. */
export function isTriviallyGuessable(secret: string): boolean {
  if (secret.length > LONGEST_JUDGED) return false;
  const text = secret.toLowerCase();
  return isRepeatedPattern(text) || isMadeOfRuns(text);
}

/**
 * The 8-digit ways of writing a date of birth people use as a PIN: ddmmyyyy, yyyymmdd and mmddyyyy.
 * Takes an ISO date (yyyy-mm-dd).
 */
export function dateOfBirthPins(isoDate: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return [];
  const [, yyyy, mm, dd] = match;
  return [`${dd}${mm}${yyyy}`, `${yyyy}${mm}${dd}`, `${mm}${dd}${yyyy}`];
}

export function isDateOfBirthPin(pin: string, isoDate: string): boolean {
  return dateOfBirthPins(isoDate).includes(pin);
}

/**
 * Words shorter than this are not looked for inside a password: a short name such as 'Tan' or 'Lee'
 * appears by chance in many unrelated words ('constant', 'sleeve'), and refusing those helps no one.
 */
const MIN_PERSONAL_WORD = 4;

/** The applicant's own words an attacker would try first: the e-mail local part (whole and in pieces) and the names. */
export function personalWords(details: { email?: string; firstName?: string; lastName?: string }): string[] {
  const localPart = (details.email ?? '').split('@')[0] ?? '';
  const pieces = [localPart, details.firstName ?? '', details.lastName ?? ''].flatMap((text) => [text, ...text.split(/[^\p{L}\p{N}]+/u)]);
  return [...new Set(pieces.map((word) => word.trim().toLowerCase()))].filter((word) => word.length >= MIN_PERSONAL_WORD);
}

/** True when the password contains one of the words (see personalWords), whatever its case. */
export function containsPersonalWord(password: string, words: readonly string[]): boolean {
  const text = password.toLowerCase();
  return words.some((word) => text.includes(word));
}
