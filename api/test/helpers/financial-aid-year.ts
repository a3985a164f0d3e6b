/**
 * Financial aid tests start from an academic year the office has configured: its dates (open today
 * unless a test says otherwise) and the demo schemes of the seed (DEMO.financialAidSchemes) — a
 * citizens-only government bursary, a donated bursary, a residential college bursary open to every
 * tier, and the two loans (90% / 10%).
 */
import { suggestedAidYearDates, type AidYearDates } from '../../../shared/contracts/src/financial-aid/model';
import type { Db } from '../../src/db/database';
import { demoAidSchemeRows } from '../../src/db/seed';

/** YYYY-MM-DD of a day relative to `now` (UTC calendar; tests keep clear of midnight edges by using whole weeks). */
export const dayFrom = (now: Date, days: number): string => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Dates open around `now`: opened a week ago, closing in four weeks, appeals for eight. */
export function openAidYearDates(academicYear: string, now: Date): AidYearDates {
  return {
    ...suggestedAidYearDates(academicYear),
    opensOn: dayFrom(now, -7),
    recommendedBy: dayFrom(now, 14),
    closesOn: dayFrom(now, 28),
    appealClosesOn: dayFrom(now, 56),
    semesterOneDisbursementOn: dayFrom(now, 60),
    semesterTwoDisbursementOn: dayFrom(now, 200),
  };
}

/** Configures the year's dates (open now unless given) and its schemes; returns the schemes' ids by code. */
export async function configureAidYear(db: Db, academicYear: string, now: Date, dates: AidYearDates = openAidYearDates(academicYear, now)): Promise<Record<string, string>> {
  await db
    .insertInto('financial_aid_years')
    .values({
      academic_year: academicYear,
      opens_on: dates.opensOn,
      recommended_by: dates.recommendedBy,
      closes_on: dates.closesOn,
      appeal_closes_on: dates.appealClosesOn,
      semester_one_disbursement_on: dates.semesterOneDisbursementOn,
      semester_two_disbursement_on: dates.semesterTwoDisbursementOn,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('academic_year').doUpdateSet({
        opens_on: dates.opensOn,
        recommended_by: dates.recommendedBy,
        closes_on: dates.closesOn,
        appeal_closes_on: dates.appealClosesOn,
        semester_one_disbursement_on: dates.semesterOneDisbursementOn,
        semester_two_disbursement_on: dates.semesterTwoDisbursementOn,
        updated_at: now,
      }),
    )
    .execute();
  const rows = await db
    .insertInto('financial_aid_schemes')
    .values(demoAidSchemeRows(academicYear, now))
    .onConflict((conflict) => conflict.columns(['academic_year', 'code']).doNothing())
    .returning(['id', 'code'])
    .execute();
  const all = await db.selectFrom('financial_aid_schemes').select(['id', 'code']).where('academic_year', '=', academicYear).execute();
  return Object.fromEntries([...rows, ...all].map((row) => [row.code, row.id]));
}

let serial = 0;

/**
 * A financial aid application made directly in the database the way the application form stores it
 * (branch fa-form-api), so the office, after-submission and guarantor tests need not fill the form:
 * SUBMITTED (or any later status) with a reference, a minimal frozen submission and its per-capita income.
 */
export async function insertAidApplication(
  db: Db,
  applicantId: string,
  academicYear: string,
  now: Date,
  fields: { status?: 'SUBMITTED' | 'AWARDED' | 'UNSUCCESSFUL' | 'ADDITIONAL_DOCUMENTS_REQUIRED'; perCapitaIncomeCents?: number; admissionApplicationId?: string | null } = {},
): Promise<{ id: string; reference: string }> {
  serial += 1;
  const reference = `FA-${academicYear.slice(0, 4)}-${String(900000 + serial)}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  const row = await db
    .insertInto('financial_aid_applications')
    .values({
      applicant_id: applicantId,
      academic_year: academicYear,
      status: fields.status ?? 'SUBMITTED',
      submitted_at: now,
      admission_application_id: fields.admissionApplicationId ?? null,
      reference,
      submission: JSON.stringify({ admissionApplicationNumber: null, sections: {}, documents: [] }),
      per_capita_income_cents: fields.perCapitaIncomeCents ?? 75_000,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, reference };
}
