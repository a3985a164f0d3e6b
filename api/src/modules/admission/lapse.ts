/**
 * Spec 4: an offer with no reply by its due date lapses and is treated as rejected. The server runs
 * lapseOverdueOffers every OFFER_LAPSE_CHECK_SECONDS (server.ts); each run marks the overdue offers with one
 * `UPDATE … WHERE lapsed_at IS NULL … RETURNING`, so runs on several API instances at once lapse
 * each offer once (a row another run is lapsing waits for its lock, then no longer matches), and
 * only the run that marked an offer writes its timeline entry and e-mail, in the same transaction.
 */
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { applicantToWrite } from '../../mail/applicant-name';
import { enqueueMail } from '../../mail/outbox';
import { offerLapsedMail } from './outcome-mail';
import { outcomePath } from './outcome-store';
import { storedLanguage } from '../../mail/stored-language';

/** Lapses every released, unanswered offer whose reply due date has passed; returns their application numbers. */
export async function lapseOverdueOffers(db: Db, now: Date, options: { publicUrl?: string } = {}): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const lapsed = await tx
      .updateTable('admission_outcomes')
      .set({ lapsed_at: now })
      .where('decision', '=', 'OFFERED')
      .where('released_at', 'is not', null)
      .where('responded_at', 'is', null)
      .where('lapsed_at', 'is', null)
      .where('reply_due_at', '<', now)
      .returning(['application_id', 'reply_due_at'])
      .execute();
    const numbers: string[] = [];
    for (const offer of lapsed) {
      const application = await tx
        .updateTable('applications')
        .set({ offer_status: 'LAPSED' })
        .where('id', '=', offer.application_id)
        .returning(['application_number', 'applicant_id'])
        .executeTakeFirstOrThrow();
      await recordEvent(tx, { kind: 'ADMISSION', formId: offer.application_id }, { kind: 'OFFER_LAPSED', actor: 'SYSTEM', at: now });
      const applicant = await applicantToWrite(tx, application.applicant_id);
      await enqueueMail(
        tx,
        offerLapsedMail(applicant.email, storedLanguage(applicant.language), {
          name: applicant.name,
          applicationNumber: application.application_number,
          replyDueAt: new Date(offer.reply_due_at!),
          link: `${options.publicUrl ?? ''}${outcomePath(application.application_number)}`,
        }),
        now,
      );
      numbers.push(application.application_number);
    }
    return numbers;
  });
}
