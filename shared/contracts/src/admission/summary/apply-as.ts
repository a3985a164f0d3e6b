/** "Apply with / as": the category and the eligibility answers the application was started with. */
import type { Language } from '../../languages';
import { categoryName, type CategoryId, type Eligibility } from '../../categories';
import { optionWord, rows, row, yesNoWord } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, type Words } from '../../summary/words';

export const APPLY_AS_WORDS = bilingual(
  {
    category: 'Apply with / as',
    citizenship: 'Citizenship',
    citizenships: { SINGAPORE_CITIZEN: 'Singapore citizen', PERMANENT_RESIDENT: 'Singapore permanent resident', INTERNATIONAL: 'International' },
    residesInSingapore: 'Lives in Singapore now',
    priorUniversity: 'Has studied at a university before',
    fullTimeWorkTwoYears: 'At least two years of full-time work',
  },
  {
    category: '申请类别',
    citizenship: '公民身份',
    citizenships: { SINGAPORE_CITIZEN: '新加坡公民', PERMANENT_RESIDENT: '新加坡永久居民', INTERNATIONAL: '国际学生' },
    residesInSingapore: '目前居住在新加坡',
    priorUniversity: '曾在大学就读',
    fullTimeWorkTwoYears: '至少两年全职工作经验',
  },
);
export type ApplyAsWords = Words<(typeof APPLY_AS_WORDS)['en-GB']>;

export function summariseApplyAs(
  answers: { category: CategoryId; eligibility: Eligibility },
  language: Language,
  words: ApplyAsWords = APPLY_AS_WORDS[language],
): SummarySection {
  const { eligibility } = answers;
  return {
    id: 'applyAs',
    title: sectionTitle('applyAs', language),
    rows: rows(
      row(words.category, categoryName(answers.category, language)),
      row(words.citizenship, optionWord(words.citizenships, eligibility.citizenship)),
      row(words.residesInSingapore, yesNoWord(eligibility.residesInSingapore, language)),
      row(words.priorUniversity, yesNoWord(eligibility.priorUniversity, language)),
      row(words.fullTimeWorkTwoYears, yesNoWord(eligibility.fullTimeWorkTwoYears, language)),
    ),
  };
}
