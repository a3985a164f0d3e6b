/**
 * The government tuition grant's two sureties (issue 34; contract:
 * shared/contracts/src/admission/tuition-grant-sureties.ts). Open once the offer was accepted with the
 * grant; saving a surety (checked with the shared schema, whose age rule is the shared surety rules'
 * TUITION_GRANT variant) e-mails them a fresh single-use link (the third-party mechanism,
 * api/src/third-party; this kind's definition is tuition-grant-surety-link.ts). The applicant and the
 * office see each surety's state; the dashboard asks for them until both have confirmed, by the reply
 * due date.
 */
import type { ActionItem } from '@portal/contracts/api';
import {
  TUITION_GRANT_SURETY_POSITIONS,
  TUITION_GRANT_SURETY_REPLY_DAYS,
  type TuitionGrantSuretiesView,
  type TuitionGrantSuretyDetails,
  type TuitionGrantSuretyPosition,
  type TuitionGrantSuretyStatus,
  type TuitionGrantSuretyView,
} from '@portal/contracts/admission/tuition-grant-sureties';
import { displayDay } from '@portal/contracts/entrance-exams';
import type { Language } from '@portal/contracts/languages';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { awardYear } from '@portal/contracts/surety-rules';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import type { MailSettings } from '../../third-party/confirmation-kind';
import { issueConfirmationLink, mailConfirmationLink } from '../../third-party/links';
import { nomineeState, type NomineeRow } from '../../third-party/nominee-state';
import { formRef, type OwnedApplication } from './owned-application';
import { tuitionGrantSuretyLink } from './tuition-grant-surety-link';
import { tuitionGrantSuretiesPath, tuitionGrantSuretyInvitationMail } from './tuition-grant-surety-mail';

type SuretyRow = NomineeRow<TuitionGrantSuretyStatus> & { position: number; details: Record<string, unknown>; signature_name: string | null };

type Application = Pick<OwnedApplication, 'id' | 'applicationNumber' | 'academicYear'>;

const DAY_MS = 86_400_000;
/** The day (Singapore, yyyy-mm-dd) by which both sureties should confirm. */
export const replyDueDate = (acceptedAt: Date) => singaporeDate(new Date(new Date(acceptedAt).getTime() + TUITION_GRANT_SURETY_REPLY_DAYS * DAY_MS));

/** When the offer was accepted with the grant; undefined when it was not. */
async function grantAcceptedAt(db: Db, applicationId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('admission_outcomes')
    .select('responded_at')
    .where('application_id', '=', applicationId)
    .where(sql<boolean>`response->>'reply' = 'ACCEPT_WITH_GRANT'`)
    .executeTakeFirst();
  return row?.responded_at ?? undefined;
}

/** Sureties are named once the offer is accepted with the grant: 409 TUITION_GRANT_SURETIES_NOT_AVAILABLE before. */
async function assertOpen(db: Db, application: Application): Promise<Date> {
  const acceptedAt = await grantAcceptedAt(db, application.id);
  if (!acceptedAt) throw problem(409, 'TUITION_GRANT_SURETIES_NOT_AVAILABLE');
  return acceptedAt;
}

async function suretyRows(db: Db, applicationId: string): Promise<SuretyRow[]> {
  return db
    .selectFrom('tuition_grant_sureties')
    .select(['position', 'details', 'status', 'invited_at', 'token_expires_at', 'confirmed_at', 'signature_name'])
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .execute();
}

type WithSignature = TuitionGrantSuretyView & { signatureName: string | null };

function view(application: Application, acceptedAt: Date, rows: SuretyRow[]): TuitionGrantSuretiesView & { sureties: WithSignature[] } {
  return {
    applicationNumber: application.applicationNumber,
    awardYear: awardYear(application.academicYear),
    replyDueDate: replyDueDate(acceptedAt),
    sureties: TUITION_GRANT_SURETY_POSITIONS.map((position) => {
      const row = rows.find((candidate) => candidate.position === position);
      return {
        position,
        ...nomineeState(row),
        details: (row?.details as TuitionGrantSuretyDetails | undefined) ?? null,
        signatureName: row?.signature_name ?? null,
      };
    }),
  };
}

/** The applicant's view: both positions with their state (never the link, nor the signed name). */
export async function tuitionGrantSureties(db: Db, application: Application): Promise<TuitionGrantSuretiesView> {
  const acceptedAt = await assertOpen(db, application);
  const whole = view(application, acceptedAt, await suretyRows(db, application.id));
  return { ...whole, sureties: whole.sureties.map(({ signatureName: _signature, ...surety }: WithSignature): TuitionGrantSuretyView => surety) };
}

/** The office's view, with the name each confirmed surety signed; null when the offer was not accepted with the grant. */
export async function officeTuitionGrantSureties(db: Db, application: Application): Promise<ReturnType<typeof view> | null> {
  const acceptedAt = await grantAcceptedAt(db, application.id);
  return acceptedAt ? view(application, acceptedAt, await suretyRows(db, application.id)) : null;
}

/**
 * Saves a surety's details and e-mails them a fresh single-use link (an earlier link stops working,
 * as its hash is replaced). A confirmed surety cannot change: 409 TUITION_GRANT_SURETY_CONFIRMED.
 */
export async function saveAndInviteSurety(
  db: Db,
  application: Application & Pick<OwnedApplication, 'applicantId'>,
  position: TuitionGrantSuretyPosition,
  details: TuitionGrantSuretyDetails,
  now: Date,
  mail: MailSettings,
): Promise<void> {
  await assertOpen(db, application);
  const applicant = await db.selectFrom('applicants').select(['full_name', 'language']).where('id', '=', application.applicantId).executeTakeFirstOrThrow();
  const { tokenHash, expiresAt, url } = issueConfirmationLink(tuitionGrantSuretyLink, now, mail.publicUrl);
  await db.transaction().execute(async (tx) => {
    const values = { details: JSON.stringify(details), status: 'INVITED' as const, token_hash: tokenHash, token_expires_at: expiresAt, invited_at: now, updated_at: now };
    const saved = await tx
      .insertInto('tuition_grant_sureties')
      .values({ application_id: application.id, position, created_at: now, ...values })
      .onConflict((conflict) => conflict.columns(['application_id', 'position']).doUpdateSet(values).where('tuition_grant_sureties.status', '<>', 'CONFIRMED'))
      .returning('id')
      .executeTakeFirst();
    if (!saved) throw problem(409, 'TUITION_GRANT_SURETY_CONFIRMED');
    await recordEvent(tx, formRef(application), { kind: 'GRANT_SURETY_INVITED', actor: 'APPLICANT', at: now, params: { position, name: details.fullName } });
    // The surety's language is unknown: the e-mail is worded in the applicant's, who knows them.
    const language: Language = mail.language(applicant.language);
    const invitation = tuitionGrantSuretyInvitationMail(details.email, language, {
      suretyName: details.fullName,
      applicantName: applicant.full_name,
      applicationNumber: application.applicationNumber,
      link: url,
      validUntil: expiresAt,
    });
    await mailConfirmationLink(tx, tuitionGrantSuretyLink, invitation, now);
  });
}

/**
 * The offers accepted with the grant whose two sureties have not both confirmed: the dashboard's item
 * and the e-mailed reminders (tuition-grant-surety-reminders.ts) ask about the same ones.
 */
export async function awaitingSureties(db: Db, only: { applicantId?: string; acceptedAfter?: Date } = {}) {
  const confirmed = sql<number>`(SELECT count(*)::int FROM tuition_grant_sureties AS surety WHERE surety.application_id = app.id AND surety.status = 'CONFIRMED')`;
  let query = db
    .selectFrom('admission_outcomes as outcome')
    .innerJoin('applications as app', 'app.id', 'outcome.application_id')
    .select(['app.id', 'app.application_number', 'app.applicant_id', 'outcome.responded_at', confirmed.as('confirmed')])
    .where(sql<boolean>`outcome.response->>'reply' = 'ACCEPT_WITH_GRANT'`)
    .where('outcome.responded_at', 'is not', null)
    .where(sql<boolean>`${confirmed} < 2`);
  if (only.applicantId) query = query.where('app.applicant_id', '=', only.applicantId);
  if (only.acceptedAfter) query = query.where('outcome.responded_at', '>', only.acceptedAfter);
  return query.execute();
}

/**
 * The dashboard's item: name the sureties (and see them confirm) while fewer than two have
 * confirmed. Nothing lapses at the reply due date, so the item stays past it (the e-mailed reminders,
 * a week and a day before it, stop at it).
 */
export async function tuitionGrantSuretyItems(db: Db, applicantId: string): Promise<ActionItem[]> {
  const rows = await awaitingSureties(db, { applicantId });
  return rows.flatMap((row): ActionItem[] => {
    const dueDate = replyDueDate(row.responded_at!);
    return [
      {
        id: `tuition-grant-sureties-${row.application_number}`,
        kind: 'TUITION_GRANT_SURETIES',
        title: 'Name your two sureties for the tuition grant',
        description: `You accepted the offer for application ${row.application_number} with the tuition grant. Please name two sureties; both should confirm by ${displayDay(dueDate)}.`,
        applicationNumber: row.application_number,
        dueDate,
        href: tuitionGrantSuretiesPath(row.application_number),
      },
    ];
  });
}
