/**
 * The office's side of appeals (spec 3, 4, 8) as data access: the appeals to review, taking the live
 * appeal up (UNDER_REVIEW: the applicant can no longer replace it) and recording its outcome (DECIDED;
 * an upheld appeal becomes an offer). Each step takes the application's appeal lock and lands with its
 * timeline event, staff audit and (for the outcome) e-mail in one transaction.
 */
import type { OfficeAppealListItem } from '@portal/contracts/admission/appeals';
import type { AppealOutcomeInput } from '@portal/contracts/schemas/admission/appeals';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import { recordStaffAction } from '../../staff/audit';
import { mailApplicant } from './appeal-mail';
import { lockApplicationAppeals, type AppealRow } from './appeals';
import { offerOnUpheldAppeal } from './outcome-store';
import { formRef, type OwnedApplication } from './owned-application';

/** Appeals in these statuses with their application and applicant, oldest sent first (at most 500). */
export async function listAppealsToReview(db: Db, statuses: string[]): Promise<OfficeAppealListItem[]> {
  const rows = await db
    .selectFrom('admission_appeals as appeal')
    .innerJoin('applications as app', 'app.id', 'appeal.application_id')
    .innerJoin('applicants as person', 'person.id', 'app.applicant_id')
    .select(['appeal.id', 'appeal.status', 'appeal.submitted_at', 'appeal.preferred_programme', 'app.application_number', 'person.full_name'])
    .where('appeal.status', 'in', statuses as Array<'SUBMITTED'>)
    .orderBy('appeal.submitted_at')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    applicationNumber: row.application_number,
    applicantName: row.full_name,
    status: row.status,
    submittedAt: new Date(row.submitted_at!).toISOString(),
    preferredProgramme: row.preferred_programme,
  }));
}

/** Marks the live (sent) appeal under review; 409 APPEAL_NOT_REVIEWABLE when there is none. */
export async function startAppealReview(db: Db, application: OwnedApplication, staffId: string, now: Date): Promise<AppealRow> {
  return db.transaction().execute(async (tx) => {
    await lockApplicationAppeals(tx, application.id);
    const updated = await tx
      .updateTable('admission_appeals')
      .set({ status: 'UNDER_REVIEW', review_started_by: staffId, review_started_at: now })
      .where('application_id', '=', application.id)
      .where('status', '=', 'SUBMITTED')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw problem(409, 'APPEAL_NOT_REVIEWABLE');
    await recordEvent(tx, formRef(application), { kind: 'APPEAL_UNDER_REVIEW', actor: 'OFFICE', at: now, staffId });
    await recordStaffAction(tx, { staffId, action: 'APPEAL_UNDER_REVIEW', targetKind: 'APPLICATION', targetId: application.applicationNumber, params: { appealId: updated.id }, at: now });
    return updated;
  });
}

export interface AppealDecision {
  application: OwnedApplication;
  input: AppealOutcomeInput;
  staffId: string;
  now: Date;
  /** The applicant's appeal page, for the e-mail. */
  link: string;
}

/**
 * Records the live appeal's outcome (sent or under review; else 409 APPEAL_NOT_REVIEWABLE); upheld
 * with a programme, it is released as an offer at once (offerOnUpheldAppeal).
 */
export async function decideAppeal(db: Db, { application, input, staffId, now, link }: AppealDecision): Promise<AppealRow> {
  return db.transaction().execute(async (tx) => {
    await lockApplicationAppeals(tx, application.id);
    const updated = await tx
      .updateTable('admission_appeals')
      .set({
        status: 'DECIDED',
        outcome: input.outcome as 'UPHELD' | 'DISMISSED',
        outcome_programme: input.programme || null,
        outcome_major: input.major || null,
        outcome_remarks: input.remarks,
        decided_by: staffId,
        decided_at: now,
      })
      .where('application_id', '=', application.id)
      .where('status', 'in', ['SUBMITTED', 'UNDER_REVIEW'])
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw problem(409, 'APPEAL_NOT_REVIEWABLE');
    await recordEvent(tx, formRef(application), { kind: 'APPEAL_DECIDED', actor: 'OFFICE', at: now, staffId, params: { outcome: input.outcome } });
    if (input.outcome === 'UPHELD' && input.programme) {
      await offerOnUpheldAppeal(tx, application, { programme: input.programme, major: input.major || null }, staffId, now);
    }
    await recordStaffAction(tx, { staffId, action: 'APPEAL_DECIDED', targetKind: 'APPLICATION', targetId: application.applicationNumber, params: { appealId: updated.id, outcome: input.outcome, programme: input.programme, major: input.major }, at: now });
    await mailApplicant(tx, {
      applicationId: application.id,
      kind: 'appealDecided',
      facts: { applicationNumber: application.applicationNumber, outcome: input.outcome as 'UPHELD' | 'DISMISSED', programme: input.programme, remarks: input.remarks },
      link,
      now,
    });
    return updated;
  });
}
