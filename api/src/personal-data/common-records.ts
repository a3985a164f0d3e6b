/**
 * The personal data of the shared mechanisms, which no domain owns: the form-keyed tables of the long
 * forms (sections, documents, timeline, PDFs, the office's shared work), sign-in sessions, and the
 * outbox. The registry reads and removes them for every domain alike; form ids are UUIDs, unique across
 * the domains' tables, so these rows are found by id whatever the form's kind.
 */
import type { FormKind, ScanStatus } from '@portal/contracts/forms';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { listEvents } from '../forms/timeline';
import type { HeldApplication, HeldApplicationRecord, HeldDocument, Holdings } from './holdings';

const USABLE: readonly ScanStatus[] = ['CLEAN', 'NOT_SCANNED'];

/** Finds which application each of a kind's forms (an appeal, a request) goes with: form id → application form id. */
type ApplicationsOfForms = (db: Db, formIds: readonly string[]) => Promise<Map<string, string>>;

async function sectionsOf(db: Db, application: HeldApplicationRecord): Promise<HeldApplication['sections']> {
  const rows = await db.selectFrom('form_sections').select(['section', 'data']).where('form_kind', '=', application.kind).where('form_id', '=', application.formId).orderBy('section').execute();
  return Object.fromEntries(rows.map((row) => [row.section, row.data]));
}

/** Each application with its answers as last saved and its timeline as the applicant's own pages show it (never the office's work). */
export async function withFormRecords(db: Db, applications: readonly HeldApplicationRecord[]): Promise<HeldApplication[]> {
  // One application after another: a copy holds one database connection, not one per application.
  const complete: HeldApplication[] = [];
  for (const application of applications) {
    complete.push({ ...application, sections: await sectionsOf(db, application), timeline: await listEvents(db, { kind: application.kind, formId: application.formId }) });
  }
  return complete;
}

/**
 * The person's documents that are there to be used (not removed, not refused by the scan), with the
 * application each belongs to: its own form, or — for the kinds of form that only carry documents sent
 * with an application (`ofForms`, by kind, from the domains) — the application of the appeal or request.
 */
export async function documentsOf(db: Db, applicantId: string, ofForms: ReadonlyMap<FormKind, ApplicationsOfForms>): Promise<HeldDocument[]> {
  const rows = await db
    .selectFrom('form_documents')
    .select(['id', 'form_kind', 'form_id', 'section', 'document_type', 'file_name', 'media_type', 'size_bytes', 'sha256', 'storage_key', 'scan_status', 'created_at'])
    .where('applicant_id', '=', applicantId)
    .where('removed_at', 'is', null)
    .where('scan_status', 'in', USABLE)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const applicationOf = new Map<string, string>();
  for (const [kind, find] of ofForms) {
    const formIds = [...new Set(rows.filter((row) => row.form_kind === kind).map((row) => row.form_id))];
    if (formIds.length) for (const [formId, applicationFormId] of await find(db, formIds)) applicationOf.set(`${kind}:${formId}`, applicationFormId);
  }
  return rows.map((row) => ({
    id: row.id,
    formKind: row.form_kind,
    applicationFormId: ofForms.has(row.form_kind) ? (applicationOf.get(`${row.form_kind}:${row.form_id}`) ?? null) : row.form_id,
    section: row.section,
    documentType: row.document_type,
    fileName: row.file_name,
    mediaType: row.media_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    storageKey: row.storage_key,
    scanStatus: row.scan_status,
    uploadedAt: row.created_at,
  }));
}

/**
 * The e-mails the outbox still holds that were sent to the person's own addresses. A message that
 * carried a one-time code or link (it has a secret's expiry) keeps only its subject and dates, even
 * after the code has lapsed; a purged body is gone already.
 */
export async function emailsOf(db: Db, addresses: string[]): Promise<Holdings['emails']> {
  if (addresses.length === 0) return [];
  const rows = await db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'status', 'created_at', 'sent_at', 'text_body', 'secret_expires_at', 'purged_at'])
    .where(sql<string>`lower(to_address)`, 'in', addresses.map((address) => address.toLowerCase()))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    queuedAt: row.created_at,
    sentAt: row.sent_at,
    body: row.secret_expires_at === null && row.purged_at === null ? row.text_body : null,
  }));
}

/** The rows keyed by form (no foreign key to follow), and the keys of their stored files. */
export async function removeFormRows(tx: Db, formIds: readonly string[]): Promise<string[]> {
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

/** Documents still under the person's name (rows of documents they removed); returns their stored files. */
export async function removeApplicantDocuments(tx: Db, applicantId: string): Promise<string[]> {
  const documents = await tx.selectFrom('form_documents').select('storage_key').where('applicant_id', '=', applicantId).execute();
  await tx.deleteFrom('form_documents').where('applicant_id', '=', applicantId).execute();
  return documents.map((row) => row.storage_key);
}

/** Documents by id (rows that named them have let go already); returns their stored files. */
export async function removeDocumentRows(tx: Db, documentIds: readonly string[]): Promise<string[]> {
  const rows = await tx.selectFrom('form_documents').select('storage_key').where('id', 'in', documentIds).execute();
  await tx.deleteFrom('form_documents').where('id', 'in', documentIds).execute();
  return rows.map((row) => row.storage_key);
}

export async function removeSessionsOf(tx: Db, applicantId: string): Promise<void> {
  await tx.deleteFrom('sessions').where('applicant_id', '=', applicantId).execute();
}
