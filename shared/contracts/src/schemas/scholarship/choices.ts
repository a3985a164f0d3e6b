/**
 * Scholarship Choices: one to three scholarships, ranked, none twice, each one the office has open
 * now and the applicant is eligible for (spec 4: a closed choice must be reselected before submit).
 * Its summary lists the choices in rank order, each by its name in the reader's language.
 */
import * as yup from 'yup';
import type { ScholarshipSectionSummary } from '../../scholarship/section-summary';
import { row, rows } from '../../summary/answers';
import { bilingual, fill } from '../../summary/words';
import { text, tooLong } from '../common';
import { scholarshipContext } from './context';

export const MAX_SCHOLARSHIP_CHOICES = 3;

const choiceSchema = yup
  .object({
    code: text()
      .trim()
      .required('SELECT_SCHOLARSHIP')
      .max(30, tooLong(30))
      .test('unique', 'DUPLICATE_SCHOLARSHIP_CHOICE', function (value) {
        const choices = (this.from?.[1]?.value?.choices ?? []) as Array<{ code?: unknown } | undefined>;
        const first = choices.findIndex((choice) => choice?.code === value);
        return !value || first === -1 || choices[first] === this.parent;
      })
      .test('catalogue', function (value) {
        const offered = scholarshipContext(this.options)?.scholarships;
        if (!value || !offered) return true;
        const scholarship = offered.find((entry) => entry.code === value);
        if (!scholarship) return this.createError({ message: 'SCHOLARSHIP_NOT_OFFERED' });
        if (!scholarship.open) return this.createError({ message: 'SCHOLARSHIP_CHOICE_CLOSED' });
        if (!scholarship.eligible) return this.createError({ message: 'SCHOLARSHIP_NOT_ELIGIBLE' });
        return true;
      }),
  })
  .noUnknown('UNKNOWN_FIELD');

export const scholarshipChoicesSchema = yup
  .object({
    choices: yup
      .array()
      .of(choiceSchema)
      .typeError('INVALID_VALUE')
      .required('SCHOLARSHIP_CHOICE_REQUIRED')
      .min(1, 'SCHOLARSHIP_CHOICE_REQUIRED')
      .max(MAX_SCHOLARSHIP_CHOICES, { code: 'TOO_MANY_SCHOLARSHIP_CHOICES', params: [MAX_SCHOLARSHIP_CHOICES] }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ScholarshipChoices = yup.InferType<typeof scholarshipChoicesSchema>;

/** The chosen codes in rank order (whatever else a draft holds). */
export const chosenScholarshipCodes = (data: Record<string, unknown> | null | undefined): string[] =>
  Array.isArray(data?.choices)
    ? (data.choices as Array<{ code?: unknown } | null>).map((choice) => (typeof choice?.code === 'string' ? choice.code.trim() : '')).filter(Boolean)
    : [];

const WORDS = bilingual({ choice: 'Choice {n}' }, { choice: '第 {n} 志愿' });

export const summariseScholarshipChoices: ScholarshipSectionSummary = ({ answers, scholarshipNames, language }) => ({
  rows: rows(...chosenScholarshipCodes(answers).map((code, index) => row(fill(WORDS[language].choice, { n: index + 1 }), scholarshipNames[code] ?? code))),
});
