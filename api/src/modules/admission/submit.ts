/**
 * Submitting an admission application: every section checked against its full rules (all errors
 * collected, each field named `<section>.<field>`), the identity document required, the period
 * open; then, once however often it is asked (double click, two tabs, a retry after a timeout), the
 * application becomes read-only with a snapshot of its answers, its fee is created, the applicant's
 * record takes the particulars given, the timeline notes it, the nominated referees are asked for
 * their references and the confirmation is e-mailed.
 */
import { ADMISSION_APPLICATION_FEE_CENTS, type SubmissionAcknowledgement } from '@portal/contracts/admission/api';
import { CATEGORIES } from '@portal/contracts/categories';
import { hasIdentityDocument } from '@portal/contracts/admission/documents';
import type { ApiError } from '@portal/contracts/api';
import type { DocumentSummary } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import { ADMISSION_SECTION_SCHEMAS } from '@portal/contracts/schemas/admission/index';
import type { Db } from '../../db/database';
import type { StoredSection } from '../../forms/section-store';
import { recordEvent } from '../../forms/timeline';
import { ApiProblem, apiError, problem } from '../../http/problems';
import { APPLICANT_NAME_COLUMNS, namePartsAfterTyped } from '../../mail/applicant-name';
import { admissionContext, applicableSections, sectionErrors } from './form';
import { formRef, type OwnedApplication } from './owned-application';
import { nominatedReferees, requestReferences } from './references';

/** Every reason the application cannot be submitted yet; empty when it is complete. */
export function submissionProblems(
  application: OwnedApplication,
  sections: Map<string, StoredSection>,
  documents: readonly DocumentSummary[],
  now: Date,
): ApiError[] {
  const context = admissionContext(application, sections, now);
  return applicableSections(application).flatMap((id): ApiError[] => {
    if (id === 'applyAs') return [];
    if (id === 'documents') return hasIdentityDocument(documents) ? [] : [apiError('IDENTITY_DOCUMENT_REQUIRED', [], 'documents')];
    const stored = sections.get(id);
    if (!stored || !ADMISSION_SECTION_SCHEMAS[id]) return [apiError('SECTION_INCOMPLETE', [], id)];
    return sectionErrors(id, stored.data, context).map((error) => ({ ...error, field: error.field ? `${id}.${error.field}` : id }));
  });
}

interface Particulars {
  fullName?: unknown;
  identityType?: unknown;
  identityNumber?: unknown;
  dateOfBirth?: unknown;
  nextOfKin?: { name?: unknown; phone?: { countryCode?: unknown; number?: unknown } };
}

/**
 * The applicant's record takes the submitted particulars (the office and the public helpers use them).
 * The full name, typed whole as in the NRIC or passport, replaces the account's: the given and family
 * names stay only while it is the same name (e-mails then still greet in the letter's order).
 */
async function recordParticulars(tx: Db, applicantId: string, data: Particulars | undefined): Promise<void> {
  if (!data) return;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const fullName = text(data.fullName)?.toUpperCase() ?? null;
  const before = fullName ? await tx.selectFrom('applicants').select(APPLICANT_NAME_COLUMNS).where('id', '=', applicantId).executeTakeFirstOrThrow() : null;
  const nric = data.identityType === 'NRIC' || data.identityType === 'FIN' ? text(data.identityNumber)?.toUpperCase() ?? null : null;
  const dateOfBirth = typeof data.dateOfBirth === 'string' ? parseDisplayDate(data.dateOfBirth) : null;
  await tx
    .updateTable('applicants')
    .set({
      ...(fullName && before ? { full_name: fullName, ...namePartsAfterTyped(before, fullName) } : {}),
      // Declared only: it never finds anyone at sign-in (the verified one does), and the same NRIC on
      // another record is flagged to the office, never refused here (that would tell this applicant).
      ...(nric ? { nric } : {}),
      ...(dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
      ...(text(data.nextOfKin?.name) ? { alt_contact_name: text(data.nextOfKin?.name) } : {}),
      ...(text(data.nextOfKin?.phone?.countryCode) ? { alt_contact_country_code: text(data.nextOfKin?.phone?.countryCode) } : {}),
      ...(text(data.nextOfKin?.phone?.number) ? { alt_contact_number: text(data.nextOfKin?.phone?.number) } : {}),
    })
    .where('id', '=', applicantId)
    .execute();
}

export async function acknowledgementOf(db: Db, applicationId: string): Promise<SubmissionAcknowledgement> {
  const row = await db
    .selectFrom('applications as app')
    .leftJoin('fees as fee', (join) => join.onRef('fee.application_id', '=', 'app.id').on('fee.kind', '=', 'APPLICATION_FEE'))
    .select(['app.application_number', 'app.submitted_at', 'fee.amount_cents', 'fee.status'])
    .where('app.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return {
    applicationNumber: row.application_number,
    submittedAt: (row.submitted_at ?? new Date(0)).toISOString(),
    fee: row.amount_cents === null || row.status === null ? null : { amountCents: row.amount_cents, status: row.status },
  };
}

export interface SubmitInput {
  application: OwnedApplication;
  sections: Map<string, StoredSection>;
  documents: readonly DocumentSummary[];
  periodOpen: boolean;
  now: Date;
  /** Where the referees' links point (PUBLIC_URL) and the language of their e-mails. */
  referenceLinks: { publicUrl: string; language: Language };
  /**
   * What must happen exactly when the application is submitted, in the same transaction (the
   * confirmation e-mail into the outbox): an instance or the database failing right after the
   * commit can then never leave a submission without it.
   */
  whileSubmitting?: (tx: Db, submission: { feeCents: number | null }) => Promise<void>;
}

/** Submits once; returns whether this call was the one that submitted. */
export async function submitApplication(db: Db, input: SubmitInput): Promise<{ submittedNow: boolean; acknowledgement: SubmissionAcknowledgement }> {
  const { application, sections, documents, now } = input;
  if (application.status !== 'DRAFT') {
    if (application.status === 'WITHDRAWN') throw problem(409, 'APPLICATION_NOT_EDITABLE');
    return { submittedNow: false, acknowledgement: await acknowledgementOf(db, application.id) };
  }
  if (!input.periodOpen) throw problem(409, 'PERIOD_CLOSED');
  const problems = submissionProblems(application, sections, documents, now);
  if (problems.length) throw new ApiProblem(400, problems);

  const submittedNow = await db.transaction().execute(async (tx) => {
    const snapshot = {
      category: application.category,
      eligibility: application.eligibility,
      sections: Object.fromEntries([...sections].filter(([id]) => applicableSections(application).some((section) => section === id)).map(([id, stored]) => [id, stored.data])),
      documents: documents.map(({ id, documentType, fileName, mediaType, sizeBytes }) => ({ id, documentType, fileName, mediaType, sizeBytes })),
    };
    // The status check in the WHERE lets exactly one of two racing submits through.
    const updated = await tx
      .updateTable('applications')
      .set({ status: 'SUBMITTED', submitted_at: now, submission: JSON.stringify(snapshot) })
      .where('id', '=', application.id)
      .where('status', '=', 'DRAFT')
      .returning('id')
      .executeTakeFirst();
    if (!updated) return false;
    const feeFree = CATEGORIES[application.category].feeFree === true;
    await tx
      .insertInto('fees')
      .values({
        kind: 'APPLICATION_FEE',
        applicant_id: application.applicantId,
        application_id: application.id,
        description: 'Application fee',
        amount_cents: feeFree ? 0 : ADMISSION_APPLICATION_FEE_CENTS,
        status: feeFree ? 'WAIVED' : 'UNPAID',
        due_date: new Date(now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
      })
      .execute();
    await recordParticulars(tx, application.applicantId, sections.get('personalParticulars')?.data as Particulars | undefined);
    await recordEvent(tx, formRef(application), { kind: 'SUBMITTED', actor: 'APPLICANT', at: now, params: { applicationNumber: application.applicationNumber } });
    if (applicableSections(application).includes('referees')) {
      // After recordParticulars: the referees read the name as the applicant gave it.
      const applicant = await tx.selectFrom('applicants').select('full_name').where('id', '=', application.applicantId).executeTakeFirstOrThrow();
      const referees = nominatedReferees(sections.get('referees')?.data);
      await requestReferences(tx, { application, applicantName: applicant.full_name, referees, now, ...input.referenceLinks });
    }
    await input.whileSubmitting?.(tx, { feeCents: feeFree ? null : ADMISSION_APPLICATION_FEE_CENTS });
    return true;
  });
  return { submittedNow, acknowledgement: await acknowledgementOf(db, application.id) };
}
