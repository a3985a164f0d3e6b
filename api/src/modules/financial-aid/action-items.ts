/**
 * The financial aid pending actions on the applicant's dashboard (issue 13), each leading to the
 * screen where it is done: documents the office asked for (by their due date), a package to answer
 * (by its reply due date; none once lapsed), and a guarantor to nominate when an accepted package
 * takes a loan and no guarantor has been given. A withdrawn application asks for nothing.
 */
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import type { ActionItem } from '@portal/contracts/api';
import { displayDay } from '@portal/contracts/entrance-exams';
import type { AidPackageItem, AidPackageSelection } from '@portal/contracts/financial-aid/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { aidApplicantPaths } from './after-owned-application';
import { selectionTakesLoan } from './after-store';

export async function financialAidItems(db: Db, applicantId: string, now: Date): Promise<ActionItem[]> {
  const today = singaporeDate(now);
  const applications = await db
    .selectFrom('financial_aid_applications as app')
    .leftJoin('financial_aid_document_requests as request', (join) => join.onRef('request.application_id', '=', 'app.id').on('request.status', '=', 'OPEN'))
    .leftJoin('financial_aid_packages as pkg', (join) => join.onRef('pkg.application_id', '=', 'app.id').on('pkg.status', '<>', 'SUPERSEDED'))
    .leftJoin('financial_aid_guarantors as guarantor', 'guarantor.application_id', 'app.id')
    .select([
      'app.id',
      'app.reference',
      sql<string | null>`request.due_on::text`.as('documents_due_on'),
      'request.id as request_id',
      'pkg.status as package_status',
      'pkg.items',
      'pkg.selection',
      sql<string | null>`pkg.reply_due_on::text`.as('reply_due_on'),
      'guarantor.status as guarantor_status',
    ])
    .where('app.applicant_id', '=', applicantId)
    .where('app.status', 'not in', ['DRAFT', 'WITHDRAWN'])
    .orderBy('app.created_at')
    .execute();
  return applications.flatMap((row): ActionItem[] => {
    const reference = row.reference ?? '';
    const items: ActionItem[] = [];
    if (row.request_id && row.documents_due_on) {
      items.push({
        id: `aid-documents-${row.id}`,
        kind: 'AID_DOCUMENTS_REQUESTED',
        title: 'Send the documents the Office of Financial Aid asked for',
        description: `The Office of Financial Aid needs more documents for financial aid application ${reference}. Please upload them by ${displayDay(row.documents_due_on)}.`,
        aidReference: reference,
        dueDate: row.documents_due_on,
        href: aidApplicantPaths.requestedDocuments(row.id),
      });
    }
    // An unanswered package past its due date has lapsed (even before the scheduled job marks it).
    if (row.package_status === 'OFFERED' && row.reply_due_on && row.reply_due_on >= today) {
      items.push({
        id: `aid-package-${row.id}`,
        kind: 'AID_PACKAGE_REPLY',
        title: 'Reply to your financial aid package',
        description: `You have a financial aid package for application ${reference}. Please accept or reject it by ${displayDay(row.reply_due_on)}.`,
        aidReference: reference,
        dueDate: row.reply_due_on,
        href: aidApplicantPaths.package(row.id),
      });
    }
    const pkg = { items: (row.items ?? []) as AidPackageItem[], selection: row.selection as AidPackageSelection | null };
    if (row.package_status === 'ACCEPTED' && !row.guarantor_status && selectionTakesLoan(pkg)) {
      items.push({
        id: `aid-guarantor-${row.id}`,
        kind: 'AID_GUARANTOR',
        title: 'Give the details of your loan guarantor',
        description: `You have accepted a loan with financial aid application ${reference}. Please give the details of your guarantor.`,
        aidReference: reference,
        href: aidApplicantPaths.guarantor(row.id),
      });
    }
    return items;
  });
}
