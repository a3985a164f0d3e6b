/**
 * Data access for Update Actual Exam Result (spec 2, 5): the submitted snapshot the update starts
 * from, the application's results window and actual results (admission_actual_results), the
 * applicant's update, the office opening or closing the window (audited, on the timeline), and
 * which of a batch's numbers are submitted applications.
 */
import type { SubjectsAnswer } from '@portal/contracts/admission/after-submission';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import type { ResultsWindow } from '@portal/contracts/schemas/admission/results-window';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { recordStaffAction } from '../../staff/audit';
import type { Acknowledgement } from './results-enrolment-mail';
import { formRef, type OwnedApplication } from './owned-application';

export interface Snapshot {
  sections?: { education?: unknown; subjects?: SubjectsAnswer };
}

/** The application as submitted (the update's records and predicted results come from it). */
export async function submittedSnapshot(db: Db, application: OwnedApplication): Promise<Snapshot> {
  const row = await db.selectFrom('applications').select('submission').where('id', '=', application.id).executeTakeFirst();
  return (row?.submission ?? {}) as Snapshot;
}

/** The application's window and actual results, if the office ever opened the window. */
export async function findActualResults(db: Db, applicationId: string) {
  return db.selectFrom('admission_actual_results').selectAll().where('application_id', '=', applicationId).executeTakeFirst();
}

/** Only the window of the application (whether the applicant may give results now). */
export async function findResultsWindow(db: Db, applicationId: string) {
  return db.selectFrom('admission_actual_results').select(['window_open', 'window_closes_at']).where('application_id', '=', applicationId).executeTakeFirst();
}

/** Stores the applicant's actual results with the timeline event, in one transaction. */
export async function saveActualResults(db: Db, application: OwnedApplication, results: unknown, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('admission_actual_results')
      .set({ results: JSON.stringify(results), updated_at: now })
      .where('application_id', '=', application.id)
      .execute();
    await recordEvent(tx, formRef(application), { kind: 'ACTUAL_RESULTS_UPDATED', actor: 'APPLICANT', at: now });
  });
}

/** The end of the closing day in Singapore (UTC+8, no daylight saving). */
const endOfSingaporeDay = (isoDate: string) => new Date(`${isoDate}T23:59:59.999+08:00`);

/** Opens or closes the window (audited, on the timeline); the caller then tells the applicant by e-mail. */
export async function setResultsWindow(db: Db, application: OwnedApplication, window: ResultsWindow, staffId: string, now: Date): Promise<Acknowledgement> {
  const closesIso = window.closesOn ? parseDisplayDate(window.closesOn) : null;
  const closesAt = window.open && closesIso ? endOfSingaporeDay(closesIso) : null;
  await db.transaction().execute(async (tx) => {
    const values = { window_open: window.open, window_closes_at: closesAt, ...(window.open ? { window_opened_at: now } : {}) };
    await tx
      .insertInto('admission_actual_results')
      .values({ application_id: application.id, ...values })
      .onConflict((conflict) => conflict.column('application_id').doUpdateSet(values))
      .execute();
    const params = window.open ? { ...(closesIso ? { closesOn: closesIso } : {}) } : {};
    await recordEvent(tx, formRef(application), { kind: window.open ? 'RESULTS_WINDOW_OPENED' : 'RESULTS_WINDOW_CLOSED', actor: 'OFFICE', at: now, params, staffId });
    await recordStaffAction(tx, {
      staffId,
      action: window.open ? 'RESULTS_WINDOW_OPENED' : 'RESULTS_WINDOW_CLOSED',
      targetKind: 'APPLICATION',
      targetId: application.applicationNumber,
      params,
      at: now,
    });
  });
  return window.open ? { kind: 'windowOpened', closesOn: closesIso } : { kind: 'windowClosed' };
}

/** Those of the numbers that name a submitted application (a draft is not the office's to know). */
export async function findSubmittedApplicationNumbers(db: Db, applicationNumbers: string[]): Promise<string[]> {
  const rows = await db.selectFrom('applications').select('application_number').where('application_number', 'in', applicationNumbers).where('status', '<>', 'DRAFT').execute();
  return rows.map((row) => row.application_number);
}
