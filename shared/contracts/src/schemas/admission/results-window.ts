/**
 * The office opens or closes the window in which an applicant may update actual exam results (for
 * one application, or a batch on results day), optionally with a closing date (dd/mm/yyyy, the last
 * day it is open, Singapore time).
 */
import * as yup from 'yup';
import { ALWAYS_SENT, text, yesNoField } from '../common';
import { parseDisplayDate } from '../dates';

export const MAX_BATCH_APPLICATIONS = 500;

const windowFields = {
  open: yesNoField('ANSWER_RESULTS_WINDOW_OPEN'),
  closesOn: text()
    .trim()
    .default('')
    .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null)
    .test('future', 'RESULTS_WINDOW_CLOSING_PAST', function (value) {
      const today = (this.options.context as { today?: string } | undefined)?.today;
      const iso = value ? parseDisplayDate(value) : null;
      return !iso || !today || iso >= today;
    }),
};

export const resultsWindowSchema = yup.object(windowFields).noUnknown('UNKNOWN_FIELD');
export type ResultsWindow = yup.InferType<typeof resultsWindowSchema>;

export const resultsWindowBatchSchema = yup
  .object({
    ...windowFields,
    applicationNumbers: yup
      .array()
      .of(text().trim().required(ALWAYS_SENT).matches(/^\d{8}$/, 'INVALID_VALUE'))
      .typeError('INVALID_VALUE')
      .required('ENTER_APPLICATION_NUMBERS')
      .min(1, 'ENTER_APPLICATION_NUMBERS')
      .max(MAX_BATCH_APPLICATIONS, 'INVALID_VALUE'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ResultsWindowBatch = yup.InferType<typeof resultsWindowBatchSchema>;
