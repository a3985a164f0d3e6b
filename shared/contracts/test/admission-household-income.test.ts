import { amountToCents, perCapitaIncomeCents, perCapitaIncomeFromAnswers } from '../src/household-income';
import { amountField } from '../src/schemas/common';
import { householdIncomeSchema } from '../src/schemas/admission/household-income';
import { validate } from '../src/validation';
import * as yup from 'yup';
import { errorsOf } from './admission-helpers';

const VALID = { householdMembers: '4', monthlyIncome: '3600.00', incomeCheckConsent: true };

describe('Household Income section', () => {
  it('accepts a complete answer, including a household with no income', () => {
    expect(errorsOf(householdIncomeSchema, VALID)).toEqual([]);
    expect(errorsOf(householdIncomeSchema, { ...VALID, monthlyIncome: '0' })).toEqual([]);
  });

  it('requires every answer', () => {
    expect(errorsOf(householdIncomeSchema, { householdMembers: '', monthlyIncome: '', incomeCheckConsent: false })).toEqual([
      ['householdMembers', 'ENTER_HOUSEHOLD_MEMBERS'],
      ['monthlyIncome', 'ENTER_HOUSEHOLD_INCOME'],
      ['incomeCheckConsent', 'INCOME_CHECK_CONSENT_REQUIRED'],
    ]);
  });

  it.each([['1'], ['20']])('accepts %s household members', (members) => {
    expect(errorsOf(householdIncomeSchema, { ...VALID, householdMembers: members })).toEqual([]);
  });

  it.each([['0'], ['21'], ['2.5'], ['-1'], ['four']])('refuses %s household members', (members) => {
    const result = validate(householdIncomeSchema, { ...VALID, householdMembers: members });
    expect(result.ok ? [] : result.errors).toEqual([expect.objectContaining({ field: 'householdMembers', code: 'HOUSEHOLD_MEMBERS_RANGE', params: [1, 20] })]);
  });
});

describe('amountField: at most 12 digits including 2 decimals', () => {
  const schema = yup.object({ amount: amountField() });
  it.each([['9999999999.99'], ['2500'], ['2500.5'], ['0.01'], ['']])('accepts %p', (amount) => {
    expect(errorsOf(schema, { amount })).toEqual([]);
  });
  it.each([['12345678901'], ['2500.001'], ['2,500.00'], ['-5'], ['.5'], ['SGD 10']])('refuses %p', (amount) => {
    expect(errorsOf(schema, { amount })).toEqual([['amount', 'AMOUNT_FORMAT']]);
  });
});

describe('per capita income (shared with the financial aid calculator)', () => {
  it('reads amounts as exact cents', () => {
    expect(amountToCents('1234.5')).toBe(123450);
    expect(amountToCents('0.07')).toBe(7);
    expect(amountToCents('9999999999.99')).toBe(999999999999);
    expect(amountToCents('1,234')).toBeNull();
  });

  it('divides the income by the members, rounded half up to the cent', () => {
    expect(perCapitaIncomeCents(360000, 4)).toBe(90000);
    expect(perCapitaIncomeCents(100000, 3)).toBe(33333);
    expect(perCapitaIncomeCents(5, 2)).toBe(3);
  });

  it('works from the form answers only once both are valid', () => {
    expect(perCapitaIncomeFromAnswers('3600.00', '4')).toBe(90000);
    expect(perCapitaIncomeFromAnswers('3600.00', '')).toBeNull();
    expect(perCapitaIncomeFromAnswers('3600.00', '21')).toBeNull();
    expect(perCapitaIncomeFromAnswers('36,00', '4')).toBeNull();
  });
});
