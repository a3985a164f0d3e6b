/**
 * Health and Support: conditions (one group each) only after "Yes", and the conviction details only
 * after "Yes" — a "No" never shows text the answer says does not exist.
 */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { isRecord, optionWord, recordsOf, rows, row, textOf, yesNoOf, yesNoWord } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, fill, type Words } from '../../summary/words';

export const HEALTH_SUPPORT_WORDS = bilingual(
  {
    hasCondition: 'Medical condition or disability to know about',
    condition: 'Condition {number}',
    type: 'Type of condition',
    types: {
      PHYSICAL: 'Physical or mobility',
      VISUAL: 'Visual impairment',
      HEARING: 'Hearing impairment',
      LEARNING: 'Learning difference, like dyslexia',
      MENTAL_HEALTH: 'Mental health condition',
      AUTISM: 'Autism spectrum',
      CHRONIC_ILLNESS: 'Long-term illness',
      OTHER: 'Other',
    },
    name: 'Name of the condition',
    support: 'Support needed',
    hasConviction: 'Convicted of a criminal offence',
    convictionDetails: 'Details of the conviction',
  },
  {
    hasCondition: '有需要大学了解的疾病或残障情况',
    condition: '第 {number} 项情况',
    type: '情况类别',
    types: {
      PHYSICAL: '身体或行动障碍',
      VISUAL: '视力障碍',
      HEARING: '听力障碍',
      LEARNING: '学习障碍（如读写障碍）',
      MENTAL_HEALTH: '心理健康问题',
      AUTISM: '自闭症谱系',
      CHRONIC_ILLNESS: '长期疾病',
      OTHER: '其他',
    },
    name: '疾病或情况名称',
    support: '所需的支援',
    hasConviction: '曾被判犯有刑事罪',
    convictionDetails: '定罪详情',
  },
);
export type HealthSupportWords = Words<(typeof HEALTH_SUPPORT_WORDS)['en-GB']>;

export function summariseHealthSupport(data: SectionData | null, language: Language, words: HealthSupportWords = HEALTH_SUPPORT_WORDS[language]): SummarySection {
  const hasCondition = yesNoOf(data, 'hasCondition');
  const hasConviction = yesNoOf(data, 'hasConviction');
  const details = isRecord(data) && typeof data.convictionDetails === 'string' ? data.convictionDetails.trim() : '';
  return {
    id: 'healthSupport',
    title: sectionTitle('healthSupport', language),
    rows: rows(
      row(words.hasCondition, yesNoWord(hasCondition, language)),
      row(words.hasConviction, yesNoWord(hasConviction, language)),
      hasConviction === true && row(words.convictionDetails, details),
    ),
    groups:
      hasCondition === true
        ? recordsOf(data, 'conditions').map((condition, index) => ({
            title: fill(words.condition, { number: index + 1 }),
            rows: rows(
              row(words.type, optionWord(words.types, textOf(condition, 'type'))),
              row(words.name, textOf(condition, 'name')),
              row(words.support, textOf(condition, 'support')),
            ),
          }))
        : [],
  };
}
