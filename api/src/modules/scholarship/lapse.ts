/**
 * Spec 4: "Bursary and scholarship offers can lapse after a reply due date." A released scholarship
 * offer with no reply lapses the day after its reply due date (Singapore calendar). The server runs
 * lapseOverdueScholarshipOffers every OFFER_LAPSE_CHECK_SECONDS alongside the admission lapse
 * (server.ts); like it, each run marks the overdue offers with one `UPDATE … WHERE response IS NULL
 * … RETURNING`, so runs on several instances at once lapse each offer once, and only the run that
 * marked an offer writes its timeline entry and e-mail, in the same transaction.
 */
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { enqueueMail } from '../../mail/outbox';
import { storedLanguage } from '../../mail/stored-language';
import { scholarshipLapsedMail } from './award-mail';
import { scholarshipOutcomePath } from './outcomes';
import { scholarshipForm, scholarshipRecipient } from './owned-scholarship';

/** Lapses every released, unanswered offer whose reply due date has passed; returns their application ids. */
export async function lapseOverdueScholarshipOffers(db: Db, now: Date, options: { publicUrl?: string } = {}): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const lapsed = await tx
      .updateTable('scholarship_outcomes')
      .set({ response: 'LAPSED', responded_at: now })
      .where('result', '=', 'OFFERED')
      .where('released_at', 'is not', null)
      .where('response', 'is', null)
      .where('reply_due_on', '<', sql<string>`${singaporeDate(now)}::date`)
      .returning(['application_id', sql<string>`reply_due_on::text`.as('reply_due_on')])
      .execute();
    const ids: string[] = [];
    for (const offer of lapsed) {
      await recordEvent(tx, scholarshipForm(offer.application_id), { kind: 'SCHOLARSHIP_OFFER_LAPSED', actor: 'SYSTEM', at: now });
      const recipient = await scholarshipRecipient(tx, offer.application_id);
      const link = `${options.publicUrl ?? ''}${scholarshipOutcomePath(offer.application_id)}`;
      const mail = scholarshipLapsedMail(recipient.email, storedLanguage(recipient.language), { ...recipient, link, replyDueDate: offer.reply_due_on });
      await enqueueMail(tx, mail, now);
      ids.push(offer.application_id);
    }
    return ids;
  });
}
