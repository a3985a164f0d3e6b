/**
 * Submitting a scholarship application: a chosen scholarship that has closed (or is no longer open
 * to the applicant) refuses it with SCHOLARSHIP_CHOICE_CLOSED (spec 4: reselect), every section is
 * checked against its full rules (all errors, each field named `<section>.<field>`, as admission's
 * submit answers); then, once however often it is asked, the answers are frozen, the reference is
 * drawn from scholarship_reference_seq and the timeline notes it.
 */
import type { ScholarshipSubmission, ScholarshipSubmissionAcknowledgement } from '@portal/contracts/scholarship/api';
import { SCHOLARSHIP_SECTION_IDS } from '@portal/contracts/scholarship/sections';
import { chosenScholarshipCodes } from '@portal/contracts/schemas/scholarship/choices';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { loadSections } from '../../forms/section-store';
import { recordEvent } from '../../forms/timeline';
import { ApiProblem, apiError } from '../../http/problems';
import { closedChoices, loadRuleFacts, submissionProblems } from './form';
import { scholarshipFormRef, type ScholarshipApplication } from './owned-application';

async function acknowledgementOf(db: Db, applicationId: string): Promise<ScholarshipSubmissionAcknowledgement> {
  const row = await db.selectFrom('scholarship_applications').select(['reference', 'submitted_at']).where('id', '=', applicationId).executeTakeFirstOrThrow();
  return { reference: row.reference ?? '', submittedAt: (row.submitted_at ?? new Date(0)).toISOString() };
}

/**
 * What the submitting call does inside its transaction (queue the acknowledgement e-mail): the
 * submission and its e-mail are stored together, so a server stopping between them cannot submit
 * without the e-mail (a second call finds the application submitted and sends nothing).
 */
export type OnSubmitted = (tx: Db, submitted: { reference: string; submission: ScholarshipSubmission }) => Promise<void>;

/** Submits once however often asked; answers the acknowledgement (the first one's, to a later call). */
export async function submitScholarshipApplication(db: Db, application: ScholarshipApplication, now: Date, onSubmitted: OnSubmitted): Promise<ScholarshipSubmissionAcknowledgement> {
  if (application.status !== 'DRAFT') return acknowledgementOf(db, application.id);
  const [sections, facts] = await Promise.all([loadSections(db, scholarshipFormRef(application)), loadRuleFacts(db, application, now)]);
  if (closedChoices(sections, facts).length) throw new ApiProblem(409, [apiError('SCHOLARSHIP_CHOICE_CLOSED', [], 'choices')]);
  const problems = submissionProblems(sections, facts);
  if (problems.length) throw new ApiProblem(400, problems);

  const codes = chosenScholarshipCodes(sections.get('choices')?.data);
  const submission: ScholarshipSubmission = {
    admissionApplicationNumber: application.admissionApplicationNumber ?? '',
    sections: Object.fromEntries(SCHOLARSHIP_SECTION_IDS.map((id) => [id, sections.get(id)?.data ?? {}])),
    documents: facts.documents.map(({ id, section, documentType, fileName, mediaType, sizeBytes }) => ({ id, section, documentType, fileName, mediaType, sizeBytes })),
    choices: codes.map((code) => {
      const scholarship = facts.scholarships.find((row) => row.code === code)!;
      return { code, name: { 'en-GB': scholarship.name_en, 'zh-Hans': scholarship.name_zh } };
    }),
  };
  const year = application.academicYear.slice(0, 4);
  await db.transaction().execute(async (tx) => {
    // The status check in the WHERE lets exactly one of any number of racing submits through.
    const updated = await tx
      .updateTable('scholarship_applications')
      .set({
        status: 'SUBMITTED',
        submitted_at: now,
        updated_at: now,
        submission: JSON.stringify(submission),
        choices: JSON.stringify(codes),
        reference: sql<string>`'SCH-' || ${year} || '-' || lpad(nextval('scholarship_reference_seq')::text, 6, '0')`,
      })
      .where('id', '=', application.id)
      .where('status', '=', 'DRAFT')
      .returning('reference')
      .executeTakeFirst();
    if (!updated) return;
    await recordEvent(tx, scholarshipFormRef(application), { kind: 'SUBMITTED', actor: 'APPLICANT', at: now, params: { reference: updated.reference ?? '' } });
    await onSubmitted(tx, { reference: updated.reference ?? '', submission });
  });
  return acknowledgementOf(db, application.id);
}
