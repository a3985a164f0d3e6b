/** POST /api/financial-aid/applications: the submitted admission application the aid goes with. */
import * as yup from 'yup';
import { LIMITS } from '../../limits';
import { text } from '../common';

export const startAidApplicationSchema = yup
  .object({
    admissionApplicationNumber: text()
      .trim()
      .required('ENTER_ADMISSION_APPLICATION_NUMBER')
      .matches(new RegExp(`^[0-9]{1,${LIMITS.applicationNumber}}$`), 'INVALID_APPLICATION_NUMBER'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type StartAidApplicationInput = yup.InferType<typeof startAidApplicationSchema>;
