/**
 * Data access for an applicant's admission applications: the list with their application-fee
 * status, and the changes the application routes make to one (its first PIN, its category, its
 * programme choices, deleting a draft).
 */
import type { AdmissionApplicationSummary, FeeStatus } from '@portal/contracts/api';
import type { StartApplication } from '@portal/contracts/schemas/admission/start';
import type { SystemId } from '@portal/contracts/systems';
import type { Db } from '../../db/database';
import { deleteSections } from '../../forms/section-store';
import { recordEvent } from '../../forms/timeline';
import { toIso } from '../../http/list-route';
import { formRef, type OwnedApplication } from './owned-application';

export async function listAdmissionApplications(db: Db, applicantId: string): Promise<AdmissionApplicationSummary[]> {
  const rows = await db
    .selectFrom('applications as app')
    .leftJoin('fees as fee', (join) =>
      join.onRef('fee.application_id', '=', 'app.id').on('fee.kind', '=', 'APPLICATION_FEE'),
    )
    .select([
      'app.application_number',
      'app.system',
      'app.category',
      'app.academic_year',
      'app.status',
      'app.offer_status',
      'app.submitted_at',
      'app.programme_choices',
      'fee.status as fee_status',
    ])
    .where('app.applicant_id', '=', applicantId)
    .orderBy('app.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    applicationNumber: row.application_number,
    system: row.system as SystemId,
    category: row.category,
    academicYear: row.academic_year,
    status: row.status,
    offerStatus: row.offer_status,
    // No fee row means no application fee is charged for this application.
    feeStatus: (row.fee_status ?? 'WAIVED') as FeeStatus,
    submittedAt: toIso(row.submitted_at),
    programmeChoices: [...row.programme_choices].sort((a, b) => a.rank - b.rank),
  }));
}

/** Sets the application's first PIN; false when it has one already (later changes go through PIN reset). */
export async function setFirstPin(db: Db, applicationId: string, pinHash: string): Promise<boolean> {
  // Only the first PIN is set here: "WHERE pin_hash IS NULL" lets one of two racing tabs through.
  const result = await db.updateTable('applications').set({ pin_hash: pinHash }).where('id', '=', applicationId).where('pin_hash', 'is', null).executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

/** Changes a draft's category and eligibility answers, clearing its programme choices and sections, with the timeline event; one transaction. */
export async function changeCategory(db: Db, application: OwnedApplication, body: StartApplication, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('applications')
      .set({ category: body.category, eligibility: JSON.stringify(body.eligibility), programme_choices: '[]' })
      .where('id', '=', application.id)
      .execute();
    // Spec 4: changing the category resets the form data (documents stay: they are still the applicant's).
    await deleteSections(tx, formRef(application));
    await recordEvent(tx, formRef(application), { kind: 'CATEGORY_CHANGED', actor: 'APPLICANT', at: now, params: { category: body.category } });
  });
}

/** Deletes the application while it is a draft (run in the draft deletion's transaction). */
export async function deleteDraftApplication(tx: Db, applicationId: string) {
  return tx.deleteFrom('applications').where('id', '=', applicationId).where('status', '=', 'DRAFT').execute();
}

/** Copies the ranked programme choices onto the application row. */
export async function saveProgrammeChoices(db: Db, applicationId: string, choices: Array<{ rank: number; programme: string }>): Promise<void> {
  await db.updateTable('applications').set({ programme_choices: JSON.stringify(choices) }).where('id', '=', applicationId).execute();
}
