/**
 * The scholarship application a route is about: the signed-in applicant's own (another applicant's,
 * an unknown or a malformed id are the same 404), or for the office any submitted one.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { FormRef } from '../../forms/section-store';
import { recordId } from '../../http/record-id';
import { problem } from '../../http/problems';
import { activeSession } from '../../sessions/session-plugin';

export interface ScholarshipApplicationRef {
  id: string;
  applicantId: string;
  academicYear: string;
  status: string;
  reference: string | null;
}

/** The path parameter of every /…/applications/{id} route, described once for OpenAPI. */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

export const scholarshipForm = (applicationId: string): FormRef => ({ kind: 'SCHOLARSHIP', formId: applicationId });

async function find(db: Db, id: string, applicantId?: string): Promise<ScholarshipApplicationRef> {
  let query = db.selectFrom('scholarship_applications').select(['id', 'applicant_id', 'academic_year', 'status', 'reference']).where('id', '=', id);
  if (applicantId !== undefined) query = query.where('applicant_id', '=', applicantId);
  const row = await query.executeTakeFirst();
  if (!row) throw problem(404, 'NOT_FOUND');
  return { id: row.id, applicantId: row.applicant_id, academicYear: row.academic_year, status: row.status, reference: row.reference };
}

/** The signed-in applicant's scholarship application named by the path's id, or 404. */
export async function ownedScholarship(db: Db, request: FastifyRequest): Promise<ScholarshipApplicationRef> {
  const { applicantId } = activeSession(request);
  const id = recordId(request.params, 'id');
  if (!applicantId) throw problem(404, 'NOT_FOUND');
  return find(db, id, applicantId);
}

/** Any scholarship application named by the path's id (the office's routes), or 404. */
export async function scholarshipForOffice(db: Db, request: FastifyRequest): Promise<ScholarshipApplicationRef> {
  return find(db, recordId(request.params, 'id'));
}

/** Whom an e-mail about the application goes to: the applicant, with their stored language choice. */
export async function scholarshipRecipient(db: Db, applicationId: string): Promise<{ email: string; name: string; language: string | null; reference: string }> {
  const row = await db
    .selectFrom('scholarship_applications as app')
    .innerJoin('applicants as applicant', 'applicant.id', 'app.applicant_id')
    .select(['app.reference', 'applicant.email', 'applicant.full_name', 'applicant.language'])
    .where('app.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { email: row.email, name: row.full_name, language: row.language, reference: row.reference ?? '' };
}
