/**
 * Financial Details: the aid sought (only kinds the applicant's tier can get this year), the
 * applicant's own gross monthly income and the other members of the household with theirs. Household
 * size and per-capita income are not answers: financial-aid/household.ts works them out with the
 * public calculator's function.
 */
import * as yup from 'yup';
import { HOUSEHOLD_MEMBERS } from '../../household-income';
import { AID_SOUGHT } from '../../financial-aid/model';
import { choiceField, text } from '../common';
import { aidContext } from './context';
import { listOf, requiredAmount, requiredText } from './fields';

export const FAMILY_RELATIONSHIPS = ['FATHER', 'MOTHER', 'STEPFATHER', 'STEPMOTHER', 'GUARDIAN', 'SIBLING', 'SPOUSE', 'CHILD', 'GRANDPARENT', 'OTHER'] as const;
export const EMPLOYMENT_STATUSES = ['EMPLOYED', 'SELF_EMPLOYED', 'UNEMPLOYED', 'RETIRED', 'STUDENT', 'HOMEMAKER', 'OTHER'] as const;
/** The applicant plus at most 19 others: a household of at most HOUSEHOLD_MEMBERS.max (the calculator's limit). */
export const MAX_FAMILY_MEMBERS = HOUSEHOLD_MEMBERS.max - 1;
export const FAMILY_MEMBER_LIMITS = { name: 200, occupation: 100, ageMin: 0, ageMax: 120 } as const;

export const familyMemberSchema = yup
  .object({
    name: requiredText(FAMILY_MEMBER_LIMITS.name, 'ENTER_FAMILY_MEMBER_NAME'),
    relationship: choiceField(FAMILY_RELATIONSHIPS).required('SELECT_FAMILY_MEMBER_RELATIONSHIP'),
    /** Whole years, typed as text (an input's value) or a number. */
    age: text()
      .transform((value: unknown, original: unknown) => (typeof original === 'number' ? String(original) : value))
      .trim()
      .required('ENTER_FAMILY_MEMBER_AGE')
      .test(
        'age',
        { code: 'AID_AGE_RANGE', params: [FAMILY_MEMBER_LIMITS.ageMin, FAMILY_MEMBER_LIMITS.ageMax] },
        (value) => !value || (/^\d{1,3}$/.test(value) && Number(value) <= FAMILY_MEMBER_LIMITS.ageMax),
      ),
    occupation: requiredText(FAMILY_MEMBER_LIMITS.occupation, 'ENTER_FAMILY_MEMBER_OCCUPATION'),
    employmentStatus: choiceField(EMPLOYMENT_STATUSES).required('SELECT_FAMILY_MEMBER_EMPLOYMENT'),
    grossMonthlyIncome: requiredAmount('ENTER_FAMILY_MEMBER_INCOME'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type FamilyMember = yup.InferType<typeof familyMemberSchema>;

export const aidFinancialDetailsSchema = yup
  .object({
    aidSought: yup
      .array()
      .of(
        text()
          .trim()
          .oneOf([...AID_SOUGHT], 'INVALID_VALUE')
          .test('tier', 'AID_SOUGHT_NOT_AVAILABLE', function (value) {
            const allowed = aidContext(this.options)?.aidSoughtAllowed;
            return !value || !allowed || (allowed as readonly string[]).includes(value);
          }),
      )
      .typeError('INVALID_VALUE')
      .required('AID_SOUGHT_REQUIRED')
      .min(1, 'AID_SOUGHT_REQUIRED')
      .test('unique', 'INVALID_VALUE', (values) => !values || new Set(values).size === values.length),
    /** The applicant's own gross monthly income in SGD; "0" is an answer. */
    applicantMonthlyIncome: requiredAmount('ENTER_YOUR_MONTHLY_INCOME'),
    /** Everyone else in the household (the applicant is counted once, on top). */
    familyMembers: listOf(familyMemberSchema, MAX_FAMILY_MEMBERS, 'TOO_MANY_FAMILY_MEMBERS'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidFinancialDetails = yup.InferType<typeof aidFinancialDetailsSchema>;
