/** Household Income: household size, gross monthly income and the consent to check it. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { amountWord, rows, row, textOf, yesNoOf } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, COMMON_WORDS, type Words } from '../../summary/words';

export const HOUSEHOLD_INCOME_WORDS = bilingual(
  {
    householdMembers: 'People in the household',
    monthlyIncome: 'Gross monthly household income',
    incomeCheckConsent: 'Consent to check the income with the government agency',
  },
  {
    householdMembers: '家庭成员人数',
    monthlyIncome: '家庭每月税前总收入',
    incomeCheckConsent: '同意向政府机构核实家庭收入',
  },
);
export type HouseholdIncomeWords = Words<(typeof HOUSEHOLD_INCOME_WORDS)['en-GB']>;

export function summariseHouseholdIncome(data: SectionData | null, language: Language, words: HouseholdIncomeWords = HOUSEHOLD_INCOME_WORDS[language]): SummarySection {
  const consent = yesNoOf(data, 'incomeCheckConsent');
  return {
    id: 'householdIncome',
    title: sectionTitle('householdIncome', language),
    rows: rows(
      row(words.householdMembers, textOf(data, 'householdMembers')),
      row(words.monthlyIncome, amountWord(textOf(data, 'monthlyIncome'), language)),
      consent !== null && row(words.incomeCheckConsent, consent ? COMMON_WORDS[language].agreed : COMMON_WORDS[language].notAgreed),
    ),
  };
}
