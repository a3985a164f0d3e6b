/**
 * The tuition grant declaration: the option chosen and, for Tier B and C applicants applying for the
 * grant, the bond they acknowledged. The tier comes from the eligibility answers (citizenship).
 */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { TUITION_GRANT_BOND_YEARS, tuitionGrantBondApplies, tuitionGrantTier } from '../../schemas/admission/tuition-grant';
import { optionWord, rows, row, textOf, yesNoOf } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummaryContext, SummarySection } from './types';
import { bilingual, COMMON_WORDS, fill, type Words } from '../../summary/words';

export const TUITION_GRANT_WORDS = bilingual(
  {
    tier: 'Tuition grant tier',
    tiers: { A: 'Tier A (Singapore citizen)', B: 'Tier B (Singapore permanent resident)', C: 'Tier C (international applicant)' },
    option: 'Tuition grant option',
    options: { APPLY: 'Apply for the government tuition grant', DO_NOT_APPLY: 'Do not apply for the tuition grant' },
    bond: 'Will work in Singapore for {years} years after graduating',
  },
  {
    tier: '学费津贴级别',
    tiers: { A: 'A 级（新加坡公民）', B: 'B 级（新加坡永久居民）', C: 'C 级（国际申请人）' },
    option: '学费津贴选项',
    options: { APPLY: '申请政府学费津贴', DO_NOT_APPLY: '不申请学费津贴' },
    bond: '毕业后在新加坡工作 {years} 年',
  },
);
export type TuitionGrantWords = Words<(typeof TUITION_GRANT_WORDS)['en-GB']>;

export function summariseTuitionGrant(
  data: SectionData | null,
  language: Language,
  words: TuitionGrantWords = TUITION_GRANT_WORDS[language],
  context?: SummaryContext,
): SummarySection {
  const option = textOf(data, 'option');
  const tier = context ? tuitionGrantTier(context.eligibility.citizenship) : null;
  const bond = yesNoOf(data, 'bondAcknowledged');
  return {
    id: 'tuitionGrant',
    title: sectionTitle('tuitionGrant', language),
    rows: rows(
      tier !== null && Boolean(option) && row(words.tier, words.tiers[tier]),
      row(words.option, optionWord(words.options, option)),
      tier !== null &&
        tuitionGrantBondApplies(tier, option) &&
        bond !== null &&
        row(fill(words.bond, { years: TUITION_GRANT_BOND_YEARS }), bond ? COMMON_WORDS[language].agreed : COMMON_WORDS[language].notAgreed),
    ),
  };
}
