/**
 * Inserts a released admission outcome directly (recording and releasing outcomes is the outcomes
 * feature's; the appeal tests need one to appeal against). Recorded by the demo admissions officer.
 */
import type { Db } from '../../src/db/database';
import { DEMO } from '../../src/db/seed';

export async function insertReleasedOutcome(db: Db, applicationNumber: string, at: Date, decision: 'OFFERED' | 'UNSUCCESSFUL' = 'UNSUCCESSFUL'): Promise<void> {
  const officer = DEMO.staff.find((member) => member.role === 'ADMISSIONS')!;
  const staff = await db.selectFrom('staff_accounts').select('id').where('email', '=', officer.email).executeTakeFirstOrThrow();
  const application = await db.selectFrom('applications').select('id').where('application_number', '=', applicationNumber).executeTakeFirstOrThrow();
  await db
    .insertInto('admission_outcomes')
    .values({
      application_id: application.id,
      decision,
      programme: decision === 'OFFERED' ? 'CS' : null,
      reply_due_at: decision === 'OFFERED' ? new Date(at.getTime() + 14 * 86_400_000) : null,
      recorded_by: staff.id,
      recorded_at: at,
      released_by: staff.id,
      released_at: at,
    })
    .execute();
}
