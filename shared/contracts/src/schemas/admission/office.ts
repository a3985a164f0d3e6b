/** The admissions console's search and filters, checked on the server and in the console's form. */
import * as yup from 'yup';
import { CATEGORY_IDS } from '../../categories';
import { PROGRAMMES } from '../../programmes';
import { OFFICE_APPLICATION_STATUSES } from '../../admission/office';
import { SYSTEM_IDS } from '../../systems';
import { admissionExportColumns } from '../../admission/office-export';
import { text, tooLong, filterChoice, filterAcademicYear } from '../common';
import { listExportSchema } from '../office-export';
import { assignedToFilter } from '../office-work';

export const officeApplicationsQuerySchema = yup
  .object({
    /** An application number (or its start), or part of the applicant's name or e-mail address. */
    q: text().trim().max(100, tooLong(100)).default(''),
    status: filterChoice(OFFICE_APPLICATION_STATUSES),
    category: filterChoice(CATEGORY_IDS),
    programme: filterChoice(PROGRAMMES.map((programme) => programme.code)),
    system: filterChoice(SYSTEM_IDS),
    academicYear: filterAcademicYear(),
    /** My queue (me), nobody's, or one officer's (their id). */
    assignedTo: assignedToFilter(),
    page: yup.number().typeError('INVALID_VALUE').integer('INVALID_VALUE').min(1, 'INVALID_VALUE').max(10_000, 'INVALID_VALUE').default(1),
  })
  .noUnknown('UNKNOWN_FIELD');
export type OfficeApplicationsQuery = yup.InferType<typeof officeApplicationsQuerySchema>;

/** The list's search and filters taken away as a file (@portal/contracts/office/export). */
export const officeApplicationsExportSchema = listExportSchema(officeApplicationsQuerySchema, admissionExportColumns);
export type OfficeApplicationsExport = yup.InferType<typeof officeApplicationsExportSchema>;
