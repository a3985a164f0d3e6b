/** The financial aid pending actions on the applicant's dashboard (branch fa-after fills this in). */
import type { ActionItem } from '@portal/contracts/api';
import type { Db } from '../../db/database';

export async function financialAidItems(_db: Db, _applicantId: string, _now: Date): Promise<ActionItem[]> {
  return [];
}
