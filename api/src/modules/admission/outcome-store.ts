/**
 * Admission outcomes: recorded by the office (replaced freely until released), released one by one
 * or in a batch (what makes them visible to the applicant), an offer's final reply, and the offer
 * letter's facts found by its checksum. Every write is one conditional statement (`… WHERE
 * released_at IS NULL`, `… WHERE responded_at IS NULL`), so two officers releasing together, or two
 * tabs confirming a reply together, land exactly once on PostgreSQL's row locks as on PGlite's
 * single connection.
 */
import type { Citizenship } from '@portal/contracts/categories';
import { isAcceptance, type ApplicantOutcome, type OfferResponse, type OfficeOutcome, type ReleaseResult, type UnreleasedOutcome } from '@portal/contracts/admission/outcomes';
import { replyDueInstant, singaporeDate } from '@portal/contracts/singapore-calendar';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import type { OfferReplyBody, RecordOutcome } from '@portal/contracts/schemas/admission/outcome';
import { tuitionGrantTier, TUITION_GRANT_BOND_YEARS } from '@portal/contracts/schemas/admission/tuition-grant';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import { applicantToWrite } from '../../mail/applicant-name';
import { enqueueMail } from '../../mail/outbox';
import { recordStaffAction } from '../../staff/audit';
import { randomToken } from '../../security/tokens';
import { formRef, type OwnedApplication } from './owned-application';
import { offerReplyMail, outcomeReleasedMail } from './outcome-mail';
import type { Language } from '@portal/contracts/languages';

/** dd/mm/yyyy of a Singapore date (yyyy-mm-dd). */
const displayDate = (iso: string) => iso.split('-').reverse().join('/');
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The applicant-facing path of an application's outcome (e-mails link to it). */
export const outcomePath = (applicationNumber: string) => `/applicant/admission/applications/${applicationNumber}/outcome`;

export async function recordOutcome(db: Db, application: OwnedApplication, body: RecordOutcome, staffId: string, now: Date): Promise<void> {
  const offered = body.decision === 'OFFERED';
  const values = {
    decision: body.decision as 'OFFERED' | 'UNSUCCESSFUL',
    programme: offered ? body.programme : null,
    major: offered && body.major ? body.major : null,
    tuition_grant_eligible: offered && body.tuitionGrantEligible,
    schemes: JSON.stringify(offered ? body.schemes : []),
    reply_due_at: offered ? replyDueInstant(parseDisplayDate(body.replyDueDate)!) : null,
    recorded_by: staffId,
    recorded_at: now,
  };
  await db.transaction().execute(async (tx) => {
    // Replaces a recorded outcome only while it is unreleased: a released one is what the applicant saw.
    const written = await tx
      .insertInto('admission_outcomes')
      .values({ application_id: application.id, ...values })
      .onConflict((conflict) => conflict.column('application_id').doUpdateSet(values).where('admission_outcomes.released_at', 'is', null))
      .returning('application_id')
      .executeTakeFirst();
    if (!written) throw problem(409, 'OUTCOME_ALREADY_RELEASED');
    await recordStaffAction(tx, {
      staffId,
      action: 'OUTCOME_RECORDED',
      targetKind: 'APPLICATION',
      targetId: application.applicationNumber,
      params: { decision: body.decision, ...(offered ? { programme: body.programme, major: body.major, tuitionGrantEligible: body.tuitionGrantEligible, schemes: body.schemes, replyDueDate: body.replyDueDate } : {}) },
      at: now,
    });
  });
}

export async function officeOutcome(db: Db, application: OwnedApplication): Promise<OfficeOutcome> {
  const applicant = await db.selectFrom('applicants').select('full_name').where('id', '=', application.applicantId).executeTakeFirstOrThrow();
  const choices = await db.selectFrom('applications').select('programme_choices').where('id', '=', application.id).executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('admission_outcomes as outcome')
    .innerJoin('staff_accounts as recorder', 'recorder.id', 'outcome.recorded_by')
    .leftJoin('staff_accounts as releaser', 'releaser.id', 'outcome.released_by')
    .selectAll('outcome')
    .select(['recorder.full_name as recorded_by_name', 'releaser.full_name as released_by_name'])
    .where('outcome.application_id', '=', application.id)
    .executeTakeFirst();
  return {
    applicationNumber: application.applicationNumber,
    applicantName: applicant.full_name,
    citizenship: application.eligibility.citizenship,
    programmeChoices: [...choices.programme_choices].sort((a, b) => a.rank - b.rank),
    outcome: row
      ? {
          decision: row.decision,
          programme: row.programme,
          major: row.major,
          tuitionGrantEligible: row.tuition_grant_eligible,
          schemes: row.schemes as string[],
          replyDueDate: row.reply_due_at ? displayDate(singaporeDate(new Date(row.reply_due_at))) : null,
          replyDueAt: iso(row.reply_due_at),
          recordedAt: iso(row.recorded_at)!,
          recordedBy: row.recorded_by_name,
          releasedAt: iso(row.released_at),
          releasedBy: row.released_by_name,
          response: row.response as OfferResponse | null,
          respondedAt: iso(row.responded_at),
          lapsedAt: iso(row.lapsed_at),
        }
      : null,
  };
}

export async function listUnreleasedOutcomes(db: Db): Promise<UnreleasedOutcome[]> {
  const rows = await db
    .selectFrom('admission_outcomes as outcome')
    .innerJoin('applications as app', 'app.id', 'outcome.application_id')
    .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
    .select(['app.application_number', 'applicant.full_name', 'outcome.decision', 'outcome.programme', 'outcome.reply_due_at', 'outcome.recorded_at'])
    .where('outcome.released_at', 'is', null)
    .orderBy('outcome.recorded_at')
    .orderBy('app.application_number')
    .execute();
  return rows.map((row) => ({
    applicationNumber: row.application_number,
    applicantName: row.full_name,
    decision: row.decision,
    programme: row.programme,
    replyDueDate: row.reply_due_at ? displayDate(singaporeDate(new Date(row.reply_due_at))) : null,
    recordedAt: iso(row.recorded_at)!,
  }));
}

/**
 * Releases one application's recorded outcome, all or nothing: the outcome, the application's status,
 * the timeline, the staff audit and the e-mail land together. Releasing a released one changes nothing.
 */
export async function releaseOutcome(
  db: Db,
  applicationNumber: string,
  staff: { staffId: string },
  now: Date,
  mail: { publicUrl: string; language: (stored: string | null) => Language },
): Promise<ReleaseResult> {
  return db.transaction().execute(async (tx) => {
    const application = await tx
      .selectFrom('applications')
      .select(['id', 'applicant_id'])
      .where('application_number', '=', applicationNumber)
      .where('status', '<>', 'DRAFT')
      .executeTakeFirst();
    if (!application) return 'NOT_FOUND';
    const released = await tx
      .updateTable('admission_outcomes')
      .set((eb) => ({
        released_by: staff.staffId,
        released_at: now,
        // Only an offer has a letter; its checksum is the letter's unguessable name.
        letter_checksum: eb.case().when('decision', '=', 'OFFERED').then(randomToken()).else(null).end(),
      }))
      .where('application_id', '=', application.id)
      .where('released_at', 'is', null)
      .returning(['decision', 'programme', 'reply_due_at'])
      .executeTakeFirst();
    if (!released) {
      const exists = await tx.selectFrom('admission_outcomes').select('application_id').where('application_id', '=', application.id).executeTakeFirst();
      return exists ? 'ALREADY_RELEASED' : 'NOT_FOUND';
    }
    await tx
      .updateTable('applications')
      .set({ status: released.decision, offer_status: released.decision })
      .where('id', '=', application.id)
      .execute();
    const form = { kind: 'ADMISSION' as const, formId: application.id };
    await recordEvent(tx, form, { kind: released.decision === 'OFFERED' ? 'OFFER_RELEASED' : 'OUTCOME_UNSUCCESSFUL', actor: 'OFFICE', at: now, staffId: staff.staffId });
    await recordStaffAction(tx, { staffId: staff.staffId, action: 'OUTCOME_RELEASED', targetKind: 'APPLICATION', targetId: applicationNumber, params: { decision: released.decision }, at: now });
    const applicant = await applicantToWrite(tx, application.applicant_id);
    await enqueueMail(
      tx,
      outcomeReleasedMail(applicant.email, mail.language(applicant.language), {
        name: applicant.name,
        applicationNumber,
        decision: released.decision,
        programme: released.programme,
        replyDueAt: released.reply_due_at ? new Date(released.reply_due_at) : null,
        link: `${mail.publicUrl}${outcomePath(applicationNumber)}`,
      }),
      now,
    );
    return 'RELEASED';
  });
}

/** Days an applicant has to reply to an offer made by upholding their appeal (like a first offer's usual window). */
export const APPEAL_OFFER_REPLY_DAYS = 14;

/**
 * An upheld appeal is an offer: the application's outcome becomes an offer of the programme the
 * office named, released at once (the appeal's decision is what the applicant sees), with a fresh
 * letter and reply window; any earlier reply or lapse belonged to the outcome it replaces. The
 * tuition grant follows the earlier offer where there was one, else the applicant's citizenship.
 * Call inside the transaction that records the appeal's decision.
 */
export async function offerOnUpheldAppeal(
  tx: Db,
  application: OwnedApplication,
  offer: { programme: string; major: string | null },
  staffId: string,
  now: Date,
): Promise<void> {
  const previous = await tx.selectFrom('admission_outcomes').select(['decision', 'tuition_grant_eligible']).where('application_id', '=', application.id).executeTakeFirst();
  const eligibleByCitizenship = tuitionGrantTier(application.eligibility.citizenship as Citizenship) !== null;
  const values = {
    decision: 'OFFERED' as const,
    programme: offer.programme,
    major: offer.major,
    tuition_grant_eligible: previous?.decision === 'OFFERED' ? previous.tuition_grant_eligible : eligibleByCitizenship,
    schemes: JSON.stringify([]),
    reply_due_at: replyDueInstant(singaporeDate(new Date(now.getTime() + APPEAL_OFFER_REPLY_DAYS * 86_400_000))),
    recorded_by: staffId,
    recorded_at: now,
    released_by: staffId,
    released_at: now,
    response: null,
    responded_at: null,
    lapsed_at: null,
    letter_checksum: randomToken(),
  };
  await tx
    .insertInto('admission_outcomes')
    .values({ application_id: application.id, ...values })
    .onConflict((conflict) => conflict.column('application_id').doUpdateSet(values))
    .execute();
  await tx.updateTable('applications').set({ status: 'OFFERED', offer_status: 'OFFERED' }).where('id', '=', application.id).execute();
  await recordEvent(tx, formRef(application), { kind: 'OFFER_RELEASED', actor: 'OFFICE', at: now, staffId });
}

interface OutcomeRow {
  decision: 'OFFERED' | 'UNSUCCESSFUL';
  programme: string | null;
  major: string | null;
  tuition_grant_eligible: boolean;
  schemes: unknown[];
  reply_due_at: Date | null;
  released_at: Date | null;
  response: Record<string, unknown> | null;
  responded_at: Date | null;
  lapsed_at: Date | null;
  letter_checksum: string | null;
}

/** A released outcome of the application, or null (nothing is shown before release). */
async function releasedOutcome(db: Db, applicationId: string): Promise<OutcomeRow | null> {
  const row = await db
    .selectFrom('admission_outcomes')
    .select(['decision', 'programme', 'major', 'tuition_grant_eligible', 'schemes', 'reply_due_at', 'released_at', 'response', 'responded_at', 'lapsed_at', 'letter_checksum'])
    .where('application_id', '=', applicationId)
    .where('released_at', 'is not', null)
    .executeTakeFirst();
  return row ?? null;
}

/** An unanswered offer past its due date is lapsed even before the scheduled job has marked it. */
const isLapsed = (row: OutcomeRow, now: Date) => !row.responded_at && (row.lapsed_at !== null || (row.reply_due_at !== null && now.getTime() > new Date(row.reply_due_at).getTime()));

export async function applicantOutcome(db: Db, application: OwnedApplication, now: Date): Promise<ApplicantOutcome> {
  const row = await releasedOutcome(db, application.id);
  if (!row) return { outcome: null };
  const tier = tuitionGrantTier(application.eligibility.citizenship as Citizenship);
  return {
    outcome: {
      decision: row.decision,
      releasedAt: iso(row.released_at)!,
      offer:
        row.decision === 'OFFERED'
          ? {
              programme: row.programme!,
              major: row.major,
              tuitionGrantEligible: row.tuition_grant_eligible,
              tuitionGrantTier: tier,
              bondYears: tier === 'A' ? 0 : TUITION_GRANT_BOND_YEARS,
              schemes: row.schemes as string[],
              replyDueAt: iso(row.reply_due_at)!,
              state: row.responded_at ? 'REPLIED' : isLapsed(row, now) ? 'LAPSED' : 'AWAITING_REPLY',
              response: row.response as OfferResponse | null,
              respondedAt: iso(row.responded_at),
              letterChecksum: row.letter_checksum!,
            }
          : null,
    },
  };
}

/** The reply's rules need the offer: its grant eligibility, schemes and the applicant's citizenship. */
export async function openOffer(db: Db, application: OwnedApplication, now: Date): Promise<OutcomeRow> {
  const row = await releasedOutcome(db, application.id);
  if (!row || row.decision !== 'OFFERED') throw problem(409, 'NO_OFFER_TO_REPLY');
  if (row.responded_at) throw problem(409, 'OFFER_ALREADY_REPLIED');
  if (isLapsed(row, now)) throw problem(409, 'OFFER_LAPSED');
  return row;
}

/**
 * Stores the confirmed reply: final. The WHERE repeats every condition, so of two replies sent at
 * once only one is stored, and none after the due date even if the lapse job has not run yet.
 */
export async function replyToOffer(
  db: Db,
  application: OwnedApplication,
  body: OfferReplyBody,
  now: Date,
  mail: { publicUrl: string; language: (stored: string | null) => Language },
): Promise<void> {
  const accepted = isAcceptance(body.reply);
  const response: OfferResponse = {
    reply: body.reply as OfferResponse['reply'],
    schemes: accepted ? (body.schemes as OfferResponse['schemes']) : {},
    otherUniversityOffer: body.otherUniversityOffer as OfferResponse['otherUniversityOffer'],
    ...(body.reply === 'REJECT' ? { declineReason: body.declineReason } : {}),
    ...(body.reply === 'ACCEPT_WITH_GRANT' && body.bondAcknowledged ? { bondAcknowledged: true } : {}),
  };
  await db.transaction().execute(async (tx) => {
    const stored = await tx
      .updateTable('admission_outcomes')
      .set({ response: JSON.stringify(response), responded_at: now })
      .where('application_id', '=', application.id)
      .where('decision', '=', 'OFFERED')
      .where('released_at', 'is not', null)
      .where('responded_at', 'is', null)
      .where('lapsed_at', 'is', null)
      .where('reply_due_at', '>=', now)
      .returning('application_id')
      .executeTakeFirst();
    if (!stored) {
      // Someone (another tab, the lapse) got there first: say which.
      const row = await releasedOutcome(tx, application.id);
      throw problem(409, row?.responded_at ? 'OFFER_ALREADY_REPLIED' : row?.decision === 'OFFERED' ? 'OFFER_LAPSED' : 'NO_OFFER_TO_REPLY');
    }
    await tx
      .updateTable('applications')
      .set({ offer_status: accepted ? 'ACCEPTED' : 'DECLINED' })
      .where('id', '=', application.id)
      .execute();
    await recordEvent(tx, formRef(application), { kind: accepted ? 'OFFER_ACCEPTED' : 'OFFER_DECLINED', actor: 'APPLICANT', at: now, params: { reply: body.reply } });
    const applicant = await applicantToWrite(tx, application.applicantId);
    await enqueueMail(
      tx,
      offerReplyMail(applicant.email, mail.language(applicant.language), {
        name: applicant.name,
        applicationNumber: application.applicationNumber,
        reply: response.reply,
        acceptedSchemes: Object.entries(response.schemes)
          .filter(([, answer]) => answer === 'ACCEPT')
          .map(([code]) => code),
        at: now,
        link: `${mail.publicUrl}${outcomePath(application.applicationNumber)}`,
      }),
      now,
    );
  });
}

/**
 * The offer letter's facts, found by its checksum. Bound to the application: the checksum must name
 * a released offer of the signed-in applicant's (anything else finds nothing).
 */
export async function findOfferLetter(db: Db, applicantId: string, checksum: string) {
  return db
    .selectFrom('admission_outcomes as outcome')
    .innerJoin('applications as app', 'app.id', 'outcome.application_id')
    .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
    .select([
      'app.application_number',
      'applicant.full_name',
      'applicant.language',
      'outcome.programme',
      'outcome.major',
      'outcome.tuition_grant_eligible',
      'outcome.schemes',
      'outcome.reply_due_at',
      'outcome.released_at',
      'outcome.response',
    ])
    .where('outcome.letter_checksum', '=', checksum)
    .where('app.applicant_id', '=', applicantId)
    .where('outcome.decision', '=', 'OFFERED')
    .where('outcome.released_at', 'is not', null)
    .executeTakeFirst();
}
