/**
 * This remote's sample answers for the shared fake API (shared/forms/test/helpers/fake-form-api.ts):
 * an application form, the year's dates (open or closed) and the schemes offered.
 */
import type { AidApplicationForm, AidCurrentYear, OfferedAidScheme } from '@portal/contracts/financial-aid/api';

export const APPLICATION_ID = '5d0c3f9e-7a41-4c55-9b1e-2a3b4c5d6e7f';
export const API = `/financial-aid/applications/${APPLICATION_ID}`;

/** Dates around today, so the period is open whenever the tests run. */
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const OPEN_DATES = {
  academicYear: '2027/2028',
  opensOn: shift(-30),
  recommendedBy: shift(30),
  closesOn: shift(90),
  appealClosesOn: shift(200),
  semesterOneDisbursementOn: shift(120),
  semesterTwoDisbursementOn: shift(240),
};
export const CLOSED_DATES = { ...OPEN_DATES, opensOn: shift(-200), recommendedBy: shift(-150), closesOn: shift(-1) };

export function aidForm(overrides: Partial<AidApplicationForm> = {}): AidApplicationForm {
  return {
    id: APPLICATION_ID,
    reference: null,
    academicYear: '2027/2028',
    status: 'DRAFT',
    admissionApplicationNumber: '27000001',
    tier: 'CITIZEN',
    createdAt: '2027-01-20T02:00:00.000Z',
    submittedAt: null,
    sections: [
      { id: 'personalDetails', state: 'COMPLETED' },
      { id: 'financialDetails', state: 'COMPLETED' },
      { id: 'otherFinancialDetails', state: 'IN_PROGRESS' },
      { id: 'awardsActivities', state: 'NOT_STARTED' },
      { id: 'declarations', state: 'NOT_STARTED' },
      { id: 'documents', state: 'NOT_STARTED' },
    ],
    canSubmit: false,
    household: { size: 4, monthlyIncomeCents: 600_000, perCapitaIncomeCents: 150_000 },
    dates: OPEN_DATES,
    aidSoughtAllowed: ['BURSARY', 'TUITION_FEE_LOAN', 'STUDY_LOAN'],
    ...overrides,
  };
}

export const completed = (): AidApplicationForm['sections'] =>
  (['personalDetails', 'financialDetails', 'otherFinancialDetails', 'awardsActivities', 'declarations', 'documents'] as const).map((id) => ({ id, state: 'COMPLETED' }));

export const currentYear = (overrides: Partial<AidCurrentYear> = {}): AidCurrentYear => ({ dates: OPEN_DATES, open: true, appealOpen: true, ...overrides });

const scheme = (code: string, category: OfferedAidScheme['category'], en: string, zh: string, facts: Partial<OfferedAidScheme> = {}): OfferedAidScheme => ({
  id: `id-${code}`,
  code,
  academicYear: '2027/2028',
  category,
  aidSought: category === 'TUITION_FEE_LOAN' || category === 'STUDY_LOAN' ? category : 'BURSARY',
  name: { 'en-GB': en, 'zh-Hans': zh },
  description: { 'en-GB': `About the ${en}.`, 'zh-Hans': `${zh}简介。` },
  annualAmountCents: category.endsWith('LOAN') ? null : 300_000,
  maxPercent: category === 'TUITION_FEE_LOAN' ? 90 : category === 'STUDY_LOAN' ? 10 : null,
  eligible: true,
  ...facts,
});

export const SCHEMES: OfferedAidScheme[] = [
  scheme('GOV_BURSARY', 'GOVERNMENT_BURSARY', 'Government Bursary', '政府助学金'),
  scheme('RC_BURSARY', 'RESIDENTIAL_COLLEGE_BURSARY', 'Residential College Bursary', '住宿学院助学金'),
  scheme('TUITION_LOAN', 'TUITION_FEE_LOAN', 'Tuition Fee Loan', '学费贷款'),
];
