/**
 * Spec 4: "Bursary and scholarship offers can lapse after a reply due date." An offered financial aid
 * package with no reply lapses the day after its reply due date (Singapore calendar). The server runs
 * lapseOverdueAidPackages beside the admission and scholarship lapses (server.ts); like them, each run
 * marks the overdue packages with one `UPDATE … WHERE status = 'OFFERED' … RETURNING`, so runs on
 * several instances at once lapse each package once, and only the run that marked a package writes
 * its timeline entry and e-mail, in the same transaction. A withdrawn application's package is left.
 */
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { enqueueMail } from '../../mail/outbox';
import { storedLanguage } from '../../mail/stored-language';
import { aidAfterMail } from './after-mail';
import { aidApplicantPaths, aidForm, aidRecipient } from './after-owned-application';

/** Lapses every offered, unanswered package whose reply due date has passed; returns their application ids. */
export async function lapseOverdueAidPackages(db: Db, now: Date, options: { publicUrl?: string } = {}): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const lapsed = await tx
      .updateTable('financial_aid_packages')
      .set({ status: 'LAPSED', responded_at: now })
      .where('status', '=', 'OFFERED')
      .where('reply_due_on', '<', sql<string>`${singaporeDate(now)}::date`)
      .where('application_id', 'in', (eb) => eb.selectFrom('financial_aid_applications').select('id').where('status', '<>', 'WITHDRAWN'))
      .returning(['application_id', sql<string>`reply_due_on::text`.as('reply_due_on')])
      .execute();
    const ids: string[] = [];
    for (const pkg of lapsed) {
      await recordEvent(tx, aidForm(pkg.application_id), { kind: 'PACKAGE_LAPSED', actor: 'SYSTEM', at: now });
      const recipient = await aidRecipient(tx, pkg.application_id);
      const link = `${options.publicUrl ?? ''}${aidApplicantPaths.package(pkg.application_id)}`;
      await enqueueMail(tx, aidAfterMail(recipient.email, storedLanguage(recipient.language), { ...recipient, link }, { kind: 'lapsed', replyDueOn: pkg.reply_due_on }), now);
      ids.push(pkg.application_id);
    }
    return ids;
  });
}
