/**
 * RNS Confirmation of Enrolment (spec 2 "sections one to five", spec 4): a returning national
 * serviceman who accepted an offer confirms whether he enrols. Sections 1 to 3 are drafts saved like
 * any long form's sections; section 4 is the documents (an enlistment or call-up letter is required
 * to apply for disruption); section 5 is the declaration sent with the submission.
 */
import * as yup from 'yup';
import { digits, emailField, text, tooLong, type RequiredCode } from '../common';
import { parseDisplayDate } from '../dates';
import { LIMITS } from '../../limits';

/** Spec 4: "able to enrol, defer, apply for disruption, will not enrol" (shown as options (a), (b), (c) and the last). */
export const ENROLMENT_DECISIONS = ['ENROL', 'DEFER', 'DISRUPT', 'NOT_ENROL'] as const;
export type EnrolmentDecision = (typeof ENROLMENT_DECISIONS)[number];

/** The decisions for which the office issues a letter (certifying letter; disruption letter) within 10 working days (spec 9). */
export const LETTER_DECISIONS: readonly EnrolmentDecision[] = ['DEFER', 'DISRUPT'];
export const LETTER_WORKING_DAYS = 10;

/** A deferment is for one or two academic years. */
export const DEFERMENT_PERIODS = ['ONE_YEAR', 'TWO_YEARS'] as const;
export const DISRUPTION_REASONS = ['NATIONAL_SERVICE', 'MEDICAL', 'OTHER'] as const;

export const ENROLMENT_SECTIONS = ['contact', 'decision', 'details'] as const;
export type EnrolmentSectionId = (typeof ENROLMENT_SECTIONS)[number];

/** What the details section's rules need: the decision chosen in section 2. */
export interface EnrolmentContext {
  decision?: string;
}
const decisionOf = (options: { context?: unknown }) => (options.context as EnrolmentContext | undefined)?.decision;

const REASON_MAX = 1000;

/** Section 1: personal and contact confirmation. */
export const enrolmentContactSchema = yup
  .object({
    email: emailField('ENTER_YOUR_EMAIL'),
    mobile: digits(LIMITS.contactNumber).required('ENTER_MOBILE_NUMBER'),
    confirmed: yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').required('CONTACT_CONFIRMATION_REQUIRED').oneOf([true], 'CONTACT_CONFIRMATION_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');

/** Section 2: the decision. */
export const enrolmentDecisionSchema = yup
  .object({
    decision: text().trim().required('SELECT_ENROLMENT_DECISION').oneOf([...ENROLMENT_DECISIONS, ''], 'INVALID_VALUE'),
  })
  .noUnknown('UNKNOWN_FIELD');

const dateField = () =>
  text()
    .trim()
    .default('')
    .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null);

/** A test for an answer that only the given decisions ask for: required then, and absent otherwise. */
const onlyFor = (requiredCode: RequiredCode, decisions: readonly string[], when?: (parent: Record<string, unknown>) => boolean) =>
  function (this: yup.TestContext, value: string | undefined) {
    const applies = decisions.includes(String(decisionOf(this.options) ?? '')) && (!when || when(this.parent as Record<string, unknown>));
    if (applies) return !!value || this.createError({ message: requiredCode });
    return !value || this.createError({ message: 'ENROLMENT_DETAIL_NOT_EXPECTED' });
  };
const reason = () => text().trim().default('').max(REASON_MAX, tooLong(REASON_MAX));

/** Section 3: details for the chosen option (nothing for "able to enrol"). */
export const enrolmentDetailsSchema = yup
  .object({
    deferReason: reason().test('only-for', onlyFor('ENTER_DEFERMENT_REASON', ['DEFER'])),
    deferPeriod: text().trim().default('').oneOf(['', ...DEFERMENT_PERIODS], 'INVALID_VALUE').test('only-for', onlyFor('SELECT_DEFERMENT_PERIOD', ['DEFER'])),
    disruptionReason: text().trim().default('').oneOf(['', ...DISRUPTION_REASONS], 'INVALID_VALUE').test('only-for', onlyFor('SELECT_DISRUPTION_REASON', ['DISRUPT'])),
    disruptionOther: reason().test('only-for', onlyFor('ENTER_DISRUPTION_REASON', ['DISRUPT'], (parent) => parent.disruptionReason === 'OTHER')),
    disruptionFrom: dateField().test('only-for', onlyFor('ENTER_DISRUPTION_FROM', ['DISRUPT'])),
    disruptionTo: dateField().test('only-for', onlyFor('ENTER_DISRUPTION_TO', ['DISRUPT'])).test('after', 'DISRUPTION_DATES_ORDER', function (value) {
      const to = value ? parseDisplayDate(value) : null;
      const from = typeof this.parent?.disruptionFrom === 'string' ? parseDisplayDate(this.parent.disruptionFrom) : null;
      return !to || !from || to > from;
    }),
    notEnrollingReason: reason().test('only-for', onlyFor('ENTER_NOT_ENROLLING_REASON', ['NOT_ENROL'])),
  })
  .noUnknown('UNKNOWN_FIELD');

export const ENROLMENT_SECTION_SCHEMAS: Readonly<Record<EnrolmentSectionId, yup.AnyObjectSchema>> = {
  contact: enrolmentContactSchema,
  decision: enrolmentDecisionSchema,
  details: enrolmentDetailsSchema,
};

/** Section 4: the documents. Disruption for national service needs the enlistment (call-up) letter. */
export const ENROLMENT_DOCUMENT_TYPES = ['ENLISTMENT_LETTER', 'SUPPORTING'] as const;
export const ENROLMENT_DOCUMENT_LIMIT = 3;
export const needsEnlistmentLetter = (decision: unknown, details: { disruptionReason?: unknown } | null | undefined): boolean =>
  decision === 'DISRUPT' && details?.disruptionReason === 'NATIONAL_SERVICE';

/** Section 5: the declaration, sent with the submission. */
export const enrolmentSubmitSchema = yup
  .object({
    declaration: yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').required('ENROLMENT_DECLARATION_REQUIRED').oneOf([true], 'ENROLMENT_DECLARATION_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');

/** The day enrolment commences (spec 9: "Enrolment commencing 4 August") of an academic year like "2026/2027". */
export const enrolmentCommencesOn = (academicYear: string): string => `${academicYear.slice(0, 4)}-08-04`;
