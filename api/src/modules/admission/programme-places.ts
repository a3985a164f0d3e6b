/**
 * The places per programme the admissions office sets for an academic year (the dashboard draws
 * offers and replies against them): read, and replaced as a whole with the officer recorded in the
 * staff audit, in one transaction.
 */
import type { ProgrammePlaces, ProgrammePlacesInput } from '@portal/contracts/schemas/admission/programme-places';
import type { Db } from '../../db/database';
import { recordStaffAction } from '../../staff/audit';

export async function readProgrammePlaces(db: Db, academicYear: string): Promise<ProgrammePlaces> {
  const rows = await db.selectFrom('programme_places').select(['programme', 'places']).where('academic_year', '=', academicYear).orderBy('programme').execute();
  return { academicYear, places: Object.fromEntries(rows.map((row) => [row.programme, row.places])) };
}

/** Sets the year's places to exactly those given (a programme left empty has none set). */
export async function saveProgrammePlaces(db: Db, input: ProgrammePlacesInput, staffId: string, at: Date): Promise<void> {
  const given = Object.entries(input.places).filter(([, places]) => places !== '');
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('programme_places').where('academic_year', '=', input.academicYear).execute();
    if (given.length) {
      await tx
        .insertInto('programme_places')
        .values(given.map(([programme, places]) => ({ academic_year: input.academicYear, programme, places: Number(places), updated_by: staffId, updated_at: at })))
        .execute();
    }
    await recordStaffAction(tx, {
      staffId,
      action: 'PROGRAMME_PLACES_SET',
      targetKind: 'ACADEMIC_YEAR',
      targetId: input.academicYear,
      params: { places: Object.fromEntries(given.map(([programme, places]) => [programme, Number(places)])) },
      at,
    });
  });
}
