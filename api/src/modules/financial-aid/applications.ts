/** Data access: an applicant's financial aid applications. */
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
