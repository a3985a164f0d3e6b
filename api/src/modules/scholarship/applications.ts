/** Data access: an applicant's scholarship applications. */
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
