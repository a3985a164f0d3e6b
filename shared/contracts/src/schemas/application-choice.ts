import * as yup from 'yup';
import { DIGITS_PATTERN, LIMITS } from '../limits';
import { text, tooLong } from './common';

/** PUT /api/applicant/current-application (Switch application): which of the applicant's applications to follow. */
export const applicationChoiceSchema = yup
  .object({
    applicationNumber: text()
      .trim()
      .required('APPLICATION_CHOICE_REQUIRED')
      .max(LIMITS.applicationNumber, tooLong(LIMITS.applicationNumber))
      .matches(DIGITS_PATTERN, 'INVALID_APPLICATION_NUMBER'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ApplicationChoiceForm = yup.InferType<typeof applicationChoiceSchema>;
