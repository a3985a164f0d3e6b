/**
 * Data access: an applicant's financial aid applications — their list, the submission as frozen
 * (the PDF), a draft's saves and its deletion, and the applicant to write to.
 */
import type { FinancialAidApplicationSummary } from '@portal/contracts/api';
import type { Db } from '../../db/database';
import { toIso } from '../../http/list-route';

export async function listFinancialAidApplications(db: Db, applicantId: string): Promise<FinancialAidApplicationSummary[]> {
  const rows = await db
    .selectFrom('financial_aid_applications')
    .select(['id', 'academic_year', 'status', 'submitted_at', 'reference'])
    .where('applicant_id', '=', applicantId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    academicYear: row.academic_year,
    status: row.status,
    submittedAt: toIso(row.submitted_at),
    reference: row.reference,
  }));
}

/** The application's frozen submission as stored (null until it is submitted). */
export async function readAidSubmission(db: Db, applicationId: string) {
  const row = await db.selectFrom('financial_aid_applications').select('submission').where('id', '=', applicationId).executeTakeFirstOrThrow();
  return row.submission;
}

/** Who an e-mail about the application goes to: the applicant's address, name (in parts when known) and stored language. */
export { applicantToWrite } from '../../mail/applicant-name';

/** Deletes the application's row while it is still a draft (the draft deletion's last step, in its transaction). */
export function deleteAidDraft(tx: Db, applicationId: string) {
  return tx.deleteFrom('financial_aid_applications').where('id', '=', applicationId).where('status', '=', 'DRAFT').execute();
}

/** A section of the draft was saved: its time. */
export async function noteAidDraftSaved(db: Db, applicationId: string, now: Date): Promise<void> {
  await db.updateTable('financial_aid_applications').set({ updated_at: now }).where('id', '=', applicationId).where('status', '=', 'DRAFT').execute();
}
