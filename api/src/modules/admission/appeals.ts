/**
 * Appeals of a released admission outcome (spec 3, 4, 8): the rules in one place.
 *
 * - An appeal is possible once the application's outcome is released (admission_outcomes.released_at).
 * - A new appeal REPLACES the live one while the office has not taken it up (SUBMITTED → REPLACED,
 *   kept for the record; only the latest is reviewed).
 * - The two messages of spec 8, and when each applies (the office's two steps):
 *   UNDER_REVIEW — the office has started processing the current appeal, no outcome yet:
 *     APPEAL_PROCESSED "You cannot submit another appeal as your current appeal has been processed."
 *   DECIDED — the office recorded the appeal's outcome:
 *     APPEAL_OUTCOME_EXISTS "Appeal submission is not allowed as there is already an Outcome for your appeal."
 */
import type { AppealBlock, AppealState, AppealSummary } from '@portal/contracts/admission/appeals';
import type { AppealInput } from '@portal/contracts/schemas/admission/appeals';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AdmissionAppealsTable } from '../../db/schema';
import { listDocuments, type FormOwner } from '../../files/documents';
import { problem } from '../../http/problems';

export type AppealRow = Selectable<AdmissionAppealsTable>;

const LIVE = ['SUBMITTED', 'UNDER_REVIEW', 'DECIDED'] as const;

export const appealDocumentOwner = (appealId: string, applicantId: string): FormOwner => ({ formKind: 'ADMISSION_APPEAL', formId: appealId, applicantId });

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export async function toAppealSummary(db: Db, row: AppealRow, applicantId: string): Promise<AppealSummary> {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    preferredProgramme: row.preferred_programme,
    preferredMajor: row.preferred_major,
    sdp: row.sdp,
    mdp: row.mdp,
    createdAt: iso(row.created_at)!,
    submittedAt: iso(row.submitted_at),
    replacedAt: iso(row.replaced_at),
    reviewStartedAt: iso(row.review_started_at),
    outcome: row.outcome,
    outcomeProgramme: row.outcome_programme,
    outcomeMajor: row.outcome_major,
    outcomeRemarks: row.outcome_remarks,
    decidedAt: iso(row.decided_at),
    documents: await listDocuments(db, appealDocumentOwner(row.id, applicantId)),
  };
}

export async function hasReleasedOutcome(db: Db, applicationId: string): Promise<boolean> {
  const row = await db.selectFrom('admission_outcomes').select('application_id').where('application_id', '=', applicationId).where('released_at', 'is not', null).executeTakeFirst();
  return row !== undefined;
}

export async function listAppeals(db: Db, applicationId: string): Promise<AppealRow[]> {
  return db.selectFrom('admission_appeals').selectAll().where('application_id', '=', applicationId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** Why a new appeal cannot be sent (null: it can). */
export function appealBlock(released: boolean, live: AppealRow | undefined): AppealBlock {
  if (!released) return 'APPEAL_NO_OUTCOME';
  if (live?.status === 'UNDER_REVIEW') return 'APPEAL_PROCESSED';
  if (live?.status === 'DECIDED') return 'APPEAL_OUTCOME_EXISTS';
  return null;
}

export async function appealState(db: Db, application: { id: string; applicantId: string; applicationNumber: string }): Promise<AppealState> {
  const [released, rows] = await Promise.all([hasReleasedOutcome(db, application.id), listAppeals(db, application.id)]);
  const live = rows.find((row) => (LIVE as readonly string[]).includes(row.status));
  const draft = rows.find((row) => row.status === 'DRAFT');
  const summary = (row: AppealRow) => toAppealSummary(db, row, application.applicantId);
  return {
    applicationNumber: application.applicationNumber,
    block: appealBlock(released, live),
    current: live ? await summary(live) : null,
    draft: draft ? await summary(draft) : null,
    history: await Promise.all(rows.filter((row) => row.status === 'REPLACED').map(summary)),
  };
}

/** Serialises appeal changes of one application (two tabs sending at once, the office deciding meanwhile). */
export async function lockApplicationAppeals(tx: Db, applicationId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`admission_appeals:${applicationId}`}))`.execute(tx);
}

/** The applicant's draft (where documents are attached before sending), made when first needed. */
export async function ensureDraft(db: Db, applicationId: string, now: Date): Promise<AppealRow> {
  return db.transaction().execute(async (tx) => {
    await lockApplicationAppeals(tx, applicationId);
    const existing = await tx.selectFrom('admission_appeals').selectAll().where('application_id', '=', applicationId).where('status', '=', 'DRAFT').executeTakeFirst();
    if (existing) return existing;
    return tx.insertInto('admission_appeals').values({ application_id: applicationId, status: 'DRAFT', created_at: now }).returningAll().executeTakeFirstOrThrow();
  });
}

/**
 * Sends the appeal: the draft (with its documents) becomes the live appeal and the previous live one,
 * if the office has not taken it up, is REPLACED. Refused with the spec's messages otherwise.
 */
export async function submitAppeal(
  db: Db,
  applicationId: string,
  input: AppealInput,
  now: Date,
  /** Runs in the same transaction (timeline, e-mail): all land together or not at all. */
  after: (tx: Db, result: { appeal: AppealRow; replaced: AppealRow | null }) => Promise<void>,
): Promise<{ appeal: AppealRow; replaced: AppealRow | null }> {
  return db.transaction().execute(async (tx) => {
    await lockApplicationAppeals(tx, applicationId);
    const rows = await listAppeals(tx, applicationId);
    const live = rows.find((row) => (LIVE as readonly string[]).includes(row.status));
    const block = appealBlock(await hasReleasedOutcome(tx, applicationId), live);
    if (block) throw problem(409, block);
    let replaced: AppealRow | null = null;
    if (live) {
      replaced = await tx.updateTable('admission_appeals').set({ status: 'REPLACED', replaced_at: now }).where('id', '=', live.id).returningAll().executeTakeFirstOrThrow();
    }
    const values = {
      status: 'SUBMITTED' as const,
      reason: input.reason,
      preferred_programme: input.preferredProgramme,
      preferred_major: input.preferredMajor || null,
      sdp: input.sdp,
      mdp: input.mdp,
      submitted_at: now,
    };
    const draft = rows.find((row) => row.status === 'DRAFT');
    const appeal = draft
      ? await tx.updateTable('admission_appeals').set(values).where('id', '=', draft.id).returningAll().executeTakeFirstOrThrow()
      : await tx.insertInto('admission_appeals').values({ ...values, application_id: applicationId, created_at: now }).returningAll().executeTakeFirstOrThrow();
    await after(tx, { appeal, replaced });
    return { appeal, replaced };
  });
}
