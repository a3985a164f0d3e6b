/**
 * Data access for interview and test invitations (issue 10): an application's invitations with
 * their offered slots, the slots still free to offer, inviting (new and existing slots, the
 * timeline, the staff audit and the e-mail in one transaction) and the applicant's choice of a slot
 * (taken once, by the first who chooses it).
 */
import type { InterviewInvitation, InterviewSlot } from '@portal/contracts/admission/appeals';
import type { InterviewInvitationInput } from '@portal/contracts/schemas/admission/appeals';
import type { Language } from '@portal/contracts/languages';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { problem } from '../../http/problems';
import { recordStaffAction } from '../../staff/audit';
import { mailApplicant, type OfferedTime } from './appeal-mail';
import { formRef, type OwnedApplication } from './owned-application';

type SlotRow = { id: string; kind: 'INTERVIEW' | 'TEST'; starts_at: Date; duration_minutes: number; place_en: string | null; place_zh: string | null; video_link: string | null; taken_by_invitation: string | null };

// Both or neither (the table's check): a place in one language only would leave a reader without it.
const placeOf = (row: Pick<SlotRow, 'place_en' | 'place_zh'>): InterviewSlot['place'] =>
  row.place_en !== null && row.place_zh !== null ? { 'en-GB': row.place_en, 'zh-Hans': row.place_zh } : null;

const toSlot = (row: SlotRow): InterviewSlot => ({
  id: row.id,
  kind: row.kind,
  startsAt: new Date(row.starts_at).toISOString(),
  durationMinutes: row.duration_minutes,
  place: placeOf(row),
  videoLink: row.video_link,
  taken: row.taken_by_invitation !== null,
});

/** The application's invitations, newest first, each with its offered slots (earliest first). */
export async function listInvitations(db: Db, applicationId: string): Promise<InterviewInvitation[]> {
  const invitations = await db.selectFrom('interview_invitations').selectAll().where('application_id', '=', applicationId).orderBy('invited_at', 'desc').orderBy('id').execute();
  if (invitations.length === 0) return [];
  const slots = await db
    .selectFrom('interview_invitation_slots as offered')
    .innerJoin('interview_slots as slot', 'slot.id', 'offered.slot_id')
    .select(['offered.invitation_id', 'slot.id', 'slot.kind', 'slot.starts_at', 'slot.duration_minutes', 'slot.place_en', 'slot.place_zh', 'slot.video_link', 'slot.taken_by_invitation'])
    .where('offered.invitation_id', 'in', invitations.map((invitation) => invitation.id))
    .orderBy('slot.starts_at')
    .execute();
  return invitations.map((invitation) => ({
    id: invitation.id,
    kind: invitation.kind,
    message: invitation.message,
    invitedAt: new Date(invitation.invited_at).toISOString(),
    slots: slots.filter((slot) => slot.invitation_id === invitation.id).map(toSlot),
    chosenSlotId: invitation.chosen_slot_id,
    chosenAt: invitation.chosen_at ? new Date(invitation.chosen_at).toISOString() : null,
  }));
}

/** Slots not taken yet and still ahead of now, earliest first (at most 200). */
export async function listOpenSlots(db: Db, now: Date): Promise<InterviewSlot[]> {
  const rows = await db
    .selectFrom('interview_slots')
    .select(['id', 'kind', 'starts_at', 'duration_minutes', 'place_en', 'place_zh', 'video_link', 'taken_by_invitation'])
    .where('taken_by_invitation', 'is', null)
    .where('starts_at', '>', now)
    .orderBy('starts_at')
    .limit(200)
    .execute();
  return rows.map(toSlot);
}

export interface SlotChoice {
  application: OwnedApplication;
  invitation: Pick<InterviewInvitation, 'id' | 'kind'>;
  /** The offered slot chosen (the caller found it among the invitation's). */
  slot: Pick<InterviewSlot, 'id' | 'startsAt' | 'place' | 'videoLink'>;
  now: Date;
  /** The applicant's request language, for an applicant who never chose one. */
  fallbackLanguage: Language;
  /** The applicant's interview page, for the e-mail. */
  link: string;
}

/**
 * Records the applicant's choice of a slot, the timeline event and the e-mail in one transaction:
 * 409 SLOT_ALREADY_CHOSEN when the invitation has its slot, SLOT_TAKEN when another candidate took it.
 */
export async function recordSlotChoice(db: Db, choice: SlotChoice): Promise<void> {
  const { application, invitation, slot, now } = choice;
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`interview_invitation:${invitation.id}`}))`.execute(tx);
    const chosen = await tx.updateTable('interview_invitations').set({ chosen_slot_id: slot.id, chosen_at: now }).where('id', '=', invitation.id).where('chosen_slot_id', 'is', null).returning('id').executeTakeFirst();
    if (!chosen) throw problem(409, 'SLOT_ALREADY_CHOSEN');
    // Taken once: the row's own condition decides between two candidates choosing it at once.
    const taken = await tx.updateTable('interview_slots').set({ taken_by_invitation: invitation.id }).where('id', '=', slot.id).where('taken_by_invitation', 'is', null).returning('id').executeTakeFirst();
    if (!taken) throw problem(409, 'SLOT_TAKEN');
    await recordEvent(tx, formRef(application), { kind: 'INTERVIEW_SLOT_CHOSEN', actor: 'APPLICANT', at: now, params: { startsAt: slot.startsAt } });
    await mailApplicant(tx, { applicationId: application.id, kind: 'slotChosen', fallbackLanguage: choice.fallbackLanguage, facts: { applicationNumber: application.applicationNumber, kind: invitation.kind, at: new Date(slot.startsAt), place: slot.place, videoLink: slot.videoLink }, link: choice.link, now });
  });
}

/** The times an invitation offers, earliest first, for its e-mail (each place read in the applicant's language). */
const offeredTimes = (slots: Array<Pick<SlotRow, 'starts_at' | 'duration_minutes' | 'place_en' | 'place_zh'>>): OfferedTime[] =>
  slots
    .map((slot) => ({ at: new Date(slot.starts_at), minutes: slot.duration_minutes, place: placeOf(slot) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());

export interface Invitation {
  application: OwnedApplication;
  input: InterviewInvitationInput;
  staffId: string;
  now: Date;
  /** The applicant's interview page, for the e-mail. */
  link: string;
}

/**
 * Invites the application, offering the new slots (created here) and the existing ones named (still
 * free, ahead and of the same kind, else 409 SLOT_TAKEN); the timeline, the staff audit and the
 * e-mail land with it, in one transaction.
 */
export async function inviteToInterview(db: Db, { application, input, staffId, now, link }: Invitation): Promise<void> {
  const kind = input.kind as 'INTERVIEW' | 'TEST';
  await db.transaction().execute(async (tx) => {
    const existing = input.slotIds.length
      ? await tx
          .selectFrom('interview_slots')
          .select(['id', 'starts_at', 'duration_minutes', 'place_en', 'place_zh'])
          .where('id', 'in', input.slotIds)
          .where('kind', '=', kind)
          .where('taken_by_invitation', 'is', null)
          .where('starts_at', '>', now)
          .execute()
      : [];
    if (existing.length !== new Set(input.slotIds).size) throw problem(409, 'SLOT_TAKEN');
    const created = [];
    for (const slot of input.slots) {
      created.push(
        await tx
          .insertInto('interview_slots')
          .values({ kind, starts_at: new Date(slot.startsAt), duration_minutes: slot.durationMinutes, place_en: slot.place['en-GB'] || null, place_zh: slot.place['zh-Hans'] || null, video_link: slot.videoLink || null, created_by: staffId, created_at: now })
          .returning(['id', 'starts_at', 'duration_minutes', 'place_en', 'place_zh'])
          .executeTakeFirstOrThrow(),
      );
    }
    const invitation = await tx.insertInto('interview_invitations').values({ application_id: application.id, kind, message: input.message, invited_by: staffId, invited_at: now }).returning('id').executeTakeFirstOrThrow();
    await tx.insertInto('interview_invitation_slots').values([...existing, ...created].map((slot) => ({ invitation_id: invitation.id, slot_id: slot.id }))).execute();
    await recordEvent(tx, formRef(application), { kind: 'INTERVIEW_INVITED', actor: 'OFFICE', at: now, staffId, params: { kind } });
    await recordStaffAction(tx, { staffId, action: 'INTERVIEW_INVITED', targetKind: 'APPLICATION', targetId: application.applicationNumber, params: { invitationId: invitation.id, kind, slots: [...existing, ...created].map((slot) => slot.id) }, at: now });
    await mailApplicant(tx, { applicationId: application.id, kind: 'invited', facts: { applicationNumber: application.applicationNumber, kind, message: input.message, times: offeredTimes([...existing, ...created]) }, link, now });
  });
}
