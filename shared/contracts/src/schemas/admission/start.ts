/** Application Eligibility (start) and PIN creation. */
import * as yup from 'yup';
import { CATEGORIES, CITIZENSHIPS, categoriesFor, isCategoryId, type Eligibility } from '../../categories';
import type { SystemId } from '../../systems';
import { ALWAYS_SENT, choiceField, text, tooLong, yesNoField } from '../common';
import { newPinField } from '../public';
import { LIMITS } from '../../limits';


export const eligibilitySchema = yup
  .object({
    citizenship: choiceField(CITIZENSHIPS).required('SELECT_CITIZENSHIP'),
    residesInSingapore: yesNoField('ANSWER_RESIDES_IN_SINGAPORE'),
    priorUniversity: yesNoField('ANSWER_PRIOR_UNIVERSITY'),
    fullTimeWorkTwoYears: yesNoField('ANSWER_WORK_TWO_YEARS'),
  })
  .noUnknown('UNKNOWN_FIELD');

/** The login variant the applicant is in: which categories are on offer. */
export interface StartContext {
  system: SystemId;
  subCategory: string | null;
}

const ELIGIBILITY_MESSAGES = {
  NEEDS_PRIOR_UNIVERSITY: 'CATEGORY_NEEDS_PRIOR_UNIVERSITY',
  NEEDS_WORK_EXPERIENCE: 'CATEGORY_NEEDS_WORK_EXPERIENCE',
  INTERNATIONAL_ONLY: 'CATEGORY_INTERNATIONAL_ONLY',
  NOT_FOR_PRIOR_UNIVERSITY: 'CATEGORY_NOT_FOR_PRIOR_UNIVERSITY',
} as const;

export const startApplicationSchema = yup
  .object({
    eligibility: eligibilitySchema.required(ALWAYS_SENT),
    category: text()
      .required('SELECT_CATEGORY')
      .test('offered', 'CATEGORY_NOT_OFFERED', function (value) {
        const context = this.options.context as StartContext | undefined;
        if (!value || !context) return true;
        return categoriesFor(context.system, context.subCategory).some((category) => category.id === value);
      })
      .test('eligible', function (value) {
        const eligibility = eligibilitySchema.isValidSync(this.parent?.eligibility) ? (this.parent.eligibility as Eligibility) : null;
        if (!value || !isCategoryId(value) || !eligibility) return true;
        const problem = CATEGORIES[value].ruledOutBy(eligibility);
        return problem ? this.createError({ message: ELIGIBILITY_MESSAGES[problem] }) : true;
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type StartApplication = yup.InferType<typeof startApplicationSchema>;

/** PIN creation right after starting: the same rules as a PIN reset. */
export const pinCreationSchema = yup
  .object({
    pin1: newPinField(),
    pin2: text()
      .required('CONFIRM_NEW_PIN')
      .max(LIMITS.pin, tooLong(LIMITS.pin))
      .oneOf([yup.ref('pin1')], 'PIN_MISMATCH'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PinCreation = yup.InferType<typeof pinCreationSchema>;

/** A new category (and eligibility answers) for a draft: only after the warning about what is cleared. */
export const changeCategorySchema = startApplicationSchema
  .shape({
    confirmReset: yup.boolean().typeError('INVALID_VALUE').required('CONFIRM_RESET_REQUIRED').oneOf([true], 'CONFIRM_RESET_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');
