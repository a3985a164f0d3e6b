/** The scholarships dashboard's filters (GET /api/office/scholarship/dashboard), kept in the address like the console's search. */
import * as yup from 'yup';
import { CITIZENSHIPS } from '../../categories';
import { filterAcademicYear, filterChoice } from '../common';
import { filterScholarshipCode } from './office';

export const scholarshipDashboardQuerySchema = yup
  .object({
    /** Empty: the academic year applications made now are for. */
    academicYear: filterAcademicYear(),
    /** A scholarship's code: the applications that chose it (at any rank), and its own days. */
    scholarship: filterScholarshipCode(),
    /** The citizenship stated in the admission application a scholarship application goes with. */
    citizenship: filterChoice(CITIZENSHIPS),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ScholarshipDashboardQuery = yup.InferType<typeof scholarshipDashboardQuerySchema>;
