/**
 * Health and Support: conditions the university should know about to support the applicant (at most
 * 3, spec 9), and the criminal conviction question with details of at most 1000 characters (spec 5).
 * Details belong only to a "yes": with "no" they must be empty, so the office never holds sensitive
 * text that the applicant's answer says does not exist (the page clears them on "no").
 */
import * as yup from 'yup';
import { multilineText, text, tooLong, yesNoField } from '../common';

export const MAX_CONDITIONS = 3;
export const CONDITION_NAME_LIMIT = 200;
export const SUPPORT_NEEDED_LIMIT = 500;
export const CONVICTION_DETAILS_LIMIT = 1000;

/** The kinds of condition the student support office plans for. */
export const CONDITION_TYPES = ['PHYSICAL', 'VISUAL', 'HEARING', 'LEARNING', 'MENTAL_HEALTH', 'AUTISM', 'CHRONIC_ILLNESS', 'OTHER'] as const;

const conditionSchema = yup
  .object({
    type: text().trim().required('SELECT_CONDITION_TYPE').oneOf([...CONDITION_TYPES, ''], 'INVALID_VALUE'),
    name: text().trim().required('ENTER_CONDITION_NAME').max(CONDITION_NAME_LIMIT, tooLong(CONDITION_NAME_LIMIT)),
    support: multilineText().trim().required('ENTER_SUPPORT_NEEDED').max(SUPPORT_NEEDED_LIMIT, tooLong(SUPPORT_NEEDED_LIMIT)),
  })
  .noUnknown('UNKNOWN_FIELD');

export const healthSupportSchema = yup
  .object({
    hasCondition: yesNoField('ANSWER_HAS_CONDITION'),
    conditions: yup
      .array()
      .of(conditionSchema)
      .typeError('INVALID_VALUE')
      .default([])
      .when('hasCondition', {
        is: true,
        then: (schema) => schema.min(1, 'CONDITION_REQUIRED').max(MAX_CONDITIONS, { code: 'TOO_MANY_CONDITIONS', params: [MAX_CONDITIONS] }),
        otherwise: (schema) => schema.max(0, 'DETAILS_NOT_EXPECTED'),
      }),
    hasConviction: yesNoField('ANSWER_HAS_CONVICTION'),
    convictionDetails: multilineText()
      .default('')
      .when('hasConviction', {
        is: true,
        then: (schema) =>
          schema.required('ENTER_CONVICTION_DETAILS').test('length', tooLong(CONVICTION_DETAILS_LIMIT), (value) => !value || value.length <= CONVICTION_DETAILS_LIMIT),
        otherwise: (schema) => schema.max(0, 'DETAILS_NOT_EXPECTED'),
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type HealthSupport = yup.InferType<typeof healthSupportSchema>;
