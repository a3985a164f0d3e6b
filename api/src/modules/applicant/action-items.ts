/**
 * The dashboard's "pending action items": what the applicant still has to do, gathered from the
 * other domains' tables (read-only), each with the portal path where it is done.
 */
import type { ActionItem } from '@portal/contracts/api';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { singaporeDate } from '@portal/contracts/admission/outcomes';
import { afterSubmissionItems } from './after-submission-items';
import { examRegistrationItems } from '../payment/entrance-exam-items';
import { scholarshipAwardItems } from '../scholarship/award-items';
import { financialAidItems } from '../financial-aid/action-items';

const formatSgd = (cents: number) => `SGD ${(cents / 100).toFixed(2)}`;
/** 'YYYY-MM-DD' → 'dd/mm/yyyy', the portal's display format. */
const displayDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

export async function listActionItems(db: Db, applicantId: string, now: Date = new Date()): Promise<ActionItem[]> {
  const unpaidFees = await db
    .selectFrom('fees as fee')
    .leftJoin('applications as app', 'app.id', 'fee.application_id')
    .select(['fee.id', 'fee.kind', 'fee.amount_cents', 'app.application_number', sql<string | null>`fee.due_date::text`.as('due_date')])
    .where('fee.applicant_id', '=', applicantId)
    .where('fee.status', 'in', ['UNPAID', 'UNSUCCESSFUL'])
    .orderBy('fee.due_date')
    .execute();
  const drafts = await db
    .selectFrom('applications')
    .select(['id', 'application_number'])
    .where('applicant_id', '=', applicantId)
    .where('status', '=', 'DRAFT')
    .execute();

  const items: ActionItem[] = unpaidFees.map((fee) => {
    const what = fee.kind === 'APPLICATION_FEE' ? 'application fee' : 'entrance exam fee';
    const forApplication = fee.application_number ? ` for application ${fee.application_number}` : '';
    const due = fee.due_date ? ` by ${displayDate(fee.due_date)}` : '';
    return {
      id: `fee-${fee.id}`,
      kind: 'FEE_UNPAID',
      title: `Pay your ${what}`,
      description: `Please pay the ${what} of ${formatSgd(fee.amount_cents)}${forApplication}${due}.`,
      ...(fee.due_date ? { dueDate: fee.due_date } : {}),
      ...(fee.application_number ? { applicationNumber: fee.application_number } : {}),
      feeKind: fee.kind as 'APPLICATION_FEE' | 'ENTRANCE_EXAM_FEE',
      amountCents: fee.amount_cents,
      // Straight to the fee's own page, where it is reviewed (with GST) and paid.
      href: `/applicant/payment/fees/${fee.id}`,
    };
  });
  items.push(...(await offerReplyItems(db, applicantId, now)));
  for (const draft of drafts) {
    items.push({
      id: `draft-${draft.id}`,
      kind: 'DRAFT_INCOMPLETE',
      title: 'Complete your application',
      description: `Application ${draft.application_number} is saved as a draft and has not been submitted.`,
      applicationNumber: draft.application_number,
      href: '/applicant/admission',
    });
  }
  // Results update, final GPA, enrolment confirmation (after-submission-items.ts).
  items.push(...(await afterSubmissionItems(db, applicantId, now)));
  // Documents the office asked for, interview/test invitations (below).
  items.push(...(await requestAndInvitationItems(db, applicantId)));
  // Entrance exams the choices need and not registered for yet (payment/entrance-exam-items.ts).
  items.push(...(await examRegistrationItems(db, applicantId, now)));
  // The scholarship award: reply to the offer, the undertaking, the sureties (scholarship/award-items.ts).
  items.push(...(await scholarshipAwardItems(db, applicantId, now)));
  // Financial aid: documents asked for, the package to answer, the guarantor (financial-aid/action-items.ts).
  items.push(...(await financialAidItems(db, applicantId, now)));
  return items;
}

/**
 * Admission offers released and still open: no reply yet, not lapsed, due date not passed. The due
 * date is the Singapore date of the reply deadline (23:59 that day).
 */
async function offerReplyItems(db: Db, applicantId: string, now: Date): Promise<ActionItem[]> {
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
      description: `You have an offer of admission for application ${offer.application_number}. Please accept or decline it by ${displayDate(dueDate)}.`,
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
async function requestAndInvitationItems(db: Db, applicantId: string): Promise<ActionItem[]> {
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
        description: `The Office of Admissions asks for documents for application ${request.application_number} by ${displayDate(request.due_date)}.`,
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
