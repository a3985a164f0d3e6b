/**
 * Removing an admission application with everything that hangs off it, and an applicant's record once
 * nothing of theirs is left. Runs inside the caller's transaction: the rows go together or not at all;
 * the stored files' keys are returned for the caller to queue (carry-out.ts), since a file store is not
 * part of the transaction.
 *
 * Money records stay (the Income Tax Act and the Companies Act keep accounting records 5 years): a fee
 * with a payment and its payments are detached from the application instead of going with it, and an
 * applicant who has such a fee is reduced to what the receipts and the finance console show (name,
 * e-mail, language) rather than removed. Fees nobody paid go with their application.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Every form id an application's records are keyed by: the application, its appeals and document
 * requests, the scholarship and financial aid applications that go with it and their requests. Form ids
 * are UUIDs, unique across those tables, so the form-keyed tables (sections, documents, timeline, PDFs,
 * the office's shared work) can be cleared by id alone, whatever the form's kind.
 */
export async function formIdsOf(db: Db, applicationIds: readonly string[]): Promise<string[]> {
  if (!applicationIds.length) return [];
  const ids = sql.join(applicationIds);
  const { rows } = await sql<{ id: string }>`
    SELECT id::text AS id FROM admission_appeals WHERE application_id IN (${ids})
    UNION ALL SELECT id::text FROM admission_document_requests WHERE application_id IN (${ids})
    UNION ALL SELECT id::text FROM scholarship_applications WHERE admission_application_id IN (${ids})
    UNION ALL SELECT id::text FROM financial_aid_applications WHERE admission_application_id IN (${ids})
    UNION ALL SELECT request.id::text FROM financial_aid_requests request
      JOIN financial_aid_applications aid ON aid.id = request.application_id WHERE aid.admission_application_id IN (${ids})
    UNION ALL SELECT request.id::text FROM financial_aid_document_requests request
      JOIN financial_aid_applications aid ON aid.id = request.application_id WHERE aid.admission_application_id IN (${ids})`.execute(db);
  return [...applicationIds, ...rows.map((row) => row.id)];
}

/** The rows keyed by form (no foreign key to follow), and the keys of their stored files. */
async function removeFormRows(tx: Db, formIds: readonly string[]): Promise<string[]> {
  if (!formIds.length) return [];
  const documents = await tx.selectFrom('form_documents').select('storage_key').where('form_id', 'in', formIds).execute();
  const pdfs = await tx.selectFrom('stored_pdfs').select('storage_key').where('form_id', 'in', formIds).execute();
  for (const table of ['form_sections', 'form_events', 'stored_pdfs', 'office_assignments', 'office_notes', 'office_presence'] as const) {
    await tx.deleteFrom(table).where('form_id', 'in', formIds).execute();
  }
  // After the forms' own rows: a scholarship surety (gone with its application) pointed at its documents.
  await tx.deleteFrom('form_documents').where('form_id', 'in', formIds).execute();
  return [...documents, ...pdfs].map((row) => row.storage_key);
}

/** Removes the applications (ids known to qualify) and what hangs off them; returns the stored files to delete. */
export async function removeApplications(tx: Db, applicationIds: readonly string[], now: Date): Promise<string[]> {
  if (!applicationIds.length) return [];
  const applications = await tx.selectFrom('applications').select(['id', 'applicant_id', 'application_number']).where('id', 'in', applicationIds).execute();
  if (!applications.length) return [];
  const ids = applications.map((application) => application.id);
  const formIds = await formIdsOf(tx, ids);

  // A paid fee keeps its own record: it leaves the application, naming it in its description.
  await sql`
    UPDATE fees SET application_id = NULL, exam_registration_id = NULL,
      description = fees.description || ' (application ' || app.application_number || ')'
    FROM applications app
    WHERE app.id = fees.application_id AND fees.application_id IN (${sql.join(ids)})
      AND EXISTS (SELECT 1 FROM payments WHERE payments.fee_id = fees.id)`.execute(tx);
  // The application's row last but one: its children go with it (ON DELETE CASCADE), unpaid fees too.
  await tx.deleteFrom('applications').where('id', 'in', ids).execute();
  const storageKeys = await removeFormRows(tx, formIds);

  for (const applicantId of new Set(applications.map((application) => application.applicant_id))) {
    if (await hasNothingLeft(tx, applicantId)) storageKeys.push(...(await removeApplicantRecord(tx, applicantId, now)));
  }
  return storageKeys;
}

/** No admission, scholarship or financial aid application of theirs is left. */
export async function hasNothingLeft(db: Db, applicantId: string): Promise<boolean> {
  const { rows } = await sql<{ left: boolean }>`
    SELECT EXISTS (SELECT 1 FROM applications WHERE applicant_id = ${applicantId})
      OR EXISTS (SELECT 1 FROM scholarship_applications WHERE applicant_id = ${applicantId})
      OR EXISTS (SELECT 1 FROM financial_aid_applications WHERE applicant_id = ${applicantId}) AS left`.execute(db);
  return rows[0]?.left === false;
}

/**
 * An applicant with nothing left: removed with their login accounts, sign-in links and sessions; or,
 * when a fee of theirs was paid, reduced to the name, e-mail address and language its receipts need.
 * Returns the stored files of any documents left under their name (rows of documents they removed).
 */
export async function removeApplicantRecord(tx: Db, applicantId: string, now: Date): Promise<string[]> {
  const documents = await tx.selectFrom('form_documents').select('storage_key').where('applicant_id', '=', applicantId).execute();
  await tx.deleteFrom('form_documents').where('applicant_id', '=', applicantId).execute();
  await tx.deleteFrom('sessions').where('applicant_id', '=', applicantId).execute();
  await tx.deleteFrom('accounts').where('applicant_id', '=', applicantId).execute();
  const paid = await tx
    .selectFrom('fees')
    .select('fees.id')
    .where('fees.applicant_id', '=', applicantId)
    .where(({ exists, selectFrom }) => exists(selectFrom('payments').select('payments.id').whereRef('payments.fee_id', '=', 'fees.id')))
    .executeTakeFirst();
  if (!paid) {
    await tx.deleteFrom('applicants').where('id', '=', applicantId).execute();
  } else {
    await sql`DELETE FROM fees WHERE applicant_id = ${applicantId} AND NOT EXISTS (SELECT 1 FROM payments WHERE payments.fee_id = fees.id)`.execute(tx);
    for (const table of ['social_links', 'identity_retrievals', 'oidc_flows', 'my_data_downloads'] as const) {
      await tx.deleteFrom(table).where('applicant_id', '=', applicantId).execute();
    }
    await tx
      .updateTable('applicants')
      .set({
        nric: null,
        verified_nric: null,
        nric_verified_at: null,
        date_of_birth: null,
        alt_contact_name: null,
        alt_contact_country_code: null,
        alt_contact_area_code: null,
        alt_contact_number: null,
        personal_data_removed_at: now,
      })
      .where('id', '=', applicantId)
      .execute();
  }
  return documents.map((row) => row.storage_key);
}
