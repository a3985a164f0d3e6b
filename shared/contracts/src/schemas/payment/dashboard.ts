/**
 * The finance dashboard's filters (GET /api/office/payment/dashboard), kept in the address like the
 * console's search: an academic year's fees, of one kind, and the days (dd/mm/yyyy, Singapore dates,
 * as the console writes dates) the figures count.
 */
import * as yup from 'yup';
import { FEE_KINDS } from '../../fee-kinds';
import { filterAcademicYear, filterChoice, text } from '../common';
import { parseDisplayDate } from '../dates';

/** A day the office types into a filter, dd/mm/yyyy, or empty for none. */
const filterDay = () =>
  text()
    .trim()
    .default('')
    .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null);

export const financeDashboardQuerySchema = yup
  .object({
    /** Empty: the academic year applications made now are for. */
    academicYear: filterAcademicYear(),
    kind: filterChoice(FEE_KINDS),
    /** The first and last day counted (either may be left open). */
    from: filterDay(),
    to: filterDay().test('order', 'END_BEFORE_START', function (value) {
      const from = parseDisplayDate(String((this.parent as { from?: string }).from ?? ''));
      const to = value ? parseDisplayDate(value) : null;
      return !from || !to || from <= to;
    }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type FinanceDashboardQuery = yup.InferType<typeof financeDashboardQuerySchema>;
