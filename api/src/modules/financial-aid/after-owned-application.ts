/**
 * The financial aid application an after-submission route is about: the signed-in applicant's own,
 * found by the one lookup of owned-application.ts (another applicant's, an unknown or a malformed id
 * are the same 404); and whom its e-mails go to.
 */
import type { FastifyRequest } from 'fastify';
import type { PersonName } from '@portal/contracts/person-name';
import type { AidApplicationStatus } from '@portal/contracts/financial-aid/model';
import type { Db } from '../../db/database';
import { applicantName, applicantNameColumns } from '../../mail/applicant-name';
import { activeSession } from '../../sessions/session-plugin';
import { aidForm, findOwnedAidApplication } from './owned-application';

export interface AfterAidApplication {
  id: string;
  applicantId: string;
  academicYear: string;
  status: AidApplicationStatus;
  reference: string | null;
}

/** The path parameter of every /…/applications/{id} route, described once for OpenAPI. */
export const aidIdParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

/** The application's own form (sections, documents, timeline): kind FINANCIAL_AID, form_id the application id. */
export { aidForm };

export async function findAfterAidApplication(db: Db, applicantId: string | null | undefined, id: unknown): Promise<AfterAidApplication> {
  return findOwnedAidApplication(db, applicantId ?? null, id);
}

/** The signed-in applicant's financial aid application named by the path's id, or 404. */
export function ownedAfterAidApplication(db: Db, request: FastifyRequest): Promise<AfterAidApplication> {
  return findAfterAidApplication(db, activeSession(request).applicantId, (request.params as { id?: unknown }).id);
}

/** Whom an e-mail about the application goes to: the applicant, with their stored language choice. */
export async function aidRecipient(db: Db, applicationId: string): Promise<{ email: string; name: PersonName; language: string | null; reference: string }> {
  const row = await db
    .selectFrom('financial_aid_applications as app')
    .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
    .select(['app.reference', 'applicant.email', 'applicant.language', ...applicantNameColumns('applicant')])
    .where('app.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { email: row.email, name: applicantName(row), language: row.language, reference: row.reference ?? '' };
}

/** The applicant-facing paths (the financial-aid remote's paths.ts under /applicant/financial-aid): e-mails and the dashboard link to them. */
export const aidApplicantPaths = {
  progress: (id: string) => `/applicant/financial-aid/aid/${id}`,
  package: (id: string) => `/applicant/financial-aid/aid/${id}/package`,
  requestedDocuments: (id: string) => `/applicant/financial-aid/aid/${id}/documents`,
  guarantor: (id: string) => `/applicant/financial-aid/aid/${id}/guarantor`,
};
