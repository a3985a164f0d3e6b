/**
 * The request bodies of financial aid after submission (branch fa-after), validated alike by the
 * browser and the API. Rules that need the package (which items exist, each loan's maximum percent)
 * are the API's: see api/src/modules/financial-aid/package-reply.ts.
 */
import * as yup from 'yup';
import { AID_AFTER_LIMITS } from '../../financial-aid/after';
import { AID_CHANGE_KINDS, AID_REJECT_REASONS } from '../../financial-aid/model';
import { HOUSEHOLD_MEMBERS } from '../../household-income';
import { amountField, multilineText, text, tooLong } from '../common';

const limit = (max: number) => multilineText().trim().default('').max(max, tooLong(max));

/** Package selection: which items are taken and, for each loan, the percent borrowed (1 … its maximum). */
export const acceptPackageSchema = yup
  .object({
    selection: yup
      .object({
        items: yup
          .array(
            yup
              .object({
                code: text().trim().required('AID_SELECTION_UNKNOWN_ITEM').max(30, 'AID_SELECTION_UNKNOWN_ITEM'),
                percent: yup
                  .number()
                  // Each loan's own maximum is the API's (package-reply.ts), which answers AID_LOAN_PERCENT_RANGE with it.
                  .typeError('AID_LOAN_PERCENT_WHOLE')
                  .integer('AID_LOAN_PERCENT_WHOLE')
                  .min(1, 'AID_LOAN_PERCENT_WHOLE')
                  .max(100, 'AID_LOAN_PERCENT_WHOLE')
                  .nullable()
                  .default(null),
              })
              .noUnknown('UNKNOWN_FIELD'),
          )
          .required('AID_SELECTION_REQUIRED')
          .min(1, 'AID_SELECTION_REQUIRED')
          .max(20, 'AID_SELECTION_UNKNOWN_ITEM')
          .test('unique', 'AID_SELECTION_UNKNOWN_ITEM', (items) => !items || new Set(items.map((item) => item.code)).size === items.length),
      })
      .noUnknown('UNKNOWN_FIELD')
      .required('AID_SELECTION_REQUIRED')
      .default(undefined),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AcceptPackageBody = yup.InferType<typeof acceptPackageSchema>;

export const rejectPackageSchema = yup
  .object({
    reasons: yup
      .array(text().trim().required('AID_REJECT_REASON_REQUIRED').oneOf([...AID_REJECT_REASONS], 'INVALID_VALUE'))
      .required('AID_REJECT_REASON_REQUIRED')
      .min(1, 'AID_REJECT_REASON_REQUIRED')
      .test('unique', 'INVALID_VALUE', (reasons) => !reasons || new Set(reasons).size === reasons.length),
    comments: limit(AID_AFTER_LIMITS.rejectComments).test('other', 'AID_REJECT_COMMENTS_REQUIRED', function (value) {
      const reasons = (this.parent as { reasons?: unknown }).reasons;
      return !(Array.isArray(reasons) && reasons.includes('OTHER')) || Boolean(value);
    }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type RejectPackageBody = yup.InferType<typeof rejectPackageSchema>;

export const appealSchema = yup
  .object({
    kind: text().trim().required('AID_APPEAL_KIND_REQUIRED').oneOf(['APPEAL', 'REVIEW'], 'AID_APPEAL_KIND_REQUIRED'),
    reason: multilineText().trim().required('AID_APPEAL_REASON_REQUIRED').max(AID_AFTER_LIMITS.appealReason, tooLong(AID_AFTER_LIMITS.appealReason)),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidAppealBody = yup.InferType<typeof appealSchema>;

const bothOrNone = function (this: yup.TestContext) {
  const { householdSize, householdMonthlyIncome } = this.parent as { householdSize?: string; householdMonthlyIncome?: string };
  return Boolean(householdSize) === Boolean(householdMonthlyIncome);
};

export const updateSchema = yup
  .object({
    changeKinds: yup
      .array(text().trim().required('AID_CHANGE_KIND_REQUIRED').oneOf([...AID_CHANGE_KINDS], 'INVALID_VALUE'))
      .required('AID_CHANGE_KIND_REQUIRED')
      .min(1, 'AID_CHANGE_KIND_REQUIRED')
      .test('unique', 'INVALID_VALUE', (kinds) => !kinds || new Set(kinds).size === kinds.length),
    description: multilineText().trim().required('AID_UPDATE_DESCRIPTION_REQUIRED').max(AID_AFTER_LIMITS.updateDescription, tooLong(AID_AFTER_LIMITS.updateDescription)),
    /** The household's new size (people, the applicant included) and gross monthly income: both or neither. */
    householdSize: text()
      .trim()
      .default('')
      .test('size', 'AID_HOUSEHOLD_SIZE_RANGE', (value) => !value || (/^\d{1,2}$/.test(value) && Number(value) >= HOUSEHOLD_MEMBERS.min && Number(value) <= HOUSEHOLD_MEMBERS.max))
      .test('both', 'AID_HOUSEHOLD_BOTH', bothOrNone),
    householdMonthlyIncome: amountField().default('').test('both', 'AID_HOUSEHOLD_BOTH', bothOrNone),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidUpdateBody = yup.InferType<typeof updateSchema>;

export const documentRequestSubmitSchema = yup.object({ note: limit(AID_AFTER_LIMITS.documentNote) }).noUnknown('UNKNOWN_FIELD');
export type DocumentRequestSubmitBody = yup.InferType<typeof documentRequestSubmitSchema>;

export const withdrawSchema = yup
  .object({
    reason: limit(AID_AFTER_LIMITS.withdrawalReason),
    confirm: yup
      .boolean()
      .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
      .typeError('AID_WITHDRAW_CONFIRM_REQUIRED')
      .required('AID_WITHDRAW_CONFIRM_REQUIRED')
      .oneOf([true], 'AID_WITHDRAW_CONFIRM_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type WithdrawBody = yup.InferType<typeof withdrawSchema>;
