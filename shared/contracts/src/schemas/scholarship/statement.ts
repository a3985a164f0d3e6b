/** Personal statement / scholarship essay: required, under 3000 characters, spaces and line breaks counted (spec 5 and 9). */
import * as yup from 'yup';
import type { ScholarshipSectionSummary } from '../../scholarship/section-summary';
import { row, rows, textOf } from '../../summary/answers';
import { bilingual } from '../../summary/words';
import { textUnder } from '../common';

/** "Under 3000": at most 2,999 characters. */
export const SCHOLARSHIP_ESSAY_LIMIT = 3000;

export const scholarshipStatementSchema = yup.object({ essay: textUnder(SCHOLARSHIP_ESSAY_LIMIT, 'ESSAY_TOO_LONG', 'ENTER_SCHOLARSHIP_ESSAY') }).noUnknown('UNKNOWN_FIELD');
export type ScholarshipStatement = yup.InferType<typeof scholarshipStatementSchema>;

const WORDS = bilingual({ essay: 'Scholarship essay' }, { essay: '奖学金申请文章' });

export const summariseScholarshipStatement: ScholarshipSectionSummary = ({ answers, language }) => ({
  rows: rows(row(WORDS[language].essay, textOf(answers, 'essay'))),
});
