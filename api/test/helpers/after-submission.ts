/**
 * State for the after-submission tests: a submitted application (optionally of another category,
 * set directly: the answers of a music application serve every rule these tests need) and an
 * accepted offer inserted the way the offers feature records one.
 */
import type { Db } from '../../src/db/database';
import { completeAdmissionApplication } from './complete-admission';
import { documentUpload, SAMPLE } from './document-forms';
import type { Browser } from './test-app';

export async function submittedApplication(browser: Browser, db: Db, category?: string): Promise<string> {
  const number = await completeAdmissionApplication(browser);
  const submitted = await browser.post(`/api/admission/applications/${number}/submit`);
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  if (category) await db.updateTable('applications').set({ category }).where('application_number', '=', number).execute();
  return number;
}

/** An offer released and accepted (admission_outcomes as the offers feature writes it). */
export async function acceptOffer(db: Db, applicationNumber: string, at: Date, reply = 'ACCEPT_WITH_GRANT'): Promise<void> {
  const application = await db.selectFrom('applications').select('id').where('application_number', '=', applicationNumber).executeTakeFirstOrThrow();
  const staff = await db.selectFrom('staff_accounts').select('id').where('role', '=', 'ADMISSIONS').executeTakeFirstOrThrow();
  await db
    .insertInto('admission_outcomes')
    .values({
      application_id: application.id,
      decision: 'OFFERED',
      programme: 'CS',
      tuition_grant_eligible: true,
      reply_due_at: new Date(at.getTime() + 14 * 86_400_000),
      recorded_by: staff.id,
      recorded_at: at,
      released_by: staff.id,
      released_at: at,
      response: JSON.stringify({ reply }),
      responded_at: at,
    })
    .execute();
}

/** Uploads one PDF to a document route set. */
export function uploadPdf(browser: Browser, url: string, fields: { section: string; documentType: string }) {
  return browser.request({ method: 'POST', url, ...documentUpload(SAMPLE.pdf(), 'letter.pdf', fields) });
}
