/**
 * National Service (citizens and permanent residents): the applicant's status and, for those serving
 * or done, the enlistment and ORD (operationally ready date) dates, dd/mm/yyyy (spec 3 "Personal
 * data"). Serving applicants apply as returning national servicemen (RNS) and confirm their
 * enrolment after an offer (spec 4). The page clears the dates when they stop applying.
 */
import * as yup from 'yup';
import { text } from '../common';
import { parseDisplayDate } from '../dates';
import { admissionContext } from './context';

/** NOT_APPLICABLE: not liable, e.g. women and some permanent residents. */
export const NATIONAL_SERVICE_STATUSES = ['COMPLETED', 'SERVING', 'EXEMPTED', 'NOT_ENLISTED', 'NOT_APPLICABLE'] as const;
export type NationalServiceStatus = (typeof NATIONAL_SERVICE_STATUSES)[number];

/** Whether the enlistment and ORD dates are asked for this status. */
export const nationalServiceDatesApply = (status: unknown): boolean => status === 'COMPLETED' || status === 'SERVING';

const dateField = () =>
  text()
    .trim()
    .default('')
    .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null);

/** The dates as ISO strings, when both are real dates (for the comparisons). */
const isoOf = (value: unknown): string | null => (typeof value === 'string' ? parseDisplayDate(value) : null);

export const nationalServiceSchema = yup
  .object({
    status: text().trim().required('SELECT_NATIONAL_SERVICE_STATUS').oneOf([...NATIONAL_SERVICE_STATUSES, ''], 'INVALID_VALUE'),
    enlistmentDate: dateField()
      .when('status', {
        is: nationalServiceDatesApply,
        then: (schema) => schema.required('ENTER_ENLISTMENT_DATE'),
        otherwise: (schema) => schema.max(0, 'DETAILS_NOT_EXPECTED'),
      })
      .test('past', 'ENLISTMENT_IN_FUTURE', function (value) {
        const context = admissionContext(this.options);
        const enlisted = isoOf(value);
        return !enlisted || !context || !nationalServiceDatesApply(this.parent?.status) || enlisted < context.today;
      }),
    /** For those serving, the ORD they expect. */
    ordDate: dateField()
      .when('status', {
        is: nationalServiceDatesApply,
        then: (schema) => schema.required('ENTER_ORD_DATE'),
        otherwise: (schema) => schema.max(0, 'DETAILS_NOT_EXPECTED'),
      })
      .test('after-enlistment', 'ORD_BEFORE_ENLISTMENT', function (value) {
        const ord = isoOf(value);
        const enlisted = isoOf(this.parent?.enlistmentDate);
        return !ord || !enlisted || ord > enlisted;
      })
      .test('completed', 'ORD_IN_FUTURE', function (value) {
        const context = admissionContext(this.options);
        const ord = isoOf(value);
        return !ord || !context || this.parent?.status !== 'COMPLETED' || ord <= context.today;
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type NationalService = yup.InferType<typeof nationalServiceSchema>;
