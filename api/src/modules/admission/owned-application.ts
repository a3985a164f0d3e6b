/**
 * An admission application as its owner may see it. Every route under
 * /api/admission/applications/{number} goes through findOwnedApplication: another applicant's
 * number answers 404, exactly like a number that does not exist (nothing tells them apart).
 */
import type { CategoryId, Eligibility } from '@portal/contracts/categories';
import type { AdmissionStatus } from '@portal/contracts/api';
import type { SystemId } from '@portal/contracts/systems';
import type { Db } from '../../db/database';
import type { FormRef } from '../../forms/section-store';
import { problem } from '../../http/problems';

export interface OwnedApplication {
  id: string;
  applicantId: string;
  applicationNumber: string;
  system: SystemId;
  subCategory: string | null;
  category: CategoryId;
  eligibility: Eligibility;
  academicYear: string;
  status: AdmissionStatus;
  pinSet: boolean;
  createdAt: Date;
  draftDueAt: Date | null;
}

export const formRef = (application: Pick<OwnedApplication, 'id'>): FormRef => ({ kind: 'ADMISSION', formId: application.id });

/** The columns an application is read with, for the applicant's and the office's views alike. */
export const APPLICATION_COLUMNS = ['id', 'applicant_id', 'application_number', 'system', 'sub_category', 'category', 'eligibility', 'academic_year', 'status', 'pin_hash', 'created_at', 'draft_due_at'] as const;

interface ApplicationRow {
  id: string;
  applicant_id: string;
  application_number: string;
  system: string;
  sub_category: string | null;
  category: string;
  academic_year: string;
  status: AdmissionStatus;
  pin_hash: string | null;
  created_at: Date;
  draft_due_at: Date | null;
}

export function toOwnedApplication(row: ApplicationRow, eligibility: unknown): OwnedApplication {
  return {
    id: row.id,
    applicantId: row.applicant_id,
    applicationNumber: row.application_number,
    system: row.system as SystemId,
    subCategory: row.sub_category,
    category: row.category as CategoryId,
    eligibility: eligibility as Eligibility,
    academicYear: row.academic_year,
    status: row.status,
    pinSet: row.pin_hash !== null,
    createdAt: row.created_at,
    draftDueAt: row.draft_due_at,
  };
}

export async function findOwnedApplication(db: Db, applicantId: string | null, applicationNumber: string): Promise<OwnedApplication> {
  const row = applicantId
    ? await db
        .selectFrom('applications')
        .select(APPLICATION_COLUMNS)
        .where('applicant_id', '=', applicantId)
        .where('application_number', '=', applicationNumber)
        .executeTakeFirst()
    : undefined;
  // Applications from before the eligibility step (the first demo application) have no answers:
  // they were submitted whole and are read-only, so no section rule ever needs them.
  if (!row || !row.eligibility) throw problem(404, 'NOT_FOUND');
  return toOwnedApplication(row, row.eligibility);
}

/** Answers, documents and category can change only while the application is a draft. */
export function assertEditable(application: OwnedApplication): void {
  if (application.status !== 'DRAFT') throw problem(409, 'APPLICATION_NOT_EDITABLE');
}
