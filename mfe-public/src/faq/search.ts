import { answerText, type Faq } from '@portal/contracts/faq';

/** Lower-cased, accents and width differences folded, so "pin" finds "PIN" and full-width letters match. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * The topics and questions whose question or answer contains every word of the query (in any order);
 * topics without a match are left out. An empty query keeps everything.
 */
export function searchFaq(faq: Faq, query: string): Faq {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return faq;
  const matches = (text: string) => words.every((word) => fold(text).includes(word));
  const topics = faq.topics
    .map((topic) => ({ ...topic, questions: topic.questions.filter((q) => matches([topic.title, q.question, ...q.answer.map(answerText)].join(' '))) }))
    .filter((topic) => topic.questions.length > 0);
  return { topics };
}

export const questionCount = (faq: Faq) => faq.topics.reduce((sum, topic) => sum + topic.questions.length, 0);
