/**
 * Submitting a financial aid application: refused (409 AID_APPLICATIONS_CLOSED) once the year's
 * closesOn has passed, and (409, every problem listed, each field `<section>.<field>`) while a section
 * is incomplete; then, once however often it is asked, the answers, documents, household, tier and
 * admission application number are frozen, the per-capita income is stored (householdOf: the
 * calculator's function), the reference FA-<first year>-<6-digit serial> is drawn from
 * financial_aid_reference_seq and the timeline notes it.
 */
import type { AidSubmission, AidSubmissionAcknowledgement } from '@portal/contracts/financial-aid/api';
import { householdOf } from '@portal/contracts/financial-aid/household';
import { AID_SECTION_IDS } from '@portal/contracts/financial-aid/sections';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { loadSections } from '../../forms/section-store';
import { recordEvent } from '../../forms/timeline';
import { ApiProblem, problem } from '../../http/problems';
import { loadRuleFacts, submissionProblems } from './form';
import { aidFormRef, type AidApplication } from './owned-application';
import { applicationsOpen } from './years';

async function acknowledgementOf(db: Db, applicationId: string): Promise<AidSubmissionAcknowledgement> {
  const row = await db.selectFrom('financial_aid_applications').select(['reference', 'submitted_at']).where('id', '=', applicationId).executeTakeFirstOrThrow();
  return { reference: row.reference ?? '', submittedAt: (row.submitted_at ?? new Date(0)).toISOString() };
}

/**
 * What the submitting call does inside its transaction (queue the acknowledgement e-mail): the
 * submission and its e-mail are stored together, so a server stopping between them cannot submit
 * without the e-mail (a second call finds the application submitted and sends nothing).
 */
export type OnSubmitted = (tx: Db, submitted: { reference: string; submission: AidSubmission }) => Promise<void>;

/** Submits once however often asked; answers the acknowledgement (the first one's, to a later call). */
export async function submitAidApplication(db: Db, application: AidApplication, now: Date, onSubmitted: OnSubmitted): Promise<AidSubmissionAcknowledgement> {
  if (application.status !== 'DRAFT') {
    // Asked again after it went through (a second tab, a retry): the same acknowledgement, no second e-mail.
    if (application.status === 'WITHDRAWN' || !application.reference) throw problem(409, 'APPLICATION_NOT_EDITABLE');
    return acknowledgementOf(db, application.id);
  }
  const [sections, facts] = await Promise.all([loadSections(db, aidFormRef(application)), loadRuleFacts(db, application, now)]);
  if (!applicationsOpen(facts.dates, now)) throw problem(409, 'AID_APPLICATIONS_CLOSED');
  const problems = submissionProblems(sections, facts);
  if (problems.length) throw new ApiProblem(409, problems);

  const household = householdOf(sections.get('financialDetails')?.data);
  const submission: AidSubmission = {
    admissionApplicationNumber: application.admissionApplicationNumber,
    sections: Object.fromEntries(AID_SECTION_IDS.filter((id) => id !== 'documents').map((id) => [id, sections.get(id)?.data ?? {}])),
    documents: facts.documents.map(({ id, section, documentType, fileName, mediaType, sizeBytes }) => ({ id, section, documentType, fileName, mediaType, sizeBytes })),
    household,
    tier: facts.tier,
  };
  const year = application.academicYear.slice(0, 4);
  await db.transaction().execute(async (tx) => {
    // The status check in the WHERE lets exactly one of any number of racing submits through.
    const updated = await tx
      .updateTable('financial_aid_applications')
      .set({
        status: 'SUBMITTED',
        submitted_at: now,
        updated_at: now,
        submission: JSON.stringify(submission),
        per_capita_income_cents: household.perCapitaIncomeCents,
        reference: sql<string>`'FA-' || ${year} || '-' || lpad(nextval('financial_aid_reference_seq')::text, 6, '0')`,
      })
      .where('id', '=', application.id)
      .where('status', '=', 'DRAFT')
      .returning('reference')
      .executeTakeFirst();
    if (!updated) return;
    await recordEvent(tx, aidFormRef(application), { kind: 'SUBMITTED', actor: 'APPLICANT', at: now, params: { reference: updated.reference ?? '' } });
    await onSubmitted(tx, { reference: updated.reference ?? '', submission });
  });
  return acknowledgementOf(db, application.id);
}
