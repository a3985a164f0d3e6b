/**
 * A financial aid package offered and answered, made directly in the database (the way the office
 * offers it and the applicant accepts it), so the guarantor tests need not go through both.
 */
import type { AidPackageItem, AidPackageSelection, AidPackageStatus } from '../../../shared/contracts/src/financial-aid/model';
import type { Db } from '../../src/db/database';
import { dayFrom } from './financial-aid-year';

/** The application's live package: offered with `items`, and (unless OFFERED) answered with `selection`. */
export async function insertAnsweredAidPackage(
  db: Db,
  applicationId: string,
  now: Date,
  input: { items: AidPackageItem[]; status?: AidPackageStatus; selection?: AidPackageSelection | null },
): Promise<string> {
  const status = input.status ?? 'ACCEPTED';
  const officer = await db.selectFrom('staff_accounts').select('id').where('role', '=', 'FINANCIAL_AID').orderBy('created_at').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('financial_aid_packages')
    .values({
      application_id: applicationId,
      items: JSON.stringify(input.items),
      reply_due_on: dayFrom(now, 14),
      offered_by: officer.id,
      offered_at: now,
      status,
      selection: input.selection ? JSON.stringify(input.selection) : null,
      responded_at: status === 'OFFERED' || status === 'SUPERSEDED' ? null : now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
