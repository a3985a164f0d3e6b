/**
 * Interview and test invitations (issue 10). The office creates slots (a time, a duration, a place
 * or a video link) and invites an application to choose one; a slot may be offered to several
 * applications and is taken by the first who chooses it (a taken slot is refused: SLOT_TAKEN).
 * The applicant sees the latest invitation, chooses a slot once, and downloads it as an .ics file.
 *
 *   applicant  GET  /api/admission/applications/{number}/interview               { invitation } (the latest, or null)
 *              POST /api/admission/applications/{number}/interview/slot          { slotId }
 *              GET  /api/admission/applications/{number}/interview/calendar.ics
 *   office     GET  /api/office/admission/applications/{number}/interviews       the application's invitations
 *              POST /api/office/admission/applications/{number}/interviews       { kind, message, slots, slotIds }
 *              GET  /api/office/admission/interview-slots                        slots not taken yet and still ahead
 */
import type { InterviewInvitation, InterviewSlot } from '@portal/contracts/admission/appeals';
import { chooseSlotSchema, interviewInvitationSchema, type InterviewInvitationInput } from '@portal/contracts/schemas/admission/appeals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { errorResponses } from '../../http/openapi-schemas';
import { requestLanguage } from '../../http/request-language';
import { problem, validateBody } from '../../http/problems';
import { recordStaffAction } from '../../staff/audit';
import { activeStaff } from '../../staff/staff-plugin';
import { activeSession } from '../../sessions/session-plugin';
import { mailApplicant } from './appeal-mail';
import { calendarFile } from './ics';
import { findApplicationForOffice } from './office-application';
import { findOwnedApplication, formRef } from './owned-application';

const params = {
  type: 'object',
  required: ['applicationNumber'],
  properties: { applicationNumber: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;
const anyObject = { type: 'object', additionalProperties: true } as const;

type SlotRow = { id: string; kind: 'INTERVIEW' | 'TEST'; starts_at: Date; duration_minutes: number; place: string | null; video_link: string | null; taken_by_invitation: string | null };

const toSlot = (row: SlotRow): InterviewSlot => ({
  id: row.id,
  kind: row.kind,
  startsAt: new Date(row.starts_at).toISOString(),
  durationMinutes: row.duration_minutes,
  place: row.place,
  videoLink: row.video_link,
  taken: row.taken_by_invitation !== null,
});

async function listInvitations(db: Db, applicationId: string): Promise<InterviewInvitation[]> {
  const invitations = await db.selectFrom('interview_invitations').selectAll().where('application_id', '=', applicationId).orderBy('invited_at', 'desc').orderBy('id').execute();
  if (invitations.length === 0) return [];
  const slots = await db
    .selectFrom('interview_invitation_slots as offered')
    .innerJoin('interview_slots as slot', 'slot.id', 'offered.slot_id')
    .select(['offered.invitation_id', 'slot.id', 'slot.kind', 'slot.starts_at', 'slot.duration_minutes', 'slot.place', 'slot.video_link', 'slot.taken_by_invitation'])
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

export default async function interviewRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const numberOf = (request: FastifyRequest) => (request.params as { applicationNumber: string }).applicationNumber;
  const owned = (request: FastifyRequest) => findOwnedApplication(db, activeSession(request).applicantId, numberOf(request));
  const APPLICANT = '/api/admission/applications/:applicationNumber/interview';
  const OFFICE = '/api/office/admission/applications/:applicationNumber/interviews';
  const link = (number: string) => `${app.config.publicUrl}/applicant/admission/applications/${number}/interview`;

  app.get(APPLICANT, {
    schema: { tags: ['admission'], summary: 'The latest interview or test invitation with its slots (null: none)', params, response: errorResponses(401, 404) },
  }, async (request) => {
    const application = await owned(request);
    return { invitation: (await listInvitations(db, application.id))[0] ?? null };
  });

  app.post(`${APPLICANT}/slot`, {
    schema: { tags: ['admission'], summary: 'Chooses one of the offered slots (once); a slot another candidate took is refused', params, response: { 200: anyObject, ...errorResponses(400, 401, 404, 409) } },
  }, async (request) => {
    const application = await owned(request);
    const { slotId } = validateBody<{ slotId: string }>(chooseSlotSchema, request.body);
    const invitation = (await listInvitations(db, application.id))[0];
    const offered = invitation?.slots.find((slot) => slot.id === slotId);
    if (!invitation || !offered) throw problem(404, 'NOT_FOUND');
    const now = app.now();
    if (Date.parse(offered.startsAt) <= now.getTime()) throw problem(409, 'SLOT_IN_PAST');
    await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`interview_invitation:${invitation.id}`}))`.execute(tx);
      const chosen = await tx.updateTable('interview_invitations').set({ chosen_slot_id: slotId, chosen_at: now }).where('id', '=', invitation.id).where('chosen_slot_id', 'is', null).returning('id').executeTakeFirst();
      if (!chosen) throw problem(409, 'SLOT_ALREADY_CHOSEN');
      // Taken once: the row's own condition decides between two candidates choosing it at once.
      const taken = await tx.updateTable('interview_slots').set({ taken_by_invitation: invitation.id }).where('id', '=', slotId).where('taken_by_invitation', 'is', null).returning('id').executeTakeFirst();
      if (!taken) throw problem(409, 'SLOT_TAKEN');
      await recordEvent(tx, formRef(application), { kind: 'INTERVIEW_SLOT_CHOSEN', actor: 'APPLICANT', at: now, params: { startsAt: offered.startsAt } });
      await mailApplicant(tx, { applicationId: application.id, kind: 'slotChosen', fallbackLanguage: requestLanguage(request), facts: { applicationNumber: application.applicationNumber, kind: invitation.kind, at: new Date(offered.startsAt) }, link: link(application.applicationNumber), now });
    });
    return { invitation: (await listInvitations(db, application.id))[0] };
  });

  app.get(`${APPLICANT}/calendar.ics`, {
    schema: { tags: ['admission'], summary: 'The chosen slot as an iCalendar (RFC 5545) file', params, response: { 200: { type: 'string', description: 'text/calendar' }, ...errorResponses(401, 404, 409) } },
  }, async (request, reply) => {
    const application = await owned(request);
    const invitation = (await listInvitations(db, application.id))[0];
    if (!invitation) throw problem(404, 'NOT_FOUND');
    const slot = invitation.slots.find((candidate) => candidate.id === invitation.chosenSlotId);
    if (!slot || !invitation.chosenAt) throw problem(409, 'SLOT_NOT_CHOSEN');
    const what = invitation.kind === 'TEST' ? 'Admission test' : 'Admission interview';
    const host = new URL(app.config.publicUrl).hostname;
    const ics = calendarFile({
      uid: `${invitation.id}.${slot.id}@${host}`,
      stamp: new Date(invitation.chosenAt),
      start: new Date(slot.startsAt),
      durationMinutes: slot.durationMinutes,
      summary: `${what} (application ${application.applicationNumber})`,
      description: [invitation.message, slot.videoLink ? `Video link: ${slot.videoLink}` : ''].filter(Boolean).join('\n'),
      location: slot.place ?? slot.videoLink ?? undefined,
      url: slot.videoLink ?? undefined,
    });
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${invitation.kind === 'TEST' ? 'test' : 'interview'}-${application.applicationNumber}.ics"`)
      .send(ics);
  });

  app.get(OFFICE, {
    schema: { tags: ['office'], summary: "An application's invitations, newest first", params, response: errorResponses(401, 403, 404) },
  }, async (request) => listInvitations(db, (await findApplicationForOffice(db, numberOf(request))).id));

  app.get('/api/office/admission/interview-slots', {
    schema: { tags: ['office'], summary: 'Slots not taken yet and still ahead (to offer to another application too)', response: errorResponses(401, 403) },
  }, async (): Promise<InterviewSlot[]> => {
    const rows = await db
      .selectFrom('interview_slots')
      .select(['id', 'kind', 'starts_at', 'duration_minutes', 'place', 'video_link', 'taken_by_invitation'])
      .where('taken_by_invitation', 'is', null)
      .where('starts_at', '>', app.now())
      .orderBy('starts_at')
      .limit(200)
      .execute();
    return rows.map(toSlot);
  });

  app.post(OFFICE, {
    schema: { tags: ['office'], summary: 'Invites the applicant to an interview or test, offering new and/or existing slots; e-mailed', params, response: { 201: anyObject, ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const now = app.now();
    const input = validateBody<InterviewInvitationInput>(interviewInvitationSchema, request.body, { now: now.toISOString() });
    const staff = activeStaff(request);
    const kind = input.kind as 'INTERVIEW' | 'TEST';
    await db.transaction().execute(async (tx) => {
      const existing = input.slotIds.length
        ? await tx.selectFrom('interview_slots').select('id').where('id', 'in', input.slotIds).where('kind', '=', kind).where('taken_by_invitation', 'is', null).where('starts_at', '>', now).execute()
        : [];
      if (existing.length !== new Set(input.slotIds).size) throw problem(409, 'SLOT_TAKEN');
      const created = [];
      for (const slot of input.slots) {
        created.push(
          await tx
            .insertInto('interview_slots')
            .values({ kind, starts_at: new Date(slot.startsAt), duration_minutes: slot.durationMinutes, place: slot.place || null, video_link: slot.videoLink || null, created_by: staff.staffId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
      }
      const invitation = await tx.insertInto('interview_invitations').values({ application_id: application.id, kind, message: input.message, invited_by: staff.staffId, invited_at: now }).returning('id').executeTakeFirstOrThrow();
      await tx.insertInto('interview_invitation_slots').values([...existing, ...created].map((slot) => ({ invitation_id: invitation.id, slot_id: slot.id }))).execute();
      await recordEvent(tx, formRef(application), { kind: 'INTERVIEW_INVITED', actor: 'OFFICE', at: now, staffId: staff.staffId, params: { kind } });
      await recordStaffAction(tx, { staffId: staff.staffId, action: 'INTERVIEW_INVITED', targetKind: 'APPLICATION', targetId: application.applicationNumber, params: { invitationId: invitation.id, kind, slots: [...existing, ...created].map((slot) => slot.id) }, at: now });
      await mailApplicant(tx, { applicationId: application.id, kind: 'invited', facts: { applicationNumber: application.applicationNumber, kind, message: input.message }, link: link(application.applicationNumber), now });
    });
    return reply.code(201).send((await listInvitations(db, application.id))[0]);
  });
}
