/**
 * Special Programmes: the optional programmes an applicant would like to be considered for (one
 * checkbox each), and the required answer about an offer from another autonomous university (spec 5
 * and 8): the office cannot hold a place for someone who has accepted one elsewhere.
 */
import * as yup from 'yup';
import { text, tooLong } from '../common';

export const SPECIAL_PROGRAMMES = ['UNIVERSITY_SCHOLARS', 'DOUBLE_DEGREE', 'OVERSEAS_COLLEGE', 'ENTREPRENEURSHIP', 'RESEARCH', 'GLOBAL_EXCHANGE'] as const;
export type SpecialProgramme = (typeof SPECIAL_PROGRAMMES)[number];

/** YES: accepted another AU's offer; NO: none accepted (no offer, or declined); PENDING: an offer not yet decided. */
export const OTHER_AU_DECISIONS = ['YES', 'NO', 'PENDING'] as const;
export const UNIVERSITY_NAME_MAX = 100;

const interest = () => yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').default(false);

export const specialProgrammesSchema = yup
  .object({
    interests: yup
      .object(Object.fromEntries(SPECIAL_PROGRAMMES.map((code) => [code, interest()])) as Record<SpecialProgramme, ReturnType<typeof interest>>)
      .noUnknown('UNKNOWN_FIELD')
      .default({}),
    otherUniversityOffer: text()
      .trim()
      .required('OTHER_AU_DECISION_REQUIRED')
      .oneOf([...OTHER_AU_DECISIONS], 'OTHER_AU_DECISION_REQUIRED'),
    /** Which university, when an offer was accepted or is pending. */
    otherUniversity: text()
      .trim()
      .max(UNIVERSITY_NAME_MAX, tooLong(UNIVERSITY_NAME_MAX))
      .when('otherUniversityOffer', { is: (value: string) => value === 'YES' || value === 'PENDING', then: (schema) => schema.required('ENTER_OTHER_UNIVERSITY') }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type SpecialProgrammes = yup.InferType<typeof specialProgrammesSchema>;
