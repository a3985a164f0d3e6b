/**
 * Awards: an applicant who has any lists one to four (spec 9: "maximum 3, 4 or 10 depending on the
 * form"; the scholarship form takes 4), each with its awarding body and the year, not in the future.
 * Its summary gives one group per award, in the applicant's order.
 */
import * as yup from 'yup';
import type { ScholarshipSectionSummary } from '../../scholarship/section-summary';
import { recordsOf, row, rows, textOf, yesNoOf, yesNoWord } from '../../summary/answers';
import { bilingual, fill } from '../../summary/words';
import { multilineText, text, tooLong } from '../common';
import { EARLIEST_ACHIEVEMENT_YEAR } from '../achievements';
import { yesNoChoice } from '../yes-no';
import { scholarshipContext } from './context';

export const MAX_SCHOLARSHIP_AWARDS = 4;
export const AWARD_LIMITS = { title: 200, awardingBody: 200, description: 500 } as const;

export const awardSchema = yup
  .object({
    title: text().trim().required('ENTER_AWARD_TITLE').max(AWARD_LIMITS.title, tooLong(AWARD_LIMITS.title)),
    awardingBody: text().trim().required('ENTER_AWARDING_BODY').max(AWARD_LIMITS.awardingBody, tooLong(AWARD_LIMITS.awardingBody)),
    year: text()
      .trim()
      .required('ENTER_AWARD_YEAR')
      .test('year', 'INVALID_YEAR', function (value) {
        if (!value) return true;
        const today = scholarshipContext(this.options)?.today ?? new Date().toISOString();
        return /^\d{4}$/.test(value) && Number(value) >= EARLIEST_ACHIEVEMENT_YEAR && Number(value) <= Number(today.slice(0, 4));
      }),
    description: multilineText().trim().required('ENTER_AWARD_DESCRIPTION').max(AWARD_LIMITS.description, tooLong(AWARD_LIMITS.description)),
  })
  .noUnknown('UNKNOWN_FIELD');

export const scholarshipAwardsSchema = yup
  .object({
    hasAwards: yesNoChoice('ANSWER_HAS_AWARDS'),
    awards: yup
      .array()
      .typeError('INVALID_VALUE')
      .default([])
      .when('hasAwards', {
        is: 'YES',
        then: (awards) =>
          awards
            .of(awardSchema)
            .min(1, 'AWARD_REQUIRED')
            .max(MAX_SCHOLARSHIP_AWARDS, { code: 'TOO_MANY_AWARDS', params: [MAX_SCHOLARSHIP_AWARDS] }),
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ScholarshipAwards = yup.InferType<typeof scholarshipAwardsSchema>;

const WORDS = bilingual(
  { hasAwards: 'Has awards', award: 'Award {n}', awardTitle: 'Title', awardingBody: 'Awarding body', year: 'Year', description: 'Description' },
  { hasAwards: '曾获奖项', award: '奖项 {n}', awardTitle: '奖项名称', awardingBody: '颁奖机构', year: '年份', description: '说明' },
);

export const summariseScholarshipAwards: ScholarshipSectionSummary = ({ answers, language }) => {
  const words = WORDS[language];
  const has = yesNoOf(answers, 'hasAwards');
  return {
    rows: rows(row(words.hasAwards, yesNoWord(has, language))),
    groups:
      has === true
        ? recordsOf(answers, 'awards').map((award, index) => ({
            title: fill(words.award, { n: index + 1 }),
            rows: rows(
              row(words.awardTitle, textOf(award, 'title')),
              row(words.awardingBody, textOf(award, 'awardingBody')),
              row(words.year, textOf(award, 'year')),
              row(words.description, textOf(award, 'description')),
            ),
          }))
        : [],
  };
};
