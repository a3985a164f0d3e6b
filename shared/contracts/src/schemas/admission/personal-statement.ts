/** Personal Statement: under 2,000 characters, spaces and line breaks counted (spec 5 and 9). */
import * as yup from 'yup';
import { textUnder } from '../common';

/** "Under 2,000": at most 1,999 characters. */
export const PERSONAL_STATEMENT_LIMIT = 2000;

export const personalStatementSchema = yup.object({ statement: textUnder(PERSONAL_STATEMENT_LIMIT, 'STATEMENT_TOO_LONG', 'ENTER_PERSONAL_STATEMENT') }).noUnknown('UNKNOWN_FIELD');
export type PersonalStatement = yup.InferType<typeof personalStatementSchema>;
