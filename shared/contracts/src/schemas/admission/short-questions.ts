/**
 * Short Questions and Answers: three questions the office asks every full-time applicant, each
 * answered in at most 300 characters (a count shows as they type). They complement the personal
 * statement with specifics an interviewer would otherwise ask.
 */
import * as yup from 'yup';
import { multilineText, tooLong, type RequiredCode } from '../common';

export const SHORT_ANSWER_MAX = 300;
/** The questions, in the order asked; their wording is in the page's strings. */
export const SHORT_QUESTIONS = ['whyProgramme', 'challenge', 'contribution'] as const;

const answer = (requiredCode: RequiredCode) => multilineText().trim().required(requiredCode).max(SHORT_ANSWER_MAX, tooLong(SHORT_ANSWER_MAX));

export const shortQuestionsSchema = yup
  .object({
    whyProgramme: answer('ANSWER_WHY_PROGRAMME'),
    challenge: answer('ANSWER_CHALLENGE'),
    contribution: answer('ANSWER_CONTRIBUTION'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ShortQuestions = yup.InferType<typeof shortQuestionsSchema>;
