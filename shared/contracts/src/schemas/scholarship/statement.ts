/** Personal statement / scholarship essay: required, under 3000 characters, spaces and line breaks counted (spec 5 and 9). */
import * as yup from 'yup';
import { textUnder } from '../common';

/** "Under 3000": at most 2,999 characters. */
export const SCHOLARSHIP_ESSAY_LIMIT = 3000;

export const scholarshipStatementSchema = yup.object({ essay: textUnder(SCHOLARSHIP_ESSAY_LIMIT, 'ESSAY_TOO_LONG') }).noUnknown('UNKNOWN_FIELD');
export type ScholarshipStatement = yup.InferType<typeof scholarshipStatementSchema>;
