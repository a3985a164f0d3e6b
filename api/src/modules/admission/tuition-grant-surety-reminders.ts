/**
 * Issue 34: while the tuition grant's two sureties have not both confirmed, the applicant is e-mailed
 * a reminder a week before the reply due date and another the day before (nothing lapses at the due
 * date; after it the dashboard's item is the only reminder). The server runs remindAboutSureties every
 * SURETY_REMINDER_CHECK_SECONDS (server.ts). A run that misses the seventh day (the API was down)
 * still sends the week's reminder until the day before, which then has its own.
 *
 * Each reminder sent is a row in tuition_grant_surety_reminders (migration 0034), inserted in the same
 * transaction as its e-mail: of two runs at once (two instances), the second waits on the first's key,
 * then finds it taken and sends nothing, so a reminder goes once per application.
 */
import type { Db } from '../../db/database';
import { applicantToWrite } from '../../mail/applicant-name';
import { storedLanguage } from '../../mail/stored-language';
import { enqueueMail } from '../../mail/outbox';
import { officeDate } from '../../mail/office-dates';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { TUITION_GRANT_SURETY_REPLY_DAYS } from '@portal/contracts/admission/tuition-grant-sureties';
import { awaitingSureties, replyDueDate } from './tuition-grant-sureties';
import { tuitionGrantSuretiesPath, tuitionGrantSuretyReminderMail } from './tuition-grant-surety-mail';

const DAY_MS = 86_400_000;

type Reminder = 'WEEK_BEFORE' | 'DAY_BEFORE';

/** Which reminder is due with this many days left to the due date (Singapore days), if any. */
function reminderDue(daysLeft: number): Reminder | undefined {
  if (daysLeft === 1) return 'DAY_BEFORE';
  if (daysLeft >= 2 && daysLeft <= 7) return 'WEEK_BEFORE';
  return undefined;
}

/** Sends the reminders due at `now`, each once per application; returns the application numbers reminded. */
export async function remindAboutSureties(db: Db, now: Date, options: { publicUrl?: string } = {}): Promise<string[]> {
  const today = singaporeDate(now);
  // Accepted within the reply period (and a day's margin): any older one is past its due date.
  const candidates = await awaitingSureties(db, { acceptedAfter: new Date(now.getTime() - (TUITION_GRANT_SURETY_REPLY_DAYS + 1) * DAY_MS) });
  const reminded: string[] = [];
  for (const candidate of candidates) {
    const dueDate = replyDueDate(candidate.responded_at!);
    const reminder = reminderDue(Math.round((Date.parse(dueDate) - Date.parse(today)) / DAY_MS));
    if (!reminder) continue;
    const sent = await db.transaction().execute(async (tx) => {
      const claimed = await tx
        .insertInto('tuition_grant_surety_reminders')
        .values({ application_id: candidate.id, reminder, sent_at: now })
        .onConflict((conflict) => conflict.columns(['application_id', 'reminder']).doNothing())
        .returning('application_id')
        .executeTakeFirst();
      if (!claimed) return false;
      const applicant = await applicantToWrite(tx, candidate.applicant_id);
      const language = storedLanguage(applicant.language);
      await enqueueMail(
        tx,
        tuitionGrantSuretyReminderMail(applicant.email, language, {
          name: applicant.name,
          applicationNumber: candidate.application_number,
          // The due date is a Singapore day (yyyy-mm-dd), written as the offices write dates.
          dueDate: officeDate(dueDate, language),
          confirmed: candidate.confirmed,
          link: `${options.publicUrl ?? ''}${tuitionGrantSuretiesPath(candidate.application_number)}`,
        }),
        now,
      );
      return true;
    });
    if (sent) reminded.push(candidate.application_number);
  }
  return reminded;
}
