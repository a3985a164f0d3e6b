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
                /** Paragraphs of plain text. */
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
