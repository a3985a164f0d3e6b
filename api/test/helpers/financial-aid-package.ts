/**
 * Rows the Office of Financial Aid's console makes (branch fa-office), made directly in the database
 * so the after-submission tests (branch fa-after) need not drive the console: an offered package of
 * the year's schemes (the seed's demo schemes), and an open request for documents — both by the demo
 * financial aid officer.
 */
import type { AidPackageItem } from '../../../shared/contracts/src/financial-aid/model';
import type { Db } from '../../src/db/database';
import { DEMO } from '../../src/db/seed';
import { dayFrom } from './financial-aid-year';

export async function aidOfficerId(db: Db): Promise<string> {
  return (await db.selectFrom('staff_accounts').select('id').where('role', '=', 'FINANCIAL_AID').orderBy('created_at').executeTakeFirstOrThrow()).id;
}

/** Package items frozen from the demo schemes (ids as configureAidYear returned them), amounts overridable. */
export function packageItems(schemeIds: Record<string, string>, codes: string[], amounts: Record<string, number> = {}): AidPackageItem[] {
  return codes.map((code) => {
    const scheme = DEMO.financialAidSchemes.find((candidate) => candidate.code === code)!;
    return {
      schemeId: schemeIds[code]!,
      code,
      category: scheme.category,
      name: { 'en-GB': scheme.nameEn, 'zh-Hans': scheme.nameZh },
      annualAmountCents: scheme.annualAmountCents === null ? null : (amounts[code] ?? scheme.annualAmountCents),
      maxPercent: scheme.maxPercent,
    };
  });
}

/** An offered package (reply due in two weeks unless given); the application becomes AWARDED. */
export async function insertAidPackage(db: Db, applicationId: string, now: Date, items: AidPackageItem[], fields: { replyDueOn?: string } = {}): Promise<string> {
  const row = await db
    .insertInto('financial_aid_packages')
    .values({
      application_id: applicationId,
      items: JSON.stringify(items),
      reply_due_on: fields.replyDueOn ?? dayFrom(now, 14),
      offered_by: await aidOfficerId(db),
      offered_at: now,
      status: 'OFFERED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('financial_aid_applications').set({ status: 'AWARDED', decided_at: now }).where('id', '=', applicationId).execute();
  return row.id;
}

/** An open request for documents (due in a week); the application becomes ADDITIONAL_DOCUMENTS_REQUIRED. */
export async function insertDocumentRequest(db: Db, applicationId: string, now: Date, documentTypes: string[] = ['INCOME_PROOF']): Promise<string> {
  const row = await db
    .insertInto('financial_aid_document_requests')
    .values({
      application_id: applicationId,
      document_types: JSON.stringify(documentTypes),
      message: 'Please send your latest payslips.',
      due_on: dayFrom(now, 7),
      status: 'OPEN',
      requested_by: await aidOfficerId(db),
      requested_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('financial_aid_applications').set({ status: 'ADDITIONAL_DOCUMENTS_REQUIRED' }).where('id', '=', applicationId).execute();
  return row.id;
}
