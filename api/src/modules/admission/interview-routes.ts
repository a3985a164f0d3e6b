/**
 * Interview and test invitations (issue 10). The office creates slots (a time, a duration, a place
 * or a video link) and invites an application to choose one; a slot may be offered to several
 * applications and is taken by the first who chooses it (a taken slot is refused: SLOT_TAKEN).
 * The applicant sees the latest invitation, chooses a slot once, and downloads it as an .ics file.
 * A slot's place is given in English and Chinese (issue 35): each reader, page, e-mail and calendar
 * file has it in its own language.
 *
 *   applicant  GET  /api/admission/applications/{number}/interview               { invitation } (the latest, or null)
 *              POST /api/admission/applications/{number}/interview/slot          { slotId }
 *              GET  /api/admission/applications/{number}/interview/calendar.ics
 *   office     GET  /api/office/admission/applications/{number}/interviews       the application's invitations
 *              POST /api/office/admission/applications/{number}/interviews       { kind, message, slots, slotIds }
 *              GET  /api/office/admission/interview-slots                        slots not taken yet and still ahead
 */
import type { InterviewInvitation, InterviewKind, InterviewSlot } from '@portal/contracts/admission/appeals';
import type { Language } from '@portal/contracts/languages';
import { chooseSlotSchema, interviewInvitationSchema, type InterviewInvitationInput } from '@portal/contracts/schemas/admission/appeals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/openapi-schemas';
import { requestLanguage } from '../../http/request-language';
import { problem } from '../../http/problems';
import { activeStaff } from '../../staff/staff-plugin';
import { activeSession } from '../../sessions/session-plugin';
import { whereLines } from './appeal-mail';
import { calendarFile } from './ics';
import { inviteToInterview, listInvitations, listOpenSlots, recordSlotChoice } from './interview-store';
import { findApplicationForOffice } from './office-application';
import { findOwnedApplication } from './owned-application';
import { numberParams as params } from './route-params';
import { interviewSlotSchema, invitationAnswerSchema, latestInvitationSchema } from './answers';

/** The calendar event's title in each language. */
const CALENDAR_SUMMARY: Record<Language, (kind: InterviewKind, applicationNumber: string) => string> = {
  'en-GB': (kind, number) => `${kind === 'TEST' ? 'Admission test' : 'Admission interview'} (application ${number})`,
  'zh-Hans': (kind, number) => `招生${kind === 'TEST' ? '测试' : '面试'}（申请 ${number}）`,
};

export default async function interviewRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const numberOf = (request: FastifyRequest) => (request.params as { applicationNumber: string }).applicationNumber;
  const owned = (request: FastifyRequest) => findOwnedApplication(db, activeSession(request).applicantId, numberOf(request));
  const APPLICANT = '/api/admission/applications/:applicationNumber/interview';
  const OFFICE = '/api/office/admission/applications/:applicationNumber/interviews';
  const link = (number: string) => `${app.config.publicUrl}/applicant/admission/applications/${number}/interview`;

  app.get(APPLICANT, {
    schema: { tags: ['admission'], summary: 'The latest interview or test invitation with its slots (null: none)', params, response: { 200: latestInvitationSchema, ...errorResponses(401, 404) } },
  }, async (request): Promise<{ invitation: InterviewInvitation | null }> => {
    const application = await owned(request);
    return { invitation: (await listInvitations(db, application.id))[0] ?? null };
  });

  app.post<{ Body: { slotId: string } }>(`${APPLICANT}/slot`, {
    schema: { tags: ['admission'], summary: 'Chooses one of the offered slots (once); a slot another candidate took is refused', params, body: chooseSlotSchema, response: { 200: latestInvitationSchema, ...errorResponses(400, 401, 404, 409) } },
  }, async (request) => {
    const application = await owned(request);
    const { slotId } = request.body;
    const invitation = (await listInvitations(db, application.id))[0];
    const offered = invitation?.slots.find((slot) => slot.id === slotId);
    if (!invitation || !offered) throw problem(404, 'NOT_FOUND');
    const now = app.now();
    if (Date.parse(offered.startsAt) <= now.getTime()) throw problem(409, 'SLOT_IN_PAST');
    await recordSlotChoice(db, { application, invitation, slot: offered, now, fallbackLanguage: requestLanguage(request), link: link(application.applicationNumber) });
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
    // In the language of the page it is downloaded from, as the place is (issue 35).
    const language = requestLanguage(request);
    const host = new URL(app.config.publicUrl).hostname;
    const ics = calendarFile({
      uid: `${invitation.id}.${slot.id}@${host}`,
      stamp: new Date(invitation.chosenAt),
      start: new Date(slot.startsAt),
      durationMinutes: slot.durationMinutes,
      summary: CALENDAR_SUMMARY[language](invitation.kind, application.applicationNumber),
      description: [invitation.message, slot.videoLink ? whereLines({ videoLink: slot.videoLink }, language)[0] : ''].filter(Boolean).join('\n'),
      location: slot.place?.[language] ?? slot.videoLink ?? undefined,
      url: slot.videoLink ?? undefined,
    });
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${invitation.kind === 'TEST' ? 'test' : 'interview'}-${application.applicationNumber}.ics"`)
      .send(ics);
  });

  app.get(OFFICE, {
    schema: { tags: ['office'], summary: "An application's invitations, newest first", params, response: { 200: { type: 'array', items: invitationAnswerSchema }, ...errorResponses(401, 403, 404) } },
  }, async (request): Promise<InterviewInvitation[]> => listInvitations(db, (await findApplicationForOffice(db, numberOf(request))).id));

  app.get('/api/office/admission/interview-slots', {
    schema: { tags: ['office'], summary: 'Slots not taken yet and still ahead (to offer to another application too)', response: { 200: { type: 'array', items: interviewSlotSchema }, ...errorResponses(401, 403) } },
  }, async (): Promise<InterviewSlot[]> => listOpenSlots(db, app.now()));

  // New slots must be ahead: the validator gives the schema the instant.
  app.post<{ Body: InterviewInvitationInput }>(OFFICE, {
    schema: { tags: ['office'], summary: 'Invites the applicant to an interview or test, offering new and/or existing slots; e-mailed', params, body: interviewInvitationSchema, response: { 201: invitationAnswerSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    const application = await findApplicationForOffice(db, numberOf(request));
    const now = app.now();
    const input = request.body;
    await inviteToInterview(db, { application, input, staffId: activeStaff(request).staffId, now, link: link(application.applicationNumber) });
    return reply.code(201).send((await listInvitations(db, application.id))[0]);
  });
}
