/**
 * What the Office of Financial Aid sets up for an academic year: the year's dates, and the aid
 * schemes it defines, changes and deactivates. Each write and its staff audit record are one
 * transaction.
 */
import type { AidSchemeCategory } from '@portal/contracts/financial-aid/model';
import type { AidSchemeInput, AidYearDatesInput } from '@portal/contracts/schemas/financial-aid/office';
import type { Db } from '../../db/database';
import { recordStaffAction } from '../../staff/audit';
import { schemeColumns } from './office-store';

/** What an audit record keeps of a scheme: everything but the descriptions. */
const schemeAudit = (input: AidSchemeInput) => ({
  academicYear: input.academicYear,
  code: input.code,
  category: input.category,
  nameEn: input.name['en-GB'],
  tiers: input.tiers,
  maxPerCapitaIncomeCents: input.maxPerCapitaIncomeCents ?? null,
  annualAmountCents: input.annualAmountCents ?? null,
  maxPercent: input.maxPercent ?? null,
});

/** Saves the year's dates (YYYY-MM-DD), the first time or again. */
export async function saveAidYearDates(db: Db, academicYear: string, input: AidYearDatesInput, staffId: string, now: Date): Promise<void> {
  const columns = {
    opens_on: input.opensOn,
    recommended_by: input.recommendedBy,
    closes_on: input.closesOn,
    appeal_closes_on: input.appealClosesOn,
    semester_one_disbursement_on: input.semesterOneDisbursementOn,
    semester_two_disbursement_on: input.semesterTwoDisbursementOn,
    updated_by: staffId,
    updated_at: now,
  };
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('financial_aid_years')
      .values({ academic_year: academicYear, ...columns })
      .onConflict((conflict) => conflict.column('academic_year').doUpdateSet(columns))
      .execute();
    await recordStaffAction(tx, { staffId, action: 'AID_YEAR_DATES_SAVED', targetKind: 'FINANCIAL_AID_YEAR', targetId: academicYear, params: { ...input }, at: now });
  });
}

/** Defines an aid scheme and answers its id; a code already used in the year fails with PostgreSQL's unique violation (23505). */
export async function defineAidScheme(db: Db, input: AidSchemeInput, staffId: string, now: Date): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const created = await tx
      .insertInto('financial_aid_schemes')
      .values({ academic_year: input.academicYear, code: input.code, category: input.category as AidSchemeCategory, ...schemeColumns(input), created_by: staffId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordStaffAction(tx, { staffId, action: 'AID_SCHEME_DEFINED', targetKind: 'FINANCIAL_AID_SCHEME', targetId: created.id, params: schemeAudit(input), at: now });
    return created.id;
  });
}

/** Changes an aid scheme's definition (its code, year and category stay: the caller has checked them). */
export async function changeAidScheme(db: Db, schemeId: string, input: AidSchemeInput, staffId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('financial_aid_schemes').set({ ...schemeColumns(input), updated_by: staffId, updated_at: now }).where('id', '=', schemeId).execute();
    await recordStaffAction(tx, { staffId, action: 'AID_SCHEME_CHANGED', targetKind: 'FINANCIAL_AID_SCHEME', targetId: schemeId, params: schemeAudit(input), at: now });
  });
}

/** Deactivates an aid scheme (the caller has checked that it is active). */
export async function deactivateAidScheme(db: Db, scheme: { id: string; code: string; academic_year: string }, staffId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('financial_aid_schemes').set({ active: false, updated_by: staffId, updated_at: now }).where('id', '=', scheme.id).execute();
    await recordStaffAction(tx, { staffId, action: 'AID_SCHEME_DEACTIVATED', targetKind: 'FINANCIAL_AID_SCHEME', targetId: scheme.id, params: { code: scheme.code, academicYear: scheme.academic_year }, at: now });
  });
}
