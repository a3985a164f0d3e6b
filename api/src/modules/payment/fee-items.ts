/**
 * The dashboard's fee items: each unpaid fee (or one whose payment failed), with its due date and the
 * amount the applicant will pay (GST included, as the fee's own page and the checkout say), leading
 * to the fee's own page where it is reviewed and paid.
 */
import type { ActionItem } from '@portal/contracts/api';
import { displayDay } from '@portal/contracts/entrance-exams';
import { feeKindWords } from '@portal/contracts/fee-kinds';
import { gstCents } from '@portal/contracts/payment';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

const formatSgd = (cents: number) => `SGD ${(cents / 100).toFixed(2)}`;

export async function unpaidFeeItems(db: Db, applicantId: string, gstPercent: number): Promise<ActionItem[]> {
  const unpaidFees = await db
    .selectFrom('fees as fee')
    .leftJoin('applications as app', 'app.id', 'fee.application_id')
    .select(['fee.id', 'fee.kind', 'fee.amount_cents', 'app.application_number', sql<string | null>`fee.due_date::text`.as('due_date')])
    .where('fee.applicant_id', '=', applicantId)
    .where('fee.status', 'in', ['UNPAID', 'UNSUCCESSFUL'])
    .orderBy('fee.due_date')
    .execute();
  return unpaidFees.map((fee) => {
    const payable = fee.amount_cents + gstCents(fee.amount_cents, gstPercent);
    // The API's own English; the dashboard words the item from feeKind in the page's language.
    const what = feeKindWords(fee.kind, 'en-GB').name;
    const forApplication = fee.application_number ? ` for application ${fee.application_number}` : '';
    const due = fee.due_date ? ` by ${displayDay(fee.due_date)}` : '';
    return {
      id: `fee-${fee.id}`,
      kind: 'FEE_UNPAID',
      title: `Pay your ${what}`,
      description: `Please pay the ${what} of ${formatSgd(payable)} (GST included)${forApplication}${due}.`,
      ...(fee.due_date ? { dueDate: fee.due_date } : {}),
      ...(fee.application_number ? { applicationNumber: fee.application_number } : {}),
      feeKind: fee.kind,
      amountCents: payable,
      // Straight to the fee's own page, where it is reviewed (with GST) and paid.
      href: `/applicant/payment/fees/${fee.id}`,
    };
  });
}
