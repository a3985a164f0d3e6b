/**
 * The office opens or closes the window in which an applicant may update actual exam results (for
 * one application, or a batch on results day), optionally with a closing date (dd/mm/yyyy, the last
 * day it is open, Singapore time).
 */
import * as yup from 'yup';
import { text, yesNoField } from '../common';
import { parseDisplayDate } from '../dates';

export const MAX_BATCH_APPLICATIONS = 500;

const windowFields = {
  open: yesNoField(),
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
      .of(text().trim().required('REQUIRED').matches(/^\d{8}$/, 'INVALID_VALUE'))
      .typeError('INVALID_VALUE')
      .required('REQUIRED')
      .min(1, 'REQUIRED')
      .max(MAX_BATCH_APPLICATIONS, 'INVALID_VALUE'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ResultsWindowBatch = yup.InferType<typeof resultsWindowBatchSchema>;
