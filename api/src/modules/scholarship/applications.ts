/**
 * Data access: an applicant's scholarship applications — their list, the submission as frozen (the
 * PDF), a draft's saves and its deletion, and the applicant to write to.
 */
import type { ScholarshipApplicationSummary } from '@portal/contracts/api';
import type { Db } from '../../db/database';
import { toIso } from '../../http/list-route';

export async function listScholarshipApplications(db: Db, applicantId: string): Promise<ScholarshipApplicationSummary[]> {
  const rows = await db
    .selectFrom('scholarship_applications as sch')
    .leftJoin('applications as adm', 'adm.id', 'sch.admission_application_id')
    .select(['sch.id', 'sch.academic_year', 'sch.status', 'sch.choices', 'sch.submitted_at', 'sch.reference', 'adm.application_number'])
    .where('sch.applicant_id', '=', applicantId)
    .orderBy('sch.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    academicYear: row.academic_year,
    status: row.status,
    choices: row.choices,
    submittedAt: toIso(row.submitted_at),
    reference: row.reference,
    admissionApplicationNumber: row.application_number,
  }));
}

/** The application's frozen submission as stored (null until it is submitted). */
export async function readScholarshipSubmission(db: Db, applicationId: string) {
  const row = await db.selectFrom('scholarship_applications').select('submission').where('id', '=', applicationId).executeTakeFirstOrThrow();
  return row.submission;
}

/** Who an e-mail about the application goes to: the applicant's address, name (in parts when known) and stored language. */
export { applicantToWrite } from '../../mail/applicant-name';

/** Deletes the application's row while it is still a draft (the draft deletion's last step, in its transaction). */
export function deleteScholarshipDraft(tx: Db, applicationId: string) {
  return tx.deleteFrom('scholarship_applications').where('id', '=', applicationId).where('status', '=', 'DRAFT').execute();
}

/** A section of the draft was saved: its time, and the chosen codes when the choices section was. */
export async function noteScholarshipDraftSaved(db: Db, applicationId: string, now: Date, choices?: string[]): Promise<void> {
  const changes = { updated_at: now, ...(choices ? { choices: JSON.stringify(choices) } : {}) };
  await db.updateTable('scholarship_applications').set(changes).where('id', '=', applicationId).where('status', '=', 'DRAFT').execute();
}
