/** Application periods: when applications of a system (and category) can be submitted. */
import type { ApplicationPeriod } from '@portal/contracts/admission/api';
import { periodState } from '@portal/contracts/admission/application-periods';
import type { Db } from '../../db/database';

/**
 * The period that governs an application: one for its category if the office set one, else the
 * system's. Of several, the one open now, else the next to open, else the last to close.
 */
export async function periodFor(db: Db, input: { system: string; category: string; academicYear: string; now: Date }): Promise<ApplicationPeriod | null> {
  const rows = await db
    .selectFrom('application_periods')
    .select(['name_en', 'name_zh', 'category', 'opens_at', 'closes_at'])
    .where('system', '=', input.system)
    .where('academic_year', '=', input.academicYear)
    .where((eb) => eb.or([eb('category', 'is', null), eb('category', '=', input.category)]))
    .orderBy('opens_at')
    .execute();
  const specific = rows.filter((row) => row.category === input.category);
  const candidates = specific.length ? specific : rows;
  const now = input.now.getTime();
  const chosen =
    candidates.find((row) => row.opens_at.getTime() <= now && now < row.closes_at.getTime()) ??
    candidates.find((row) => row.opens_at.getTime() > now) ??
    candidates.at(-1);
  if (!chosen) return null;
  return {
    // A period from before migration 0035 may have no Chinese name yet: the English one stands in.
    name: { 'en-GB': chosen.name_en, 'zh-Hans': chosen.name_zh ?? chosen.name_en },
    opensAt: chosen.opens_at.toISOString(),
    closesAt: chosen.closes_at.toISOString(),
    // As the console shows it (OfficeApplicationPeriod.state), so the office and the applicant never disagree.
    open: periodState(chosen.opens_at, chosen.closes_at, input.now) === 'OPEN',
  };
}
