import * as yup from 'yup';
import { AMOUNT_PATTERN, DIGITS_PATTERN, LIMITS } from '../limits';
import { SYSTEM_IDS } from '../systems';
import { hasUnusualCharacters, type TextKind } from '../text';

/**
 * Schema messages are catalogue codes (messages.ts); `params` carry values for `{0}`.
 * The API turns a failed validation into the JSON error list; the forms show the catalogue text.
 */
export const tooLong = (max: number) => ({ code: 'TOO_LONG', params: [max] });

// JSON null is not text: without its own message yup would answer "<field> cannot be null", which is no catalogue code.
const textField = (kind: TextKind) =>
  yup
    .string()
    .nonNullable('INVALID_VALUE')
    .test('characters', 'INVALID_CHARACTERS', (value) => value === undefined || !hasUnusualCharacters(value, kind));

/**
 * Every text field starts here, never at yup.string() (a lint rule enforces it), so none can let a
 * control character through. `text()` is one line as typed into an input: no tabs or line breaks.
 */
export const text = () => textField({ multiline: false });

/** Longer answers typed in a text area: like text(), but tabs and line breaks are kept. */
export const multilineText = () => textField({ multiline: true });

export const emailField = () =>
  text().trim().required('REQUIRED').max(LIMITS.email, tooLong(LIMITS.email)).email('INVALID_EMAIL');

export const systemField = () => text().oneOf([...SYSTEM_IDS], 'INVALID_SYSTEM').default('ADM');

export const subCategoryField = () => text().trim().max(20, tooLong(20)).matches(/^[A-Z0-9_]*$/, 'INVALID_SYSTEM');

/** A name as on an identity document (spec 9: 200 characters). */
export const nameField = () => text().trim().required('REQUIRED').max(LIMITS.name, tooLong(LIMITS.name));

/** Digits only (phone parts), empty allowed unless the caller adds required(). */
export const digits = (max: number) =>
  text().trim().max(max, tooLong(max)).matches(DIGITS_PATTERN, { message: 'DIGITS_ONLY', excludeEmptyString: true });

/** One of a fixed list of codes (a select or radios). */
export const choiceField = (values: readonly string[]) => text().trim().oneOf(['', ...values], 'INVALID_VALUE');

/**
 * A yes/no question answered with radios: true or false, never missing. Radios hold text, so "true"
 * and "false" count too (yup's casting), and an unanswered question ('') is "required", not "invalid".
 */
export const yesNoField = () =>
  yup
    .boolean()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError('INVALID_VALUE')
    .nonNullable('INVALID_VALUE')
    .required('REQUIRED');

/**
 * An amount of money typed as text, like "1234.50": at most 12 digits including 2 decimals (spec 5).
 * Empty allowed unless the caller adds required(). Kept as text so no amount is rounded on the way.
 */
export const amountField = () => text().trim().matches(AMOUNT_PATTERN, { message: 'AMOUNT_FORMAT', excludeEmptyString: true });

/**
 * A long answer that must stay under a number of characters, spaces and line breaks counted ("under
 * 2,000": at most 1,999), refused with the given code and the limit as its parameter.
 */
export const textUnder = (limit: number, code: string) =>
  multilineText()
    .required('REQUIRED')
    .test('length', { code, params: [limit] }, (value) => !value || value.length < limit);
