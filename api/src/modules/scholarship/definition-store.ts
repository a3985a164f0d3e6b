/**
 * Defining and changing the Scholarships Office's scholarships: each write and its staff audit
 * record in one transaction; a change of a scholarship's dates is also noted, in the same
 * transaction, on the timeline of each application that chose it.
 */
import type { ScholarshipDefinitionInput } from '@portal/contracts/schemas/scholarship/office';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { recordStaffAction } from '../../staff/audit';
import { definitionColumns } from './office-store';

/** What an audit record keeps of a definition: everything but the long descriptions. */
const auditParams = (input: ScholarshipDefinitionInput) => ({
  academicYear: input.academicYear,
  code: input.code,
  nameEn: input.name['en-GB'],
  bondYears: input.bondYears,
  livingAllowanceCents: input.livingAllowanceCents,
  tuitionCoveragePercent: input.tuitionCoveragePercent,
  citizenships: input.citizenships,
  programmes: input.programmes,
  opensAt: input.opensAt,
  closesAt: input.closesAt,
});

/** Defines a scholarship and answers its id; a code already used in the year fails with PostgreSQL's unique violation (23505). */
export async function defineScholarship(db: Db, input: ScholarshipDefinitionInput, staffId: string, now: Date): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const created = await tx
      .insertInto('scholarships')
      .values({ academic_year: input.academicYear, code: input.code, ...definitionColumns(input), created_by: staffId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordStaffAction(tx, { staffId, action: 'SCHOLARSHIP_DEFINED', targetKind: 'SCHOLARSHIP', targetId: created.id, params: auditParams(input), at: now });
    return created.id;
  });
}

export interface ScholarshipCodeAndDates {
  academic_year: string;
  code: string;
  opens_at: Date;
  closes_at: Date;
}

/** What a change is checked against: the scholarship's code and academic year, and its dates. */
export async function readScholarshipCodeAndDates(db: Db, id: string): Promise<ScholarshipCodeAndDates | undefined> {
  return db.selectFrom('scholarships').select(['academic_year', 'code', 'opens_at', 'closes_at']).where('id', '=', id).executeTakeFirst();
}

/** Changes a scholarship, as read before (`current`: its dates tell whether they change); new dates are noted on the timeline of each application that chose it. */
export async function changeScholarship(db: Db, id: string, current: ScholarshipCodeAndDates, input: ScholarshipDefinitionInput, staffId: string, now: Date): Promise<void> {
  const columns = definitionColumns(input);
  const datesChanged = columns.opens_at.getTime() !== current.opens_at.getTime() || columns.closes_at.getTime() !== current.closes_at.getTime();
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('scholarships').set({ ...columns, updated_by: staffId, updated_at: now }).where('id', '=', id).execute();
    await recordStaffAction(tx, { staffId, action: 'SCHOLARSHIP_CHANGED', targetKind: 'SCHOLARSHIP', targetId: id, params: auditParams(input), at: now });
    if (!datesChanged) return;
    const chosenBy = await tx
      .selectFrom('scholarship_applications')
      .select('id')
      .where('academic_year', '=', input.academicYear)
      .where(sql<boolean>`choices @> ${JSON.stringify([input.code])}::jsonb`)
      .execute();
    for (const { id: formId } of chosenBy) {
      await recordEvent(tx, { kind: 'SCHOLARSHIP', formId }, {
        kind: 'SCHOLARSHIP_DATES_CHANGED',
        actor: 'OFFICE',
        staffId,
        at: now,
        params: { code: input.code, opensAt: columns.opens_at.toISOString(), closesAt: columns.closes_at.toISOString() },
      });
    }
  });
}
