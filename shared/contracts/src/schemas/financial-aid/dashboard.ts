/** The financial aid dashboard's filters (GET /api/office/financial-aid/dashboard), kept in the address like the console's search. */
import * as yup from 'yup';
import { AID_SOUGHT, AID_TIERS } from '../../financial-aid/model';
import { AID_SCHEME_CODE_PATTERN } from './office';
import { filterAcademicYear, filterChoice, text } from '../common';

export const aidDashboardQuerySchema = yup
  .object({
    /** Empty: the academic year applications made now are for. */
    academicYear: filterAcademicYear(),
    /** The group of students (citizenship, and the tuition grant for international students), as the submission froze it. */
    tier: filterChoice(AID_TIERS),
    /** What the applicant applied for (a bursary, a tuition fee loan, a study loan). */
    aidSought: filterChoice(AID_SOUGHT),
    /** A scheme of the year (its code): the applications whose package includes it. */
    scheme: text().trim().matches(AID_SCHEME_CODE_PATTERN, { message: 'INVALID_VALUE', excludeEmptyString: true }).default(''),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidDashboardQuery = yup.InferType<typeof aidDashboardQuerySchema>;
