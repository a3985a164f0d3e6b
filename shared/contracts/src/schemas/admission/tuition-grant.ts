/**
 * The government tuition grant declaration (spec 5, 6 and 9). Citizenship, from the eligibility
 * answers, decides the tier: citizens Tier A (the grant applies, no bond), permanent residents Tier B
 * and international applicants Tier C (competitive), both bound to work in Singapore for 3 years
 * after graduating. Sureties are named at offer acceptance, not here.
 */
import * as yup from 'yup';
import type { Citizenship } from '../../categories';
import { text } from '../common';
import { admissionContext } from './context';

export const TUITION_GRANT_OPTIONS = ['APPLY', 'DO_NOT_APPLY'] as const;
export type TuitionGrantOption = (typeof TUITION_GRANT_OPTIONS)[number];

export type TuitionGrantTier = 'A' | 'B' | 'C';
/** Years of work in Singapore that a Tier B or C grant binds the graduate to (spec 9). */
export const TUITION_GRANT_BOND_YEARS = 3;

export function tuitionGrantTier(citizenship: Citizenship): TuitionGrantTier {
  return citizenship === 'SINGAPORE_CITIZEN' ? 'A' : citizenship === 'PERMANENT_RESIDENT' ? 'B' : 'C';
}

/** Whether the applicant must acknowledge the bond: Tier B or C applying for the grant. */
export const tuitionGrantBondApplies = (tier: TuitionGrantTier, option: unknown): boolean => tier !== 'A' && option === 'APPLY';

export const tuitionGrantSchema = yup
  .object({
    option: text().trim().required('TUITION_GRANT_OPTION_REQUIRED').oneOf([...TUITION_GRANT_OPTIONS], 'TUITION_GRANT_OPTION_REQUIRED'),
    bondAcknowledged: yup
      .boolean()
      .typeError('INVALID_VALUE')
      .nonNullable('INVALID_VALUE')
      .default(false)
      .test('bond', { code: 'TUITION_GRANT_BOND_REQUIRED', params: [TUITION_GRANT_BOND_YEARS] }, function (value) {
        const context = admissionContext(this.options);
        if (!context) return true;
        return value === true || !tuitionGrantBondApplies(tuitionGrantTier(context.eligibility.citizenship), this.parent?.option);
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type TuitionGrant = yup.InferType<typeof tuitionGrantSchema>;
