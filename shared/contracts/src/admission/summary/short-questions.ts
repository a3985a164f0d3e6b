/** Short Questions and Answers: each answer under a short form of its question. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { SHORT_QUESTIONS } from '../../schemas/admission/short-questions';
import { rows, row, textOf } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, type Words } from '../../summary/words';

export const SHORT_QUESTIONS_WORDS = bilingual(
  {
    whyProgramme: 'Why your first-choice programme',
    challenge: 'A challenge you overcame',
    contribution: 'Your contribution to the university community',
  },
  {
    whyProgramme: '选择第一志愿专业的原因',
    challenge: '克服困难的经历',
    contribution: '对大学社群的贡献',
  },
);
export type ShortQuestionsWords = Words<(typeof SHORT_QUESTIONS_WORDS)['en-GB']>;

export function summariseShortQuestions(data: SectionData | null, language: Language, words: ShortQuestionsWords = SHORT_QUESTIONS_WORDS[language]): SummarySection {
  return {
    id: 'shortQuestions',
    title: sectionTitle('shortQuestions', language),
    rows: rows(...SHORT_QUESTIONS.map((question) => row(words[question], textOf(data, question)))),
  };
}
