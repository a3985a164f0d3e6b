/** The loans a guarantor stands for: those the applicant took in the live package, once it is accepted. */
import type { GuarantorLoan } from '@portal/contracts/financial-aid/guarantor';
import { isLoanCategory, type AidPackageItem, type AidPackageSelection } from '@portal/contracts/financial-aid/model';
import type { Db } from '../../db/database';

/** The loans the applicant took in the live package when it is ACCEPTED ([] otherwise), with the percents chosen. */
export async function acceptedLoans(db: Db, applicationId: string): Promise<GuarantorLoan[]> {
  const live = await db
    .selectFrom('financial_aid_packages')
    .select(['items', 'selection'])
    .where('application_id', '=', applicationId)
    .where('status', '=', 'ACCEPTED')
    .executeTakeFirst();
  if (!live?.selection) return [];
  const items = live.items as unknown as AidPackageItem[];
  const selection = live.selection as unknown as AidPackageSelection;
  return selection.items.flatMap((chosen) => {
    const item = items.find((candidate) => candidate.code === chosen.code);
    if (!item || !isLoanCategory(item.category)) return [];
    const percent = chosen.percent ?? item.maxPercent ?? 0;
    return [{ code: item.code, category: item.category, name: item.name, percent, maxPercent: item.maxPercent }];
  });
}
