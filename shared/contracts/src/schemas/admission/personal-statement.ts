/** Personal Statement: under 2,000 characters, spaces and line breaks counted (spec 5 and 9). */
import * as yup from 'yup';
import { multilineText } from '../common';

/** "Under 2,000": at most 1,999 characters. */
export const PERSONAL_STATEMENT_LIMIT = 2000;

export const personalStatementSchema = yup
  .object({
    statement: multilineText()
      .required('REQUIRED')
      .test('length', { code: 'STATEMENT_TOO_LONG', params: [PERSONAL_STATEMENT_LIMIT] }, (value) => !value || value.length < PERSONAL_STATEMENT_LIMIT),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PersonalStatement = yup.InferType<typeof personalStatementSchema>;
