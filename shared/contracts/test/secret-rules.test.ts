import { b2cAccountSchema, pinResetSchema } from '../src/schemas/public';
import { containsPersonalWord, dateOfBirthPins, isTriviallyGuessable, personalWords } from '../src/secret-rules';
import { LIMITS } from '../src/limits';
import { validate } from '../src/validation';

const account = (password: string, extra: object = {}) => ({
  firstName: 'Mei Ling',
  lastName: 'Tan',
  password,
  confirmPassword: password,
  email: 'meiling.tan@example.edu',
  ...extra,
});

/** A sentence of exactly `length` characters (no repeats or sequences). */
const sentence = (length: number) =>
  'Every applicant may choose a long passphrase made of ordinary words, with spaces, and the portal takes it without asking for symbols or capitals at all.'.slice(0, length);

const pinReset = (pin: string, dob = '27/03/2007') => ({ token: 't', dob, pin1: pin, pin2: pin });

/** The one error on a field, or undefined when the field passed. */
function errorOn(result: ReturnType<typeof validate>, field: string) {
  return result.ok ? undefined : result.errors.find((error) => error.field === field)?.code;
}

describe('trivially guessable secrets', () => {
  it.each(['aaaaaaaa', '11111111', '12121212', 'abcabcab', 'AbAbAbAb', 'passpass', 'Tr0ub4dor&3Tr0ub4dor&3'])('%s repeats a pattern', (secret) => {
    expect(isTriviallyGuessable(secret)).toBe(true);
  });

  it.each(['12345678', '87654321', '78901234', 'abcdefgh', 'HGFEDCBA', 'qwertyui', 'asdfghjk', 'abcd1234', 'abcdef123456', 'aaaa1111bbbb'])(
    '%s is made of sequences and repeats',
    (secret) => expect(isTriviallyGuessable(secret)).toBe(true),
  );

  it.each(['Demo2026', 'Nw7pQ2xZ', 'Portal#Demo2026', 'correct horse battery staple', 'Harbour#Lights2026', 'abxyz123'])('%s is not', (secret) => {
    expect(isTriviallyGuessable(secret)).toBe(false);
  });

  it('a "secret" longer than any accepted is left to the length rule (judging 100 KB would take minutes)', () => {
    expect(isTriviallyGuessable('a'.repeat(LIMITS.passwordMax))).toBe(true);
    expect(isTriviallyGuessable('a'.repeat(LIMITS.passwordMax + 1))).toBe(false);
    expect(errorOn(validate(b2cAccountSchema, account('ab'.repeat(50_000))), 'password')).toBe('TOO_LONG');
  });
});

describe('date of birth as a PIN', () => {
  it('is written as ddmmyyyy, yyyymmdd and mmddyyyy', () => {
    expect(dateOfBirthPins('2007-03-27')).toEqual(['27032007', '20070327', '03272007']);
    expect(dateOfBirthPins('not a date')).toEqual([]);
  });
});

describe('personal words in a password', () => {
  it('takes the e-mail local part, whole and in pieces, and the names of 4 letters or more', () => {
    expect(personalWords({ email: 'MeiLing.Tan@example.edu', firstName: 'Mei Ling', lastName: 'Tan' })).toEqual(['meiling.tan', 'meiling', 'mei ling', 'ling']);
  });

  it('finds them whatever the case', () => {
    expect(containsPersonalWord('my MeiLing password', ['meiling'])).toBe(true);
    expect(containsPersonalWord('a constant gardener', ['meiling'])).toBe(false);
  });
});

describe('password rule of the account schema', () => {
  it('accepts 12 characters or more without any character classes, up to 128', () => {
    for (const password of ['correct horse battery staple', 'Portal#Demo2026', 'lantern ship', sentence(64), sentence(128)]) {
      expect(errorOn(validate(b2cAccountSchema, account(password)), 'password')).toBeUndefined();
    }
  });

  it('refuses fewer than 12 characters, whatever the character classes', () => {
    expect(errorOn(validate(b2cAccountSchema, account('Sh0rt#Pass!')), 'password')).toBe('INVALID_PASSWORD');
  });

  it('refuses more than 128 characters', () => {
    expect(errorOn(validate(b2cAccountSchema, account(sentence(129))), 'password')).toBe('TOO_LONG');
  });

  it('refuses a repeated character, a repeated pattern or a sequence', () => {
    for (const password of ['aaaaaaaaaaaa', 'abcabcabcabc', 'abcdefghijkl', '123456789012', 'qwertyuiop123']) {
      expect(errorOn(validate(b2cAccountSchema, account(password)), 'password')).toBe('PASSWORD_TOO_SIMPLE');
    }
  });

  it('does not look for names shorter than 4 letters inside words', () => {
    expect(errorOn(validate(b2cAccountSchema, account('a constant gardener', { lastName: 'Tan' })), 'password')).toBeUndefined();
  });

  it("refuses a password containing the applicant's e-mail local part or name, whatever the case", () => {
    expect(errorOn(validate(b2cAccountSchema, account('MEILING.TAN#2026')), 'password')).toBe('PASSWORD_HAS_PERSONAL_DETAILS');
    expect(errorOn(validate(b2cAccountSchema, account('my name is Ling, hello')), 'password')).toBe('PASSWORD_HAS_PERSONAL_DETAILS');
    expect(errorOn(validate(b2cAccountSchema, account('Rosamund Pike fan club', { firstName: 'Rosamund' })), 'password')).toBe(
      'PASSWORD_HAS_PERSONAL_DETAILS',
    );
  });
});

describe('PIN rule of the PIN reset schema', () => {
  it('keeps 8 case-sensitive letters or digits, and accepts the demo PIN', () => {
    expect(errorOn(validate(pinResetSchema, pinReset('Demo2026')), 'pin1')).toBeUndefined();
    expect(errorOn(validate(pinResetSchema, pinReset('Nw7pQ2xZ')), 'pin1')).toBeUndefined();
    expect(errorOn(validate(pinResetSchema, pinReset('Demo-026')), 'pin1')).toBe('INVALID_PIN');
    expect(errorOn(validate(pinResetSchema, pinReset('Demo20261')), 'pin1')).toBe('TOO_LONG');
  });

  it.each(['12345678', '87654321', 'abcdefgh', 'qwertyui', 'aaaaaaaa', '11111111', '12121212', 'abcabcab', 'ABCDEFGH'])('refuses %s as too simple', (pin) => {
    expect(errorOn(validate(pinResetSchema, pinReset(pin)), 'pin1')).toBe('PIN_TOO_SIMPLE');
  });

  it.each(['27032007', '20070327', '03272007'])('refuses the date of birth written as %s', (pin) => {
    expect(errorOn(validate(pinResetSchema, pinReset(pin, '27/03/2007')), 'pin1')).toBe('PIN_MATCHES_DATE_OF_BIRTH');
    // Someone else's date of birth is just digits.
    expect(errorOn(validate(pinResetSchema, pinReset(pin, '01/01/2006')), 'pin1')).toBeUndefined();
  });
});
