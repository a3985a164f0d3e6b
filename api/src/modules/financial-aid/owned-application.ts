/**
 * A financial aid application as its owner may see it. Every route under
 * /api/financial-aid/applications/{id} (this module's, and the after-submission and guarantor
 * routes of the other parts) goes through findOwnedAidApplication: another applicant's id answers
 * 404, exactly like an id that does not exist or is not a UUID.
 */
import type { AidApplicationStatus } from '@portal/contracts/financial-aid/model';
import type { Db } from '../../db/database';
import type { FormOwner } from '../../files/documents';
import type { FormRef } from '../../forms/section-store';
import { problem } from '../../http/problems';
import { isUuid } from '../../http/record-id';

export interface AidApplication {
  id: string;
  applicantId: string;
  academicYear: string;
  status: AidApplicationStatus;
  reference: string | null;
  admissionApplicationId: string | null;
  admissionApplicationNumber: string | null;
  createdAt: Date;
  submittedAt: Date | null;
}

/** The application's sections, documents and timeline: form kind FINANCIAL_AID, form id the application's id. */
export const aidFormRef = (application: Pick<AidApplication, 'id'>): FormRef => ({ kind: 'FINANCIAL_AID', formId: application.id });

/** The same, from the application's id alone (the after-submission, office and guarantor modules hold only the id). */
export const aidForm = (applicationId: string): FormRef => aidFormRef({ id: applicationId });

export const aidDocumentOwner = (application: Pick<AidApplication, 'id' | 'applicantId'>): FormOwner => ({
  formKind: 'FINANCIAL_AID',
  formId: application.id,
  applicantId: application.applicantId,
});

/** The application with its admission application's number; any applicant's (callers check who may read it). */
export function aidApplications(db: Db) {
  return db
    .selectFrom('financial_aid_applications as fa')
    .leftJoin('applications as adm', 'adm.id', 'fa.admission_application_id')
    .select(['fa.id', 'fa.applicant_id', 'fa.academic_year', 'fa.status', 'fa.reference', 'fa.admission_application_id', 'adm.application_number', 'fa.created_at', 'fa.submitted_at']);
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof aidApplications>['executeTakeFirst']>>>;

export const toAidApplication = (row: Row): AidApplication => ({
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

/** The signed-in applicant's application with this id; 404 for anyone else's, a missing one or a malformed id. */
export async function findOwnedAidApplication(db: Db, applicantId: string | null, id: unknown): Promise<AidApplication> {
  const row = applicantId && isUuid(id) ? await aidApplications(db).where('fa.id', '=', id).where('fa.applicant_id', '=', applicantId).executeTakeFirst() : undefined;
  if (!row) throw problem(404, 'NOT_FOUND');
  return toAidApplication(row);
}

/** Answers and documents of the application itself can change only while it is a draft (spec 4). */
export function assertAidEditable(application: Pick<AidApplication, 'status'>): void {
  if (application.status !== 'DRAFT') throw problem(409, 'APPLICATION_NOT_EDITABLE');
}
