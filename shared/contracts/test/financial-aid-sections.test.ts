import { AID_SECTION_IDS, isAidSectionId } from '../src/financial-aid/sections';
import { AID_DOCUMENT_LIMITS, missingAidDocuments, requiredAidDocuments } from '../src/financial-aid/documents';
import { householdOf } from '../src/financial-aid/household';
import { FINANCIAL_AID_FORM_MESSAGES, FINANCIAL_AID_FORM_MESSAGES_ZH_HANS } from '../src/messages/financial-aid-form';
import { AID_TIERS, type AidSchemeCategory, type AidTier } from '../src/financial-aid/model';
import { amountToCents, perCapitaIncomeFromAnswers } from '../src/household-income';
import { AID_SECTION_SCHEMAS, aidSectionSchema } from '../src/schemas/financial-aid';
import { aidSoughtOpenTo, type AidContext } from '../src/schemas/financial-aid/context';
import { MESSAGES } from '../src/messages';
import { validate } from '../src/validation';
import type { AnySchema } from 'yup';
import { COMPLETE_AID_ANSWERS, FAMILY_OF_FOUR_PER_CAPITA_CENTS } from './financial-aid-samples';

const TODAY = '2026-11-26';
const context = (overrides: Partial<AidContext> = {}): AidContext => ({ today: TODAY, tier: 'CITIZEN', aidSoughtAllowed: ['BURSARY', 'TUITION_FEE_LOAN', 'STUDY_LOAN'], ...overrides });

const errors = (schema: AnySchema, data: unknown, ctx: AidContext = context()) => {
  const result = validate(schema, data, ctx);
  return result.ok ? [] : result.errors.map(({ code, field, params }) => ({ code, field, ...(params ? { params } : {}) }));
};
const codes = (schema: AnySchema, data: unknown, ctx?: AidContext) => errors(schema, data, ctx).map(({ code, field }) => `${field}:${code}`);

const S = AID_SECTION_SCHEMAS;
const sample = COMPLETE_AID_ANSWERS;
const withFields = (section: keyof typeof sample, fields: Record<string, unknown>) => ({ ...sample[section], ...fields });

describe('financial aid sections', () => {
  it('has the six sections of the contract in order; five have answers, documents has none', () => {
    expect(AID_SECTION_IDS).toEqual(['personalDetails', 'financialDetails', 'otherFinancialDetails', 'awardsActivities', 'declarations', 'documents']);
    expect(Object.keys(S)).toEqual(AID_SECTION_IDS.filter((id) => id !== 'documents'));
    expect(isAidSectionId('documents')).toBe(true);
    expect(isAidSectionId('choices')).toBe(false);
    expect(aidSectionSchema('documents')).toBeNull();
    expect(aidSectionSchema('toString')).toBeNull();
  });

  it('accepts the complete sample of a family of four in every section', () => {
    for (const [section, data] of Object.entries(sample)) expect([section, errors(S[section as keyof typeof S], data)]).toEqual([section, []]);
  });

  it('has an English and a Chinese text for every new code', () => {
    for (const code of Object.keys(FINANCIAL_AID_FORM_MESSAGES)) {
      expect((MESSAGES as Record<string, string>)[code]).toBeTruthy();
      expect((FINANCIAL_AID_FORM_MESSAGES_ZH_HANS as Record<string, string>)[code]).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe('personal details', () => {
  it('requires every answer and the other housing type only when OTHER', () => {
    expect(codes(S.personalDetails, {})).toEqual(['housingType:SELECT_HOUSING_TYPE', 'housingOwnership:SELECT_HOUSING_OWNERSHIP', 'maritalStatus:SELECT_MARITAL_STATUS', 'mobileNumber:ENTER_MOBILE_NUMBER']);
    expect(codes(S.personalDetails, withFields('personalDetails', { housingType: 'OTHER' }))).toEqual(['housingTypeOther:ENTER_HOUSING_TYPE_OTHER']);
    expect(codes(S.personalDetails, withFields('personalDetails', { housingType: 'OTHER', housingTypeOther: 'Shophouse' }))).toEqual([]);
    expect(codes(S.personalDetails, withFields('personalDetails', { housingType: 'OTHER', housingTypeOther: 'x'.repeat(101) }))).toEqual(['housingTypeOther:TOO_LONG']);
    expect(codes(S.personalDetails, withFields('personalDetails', { housingType: 'CASTLE', maritalStatus: 'ENGAGED' }))).toEqual(['housingType:INVALID_VALUE', 'maritalStatus:INVALID_VALUE']);
  });

  it('takes a mobile number of digits only, at most 15', () => {
    expect(codes(S.personalDetails, withFields('personalDetails', { mobileNumber: '+65 9123' }))).toEqual(['mobileNumber:DIGITS_ONLY']);
    expect(codes(S.personalDetails, withFields('personalDetails', { mobileNumber: '1'.repeat(16) }))).toEqual(['mobileNumber:TOO_LONG']);
    expect(codes(S.personalDetails, withFields('personalDetails', { mobileNumber: '1'.repeat(15) }))).toEqual([]);
  });

  it('refuses an unknown field', () => {
    expect(codes(S.personalDetails, withFields('personalDetails', { salary: '1' }))).toEqual(['undefined:UNKNOWN_FIELD']);
  });
});

describe('financial details', () => {
  const member = (fields: Record<string, unknown> = {}) => ({ ...(sample.financialDetails.familyMembers as object[])[0], ...fields });

  it('requires at least one kind of aid, each at most once and open to the tier', () => {
    expect(codes(S.financialDetails, withFields('financialDetails', { aidSought: [] }))).toEqual(['aidSought:AID_SOUGHT_REQUIRED']);
    expect(codes(S.financialDetails, withFields('financialDetails', { aidSought: undefined }))).toEqual(['aidSought:AID_SOUGHT_REQUIRED']);
    expect(codes(S.financialDetails, withFields('financialDetails', { aidSought: ['GRANT'] }))).toEqual(['aidSought[0]:INVALID_VALUE']);
    expect(codes(S.financialDetails, withFields('financialDetails', { aidSought: ['BURSARY', 'BURSARY'] }))).toEqual(['aidSought:INVALID_VALUE']);
    const internationalWithoutGrant = context({ tier: 'INTERNATIONAL_WITHOUT_GRANT', aidSoughtAllowed: ['BURSARY'] });
    expect(codes(S.financialDetails, withFields('financialDetails', { aidSought: ['BURSARY', 'TUITION_FEE_LOAN'] }), internationalWithoutGrant)).toEqual([
      'aidSought[1]:AID_SOUGHT_NOT_AVAILABLE',
    ]);
    // Without the facts (no context), the tier rule is not checked.
    expect(validate(S.financialDetails, sample.financialDetails).ok).toBe(true);
  });

  it('checks amounts: at most 10 digits before the point and 2 after, "0" allowed', () => {
    expect(codes(S.financialDetails, withFields('financialDetails', { applicantMonthlyIncome: '0' }))).toEqual([]);
    expect(codes(S.financialDetails, withFields('financialDetails', { applicantMonthlyIncome: '9999999999.99' }))).toEqual([]);
    expect(codes(S.financialDetails, withFields('financialDetails', { applicantMonthlyIncome: '12345678901.00' }))).toEqual(['applicantMonthlyIncome:AMOUNT_FORMAT']);
    expect(codes(S.financialDetails, withFields('financialDetails', { applicantMonthlyIncome: '1.234' }))).toEqual(['applicantMonthlyIncome:AMOUNT_FORMAT']);
    expect(codes(S.financialDetails, withFields('financialDetails', { applicantMonthlyIncome: '1,000' }))).toEqual(['applicantMonthlyIncome:AMOUNT_FORMAT']);
    expect(codes(S.financialDetails, withFields('financialDetails', { applicantMonthlyIncome: '' }))).toEqual(['applicantMonthlyIncome:ENTER_YOUR_MONTHLY_INCOME']);
  });

  it('checks each family member', () => {
    expect(codes(S.financialDetails, withFields('financialDetails', { familyMembers: [{}] }))).toEqual([
      'familyMembers[0].name:ENTER_FAMILY_MEMBER_NAME',
      'familyMembers[0].relationship:SELECT_FAMILY_MEMBER_RELATIONSHIP',
      'familyMembers[0].age:ENTER_FAMILY_MEMBER_AGE',
      'familyMembers[0].occupation:ENTER_FAMILY_MEMBER_OCCUPATION',
      'familyMembers[0].employmentStatus:SELECT_FAMILY_MEMBER_EMPLOYMENT',
      'familyMembers[0].grossMonthlyIncome:ENTER_FAMILY_MEMBER_INCOME',
    ]);
    expect(errors(S.financialDetails, withFields('financialDetails', { familyMembers: [member({ age: '121' })] }))).toEqual([
      { code: 'AID_AGE_RANGE', field: 'familyMembers[0].age', params: [0, 120] },
    ]);
    expect(codes(S.financialDetails, withFields('financialDetails', { familyMembers: [member({ age: 0 }), member({ age: '120' })] }))).toEqual([]);
    expect(codes(S.financialDetails, withFields('financialDetails', { familyMembers: [member({ age: '-1', relationship: 'COUSIN', grossMonthlyIncome: '1.001' })] }))).toEqual([
      'familyMembers[0].relationship:INVALID_VALUE',
      'familyMembers[0].age:AID_AGE_RANGE',
      'familyMembers[0].grossMonthlyIncome:AMOUNT_FORMAT',
    ]);
  });

  it('takes up to 19 family members (a household of 20) and refuses a 20th', () => {
    expect(codes(S.financialDetails, withFields('financialDetails', { familyMembers: Array.from({ length: 19 }, () => member()) }))).toEqual([]);
    expect(errors(S.financialDetails, withFields('financialDetails', { familyMembers: Array.from({ length: 20 }, () => member()) }))).toEqual([
      { code: 'TOO_MANY_FAMILY_MEMBERS', field: 'familyMembers', params: [19] },
    ]);
  });
});

describe('other financial details', () => {
  const condition = { person: 'Tan Ah Kow', condition: 'Diabetes', monthlyBill: '250' };
  const yes = { hasMedicalConditions: 'YES', medicalConditions: [condition] };

  it('takes 1 to 3 medical conditions when there are any', () => {
    expect(codes(S.otherFinancialDetails, withFields('otherFinancialDetails', yes))).toEqual([]);
    expect(codes(S.otherFinancialDetails, withFields('otherFinancialDetails', { ...yes, medicalConditions: [] }))).toEqual(['medicalConditions:AID_MEDICAL_CONDITION_REQUIRED']);
    expect(errors(S.otherFinancialDetails, withFields('otherFinancialDetails', { ...yes, medicalConditions: [condition, condition, condition, condition] }))).toEqual([
      { code: 'TOO_MANY_CONDITIONS', field: 'medicalConditions', params: [3] },
    ]);
    expect(codes(S.otherFinancialDetails, withFields('otherFinancialDetails', { ...yes, medicalConditions: [{ ...condition, monthlyBill: '' }] }))).toEqual([
      'medicalConditions[0].monthlyBill:ENTER_MONTHLY_MEDICAL_BILL',
    ]);
    expect(codes(S.otherFinancialDetails, withFields('otherFinancialDetails', { hasMedicalConditions: '' }))).toEqual(['hasMedicalConditions:ANSWER_HAS_MEDICAL_CONDITIONS']);
  });

  it('requires the inheritance amount and details only when one was received', () => {
    expect(codes(S.otherFinancialDetails, withFields('otherFinancialDetails', { receivedInheritance: 'YES' }))).toEqual(['inheritanceAmount:ENTER_INHERITANCE_AMOUNT', 'inheritanceDetails:ENTER_INHERITANCE_DETAILS']);
    expect(codes(S.otherFinancialDetails, withFields('otherFinancialDetails', { receivedInheritance: 'YES', inheritanceAmount: '20000', inheritanceDetails: 'From my grandmother' }))).toEqual([]);
    expect(codes(S.otherFinancialDetails, withFields('otherFinancialDetails', { receivedInheritance: 'YES', inheritanceAmount: '1234567890123', inheritanceDetails: 'x'.repeat(501) }))).toEqual([
      'inheritanceAmount:AMOUNT_FORMAT',
      'inheritanceDetails:TOO_LONG',
    ]);
  });

  it('checks existing bursaries: real dates, to on or after from, at most 5', () => {
    const bursary = (sample.otherFinancialDetails.existingBursaries as object[])[0];
    const withBursary = (fields: object) => withFields('otherFinancialDetails', { existingBursaries: [{ ...bursary, ...fields }] });
    expect(codes(S.otherFinancialDetails, withBursary({ fromDate: '2026-01-01', toDate: '2026-01-01' }))).toEqual([]);
    expect(codes(S.otherFinancialDetails, withBursary({ fromDate: '2026-02-01', toDate: '2026-01-31' }))).toEqual(['existingBursaries[0].toDate:END_BEFORE_START']);
    expect(codes(S.otherFinancialDetails, withBursary({ fromDate: '2026-02-30', toDate: '31/12/2026', status: 'REJECTED' }))).toEqual([
      'existingBursaries[0].status:INVALID_VALUE',
      'existingBursaries[0].fromDate:AID_DATE_FORMAT',
      'existingBursaries[0].toDate:AID_DATE_FORMAT',
    ]);
    expect(errors(S.otherFinancialDetails, withFields('otherFinancialDetails', { existingBursaries: Array.from({ length: 6 }, () => bursary) }))).toEqual([
      { code: 'AID_TOO_MANY_BURSARIES', field: 'existingBursaries', params: [5] },
    ]);
  });

  it('checks existing loans: amounts, at most 5', () => {
    const loan = { lender: 'DBS Bank', outstandingAmount: '12000', monthlyRepayment: '300.50' };
    expect(codes(S.otherFinancialDetails, withFields('otherFinancialDetails', { existingLoans: [loan] }))).toEqual([]);
    expect(codes(S.otherFinancialDetails, withFields('otherFinancialDetails', { existingLoans: [{ ...loan, monthlyRepayment: '300.505' }] }))).toEqual([
      'existingLoans[0].monthlyRepayment:AMOUNT_FORMAT',
    ]);
    expect(errors(S.otherFinancialDetails, withFields('otherFinancialDetails', { existingLoans: Array.from({ length: 6 }, () => loan) }))).toEqual([
      { code: 'AID_TOO_MANY_LOANS', field: 'existingLoans', params: [5] },
    ]);
  });
});

describe('awards and activities', () => {
  const award = { name: 'Book prize', year: '2025', amount: '' };
  const activity = { activity: 'Scouts', role: 'Member', fromYear: '2023', toYear: '2027' };

  it('takes awards with an optional amount and a year not in the future, at most 10', () => {
    expect(codes(S.awardsActivities, { awards: [award], activities: [] })).toEqual([]);
    expect(codes(S.awardsActivities, { awards: [{ ...award, year: '2027', amount: '1.999' }], activities: [] })).toEqual(['awards[0].year:INVALID_YEAR', 'awards[0].amount:AMOUNT_FORMAT']);
    expect(errors(S.awardsActivities, { awards: Array.from({ length: 11 }, () => award), activities: [] })).toEqual([{ code: 'TOO_MANY_AWARDS', field: 'awards', params: [10] }]);
    expect(codes(S.awardsActivities, {})).toEqual([]);
  });

  it('takes activities whose last year is not before the first, at most 10', () => {
    expect(codes(S.awardsActivities, { activities: [activity] })).toEqual([]);
    expect(codes(S.awardsActivities, { activities: [{ ...activity, toYear: '2022' }] })).toEqual(['activities[0].toYear:AID_END_YEAR_BEFORE_START']);
    expect(codes(S.awardsActivities, { activities: [{ ...activity, fromYear: '23', toYear: 'now' }] })).toEqual(['activities[0].fromYear:INVALID_YEAR', 'activities[0].toYear:AID_YEAR_FORMAT']);
    expect(errors(S.awardsActivities, { activities: Array.from({ length: 11 }, () => activity) })).toEqual([{ code: 'AID_TOO_MANY_ACTIVITIES', field: 'activities', params: [10] }]);
  });
});

describe('declarations', () => {
  it('requires all four', () => {
    expect(codes(S.declarations, {})).toEqual([
      'truthful:DECLARATION_REQUIRED',
      'consentToVerify:DECLARATION_REQUIRED',
      'privacyNotice:DECLARATION_REQUIRED',
      'falseDeclarationUnderstood:DECLARATION_REQUIRED',
    ]);
    expect(codes(S.declarations, withFields('declarations', { privacyNotice: false }))).toEqual(['privacyNotice:DECLARATION_REQUIRED']);
  });
});

describe('household (per-capita income with the calculator function)', () => {
  it('works out the family of four: 4 people, S$4,800, S$1,200 each', () => {
    expect(householdOf(sample.financialDetails)).toEqual({ size: 4, monthlyIncomeCents: 480_000, perCapitaIncomeCents: FAMILY_OF_FOUR_PER_CAPITA_CENTS });
  });

  it('agrees with the public calculator for any household', () => {
    const incomes: string[] = ['0', '1', '999.99', '1234.5', '3333.33', '4800', '10000.01'];
    for (let size = 1; size <= 20; size += 1) {
      const members = Array.from({ length: size - 1 }, (_, index) => ({ grossMonthlyIncome: incomes[(index * 3 + size) % incomes.length]! }));
      const answers = { applicantMonthlyIncome: incomes[size % incomes.length]!, familyMembers: members };
      const household = householdOf(answers);
      const total = [answers.applicantMonthlyIncome, ...members.map((member) => member.grossMonthlyIncome)].reduce((sum, income) => sum + amountToCents(income)!, 0);
      const typedInCalculator = `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
      expect(household.size).toBe(size);
      expect(household.monthlyIncomeCents).toBe(total);
      expect(household.perCapitaIncomeCents).toBe(perCapitaIncomeFromAnswers(typedInCalculator, String(size)));
    }
  });

  it('is null until valid', () => {
    expect(householdOf(null)).toEqual({ size: 1, monthlyIncomeCents: null, perCapitaIncomeCents: null });
    expect(householdOf({ applicantMonthlyIncome: '100', familyMembers: [{ grossMonthlyIncome: 'abc' }] })).toEqual({ size: 2, monthlyIncomeCents: null, perCapitaIncomeCents: null });
    expect(householdOf({ applicantMonthlyIncome: '100', familyMembers: 'many' })).toEqual({ size: null, monthlyIncomeCents: null, perCapitaIncomeCents: null });
    expect(householdOf({ applicantMonthlyIncome: '100', familyMembers: Array.from({ length: 20 }, () => ({ grossMonthlyIncome: '1' })) }).size).toBeNull();
    expect(householdOf({ applicantMonthlyIncome: '100' })).toEqual({ size: 1, monthlyIncomeCents: 10_000, perCapitaIncomeCents: 10_000 });
  });
});

describe('documents', () => {
  const file = (documentType: string, scanStatus = 'CLEAN') => ({ documentType, section: 'documents', scanStatus });

  it('allows 5 files of each type', () => {
    expect(Object.values(AID_DOCUMENT_LIMITS).every((limit) => limit === 5)).toBe(true);
  });

  it('requires an income proof when anyone earns, a medical bill and an inheritance proof when answered yes', () => {
    expect(requiredAidDocuments(sample)).toEqual(['INCOME_PROOF']);
    const noIncome = { ...sample, financialDetails: { ...sample.financialDetails, familyMembers: [] } };
    expect(requiredAidDocuments(noIncome)).toEqual([]);
    const everything = { ...sample, otherFinancialDetails: { ...sample.otherFinancialDetails, hasMedicalConditions: 'YES', receivedInheritance: 'YES' } };
    expect(requiredAidDocuments(everything)).toEqual(['INCOME_PROOF', 'MEDICAL_BILL', 'INHERITANCE_PROOF']);
    expect(missingAidDocuments([file('INCOME_PROOF'), file('MEDICAL_BILL', 'INFECTED')], everything)).toEqual(['MEDICAL_BILL', 'INHERITANCE_PROOF']);
    expect(missingAidDocuments([{ ...file('INCOME_PROOF'), section: 'personalDetails' }], sample)).toEqual(['INCOME_PROOF']);
    expect(missingAidDocuments([file('INCOME_PROOF', 'NOT_SCANNED')], sample)).toEqual([]);
  });
});

describe('aid sought by tier', () => {
  const schemes: Array<{ category: AidSchemeCategory; tiers: AidTier[]; active: boolean }> = [
    { category: 'GOVERNMENT_BURSARY', tiers: ['CITIZEN'], active: true },
    { category: 'RESIDENTIAL_COLLEGE_BURSARY', tiers: [...AID_TIERS], active: true },
    { category: 'TUITION_FEE_LOAN', tiers: ['CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL_WITH_GRANT'], active: true },
    { category: 'STUDY_LOAN', tiers: ['CITIZEN', 'PERMANENT_RESIDENT'], active: true },
    { category: 'STUDY_LOAN', tiers: ['INTERNATIONAL_WITH_GRANT'], active: false },
  ];

  it('offers the kinds of the active schemes open to the tier', () => {
    expect(aidSoughtOpenTo(schemes, 'CITIZEN')).toEqual(['BURSARY', 'TUITION_FEE_LOAN', 'STUDY_LOAN']);
    expect(aidSoughtOpenTo(schemes, 'INTERNATIONAL_WITH_GRANT')).toEqual(['BURSARY', 'TUITION_FEE_LOAN']);
    expect(aidSoughtOpenTo(schemes, 'INTERNATIONAL_WITHOUT_GRANT')).toEqual(['BURSARY']);
    expect(aidSoughtOpenTo(schemes.slice(2, 3), 'INTERNATIONAL_WITHOUT_GRANT')).toEqual([]);
  });
});
