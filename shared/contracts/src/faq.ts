/**
 * The FAQ: questions and answers grouped by topic, kept by the Office of Admissions as one content
 * file per language (content/faq/<language>.json). Both languages list the same topics and
 * questions (same ids), so an answer's link (#<question id>) works whichever language is chosen.
 */
import * as yup from 'yup';

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const id = () => yup.string().required().matches(ID, 'lower-case words joined by hyphens');

export const faqSchema = yup
  .object({
    topics: yup
      .array(
        yup.object({
          id: id(),
          title: yup.string().required(),
          questions: yup
            .array(
              yup.object({
                id: id(),
                question: yup.string().required(),
                /** Paragraphs of plain text; a link to a portal page is written [the page's name](/path). */
                answer: yup.array(yup.string().required()).min(1).required(),
              }),
            )
            .min(1)
            .required(),
        }),
      )
      .min(1)
      .required(),
  })
  .noUnknown();

export type Faq = yup.InferType<typeof faqSchema>;

/** Topic and question ids in order: the same in every language. */
export const faqOutline = (faq: Faq) => faq.topics.map((topic) => [topic.id, topic.questions.map((question) => question.id)] as const);

/**
 * A link in an answer: [what the applicant sees](/path), the page's name as the page shows it and
 * its address in the portal. The applicant reads the name as a link, never the route (issue 35).
 */
const ANSWER_LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** One run of an answer's paragraph: text, or a link's words and where it goes. */
export type FaqAnswerPart = { text: string; to?: string };

export function answerParts(paragraph: string): FaqAnswerPart[] {
  const parts: FaqAnswerPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(ANSWER_LINK)) {
    if (match.index > last) parts.push({ text: paragraph.slice(last, match.index) });
    parts.push({ text: match[1]!, to: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) parts.push({ text: paragraph.slice(last) });
  return parts;
}

/** The paragraph as the applicant reads it (links as their words): what the search looks in. */
export const answerText = (paragraph: string): string => answerParts(paragraph).map((part) => part.text).join('');
