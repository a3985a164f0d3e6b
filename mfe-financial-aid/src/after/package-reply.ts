/** The package reply form's values, its rules (checked in the browser with the package in hand) and the body sent to the API. */
import { setIn, type FormikErrors } from 'formik';
import type { AidPackageView } from '@portal/contracts/financial-aid/after';
import { rejectPackageSchema } from '@portal/contracts/schemas/financial-aid/after';
import { messageRef } from '@portal/i18n/messages';
import { schemaValidator } from '@portal/ui/schema-validation';

export interface ReplyValues {
  reply: string;
  take: string[];
  percent: Record<string, string>;
  reasons: string[];
  comments: string;
}

export const isLoan = (pkg: AidPackageView, code: string) => pkg.items.find((item) => item.code === code)?.maxPercent != null;

/** What the API is sent: the selection when accepting, the reasons and comments when rejecting. */
export function replyBody(pkg: AidPackageView, values: ReplyValues) {
  if (values.reply === 'REJECT') return { reasons: values.reasons, comments: values.comments };
  return { selection: { items: values.take.map((code) => ({ code, percent: isLoan(pkg, code) ? Number(values.percent[code]) : null })) } };
}

/** The rules of the reply, checked in the browser with the package in hand (the API checks them again). */
export function validateReply(pkg: AidPackageView) {
  const rejectRules = schemaValidator<ReplyValues>(rejectPackageSchema, (values) => ({ reasons: values.reasons, comments: values.comments }));
  return (values: ReplyValues): FormikErrors<ReplyValues> => {
    if (!values.reply) return { reply: messageRef('SELECT_PACKAGE_REPLY') };
    if (values.reply === 'REJECT') return rejectRules(values);
    let errors: FormikErrors<ReplyValues> = {};
    if (values.take.length === 0) errors = setIn(errors, 'take', messageRef('AID_SELECTION_REQUIRED'));
    for (const code of values.take) {
      const max = pkg.items.find((item) => item.code === code)?.maxPercent;
      if (max == null) continue;
      const typed = (values.percent[code] ?? '').trim();
      const n = Number(typed);
      if (!typed) errors = setIn(errors, `percent.${code}`, messageRef('AID_LOAN_PERCENT_REQUIRED'));
      else if (!/^\d{1,3}$/.test(typed) || n < 1 || n > max) errors = setIn(errors, `percent.${code}`, messageRef('AID_LOAN_PERCENT_RANGE', [max]));
    }
    return errors;
  };
}

