/**
 * The applicant's own record as the admission routes read it: whom an e-mail goes to, by which
 * name, and the language they chose (null when never chosen).
 */
import type { Db } from '../../db/database';

/** The applicant's e-mail address, full name and stored language. */
export async function findApplicantForMail(db: Db, applicantId: string) {
  return db.selectFrom('applicants').select(['email', 'full_name', 'language']).where('id', '=', applicantId).executeTakeFirstOrThrow();
}

/** Only the applicant's stored language. */
export async function findApplicantLanguage(db: Db, applicantId: string) {
  const applicant = await db.selectFrom('applicants').select('language').where('id', '=', applicantId).executeTakeFirstOrThrow();
  return applicant.language;
}
