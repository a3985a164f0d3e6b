/**
 * Submit final cumulative GPA result (spec 5, 9): 0.0001 to 4.0000 with at most 4 decimals, or 0
 * when the applicant has none; the final results document is required. The same rules check the
 * page in the browser and the body on the server (which passes whether a usable document exists).
 */
import * as yup from 'yup';
import { text } from '../common';
import { validFinalGpa } from './education';

/** Digits with at most 4 decimals (the range is a separate message). */
const FINAL_GPA_FORMAT = /^\d{1,3}(\.\d{1,4})?$/;

export interface FinalGpaContext {
  /** Whether the final results document has been uploaded (and is usable). Unknown: not checked. */
  hasDocument?: boolean;
}

export const finalGpaSchema = yup
  .object({
    gpa: text()
      .trim()
      .required('ENTER_FINAL_GPA')
      .matches(FINAL_GPA_FORMAT, 'GPA_FORMAT')
      .test('range', 'FINAL_GPA_RANGE', (value) => !value || !FINAL_GPA_FORMAT.test(value) || validFinalGpa(value)),
  })
  .noUnknown('UNKNOWN_FIELD')
  .test('document', function () {
    const context = this.options.context as FinalGpaContext | undefined;
    return context?.hasDocument !== false || this.createError({ path: 'document', message: 'FINAL_RESULTS_DOCUMENT_REQUIRED' });
  });
export type FinalGpa = yup.InferType<typeof finalGpaSchema>;

/** The document type and section the final results document is uploaded with. */
export const FINAL_RESULTS_DOCUMENT = { section: 'finalGpa', documentType: 'FINAL_RESULTS', maxFiles: 3 } as const;
