/** The admissions dashboard's filters (GET /api/office/admission/dashboard), kept in the address like the console's search. */
import * as yup from 'yup';
import { CATEGORY_IDS } from '../../categories';
import { SYSTEM_IDS } from '../../systems';
import { text, filterChoice, filterAcademicYear } from '../common';

export const admissionDashboardQuerySchema = yup
  .object({
    /** Empty: the academic year applications made now are for. */
    academicYear: filterAcademicYear(),
    /** An application period of that year (its id): its system and category, and its days. */
    period: text().trim().matches(/^([0-9a-f-]{36})?$/, 'INVALID_VALUE').default(''),
    system: filterChoice(SYSTEM_IDS),
    category: filterChoice(CATEGORY_IDS),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AdmissionDashboardQuery = yup.InferType<typeof admissionDashboardQuerySchema>;
