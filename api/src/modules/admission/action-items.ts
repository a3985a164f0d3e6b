/**
 * The dashboard's admission items: an offer to answer, a draft to finish, documents the office asked
 * for and interview or test times to choose. Results, final GPA and enrolment are in
 * after-submission-items.ts, entrance exams in entrance-exam-items.ts.
 */
import type { ActionItem } from '@portal/contracts/api';
import { displayDay } from '@portal/contracts/entrance-exams';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { loadSections } from '../../forms/section-store';
import { findRetrieval } from '../applicant';
import { formRef } from './owned-application';

/**
 * Drafts not yet submitted, and, while the national identity service's data from the applicant's
 * sign-in with it is kept (identity-retrievals.ts), the way to fill a draft's Personal Particulars
 * from it (/singpass) until that draft has answers it verified.
 */
export async function draftItems(db: Db, applicantId: string, now: Date): Promise<ActionItem[]> {
  const drafts = await db
    .selectFrom('applications')
    .select(['id', 'application_number'])
    .where('applicant_id', '=', applicantId)
    .where('status', '=', 'DRAFT')
    .execute();
  const retrieval = drafts.length ? await findRetrieval(db, applicantId, now) : undefined;
  const items: ActionItem[] = [];
  for (const draft of drafts) {
    items.push({
      id: `draft-${draft.id}`,
      kind: 'DRAFT_INCOMPLETE',
      title: 'Complete your application',
      description: `Application ${draft.application_number} is saved as a draft and has not been submitted.`,
      applicationNumber: draft.application_number,
      href: '/applicant/admission',
    });
    if (retrieval && !(await filledFromIdentity(db, draft.id))) {
      items.push({
        id: `identity-data-${draft.id}`,
        kind: 'IDENTITY_DATA',
        title: 'Fill in your particulars from the national identity service',
        description: `Use your data from the national identity service to fill in the Personal Particulars of application ${draft.application_number}.`,
        applicationNumber: draft.application_number,
        href: '/singpass',
      });
    }
  }
  return items;
}

/** Whether the draft's Personal Particulars hold answers the national identity service verified. */
async function filledFromIdentity(db: Db, applicationId: string): Promise<boolean> {
  const particulars = (await loadSections(db, formRef({ id: applicationId }))).get('personalParticulars');
  return (particulars?.verified.length ?? 0) > 0;
}

/**
 * Admission offers released and still open: no reply yet, not lapsed, due date not passed. The due
 * date is the Singapore date of the reply deadline (23:59 that day).
 */
export async function offerReplyItems(db: Db, applicantId: string, now: Date): Promise<ActionItem[]> {
  const offers = await db
    .selectFrom('admission_outcomes as outcome')
    .innerJoin('applications as app', 'app.id', 'outcome.application_id')
    .select(['app.id', 'app.application_number', 'outcome.reply_due_at'])
    .where('app.applicant_id', '=', applicantId)
    .where('outcome.decision', '=', 'OFFERED')
    .where('outcome.released_at', 'is not', null)
    .where('outcome.responded_at', 'is', null)
    .where('outcome.lapsed_at', 'is', null)
    .where('outcome.reply_due_at', '>=', now)
    .orderBy('outcome.reply_due_at')
    .execute();
  return offers.map((offer) => {
    const dueDate = singaporeDate(new Date(offer.reply_due_at!));
    return {
      id: `offer-${offer.id}`,
      kind: 'OFFER_REPLY',
      title: 'Reply to your offer',
      description: `You have an offer of admission for application ${offer.application_number}. Please accept or decline it by ${displayDay(dueDate)}.`,
      applicationNumber: offer.application_number,
      dueDate,
      href: `/applicant/admission/applications/${offer.application_number}/outcome`,
    };
  });
}

/**
 * Issue 10, after submission: documents the office asked for (until the applicant sends them, with
 * the request's due date) and interview/test invitations without a chosen slot.
 */
export async function requestAndInvitationItems(db: Db, applicantId: string): Promise<ActionItem[]> {
  const requests = await db
    .selectFrom('admission_document_requests as request')
    .innerJoin('applications as app', 'app.id', 'request.application_id')
    .select(['request.id', 'app.application_number', sql<string>`request.due_date::text`.as('due_date')])
    .where('app.applicant_id', '=', applicantId)
    .where('request.answered_at', 'is', null)
    .orderBy('request.due_date')
    .execute();
  const invitations = await db
    .selectFrom('interview_invitations as invitation')
    .innerJoin('applications as app', 'app.id', 'invitation.application_id')
    .select(['invitation.id', 'invitation.kind', 'app.application_number'])
    .where('app.applicant_id', '=', applicantId)
    .where('invitation.chosen_slot_id', 'is', null)
    .orderBy('invitation.invited_at')
    .execute();
  return [
    ...requests.map(
      (request): ActionItem => ({
        id: `documents-${request.id}`,
        kind: 'DOCUMENT_MISSING',
        title: 'Upload requested documents',
        description: `The Office of Admissions asks for documents for application ${request.application_number} by ${displayDay(request.due_date)}.`,
        applicationNumber: request.application_number,
        dueDate: request.due_date,
        href: `/applicant/admission/applications/${request.application_number}/documents-requested`,
      }),
    ),
    ...invitations.map(
      (invitation): ActionItem => ({
        id: `interview-${invitation.id}`,
        kind: 'INTERVIEW_SLOT',
        title: `Choose your ${invitation.kind === 'TEST' ? 'test' : 'interview'} time`,
        description: `You are invited to ${invitation.kind === 'TEST' ? 'a test' : 'an interview'} for application ${invitation.application_number}. Please choose a time.`,
        applicationNumber: invitation.application_number,
        href: `/applicant/admission/applications/${invitation.application_number}/interview`,
      }),
    ),
  ];
}
