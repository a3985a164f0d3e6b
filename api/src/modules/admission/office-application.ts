/**
 * An admission application as the office sees it: any applicant's, by its number (staff routes have
 * already checked the ADMISSIONS role). The same shape as the applicant's own view
 * (owned-application.ts), so section summaries, documents and the timeline read it the same way.
 */
import type { CategoryId, Eligibility } from '@portal/contracts/admission/categories';
import type { SystemId } from '@portal/contracts/systems';
import type { Db } from '../../db/database';
import { problem } from '../../http/problems';
import type { OwnedApplication } from './owned-application';

export async function findApplicationForOffice(db: Db, applicationNumber: string): Promise<OwnedApplication> {
  const row = await db
    .selectFrom('applications')
    .select(['id', 'applicant_id', 'application_number', 'system', 'sub_category', 'category', 'eligibility', 'academic_year', 'status', 'pin_hash', 'created_at', 'draft_due_at'])
    .where('application_number', '=', applicationNumber)
    // A draft is the applicant's own business until it is submitted.
    .where('status', '<>', 'DRAFT')
    .executeTakeFirst();
  if (!row) throw problem(404, 'NOT_FOUND');
  return {
    id: row.id,
    applicantId: row.applicant_id,
    applicationNumber: row.application_number,
    system: row.system as SystemId,
    subCategory: row.sub_category,
    category: row.category as CategoryId,
    // The first demo application predates the eligibility step: read as a plain citizen's.
    eligibility: (row.eligibility ?? { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false }) as unknown as Eligibility,
    academicYear: row.academic_year,
    status: row.status,
    pinSet: row.pin_hash !== null,
    createdAt: row.created_at,
    draftDueAt: row.draft_due_at,
  };
}
