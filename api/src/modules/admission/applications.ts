/** Data access: an applicant's admission applications with their application-fee status. */
import type { AdmissionApplicationSummary, FeeStatus } from '@portal/contracts/api';
import type { SystemId } from '@portal/contracts/systems';
import type { Db } from '../../db/database';
import { toIso } from '../../http/list-route';

export async function listAdmissionApplications(db: Db, applicantId: string): Promise<AdmissionApplicationSummary[]> {
  const rows = await db
    .selectFrom('applications as app')
    .leftJoin('fees as fee', (join) =>
      join.onRef('fee.application_id', '=', 'app.id').on('fee.kind', '=', 'APPLICATION_FEE'),
    )
    .select([
      'app.application_number',
      'app.system',
      'app.category',
      'app.academic_year',
      'app.status',
      'app.offer_status',
      'app.submitted_at',
      'app.programme_choices',
      'fee.status as fee_status',
    ])
    .where('app.applicant_id', '=', applicantId)
    .orderBy('app.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    applicationNumber: row.application_number,
    system: row.system as SystemId,
    category: row.category,
    academicYear: row.academic_year,
    status: row.status,
    offerStatus: row.offer_status,
    // No fee row means no application fee is charged for this application.
    feeStatus: (row.fee_status ?? 'WAIVED') as FeeStatus,
    submittedAt: toIso(row.submitted_at),
    programmeChoices: [...row.programme_choices].sort((a, b) => a.rank - b.rank),
  }));
}
