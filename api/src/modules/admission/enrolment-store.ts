/**
 * Data access for the RNS Confirmation of Enrolment (spec 2, 4, 9): the submitted confirmation
 * (admission_enrolments, one row per application), whether there is one, and storing it once with
 * its timeline event. The drafts of its sections are the long forms' (form kind ENROLMENT).
 */
import type { EnrolmentDecision } from '@portal/contracts/schemas/admission/enrolment';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { formRef, type OwnedApplication } from './owned-application';

/** The submitted confirmation, if there is one. */
export async function findEnrolment(db: Db, applicationId: string) {
  return db.selectFrom('admission_enrolments').select(['decision', 'answers', 'letter_due_on', 'submitted_at']).where('application_id', '=', applicationId).executeTakeFirst();
}

export async function hasConfirmedEnrolment(db: Db, applicationId: string): Promise<boolean> {
  const submitted = await db.selectFrom('admission_enrolments').select('application_id').where('application_id', '=', applicationId).executeTakeFirst();
  return submitted !== undefined;
}

export interface EnrolmentConfirmation {
  decision: EnrolmentDecision;
  /** Every section's answers, keyed by section. */
  answers: Record<string, unknown>;
  /** yyyy-mm-dd: when a deferment's or disruption's letter is due; null for the other decisions. */
  letterDueOn: string | null;
}

/** Stores the confirmation with its timeline event; false when one had been submitted already (nothing changes). */
export async function storeEnrolment(db: Db, application: OwnedApplication, { decision, answers, letterDueOn }: EnrolmentConfirmation, now: Date): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    // The primary key lets exactly one of two racing submissions through.
    const inserted = await tx
      .insertInto('admission_enrolments')
      .values({ application_id: application.id, decision, answers: JSON.stringify(answers), letter_due_on: letterDueOn, submitted_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .returning('application_id')
      .executeTakeFirst();
    if (!inserted) return false;
    await recordEvent(tx, formRef(application), { kind: 'ENROLMENT_CONFIRMED', actor: 'APPLICANT', at: now, params: { decision, ...(letterDueOn ? { letterDueOn } : {}) } });
    return true;
  });
}
