/**
 * The dashboard's scholarship items (issue 12), in the order the award goes: reply to a released
 * offer by its due date, then accept the Letter of Acceptance & Undertaking, then nominate and invite
 * the two sureties (until both are invited or confirmed). Each leads to the screen where it is done.
 */
import type { ActionItem } from '@portal/contracts/api';
import { displayDay } from '@portal/contracts/entrance-exams';
import { SURETY_POSITIONS } from '@portal/contracts/scholarship/award';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { singaporeDate } from '@portal/contracts/singapore-calendar';

const awardPath = (applicationId: string, screen: 'outcome' | 'undertaking' | 'sureties') => `/applicant/scholarship/applications/${applicationId}/${screen}`;

export async function scholarshipAwardItems(db: Db, applicantId: string, now: Date): Promise<ActionItem[]> {
  const today = singaporeDate(now);
  const rows = await db
    .selectFrom('scholarship_outcomes as outcome')
    .innerJoin('scholarship_applications as app', 'app.id', 'outcome.application_id')
    .leftJoin('scholarship_undertakings as undertaking', 'undertaking.application_id', 'app.id')
    .select([
      'app.id',
      'app.reference',
      'outcome.response',
      sql<string | null>`outcome.reply_due_on::text`.as('reply_due_on'),
      'undertaking.accepted_at',
      (eb) =>
        eb
          .selectFrom('scholarship_sureties as surety')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('surety.application_id', '=', 'app.id')
          .where('surety.status', 'in', ['INVITED', 'CONFIRMED'])
          .as('sureties_invited'),
    ])
    .where('app.applicant_id', '=', applicantId)
    .where('outcome.result', '=', 'OFFERED')
    .where('outcome.released_at', 'is not', null)
    .orderBy('outcome.reply_due_on')
    .execute();
  return rows.flatMap((row): ActionItem[] => {
    const reference = row.reference ?? '';
    // Not applicationNumber: that names an admission application, and the dashboard shows only the followed one's.
    const forReference = reference ? { scholarshipReference: reference } : {};
    // An unanswered offer past its due date has lapsed (even before the scheduled job marks it).
    if (row.response === null && row.reply_due_on !== null && row.reply_due_on >= today) {
      return [
        {
          id: `scholarship-offer-${row.id}`,
          kind: 'SCHOLARSHIP_OFFER_REPLY',
          title: 'Reply to your scholarship offer',
          description: `You have a scholarship offer for application ${reference}. Please accept or decline it by ${displayDay(row.reply_due_on)}.`,
          ...forReference,
          dueDate: row.reply_due_on,
          href: awardPath(row.id, 'outcome'),
        },
      ];
    }
    if (row.response !== 'ACCEPTED') return [];
    if (!row.accepted_at) {
      return [
        {
          id: `scholarship-undertaking-${row.id}`,
          kind: 'SCHOLARSHIP_UNDERTAKING',
          title: 'Accept the Letter of Acceptance & Undertaking',
          description: `Please read and accept the Letter of Acceptance & Undertaking of scholarship application ${reference}.`,
          ...forReference,
          href: awardPath(row.id, 'undertaking'),
        },
      ];
    }
    if (Number(row.sureties_invited ?? 0) >= SURETY_POSITIONS.length) return [];
    return [
      {
        id: `scholarship-sureties-${row.id}`,
        kind: 'SCHOLARSHIP_SURETIES',
        title: 'Nominate and invite your sureties',
        description: `Please nominate your two sureties for scholarship application ${reference} and send each of them the link to confirm.`,
        ...forReference,
        href: awardPath(row.id, 'sureties'),
      },
    ];
  });
}
