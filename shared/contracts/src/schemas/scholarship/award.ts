/**
 * The scholarship award's request bodies (issue 12), validated alike by the browser and the API:
 * the office's outcome and batch release, the applicant's reply, the Letter of Acceptance &
 * Undertaking, a surety's details, and the surety's confirmation. Rules that need more than a body
 * (the surety rules against the award year and the other surety) are in scholarship/surety-rules.ts.
 */
import * as yup from 'yup';
import { LIMITS } from '../../limits';
import {
  SCHOLARSHIP_DECLINE_REASON_MAX,
  SCHOLARSHIP_OFFER_DECISIONS,
  SCHOLARSHIP_REMARKS_MAX,
  SCHOLARSHIP_RESULTS,
  SURETY_ID_TYPES,
  SURETY_RELATIONSHIPS,
} from '../../scholarship/award';
import { GUARDIAN_RELATIONSHIPS, UNDERTAKING_DECLARATIONS } from '../../scholarship/undertaking-letter';
import { digits, emailField, multilineText, nameField, text, tooLong, yesNoField, type RequiredCode, UUID_PATTERN } from '../common';
import { linkTokenField } from '../link-token';
import { parseDisplayDate } from '../dates';
import { singaporeDate } from '../../singapore-calendar';

/** What the outcome form's rules need beyond its answers: today in Singapore (yyyy-mm-dd). */
export interface RecordScholarshipOutcomeContext {
  today: string;
}

const isOffer = (result: unknown) => result === 'OFFERED';

export const recordScholarshipOutcomeSchema = yup
  .object({
    result: text().trim().required('SCHOLARSHIP_RESULT_REQUIRED').oneOf([...SCHOLARSHIP_RESULTS], 'SCHOLARSHIP_RESULT_REQUIRED'),
    /** The scholarship offered: one of the application's academic year (the API checks the year). */
    scholarshipId: text()
      .trim()
      .default('')
      .test('offered', 'SCHOLARSHIP_OFFERED_REQUIRED', function (value) {
        return !isOffer(this.parent?.result) || Boolean(value && UUID_PATTERN.test(value));
      }),
    /** dd/mm/yyyy: the offer can be answered until 23:59 Singapore time that day. */
    replyDueDate: text()
      .trim()
      .default('')
      .test('due', 'REPLY_DUE_DATE_REQUIRED', function (value) {
        return !isOffer(this.parent?.result) || Boolean(value);
      })
      .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null)
      .test('future', 'REPLY_DUE_DATE_PAST', function (value) {
        const iso = value ? parseDisplayDate(value) : null;
        const today = (this.options.context as RecordScholarshipOutcomeContext | undefined)?.today;
        return !iso || !today || !isOffer(this.parent?.result) || iso > today;
      }),
    /** The office's note (e.g. why unsuccessful); not shown to the applicant. */
    remarks: multilineText().trim().default('').max(SCHOLARSHIP_REMARKS_MAX, tooLong(SCHOLARSHIP_REMARKS_MAX)),
  })
  .noUnknown('UNKNOWN_FIELD');
export type RecordScholarshipOutcome = yup.InferType<typeof recordScholarshipOutcomeSchema>;

export const SCHOLARSHIP_RELEASE_BATCH_MAX = 200;

export const releaseScholarshipOutcomesSchema = yup
  .object({
    applicationIds: yup
      .array(text().trim().matches(UUID_PATTERN, 'INVALID_VALUE').required('INVALID_VALUE'))
      .required('RELEASE_SELECTION_REQUIRED')
      .min(1, 'RELEASE_SELECTION_REQUIRED')
      .max(SCHOLARSHIP_RELEASE_BATCH_MAX, { code: 'TOO_MANY_ITEMS', params: [SCHOLARSHIP_RELEASE_BATCH_MAX] }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ReleaseScholarshipOutcomes = yup.InferType<typeof releaseScholarshipOutcomesSchema>;

export const scholarshipOfferReplySchema = yup
  .object({
    decision: text().trim().required('SCHOLARSHIP_DECISION_REQUIRED').oneOf([...SCHOLARSHIP_OFFER_DECISIONS], 'SCHOLARSHIP_DECISION_REQUIRED'),
    declineReason: multilineText()
      .trim()
      .default('')
      .max(SCHOLARSHIP_DECLINE_REASON_MAX, tooLong(SCHOLARSHIP_DECLINE_REASON_MAX))
      .test('reason', 'SCHOLARSHIP_DECLINE_REASON_REQUIRED', function (value) {
        return this.parent?.decision !== 'DECLINE' || Boolean(value);
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ScholarshipOfferReplyBody = yup.InferType<typeof scholarshipOfferReplySchema>;

/** What the undertaking's rules need: whether the applicant is under 18 today. */
export interface AcceptUndertakingContext {
  guardianRequired: boolean;
}

const mustBeTrue = (code: string) => yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').required(code).oneOf([true], code);

export const guardianEndorsementSchema = yup
  .object({
    name: nameField('ENTER_GUARDIAN_NAME'),
    relationship: text().trim().required('SELECT_GUARDIAN_RELATIONSHIP').oneOf(['', ...GUARDIAN_RELATIONSHIPS], 'INVALID_VALUE'),
    email: emailField('ENTER_GUARDIAN_EMAIL'),
    endorsement: mustBeTrue('GUARDIAN_ENDORSEMENT_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');

export const acceptUndertakingSchema = yup
  .object({
    /** The applicant's name as typed: the API compares it with the name on the application. */
    acceptedName: nameField('ENTER_YOUR_FULL_NAME'),
    declarations: yup
      .object(Object.fromEntries(UNDERTAKING_DECLARATIONS.map((key) => [key, mustBeTrue('UNDERTAKING_DECLARATION_REQUIRED')])))
      .typeError('INVALID_VALUE')
      .nonNullable('INVALID_VALUE')
      .noUnknown('UNKNOWN_FIELD')
      .required('UNDERTAKING_DECLARATION_REQUIRED'),
    guardian: guardianEndorsementSchema
      .default(undefined)
      .nonNullable('INVALID_VALUE')
      .when('$guardianRequired', {
        is: true,
        then: (schema) => schema.required('GUARDIAN_ENDORSEMENT_REQUIRED'),
        otherwise: (schema) => schema.optional(),
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AcceptUndertakingBody = yup.InferType<typeof acceptUndertakingSchema>;

const isEmployed = (parent: { employed?: unknown } | undefined) => parent?.employed === true;
const whenEmployed = (max: number, requiredCode: RequiredCode) =>
  text()
    .trim()
    .default('')
    .max(max, tooLong(max))
    .test('employed', requiredCode, function (value) {
      return !isEmployed(this.parent) || Boolean(value);
    });
const displayDate = () =>
  text()
    .trim()
    .default('')
    .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null);

/** A surety's details (PUT …/sureties/{position}); their eligibility is suretyRuleProblems'. */
export const suretyDetailsSchema = yup
  .object({
    fullName: nameField('ENTER_SURETY_NAME'),
    idType: text().trim().required('SELECT_SURETY_ID_TYPE').oneOf(['', ...SURETY_ID_TYPES], 'INVALID_VALUE'),
    idNumber: text().trim().required('ENTER_SURETY_ID_NUMBER').max(LIMITS.nric, tooLong(LIMITS.nric)).matches(/^[A-Za-z0-9]+$/, 'INVALID_VALUE'),
    dateOfBirth: displayDate()
      .required('ENTER_SURETY_DATE_OF_BIRTH')
      .test('past', 'DATE_IN_FUTURE', (value) => {
        const iso = value ? parseDisplayDate(value) : null;
        return !iso || iso > '1900-01-01';
      }),
    relationship: text().trim().required('SELECT_SURETY_RELATIONSHIP').oneOf(['', ...SURETY_RELATIONSHIPS], 'INVALID_VALUE'),
    immediateFamily: yesNoField('ANSWER_SURETY_IMMEDIATE_FAMILY'),
    email: emailField('ENTER_SURETY_EMAIL'),
    mobile: digits(LIMITS.contactNumber).required('ENTER_SURETY_MOBILE'),
    employed: yesNoField('ANSWER_SURETY_EMPLOYED'),
    employer: whenEmployed(LIMITS.name, 'ENTER_SURETY_EMPLOYER'),
    occupation: whenEmployed(100, 'ENTER_SURETY_OCCUPATION'),
    employmentLetterDate: displayDate()
      .test('employed', 'ENTER_EMPLOYMENT_LETTER_DATE', function (value) {
        return !isEmployed(this.parent) || Boolean(value);
      })
      // A letter cannot be dated after the day it is given (its earliest date is the surety rules', suretyRuleProblems).
      .test('not-after-today', 'SURETY_EMPLOYMENT_LETTER_IN_FUTURE', function (value) {
        const iso = value ? parseDisplayDate(value) : null;
        const today = (this.options.context as { today?: string } | undefined)?.today ?? singaporeDate(new Date());
        return !iso || iso <= today;
      }),
    bankrupt: yesNoField('ANSWER_SURETY_BANKRUPT'),
    existingAgreement: yesNoField('ANSWER_SURETY_EXISTING_AGREEMENT'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type SuretyDetailsBody = yup.InferType<typeof suretyDetailsSchema>;

/** POST /api/public/surety/confirm. */
export const suretyConfirmationSchema = yup
  .object({
    token: linkTokenField(),
    declaration: mustBeTrue('SURETY_DECLARATION_REQUIRED'),
    /** The surety's full name as typed: compared with the name the applicant gave. */
    signatureName: nameField('ENTER_YOUR_FULL_NAME'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type SuretyConfirmationBody = yup.InferType<typeof suretyConfirmationSchema>;

