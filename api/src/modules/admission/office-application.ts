/**
 * An admission application as the office sees it: any applicant's, by its number (staff routes have
 * already checked the ADMISSIONS role). The same shape as the applicant's own view
 * (owned-application.ts), so section summaries, documents and the timeline read it the same way.
 */
import type { Db } from '../../db/database';
import { problem } from '../../http/problems';
import { APPLICATION_COLUMNS, toOwnedApplication, type OwnedApplication } from './owned-application';

export async function findApplicationForOffice(db: Db, applicationNumber: string): Promise<OwnedApplication> {
  const row = await db
    .selectFrom('applications')
    .select(APPLICATION_COLUMNS)
    .where('application_number', '=', applicationNumber)
    // A draft is the applicant's own business until it is submitted.
    .where('status', '<>', 'DRAFT')
    .executeTakeFirst();
  if (!row) throw problem(404, 'NOT_FOUND');
  // The first demo application predates the eligibility step: read as a plain citizen's.
  return toOwnedApplication(row, row.eligibility ?? { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false });
}
