/**
 * Data access for the final cumulative GPA (spec 5, 9): what the applicant submitted, whether they
 * have, and storing it once (admission_final_gpa, one row per application) with its timeline event.
 */
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { formRef, type OwnedApplication } from './owned-application';

/** The submitted GPA and when, if it was. */
export async function findFinalGpa(db: Db, applicationId: string) {
  return db.selectFrom('admission_final_gpa').select(['gpa', 'submitted_at']).where('application_id', '=', applicationId).executeTakeFirst();
}

export async function hasSubmittedFinalGpa(db: Db, applicationId: string): Promise<boolean> {
  const submitted = await db.selectFrom('admission_final_gpa').select('application_id').where('application_id', '=', applicationId).executeTakeFirst();
  return submitted !== undefined;
}

/** Stores the GPA with its timeline event; false when it had been submitted already (nothing changes). */
export async function storeFinalGpa(db: Db, application: OwnedApplication, gpa: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    // The primary key lets one of two racing submissions through.
    const inserted = await tx
      .insertInto('admission_final_gpa')
      .values({ application_id: application.id, gpa, submitted_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .returning('application_id')
      .executeTakeFirst();
    if (!inserted) return false;
    await recordEvent(tx, formRef(application), { kind: 'FINAL_GPA_SUBMITTED', actor: 'APPLICANT', at: now, params: { gpa } });
    return true;
  });
}
