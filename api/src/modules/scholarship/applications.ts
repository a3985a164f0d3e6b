/** Data access: an applicant's scholarship applications. */
import type { ScholarshipApplicationSummary } from '@portal/contracts/api';
import type { Db } from '../../db/database';
import { toIso } from '../../http/list-route';

export async function listScholarshipApplications(db: Db, applicantId: string): Promise<ScholarshipApplicationSummary[]> {
  const rows = await db
    .selectFrom('scholarship_applications')
    .select(['id', 'academic_year', 'status', 'choices', 'submitted_at'])
    .where('applicant_id', '=', applicantId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    academicYear: row.academic_year,
    status: row.status,
    choices: row.choices,
    submittedAt: toIso(row.submitted_at),
  }));
}
