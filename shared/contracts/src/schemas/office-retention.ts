/** The office administrator's decision on a retention report (shared/contracts/src/office/retention.ts). */
import * as yup from 'yup';
import { multilineText, tooLong } from './common';

export const RETENTION_DECLINE_REASON_MAX = 500;

/** Approving removes the listed records for good: the administrator ticks that they understand. */
export const retentionApprovalSchema = yup
  .object({
    confirmed: yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').required('RETENTION_CONFIRM_REQUIRED').oneOf([true], 'RETENTION_CONFIRM_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type RetentionApproval = yup.InferType<typeof retentionApprovalSchema>;

/** Declining says why, for the audit and whoever prepares the next report. */
export const retentionDeclineSchema = yup
  .object({
    reason: multilineText().trim().max(RETENTION_DECLINE_REASON_MAX, tooLong(RETENTION_DECLINE_REASON_MAX)).required('ENTER_RETENTION_DECLINE_REASON'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type RetentionDecline = yup.InferType<typeof retentionDeclineSchema>;
