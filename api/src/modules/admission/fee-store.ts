/**
 * The application fee as the admissions office reads it (issue 10): its amount, status and, once
 * waived, the reason and when. Waiving goes through the payment module (waiveFee).
 */
import type { OfficeFee } from '@portal/contracts/payment';
import type { Db } from '../../db/database';
import { problem } from '../../http/problems';

/** The application's fee; 404 FEE_NOT_FOUND when none is charged. */
export async function findApplicationFee(db: Db, applicationId: string): Promise<OfficeFee> {
  const row = await db
    .selectFrom('fees')
    .select(['id', 'amount_cents', 'status', 'waived_reason', 'waived_at'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'APPLICATION_FEE')
    .executeTakeFirst();
  if (!row) throw problem(404, 'FEE_NOT_FOUND');
  return { id: row.id, amountCents: row.amount_cents, status: row.status, waivedReason: row.waived_reason, waivedAt: row.waived_at ? new Date(row.waived_at).toISOString() : null };
}
