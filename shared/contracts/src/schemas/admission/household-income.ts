/**
 * Household Income (citizens and permanent residents): the facts the office uses to consider
 * bursaries with an offer. Per capita income is not stored: it is worked out from these answers by
 * the same function as the public financial aid calculator (household-income.ts).
 */
import * as yup from 'yup';
import { HOUSEHOLD_MEMBERS, householdMembersOf } from '../../household-income';
import { amountField, text } from '../common';

export const householdIncomeSchema = yup
  .object({
    /** Everyone living in the household and sharing its income, the applicant included. */
    householdMembers: text()
      .trim()
      .required('ENTER_HOUSEHOLD_MEMBERS')
      .test('range', { code: 'HOUSEHOLD_MEMBERS_RANGE', params: [HOUSEHOLD_MEMBERS.min, HOUSEHOLD_MEMBERS.max] }, (value) => !value || householdMembersOf(value) !== null),
    /** Gross (before tax and CPF) monthly income of all members together, in SGD; 0 is an answer. */
    monthlyIncome: amountField().required('ENTER_HOUSEHOLD_INCOME'),
    /** Consent for the office to verify the income with the government agency (required). */
    incomeCheckConsent: yup
      .boolean()
      .typeError('INVALID_VALUE')
      .nonNullable('INVALID_VALUE')
      .required('INCOME_CHECK_CONSENT_REQUIRED')
      .oneOf([true], 'INCOME_CHECK_CONSENT_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type HouseholdIncome = yup.InferType<typeof householdIncomeSchema>;
