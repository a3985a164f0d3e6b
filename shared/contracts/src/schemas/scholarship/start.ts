/** Starting a scholarship application: it goes with one of the applicant's submitted admission applications. */
import * as yup from 'yup';
import { text } from '../common';

export const startScholarshipApplicationSchema = yup
  .object({
    admissionApplicationNumber: text().trim().required('ENTER_ADMISSION_APPLICATION_NUMBER').matches(/^\d{1,12}$/, 'INVALID_APPLICATION_NUMBER'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type StartScholarshipApplicationInput = yup.InferType<typeof startScholarshipApplicationSchema>;
