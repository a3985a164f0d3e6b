/**
 * The finance console's search and its two forms (waive a fee, record a payment received offline),
 * checked on the server (validateBody) and in the console's forms with the same schemas.
 */
import * as yup from 'yup';
import { FEE_KINDS } from '../fee-kinds';
import { FEE_STATUSES } from '../fee-statuses';
import { feeExportColumns } from '../payment/office-export';
import { listExportSchema } from './office-export';
import { FEE_WAIVER_REASON_MAX, OFFLINE_PAYMENT_LIMITS as L } from '../office/payment';
import { choiceField, multilineText, text, tooLong } from './common';
import { parseDisplayDate } from './dates';

/** POST /api/office/admission/appeals/{id}/waive and the finance console's waiver: the reason is shown to the applicant. */
export const feeWaiverSchema = yup
  .object({ reason: multilineText().trim().max(FEE_WAIVER_REASON_MAX, tooLong(FEE_WAIVER_REASON_MAX)).required('ENTER_WAIVER_REASON') })
  .noUnknown('UNKNOWN_FIELD');
export type FeeWaiverInput = yup.InferType<typeof feeWaiverSchema>;

export const officeFeesQuerySchema = yup
  .object({
    /** An application number (or its start), part of the applicant's name, or a payment reference. */
    q: text().trim().max(100, tooLong(100)).default(''),
    status: choiceField(FEE_STATUSES).default(''),
    kind: choiceField(FEE_KINDS).default(''),
    page: yup.number().typeError('INVALID_VALUE').integer('INVALID_VALUE').min(1, 'INVALID_VALUE').max(10_000, 'INVALID_VALUE').default(1),
  })
  .noUnknown('UNKNOWN_FIELD');
export type OfficeFeesQuery = yup.InferType<typeof officeFeesQuerySchema>;

/** The list's search and filters taken away as a file (@portal/contracts/office/export). */
export const officeFeesExportSchema = listExportSchema(officeFeesQuerySchema, feeExportColumns);

/**
 * A fee paid outside the portal (bank transfer, cheque, cash at the counter). `receivedOn` is
 * dd/mm/yyyy and not after today in Singapore (context: { today: 'yyyy-mm-dd' }, as the server passes).
 */
export const offlinePaymentSchema = yup
  .object({
    receivedOn: text()
      .trim()
      .required('ENTER_PAYMENT_RECEIVED_ON')
      .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null)
      .test('past', 'RECEIVED_DATE_IN_FUTURE', function (value) {
        const iso = value ? parseDisplayDate(value) : null;
        const today = (this.options.context as { today?: string } | undefined)?.today;
        return !iso || !today || iso <= today;
      }),
    bankReference: text().trim().required('ENTER_BANK_REFERENCE').max(L.bankReference, tooLong(L.bankReference)),
    note: multilineText().trim().required('ENTER_PAYMENT_NOTE').max(L.note, tooLong(L.note)),
  })
  .noUnknown('UNKNOWN_FIELD');
export type OfflinePaymentInput = yup.InferType<typeof offlinePaymentSchema>;
