/** Choice of Study: the ranked programme choices, each with its preferred major when it has one. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { programmeByCode, programmeName } from '../../programmes';
import { recordsOf, rows, row, textOf } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, fill, type Words } from '../../summary/words';

export const CHOICE_OF_STUDY_WORDS = bilingual(
  { choice: 'Choice {rank}', withMajor: '{programme}, preferred major: {major}' },
  { choice: '第 {rank} 志愿', withMajor: '{programme}（首选主修方向：{major}）' },
);
export type ChoiceOfStudyWords = Words<(typeof CHOICE_OF_STUDY_WORDS)['en-GB']>;

export function summariseChoiceOfStudy(data: SectionData | null, language: Language, words: ChoiceOfStudyWords = CHOICE_OF_STUDY_WORDS[language]): SummarySection {
  const choices = recordsOf(data, 'choices').filter((choice) => textOf(choice, 'programme'));
  return {
    id: 'choiceOfStudy',
    title: sectionTitle('choiceOfStudy', language),
    rows: rows(
      ...choices.map((choice, index) => {
        const code = textOf(choice, 'programme');
        const programme = programmeName(code, language);
        const majorCode = textOf(choice, 'major');
        const major = majorCode ? programmeByCode(code)?.majors?.find((candidate) => candidate.code === majorCode)?.name[language] ?? majorCode : '';
        return row(fill(words.choice, { rank: index + 1 }), major ? fill(words.withMajor, { programme, major }) : programme);
      }),
    ),
  };
}
