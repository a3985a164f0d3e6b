/**
 * A complete admission application at its maximum field sizes: the complete sample
 * (complete-admission-answers.ts) with every free-text answer as long as its rule allows and every
 * repeatable list as long as it may be (achievements, health conditions, audition pieces), written
 * in English with Chinese names and phrases, so both fonts are subset. What the heaviest PDF copy is
 * made from: the PDF tests and the bench (scripts/bench/pdf-stall.mjs) use it.
 */
import { ACHIEVEMENT_DESCRIPTION_MAX, ACHIEVEMENT_LIMITS, ACHIEVEMENT_TITLE_MAX } from '@portal/contracts/schemas/achievements';
import { MAX_REPERTOIRE, REPERTOIRE_TEXT_LIMIT } from '@portal/contracts/schemas/admission/audition';
import { CONDITION_NAME_LIMIT, MAX_CONDITIONS, SUPPORT_NEEDED_LIMIT } from '@portal/contracts/schemas/admission/health-support';
import { PERSONAL_STATEMENT_LIMIT } from '@portal/contracts/schemas/admission/personal-statement';
import { ORGANISATION_MAX, POSITION_MAX } from '@portal/contracts/schemas/admission/referees';
import { SHORT_ANSWER_MAX } from '@portal/contracts/schemas/admission/short-questions';
import { COMPLETE_ELIGIBILITY, COMPLETE_SECTIONS } from './complete-admission-answers';

export { COMPLETE_ELIGIBILITY as MAXIMUM_ELIGIBILITY };

const PROSE =
  'Music has shaped who I am: from my first lessons with 林老师 at the community centre to leading the 华乐团 (Chinese orchestra) and teaching younger students every Saturday. ';

/** Exactly `length` characters of prose, ending on a letter (the rules trim white space away). */
export function prose(length: number, salt = ''): string {
  const text = `${salt}${PROSE.repeat(Math.ceil(length / PROSE.length) + 1)}`.slice(0, length);
  return `${text.slice(0, -1)}.`;
}

const sample = COMPLETE_SECTIONS as Record<string, Record<string, unknown> & Record<string, never>>;
const first = <T>(list: unknown): T => (list as T[])[0]!;

export const MAXIMUM_SECTIONS: Record<string, Record<string, unknown>> = {
  ...COMPLETE_SECTIONS,
  // The statement must stay under its limit (textUnder), the other answers may reach theirs.
  personalStatement: { statement: prose(PERSONAL_STATEMENT_LIMIT - 1) },
  shortQuestions: {
    whyProgramme: prose(SHORT_ANSWER_MAX, 'Why: '),
    challenge: prose(SHORT_ANSWER_MAX, 'Challenge: '),
    contribution: prose(SHORT_ANSWER_MAX, 'Contribution: '),
  },
  achievements: {
    achievements: Array.from({ length: ACHIEVEMENT_LIMITS.admission }, (_, index) => ({
      ...first<object>(sample.achievements!.achievements),
      title: prose(ACHIEVEMENT_TITLE_MAX, `Prize ${index + 1}: `),
      description: prose(ACHIEVEMENT_DESCRIPTION_MAX, `Round ${index + 1}: `),
    })),
  },
  referees: {
    referees: (sample.referees!.referees as unknown as object[]).map((referee) => ({ ...referee, position: prose(POSITION_MAX), organisation: prose(ORGANISATION_MAX) })),
  },
  healthSupport: {
    ...sample.healthSupport,
    conditions: Array.from({ length: MAX_CONDITIONS }, (_, index) => ({
      ...first<object>(sample.healthSupport!.conditions),
      name: prose(CONDITION_NAME_LIMIT, `Condition ${index + 1}: `),
      support: prose(SUPPORT_NEEDED_LIMIT, `Support ${index + 1}: `),
    })),
  },
  audition: {
    ...sample.audition,
    repertoire: Array.from({ length: MAX_REPERTOIRE }, (_, index) => ({ composer: prose(REPERTOIRE_TEXT_LIMIT, `Composer ${index + 1}: `), title: prose(REPERTOIRE_TEXT_LIMIT, `Piece ${index + 1}: `) })),
  },
};
