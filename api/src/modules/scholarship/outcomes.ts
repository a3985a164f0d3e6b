/**
 * Scholarship outcomes: recorded by the Scholarships Office (replaced freely until released),
 * released one by one or in a batch (what makes them visible to the applicant), and an offer's final
 * reply. As with admission outcomes (admission/outcome-store.ts), every write is one conditional
 * statement, so two officers releasing together, or two tabs replying together, land exactly once.
 * The terms of an offer are copied from the scholarship when it is recorded: what the applicant
 * accepts does not change if the office later edits the scholarship.
 */
import { replyDueInstant, singaporeDate } from '@portal/contracts/singapore-calendar';
import type { Language } from '@portal/contracts/languages';
import type {
  ApplicantScholarshipOutcome,
  ScholarshipOfferResponse,
  ScholarshipOfferState,
  ScholarshipReleaseResult,
  ScholarshipResult,
  ScholarshipTerms,
  UnreleasedScholarshipOutcome,
} from '@portal/contracts/scholarship/award';
import type { RecordScholarshipOutcome, ScholarshipOfferReplyBody } from '@portal/contracts/schemas/scholarship/award';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import { sql, type Selectable } from 'kysely';
import type { ScholarshipsTable } from '../../db/schema';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { fieldProblem, problem } from '../../http/problems';
import { enqueueMail } from '../../mail/outbox';
import { recordStaffAction } from '../../staff/audit';
import { scholarshipOutcomeMail, scholarshipReplyMail } from './award-mail';
import { scholarshipForm, scholarshipRecipient, type ScholarshipApplicationRef } from './owned-scholarship';

/** The staff audit's target kind for a scholarship application (its id is the target id). */
export const AUDIT_TARGET = 'SCHOLARSHIP_APPLICATION';

/** The applicant-facing path of a scholarship application's outcome (e-mails link to it). */
export const scholarshipOutcomePath = (applicationId: string) => `/applicant/scholarship/applications/${applicationId}/outcome`;

export interface MailSettings {
  publicUrl: string;
  language: (stored: string | null) => Language;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A scholarship's terms as an offer freezes them. */
export function termsOf(scholarship: Selectable<ScholarshipsTable>): ScholarshipTerms {
  return {
    scholarshipId: scholarship.id,
    code: scholarship.code,
    academicYear: scholarship.academic_year,
    name: { 'en-GB': scholarship.name_en, 'zh-Hans': scholarship.name_zh },
    bondYears: scholarship.bond_years,
    livingAllowanceCents: scholarship.living_allowance_cents,
    tuitionCoveragePercent: scholarship.tuition_coverage_percent,
  };
}

export async function recordScholarshipOutcome(db: Db, application: ScholarshipApplicationRef, body: RecordScholarshipOutcome, staffId: string, now: Date): Promise<void> {
  if (application.status === 'DRAFT') throw problem(409, 'SCHOLARSHIP_APPLICATION_NOT_SUBMITTED');
  const offered = body.result === 'OFFERED';
  let terms: ScholarshipTerms | null = null;
  if (offered) {
    const scholarship = await db.selectFrom('scholarships').selectAll().where('id', '=', body.scholarshipId).executeTakeFirst();
    if (!scholarship || scholarship.academic_year !== application.academicYear) throw fieldProblem(400, 'SCHOLARSHIP_NOT_IN_YEAR', 'scholarshipId');
    terms = termsOf(scholarship);
  }
  const values = {
    result: body.result as ScholarshipResult,
    scholarship_id: terms?.scholarshipId ?? null,
    terms: terms ? JSON.stringify(terms) : null,
    reply_due_on: offered ? parseDisplayDate(body.replyDueDate) : null,
    remarks: body.remarks,
    recorded_by: staffId,
    recorded_at: now,
  };
  await db.transaction().execute(async (tx) => {
    // Replaces a recorded outcome only while it is unreleased: a released one is what the applicant saw.
    const written = await tx
      .insertInto('scholarship_outcomes')
      .values({ application_id: application.id, ...values })
      .onConflict((conflict) => conflict.column('application_id').doUpdateSet(values).where('scholarship_outcomes.released_at', 'is', null))
      .returning('application_id')
      .executeTakeFirst();
    if (!written) throw problem(409, 'SCHOLARSHIP_OUTCOME_ALREADY_RELEASED');
    await recordStaffAction(tx, {
      staffId,
      action: 'SCHOLARSHIP_OUTCOME_RECORDED',
      targetKind: AUDIT_TARGET,
      targetId: application.id,
      params: { result: body.result, ...(terms ? { scholarship: terms.code, replyDueDate: values.reply_due_on } : {}), ...(body.remarks ? { remarks: body.remarks } : {}) },
      at: now,
    });
  });
}

export async function listUnreleasedScholarshipOutcomes(db: Db): Promise<UnreleasedScholarshipOutcome[]> {
  const rows = await db
    .selectFrom('scholarship_outcomes as outcome')
    .innerJoin('scholarship_applications as app', 'app.id', 'outcome.application_id')
    .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
    .leftJoin('scholarships as scholarship', 'scholarship.id', 'outcome.scholarship_id')
    .select(['app.id', 'app.reference', 'applicant.full_name', 'outcome.result', 'scholarship.code', 'outcome.recorded_at', sql<string | null>`outcome.reply_due_on::text`.as('reply_due_on')])
    .where('outcome.released_at', 'is', null)
    .orderBy('outcome.recorded_at')
    .orderBy('app.id')
    .execute();
  return rows.map((row) => ({
    applicationId: row.id,
    reference: row.reference,
    applicantName: row.full_name,
    result: row.result,
    scholarshipCode: row.code,
    replyDueDate: row.reply_due_on,
    recordedAt: iso(row.recorded_at)!,
  }));
}

/**
 * Releases one application's recorded outcome, all or nothing: the outcome, the application's
 * status, the timeline, the staff audit and the e-mail land together. Releasing twice changes nothing.
 */
export async function releaseScholarshipOutcome(db: Db, applicationId: string, staff: { staffId: string }, now: Date, mail: MailSettings): Promise<ScholarshipReleaseResult> {
  return db.transaction().execute(async (tx) => {
    const application = await tx
      .selectFrom('scholarship_applications')
      .select(['id', 'applicant_id', 'reference'])
      .where('id', '=', applicationId)
      .where('status', '<>', 'DRAFT')
      .executeTakeFirst();
    if (!application) return 'NOT_FOUND';
    const released = await tx
      .updateTable('scholarship_outcomes')
      .set({ released_by: staff.staffId, released_at: now })
      .where('application_id', '=', application.id)
      .where('released_at', 'is', null)
      .returning(['result', 'terms', sql<string | null>`reply_due_on::text`.as('reply_due_on')])
      .executeTakeFirst();
    if (!released) {
      const exists = await tx.selectFrom('scholarship_outcomes').select('application_id').where('application_id', '=', application.id).executeTakeFirst();
      return exists ? 'ALREADY_RELEASED' : 'NOT_FOUND';
    }
    const offered = released.result === 'OFFERED';
    await tx
      .updateTable('scholarship_applications')
      .set({ status: offered ? 'AWARDED' : 'UNSUCCESSFUL', updated_at: now })
      .where('id', '=', application.id)
      .execute();
    const terms = released.terms as ScholarshipTerms | null;
    await recordEvent(tx, scholarshipForm(application.id), {
      kind: offered ? 'SCHOLARSHIP_OFFER_RELEASED' : 'SCHOLARSHIP_OUTCOME_UNSUCCESSFUL',
      actor: 'OFFICE',
      at: now,
      staffId: staff.staffId,
      params: terms ? { scholarship: terms.code } : {},
    });
    await recordStaffAction(tx, { staffId: staff.staffId, action: 'SCHOLARSHIP_OUTCOME_RELEASED', targetKind: AUDIT_TARGET, targetId: application.id, params: { result: released.result }, at: now });
    const recipient = await scholarshipRecipient(tx, application.id);
    const language = mail.language(recipient.language);
    const link = `${mail.publicUrl}${scholarshipOutcomePath(application.id)}`;
    const body = { ...recipient, link, scholarship: terms ? terms.name[language] : null, replyDueDate: released.reply_due_on };
    await enqueueMail(tx, scholarshipOutcomeMail(recipient.email, language, body), now);
    return 'RELEASED';
  });
}

export interface OutcomeRow {
  result: ScholarshipResult;
  terms: ScholarshipTerms | null;
  reply_due_on: string | null;
  remarks: string;
  recorded_at: Date;
  released_at: Date | null;
  response: ScholarshipOfferResponse | null;
  decline_reason: string | null;
  responded_at: Date | null;
}

/** The application's outcome row (released or not), or null. */
export async function outcomeRow(db: Db, applicationId: string): Promise<OutcomeRow | null> {
  const row = await db
    .selectFrom('scholarship_outcomes')
    .select(['result', 'terms', 'remarks', 'recorded_at', 'released_at', 'response', 'decline_reason', 'responded_at', sql<string | null>`reply_due_on::text`.as('reply_due_on')])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return row ? { ...row, terms: row.terms as ScholarshipTerms | null } : null;
}

/** An unanswered offer past its due date (Singapore calendar) is lapsed even before the scheduled job marks it. */
export const isPastReplyDue = (replyDueOn: string | null, now: Date) => replyDueOn !== null && singaporeDate(now) > replyDueOn;

export function offerState(row: OutcomeRow, now: Date): ScholarshipOfferState {
  if (row.response) return row.response;
  return isPastReplyDue(row.reply_due_on, now) ? 'LAPSED' : 'AWAITING_REPLY';
}

/** What the applicant sees once the outcome is released; 404 before (nothing is shown until then). */
export async function applicantScholarshipOutcome(db: Db, application: ScholarshipApplicationRef, now: Date): Promise<ApplicantScholarshipOutcome> {
  const row = await outcomeRow(db, application.id);
  if (!row || !row.released_at) throw problem(404, 'NOT_FOUND');
  const undertaking = await db.selectFrom('scholarship_undertakings').select('application_id').where('application_id', '=', application.id).executeTakeFirst();
  return {
    applicationId: application.id,
    reference: application.reference,
    result: row.result,
    releasedAt: iso(row.released_at)!,
    offer:
      row.result === 'OFFERED'
        ? {
            terms: row.terms!,
            replyDueDate: row.reply_due_on!,
            replyDueAt: replyDueInstant(row.reply_due_on!).toISOString(),
            state: offerState(row, now),
            respondedAt: iso(row.responded_at),
            declineReason: row.decline_reason,
            undertakingAccepted: Boolean(undertaking),
          }
        : null,
  };
}

/**
 * Stores the applicant's reply: final. The WHERE repeats every condition, so of two replies sent at
 * once only one is stored, and none after the due date even if the lapse job has not run yet.
 */
export async function replyToScholarshipOffer(db: Db, application: ScholarshipApplicationRef, body: ScholarshipOfferReplyBody, now: Date, mail: MailSettings): Promise<void> {
  const accepted = body.decision === 'ACCEPT';
  await db.transaction().execute(async (tx) => {
    const stored = await tx
      .updateTable('scholarship_outcomes')
      .set({ response: accepted ? 'ACCEPTED' : 'DECLINED', decline_reason: accepted ? null : body.declineReason, responded_at: now })
      .where('application_id', '=', application.id)
      .where('result', '=', 'OFFERED')
      .where('released_at', 'is not', null)
      .where('response', 'is', null)
      .where('reply_due_on', '>=', sql<string>`${singaporeDate(now)}::date`)
      .returning('application_id')
      .executeTakeFirst();
    if (!stored) {
      // Someone (another tab, the lapse) got there first, or there is no offer: say which.
      const row = await outcomeRow(tx, application.id);
      if (!row || !row.released_at || row.result !== 'OFFERED') throw problem(409, 'NO_SCHOLARSHIP_OFFER');
      throw problem(409, offerState(row, now) === 'LAPSED' ? 'SCHOLARSHIP_OFFER_LAPSED' : 'SCHOLARSHIP_OFFER_ALREADY_REPLIED');
    }
    await recordEvent(tx, scholarshipForm(application.id), {
      kind: accepted ? 'SCHOLARSHIP_OFFER_ACCEPTED' : 'SCHOLARSHIP_OFFER_DECLINED',
      actor: 'APPLICANT',
      at: now,
    });
    const recipient = await scholarshipRecipient(tx, application.id);
    const link = `${mail.publicUrl}${scholarshipOutcomePath(application.id)}`;
    await enqueueMail(tx, scholarshipReplyMail(recipient.email, mail.language(recipient.language), { ...recipient, link, accepted, at: now }), now);
  });
}
