/**
 * The scholarship application an award route is about, found through owned-application.ts (the one
 * lookup of the domain): the signed-in applicant's own (another applicant's, an unknown or a
 * malformed id are the same 404), or for the office any one.
 */
import type { FastifyRequest } from 'fastify';
import type { PersonName } from '@portal/contracts/person-name';
import type { Db } from '../../db/database';
import { applicantName, applicantNameColumns } from '../../mail/applicant-name';
import type { FormRef } from '../../forms/section-store';
import { problem } from '../../http/problems';
import { isUuid } from '../../http/record-id';
import { activeSession } from '../../sessions/session-plugin';
import { findOwnedScholarshipApplication, scholarshipApplications, scholarshipFormRef, toScholarshipApplication, type ScholarshipApplication } from './owned-application';

export type ScholarshipApplicationRef = ScholarshipApplication;

/** The path parameter of every /…/applications/{id} route, described once for OpenAPI. */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

export const scholarshipForm = (applicationId: string): FormRef => scholarshipFormRef({ id: applicationId });

/** The signed-in applicant's scholarship application named by the path's id, or 404. */
export function ownedScholarship(db: Db, request: FastifyRequest): Promise<ScholarshipApplication> {
  return findOwnedScholarshipApplication(db, activeSession(request).applicantId, (request.params as { id?: unknown }).id);
}

/** Any scholarship application named by the path's id (the office's routes), or 404. */
export async function scholarshipForOffice(db: Db, request: FastifyRequest): Promise<ScholarshipApplication> {
  const { id } = request.params as { id?: unknown };
  const row = isUuid(id) ? await scholarshipApplications(db).where('sch.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw problem(404, 'NOT_FOUND');
  return toScholarshipApplication(row);
}

/** Whom an e-mail about the application goes to: the applicant, with their stored language choice. */
export async function scholarshipRecipient(db: Db, applicationId: string): Promise<{ email: string; name: PersonName; language: string | null; reference: string }> {
  const row = await db
    .selectFrom('scholarship_applications as app')
    .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
    .select(['app.reference', 'applicant.email', 'applicant.language', ...applicantNameColumns('applicant')])
    .where('app.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { email: row.email, name: applicantName(row), language: row.language, reference: row.reference ?? '' };
}
