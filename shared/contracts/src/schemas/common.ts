import * as yup from 'yup';
import { AMOUNT_PATTERN, DIGITS_PATTERN, LIMITS } from '../limits';
import { SYSTEM_IDS } from '../systems';
import { hasUnusualCharacters, type TextKind } from '../text';

/**
 * Schema messages are catalogue codes (messages.ts); `params` carry values for `{0}`.
 * The API turns a failed validation into the JSON error list; the forms show the catalogue text.
 */
export const tooLong = (max: number) => ({ code: 'TOO_LONG', params: [max] });

/** A record's id as the database makes them (gen_random_uuid): what a form or a path names a record by. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Field-specific "required" codes (issue 35): an empty field's message says which field and what to
 * do, as GOV.UK's error messages do ("Enter your application number", "输入您的申请编号"). Every
 * field that a person fills in names its own code (ENTER_…, SELECT_…, UPLOAD_…), kept with its
 * domain in shared/contracts/src/messages/field-errors-*.ts; a helper that builds a field (emailField,
 * nameField…) takes the code as an argument, so no field can fall back to a generic text.
 * The generic REQUIRED stays for what a form always sends and a person never types or sees (a link's
 * token, a list the form builds, a version number): only an API client that leaves one out meets it,
 * and `field` in the error list names it. A test (field-error-codes.test.ts) fails on any other use.
 * A list of choices allows '' in its oneOf (as choiceField does) so that an empty choice meets the
 * field's own required code rather than "This value is not valid here": yup checks oneOf first.
 */
export type RequiredCode = string;
export const ALWAYS_SENT = 'REQUIRED';

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

export const emailField = (requiredCode: RequiredCode) =>
  text().trim().required(requiredCode).max(LIMITS.email, tooLong(LIMITS.email)).email('INVALID_EMAIL');

export const systemField = () => text().oneOf([...SYSTEM_IDS], 'INVALID_SYSTEM').default('ADM');

export const subCategoryField = () => text().trim().max(20, tooLong(20)).matches(/^[A-Z0-9_]*$/, 'INVALID_SYSTEM');

/** A name as on an identity document (spec 9: 200 characters). */
export const nameField = (requiredCode: RequiredCode) => text().trim().required(requiredCode).max(LIMITS.name, tooLong(LIMITS.name));

/** Digits only (phone parts), empty allowed unless the caller adds required(). */
export const digits = (max: number) =>
  text().trim().max(max, tooLong(max)).matches(DIGITS_PATTERN, { message: 'DIGITS_ONLY', excludeEmptyString: true });

/** One of a fixed list of codes (a select or radios). */
export const choiceField = (values: readonly string[]) => text().trim().oneOf(['', ...values], 'INVALID_VALUE');

/** An office console's filter (a list's, a dashboard's): one of `values`, or empty for any. */
export const filterChoice = (values: readonly string[]) => choiceField(values).default('');
/** An academic year as the portal writes it: "2027/2028". */
export const ACADEMIC_YEAR_PATTERN = /^\d{4}\/\d{4}$/;
/** An academic year the office enters: two consecutive years ("2027/2028"). */
export const academicYearField = () =>
  text()
    .trim()
    .required('ENTER_ACADEMIC_YEAR')
    .matches(ACADEMIC_YEAR_PATTERN, 'INVALID_ACADEMIC_YEAR')
    .test('consecutive', 'INVALID_ACADEMIC_YEAR', (value) => !value || !ACADEMIC_YEAR_PATTERN.test(value) || Number(value.slice(5)) === Number(value.slice(0, 4)) + 1);
/** "2027/2028" (an address's form of it may be "2027-2028": the console's URLs avoid the slash). */
export const isAcademicYear = (value: string): boolean => academicYearField().isValidSync(value);
/** An office console's academic-year filter ("2027/2028"), or empty. */
export const filterAcademicYear = () => text().trim().matches(/^(\d{4}\/\d{4})?$/, 'INVALID_VALUE').default('');

/**
 * A yes/no question answered with radios: true or false, never missing. Radios hold text, so "true"
 * and "false" count too (yup's casting), and an unanswered question ('') is "required", not "invalid".
 */
export const yesNoField = (requiredCode: RequiredCode) =>
  yup
    .boolean()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError('INVALID_VALUE')
    .nonNullable('INVALID_VALUE')
    .required(requiredCode);

/**
 * An amount of money typed as text, like "1234.50": at most 12 digits including 2 decimals (spec 5).
 * Empty allowed unless the caller adds required(). Kept as text so no amount is rounded on the way.
 */
export const amountField = () => text().trim().matches(AMOUNT_PATTERN, { message: 'AMOUNT_FORMAT', excludeEmptyString: true });

/**
 * Text an office types in English and Chinese (a scheme's name, a description): one line each when
 * required, whose codes say which language is missing; otherwise optional longer text.
 */
export const inBothLanguages = (max: number, required?: { 'en-GB': RequiredCode; 'zh-Hans': RequiredCode }) => {
  const field = (language: 'en-GB' | 'zh-Hans') =>
    required ? text().trim().required(required[language]).max(max, tooLong(max)) : multilineText().trim().default('').max(max, tooLong(max));
  return yup.object({ 'en-GB': field('en-GB'), 'zh-Hans': field('zh-Hans') }).noUnknown('UNKNOWN_FIELD').required(ALWAYS_SENT);
};

/**
 * Text an office may leave out but, when it gives it, gives in English and Chinese (an interview
 * time's place, where the time may be a video call instead): one line each, both empty or both
 * filled; the language left empty is named by its code. Absent from a body, both are empty.
 */
export const inBothLanguagesOrNeither = (max: number, required: { 'en-GB': RequiredCode; 'zh-Hans': RequiredCode }) => {
  const field = (language: 'en-GB' | 'zh-Hans', other: 'en-GB' | 'zh-Hans') =>
    text()
      .trim()
      .default('')
      .max(max, tooLong(max))
      .test('both-languages', required[language], function (value) {
        return Boolean(value) || !String((this.parent as Record<string, unknown> | undefined)?.[other] ?? '').trim();
      });
  return yup.object({ 'en-GB': field('en-GB', 'zh-Hans'), 'zh-Hans': field('zh-Hans', 'en-GB') }).noUnknown('UNKNOWN_FIELD').nonNullable('INVALID_VALUE');
};

/**
 * A long answer that must stay under a number of characters, spaces and line breaks counted ("under
 * 2,000": at most 1,999), refused with the given code and the limit as its parameter.
 */
export const textUnder = (limit: number, code: string, requiredCode: RequiredCode) =>
  multilineText()
    .required(requiredCode)
    .test('length', { code, params: [limit] }, (value) => !value || value.length < limit);
