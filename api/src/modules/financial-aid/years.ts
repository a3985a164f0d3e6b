/**
 * The office's financial aid dates for an academic year (financial_aid_years, spec 9) and whether
 * applications or appeals are open on a given day — Singapore's calendar day, inclusive at both ends.
 */
import type { AidCurrentYear } from '@portal/contracts/financial-aid/api';
import type { AidYearDates } from '@portal/contracts/financial-aid/model';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { admissionAcademicYear } from '../../academic-year';

/** The year's date columns, read as text (YYYY-MM-DD) so that no time zone shifts a day. */
export const AID_YEAR_DATE_COLUMNS = [
  sql<string>`opens_on::text`.as('opens_on'),
  sql<string>`recommended_by::text`.as('recommended_by'),
  sql<string>`closes_on::text`.as('closes_on'),
  sql<string>`appeal_closes_on::text`.as('appeal_closes_on'),
  sql<string>`semester_one_disbursement_on::text`.as('semester_one_disbursement_on'),
  sql<string>`semester_two_disbursement_on::text`.as('semester_two_disbursement_on'),
] as const;

interface AidYearDateRow {
  opens_on: string;
  recommended_by: string;
  closes_on: string;
  appeal_closes_on: string;
  semester_one_disbursement_on: string;
  semester_two_disbursement_on: string;
}

export const toAidYearDates = (academicYear: string, row: AidYearDateRow): AidYearDates => ({
  academicYear,
  opensOn: row.opens_on,
  recommendedBy: row.recommended_by,
  closesOn: row.closes_on,
  appealClosesOn: row.appeal_closes_on,
  semesterOneDisbursementOn: row.semester_one_disbursement_on,
  semesterTwoDisbursementOn: row.semester_two_disbursement_on,
});

/** The year's dates, or null when the office has not configured it. */
export async function aidYearDates(db: Db, academicYear: string): Promise<AidYearDates | null> {
  const row = await db.selectFrom('financial_aid_years').select(AID_YEAR_DATE_COLUMNS).where('academic_year', '=', academicYear).executeTakeFirst();
  return row ? toAidYearDates(academicYear, row) : null;
}

/** Applications open: opensOn ≤ today (Singapore) ≤ closesOn. */
export const applicationsOpen = (dates: AidYearDates | null, now: Date): boolean => {
  const today = singaporeDate(now);
  return !!dates && dates.opensOn <= today && today <= dates.closesOn;
};

/** Appeals and requests for review open: opensOn ≤ today (Singapore) ≤ appealClosesOn. */
export const appealsOpen = (dates: AidYearDates | null, now: Date): boolean => {
  const today = singaporeDate(now);
  return !!dates && dates.opensOn <= today && today <= dates.appealClosesOn;
};

/** GET /api/financial-aid/years/current: the intake year admissionAcademicYear(now). */
export async function currentAidYear(db: Db, now: Date): Promise<AidCurrentYear> {
  const dates = await aidYearDates(db, admissionAcademicYear(now));
  return { dates, open: applicationsOpen(dates, now), appealOpen: appealsOpen(dates, now) };
}
