/**
 * A scholarship application as its owner may see it. Every route under
 * /api/scholarship/applications/{id} goes through findOwnedScholarshipApplication: another
 * applicant's id answers 404, exactly like an id that does not exist or is not a UUID.
 */
import type { ScholarshipStatus } from '@portal/contracts/scholarship/api';
import type { Db } from '../../db/database';
import type { FormOwner } from '../../files/documents';
import type { FormRef } from '../../forms/section-store';
import { problem } from '../../http/problems';
import { isUuid } from '../../http/record-id';

export interface ScholarshipApplication {
  id: string;
  applicantId: string;
  academicYear: string;
  status: ScholarshipStatus;
  reference: string | null;
  admissionApplicationId: string | null;
  admissionApplicationNumber: string | null;
  createdAt: Date;
  submittedAt: Date | null;
}

export const scholarshipFormRef = (application: Pick<ScholarshipApplication, 'id'>): FormRef => ({ kind: 'SCHOLARSHIP', formId: application.id });

export const scholarshipDocumentOwner = (application: Pick<ScholarshipApplication, 'id' | 'applicantId'>): FormOwner => ({
  formKind: 'SCHOLARSHIP',
  formId: application.id,
  applicantId: application.applicantId,
});

/** The application with its admission application's number; any applicant's (callers check who may read it). */
export function scholarshipApplications(db: Db) {
  return db
    .selectFrom('scholarship_applications as sch')
    .leftJoin('applications as adm', 'adm.id', 'sch.admission_application_id')
    .select([
      'sch.id',
      'sch.applicant_id',
      'sch.academic_year',
      'sch.status',
      'sch.reference',
      'sch.admission_application_id',
      'adm.application_number',
      'sch.created_at',
      'sch.submitted_at',
    ]);
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof scholarshipApplications>['executeTakeFirst']>>>;

export const toScholarshipApplication = (row: Row): ScholarshipApplication => ({
  id: row.id,
  applicantId: row.applicant_id,
  academicYear: row.academic_year,
  status: row.status,
  reference: row.reference,
  admissionApplicationId: row.admission_application_id,
  admissionApplicationNumber: row.application_number,
  createdAt: row.created_at,
  submittedAt: row.submitted_at,
});

export async function findOwnedScholarshipApplication(db: Db, applicantId: string | null, id: unknown): Promise<ScholarshipApplication> {
  const row =
    applicantId && isUuid(id) ? await scholarshipApplications(db).where('sch.id', '=', id).where('sch.applicant_id', '=', applicantId).executeTakeFirst() : undefined;
  if (!row) throw problem(404, 'NOT_FOUND');
  return toScholarshipApplication(row);
}

/** Answers and documents can change only while the application is a draft. */
export function assertScholarshipEditable(application: ScholarshipApplication): void {
  if (application.status !== 'DRAFT') throw problem(409, 'SCHOLARSHIP_APPLICATION_NOT_EDITABLE');
}
