/** Achievements: one group per award or distinction, in the applicant's order. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { optionWord, recordsOf, rows, row, textOf } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, COMMON_WORDS, fill, type Words } from '../../summary/words';

export const ACHIEVEMENTS_WORDS = bilingual(
  {
    achievements: 'Achievements',
    record: 'Achievement {n}',
    title: 'Title',
    type: 'Type',
    types: { ACADEMIC: 'Academic', SPORTS: 'Sports', ARTS: 'Arts', LEADERSHIP: 'Leadership', COMMUNITY_SERVICE: 'Community service', OTHER: 'Other' },
    level: 'Level',
    levels: { SCHOOL: 'School', NATIONAL: 'National', INTERNATIONAL: 'International' },
    year: 'Year achieved',
    description: 'What you did and why it matters',
  },
  {
    achievements: '个人成就',
    record: '成就 {n}',
    title: '名称',
    type: '类型',
    types: { ACADEMIC: '学术', SPORTS: '体育', ARTS: '艺术', LEADERSHIP: '领导能力', COMMUNITY_SERVICE: '社区服务', OTHER: '其他' },
    level: '级别',
    levels: { SCHOOL: '校级', NATIONAL: '国家级', INTERNATIONAL: '国际级' },
    year: '获得年份',
    description: '您做了什么及其意义',
  },
);
export type AchievementsWords = Words<(typeof ACHIEVEMENTS_WORDS)['en-GB']>;

export function summariseAchievements(data: SectionData | null, language: Language, words: AchievementsWords = ACHIEVEMENTS_WORDS[language]): SummarySection {
  const records = recordsOf(data, 'achievements');
  return {
    id: 'achievements',
    title: sectionTitle('achievements', language),
    // No achievements is a complete answer: say so rather than show an empty section.
    rows: data && records.length === 0 ? rows(row(words.achievements, COMMON_WORDS[language].none)) : [],
    groups: records.map((record, index) => ({
      title: fill(words.record, { n: index + 1 }),
      rows: rows(
        row(words.title, textOf(record, 'title')),
        row(words.type, optionWord(words.types, textOf(record, 'type'))),
        row(words.level, optionWord(words.levels, textOf(record, 'level'))),
        row(words.year, textOf(record, 'year')),
        row(words.description, textOf(record, 'description')),
      ),
    })),
  };
}
