/**
 * The applicant's own record as the admission routes read it: whom an e-mail goes to, by which
 * name, and the language they chose (null when never chosen).
 */
import type { Db } from '../../db/database';

/** The applicant's e-mail address, the name to greet them by (in parts when known) and stored language. */
export { applicantToWrite as findApplicantForMail } from '../../mail/applicant-name';

/** Only the applicant's stored language. */
export async function findApplicantLanguage(db: Db, applicantId: string) {
  const applicant = await db.selectFrom('applicants').select('language').where('id', '=', applicantId).executeTakeFirstOrThrow();
  return applicant.language;
}
