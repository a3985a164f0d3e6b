/** Referee nomination: one group per referee. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { objectOf, optionWord, recordsOf, rows, row, textOf } from '../../summary/answers';
import { phoneWord } from './personal-particulars';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, fill, type Words } from '../../summary/words';

export const REFEREES_WORDS = bilingual(
  {
    referee: 'Referee {n}',
    name: 'Full name',
    position: 'Position',
    organisation: 'School or organisation',
    relationship: 'How they know you',
    relationships: {
      TEACHER: 'Teacher',
      LECTURER: 'Lecturer',
      PRINCIPAL: 'Principal',
      SUPERVISOR: 'Supervisor',
      EMPLOYER: 'Employer',
      COLLEAGUE: 'Colleague',
      COACH: 'Coach',
      MENTOR: 'Mentor',
      OTHER: 'Other',
    },
    email: 'Work e-mail address',
    phone: 'Contact number',
  },
  {
    referee: '推荐人 {n}',
    name: '全名',
    position: '职位',
    organisation: '学校或机构',
    relationship: '推荐人与您的关系',
    relationships: {
      TEACHER: '老师',
      LECTURER: '讲师',
      PRINCIPAL: '校长',
      SUPERVISOR: '上司',
      EMPLOYER: '雇主',
      COLLEAGUE: '同事',
      COACH: '教练',
      MENTOR: '导师',
      OTHER: '其他',
    },
    email: '工作电子邮箱地址',
    phone: '联系电话',
  },
);
export type RefereesWords = Words<(typeof REFEREES_WORDS)['en-GB']>;

export function summariseReferees(data: SectionData | null, language: Language, words: RefereesWords = REFEREES_WORDS[language]): SummarySection {
  return {
    id: 'referees',
    title: sectionTitle('referees', language),
    rows: [],
    groups: recordsOf(data, 'referees').map((referee, index) => ({
      title: fill(words.referee, { n: index + 1 }),
      rows: rows(
        row(words.name, textOf(referee, 'name')),
        row(words.position, textOf(referee, 'position')),
        row(words.organisation, textOf(referee, 'organisation')),
        row(words.relationship, optionWord(words.relationships, textOf(referee, 'relationship'))),
        row(words.email, textOf(referee, 'email')),
        row(words.phone, phoneWord(objectOf(referee, 'phone'))),
      ),
    })),
  };
}
