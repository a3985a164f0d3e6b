/**
 * Other Financial Details: medical conditions in the household and their monthly bills (1 to 3 when
 * there are any: spec 9, maximum 3), an inheritance (amount and details when received), existing
 * bursaries (at most 5, each with its period: to on or after from) and existing loans (at most 5).
 */
import * as yup from 'yup';
import { amountField, choiceField, multilineText, tooLong } from '../common';
import { yesNoChoice } from '../yes-no';
import { isIsoDate, isoDate, listOf, requiredAmount, requiredText } from './fields';

export const MAX_MEDICAL_CONDITIONS = 3;
export const MAX_EXISTING_BURSARIES = 5;
export const MAX_EXISTING_LOANS = 5;
export const EXISTING_BURSARY_STATUSES = ['APPLIED', 'ACCEPTED'] as const;
export const OTHER_FINANCIAL_LIMITS = { person: 200, condition: 200, inheritanceDetails: 500, name: 200, lender: 200 } as const;

export const medicalConditionSchema = yup
  .object({
    person: requiredText(OTHER_FINANCIAL_LIMITS.person, 'ENTER_CONDITION_PERSON'),
    condition: requiredText(OTHER_FINANCIAL_LIMITS.condition, 'ENTER_CONDITION_NAME'),
    monthlyBill: requiredAmount('ENTER_MONTHLY_MEDICAL_BILL'),
  })
  .noUnknown('UNKNOWN_FIELD');

export const existingBursarySchema = yup
  .object({
    name: requiredText(OTHER_FINANCIAL_LIMITS.name, 'ENTER_BURSARY_NAME'),
    amount: requiredAmount('ENTER_BURSARY_AMOUNT'),
    status: choiceField(EXISTING_BURSARY_STATUSES).required('SELECT_BURSARY_STATUS'),
    fromDate: isoDate('ENTER_BURSARY_FROM'),
    toDate: isoDate('ENTER_BURSARY_TO').test('order', 'END_BEFORE_START', function (value) {
      const from = (this.parent as { fromDate?: unknown }).fromDate;
      return !value || typeof from !== 'string' || !isIsoDate(from.trim()) || !isIsoDate(value) || value >= from.trim();
    }),
  })
  .noUnknown('UNKNOWN_FIELD');

export const existingLoanSchema = yup
  .object({
    lender: requiredText(OTHER_FINANCIAL_LIMITS.lender, 'ENTER_LENDER'),
    outstandingAmount: requiredAmount('ENTER_LOAN_OUTSTANDING'),
    monthlyRepayment: requiredAmount('ENTER_LOAN_REPAYMENT'),
  })
  .noUnknown('UNKNOWN_FIELD');

export const aidOtherFinancialDetailsSchema = yup
  .object({
    hasMedicalConditions: yesNoChoice('ANSWER_HAS_MEDICAL_CONDITIONS'),
    medicalConditions: yup
      .array()
      .typeError('INVALID_VALUE')
      .default([])
      .when('hasMedicalConditions', {
        is: 'YES',
        then: (list) =>
          list
            .of(medicalConditionSchema)
            .min(1, 'AID_MEDICAL_CONDITION_REQUIRED')
            .max(MAX_MEDICAL_CONDITIONS, { code: 'TOO_MANY_CONDITIONS', params: [MAX_MEDICAL_CONDITIONS] }),
      }),
    receivedInheritance: yesNoChoice('ANSWER_RECEIVED_INHERITANCE'),
    inheritanceAmount: amountField().when('receivedInheritance', { is: 'YES', then: (field) => field.required('ENTER_INHERITANCE_AMOUNT') }),
    inheritanceDetails: multilineText()
      .trim()
      .max(OTHER_FINANCIAL_LIMITS.inheritanceDetails, tooLong(OTHER_FINANCIAL_LIMITS.inheritanceDetails))
      .when('receivedInheritance', { is: 'YES', then: (field) => field.required('ENTER_INHERITANCE_DETAILS') }),
    existingBursaries: listOf(existingBursarySchema, MAX_EXISTING_BURSARIES, 'AID_TOO_MANY_BURSARIES'),
    existingLoans: listOf(existingLoanSchema, MAX_EXISTING_LOANS, 'AID_TOO_MANY_LOANS'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidOtherFinancialDetails = yup.InferType<typeof aidOtherFinancialDetailsSchema>;
