/**
 * The form_documents rows: listing, counting, recording, removing and reading a form's documents.
 * Generic for every long form (admission, scholarship, financial aid): a document belongs to one
 * form (kind + id) and one applicant, and every function here takes the applicant's id and refuses
 * rows of anyone else with NOT_FOUND, so a caller that forgot its own ownership check still leaks
 * nothing (and an id that exists is indistinguishable from one that does not).
 */
import type { DocumentSummary, FormKind, ScanStatus } from '@portal/contracts/forms';
import { DOCUMENT_LIMITS } from '@portal/contracts/forms';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { problem } from '../http/problems';
import type { DocumentMediaType } from './file-names';
import { FileMissingError, IntegrityError, readVerified, type FileStorage } from './storage';
import { isUuid } from '../http/record-id';

/** Which form, and whose: every operation is scoped to both. */
export interface FormOwner {
  formKind: FormKind;
  formId: string;
  applicantId: string;
}

/** How many documents a form may hold, counted per document type or per section. */
export interface CountLimit {
  max: number;
  per: 'documentType' | 'section';
}

/** Scan results that let a document be used; INFECTED, FAILED and PENDING never are. */
const USABLE: readonly ScanStatus[] = ['CLEAN', 'NOT_SCANNED'];


type DocumentRow = {
  id: string;
  section: string;
  document_type: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
  scan_status: ScanStatus;
  created_at: Date;
};

const SUMMARY_COLUMNS = ['id', 'section', 'document_type', 'file_name', 'media_type', 'size_bytes', 'scan_status', 'created_at'] as const;

export function toSummary(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    section: row.section,
    documentType: row.document_type,
    fileName: row.file_name,
    mediaType: row.media_type as DocumentMediaType,
    sizeBytes: row.size_bytes,
    scanStatus: row.scan_status,
    uploadedAt: new Date(row.created_at).toISOString(),
  };
}

/** The form's documents that are there to be used (not removed), oldest first. */
export async function listDocuments(db: Db, owner: FormOwner): Promise<DocumentSummary[]> {
  const rows = await db
    .selectFrom('form_documents')
    .select(SUMMARY_COLUMNS)
    .where('form_kind', '=', owner.formKind)
    .where('form_id', '=', owner.formId)
    .where('applicant_id', '=', owner.applicantId)
    .where('removed_at', 'is', null)
    .where('scan_status', 'in', USABLE)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toSummary);
}

/** How many usable documents the form already holds in the limit's scope. */
export async function countDocuments(db: Db, owner: FormOwner, limit: CountLimit, scope: { section: string; documentType: string }): Promise<number> {
  const column = limit.per === 'section' ? 'section' : 'document_type';
  const value = limit.per === 'section' ? scope.section : scope.documentType;
  const row = await db
    .selectFrom('form_documents')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('form_kind', '=', owner.formKind)
    .where('form_id', '=', owner.formId)
    .where(column, '=', value)
    .where('removed_at', 'is', null)
    .where('scan_status', 'in', USABLE)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewDocument {
  section: string;
  documentType: string;
  fileName: string;
  mediaType: DocumentMediaType;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  scanStatus: ScanStatus;
}

/**
 * Records a stored and scanned file. With a limit, the count is checked again inside the
 * transaction under a lock on the form, so two uploads racing for the last place cannot both win;
 * the loser gets TOO_MANY_FILES (and its caller deletes the stored file).
 */
export async function recordDocument(db: Db, owner: FormOwner, document: NewDocument, now: Date, limit?: CountLimit): Promise<DocumentSummary> {
  return db.transaction().execute(async (tx) => {
    if (limit) {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`form_documents:${owner.formKind}:${owner.formId}`}))`.execute(tx);
      if ((await countDocuments(tx, owner, limit, document)) >= limit.max) throw problem(409, 'TOO_MANY_FILES', [limit.max]);
    }
    const row = await tx
      .insertInto('form_documents')
      .values({
        form_kind: owner.formKind,
        form_id: owner.formId,
        applicant_id: owner.applicantId,
        section: document.section,
        document_type: document.documentType,
        file_name: document.fileName,
        media_type: document.mediaType,
        size_bytes: document.sizeBytes,
        sha256: document.sha256,
        storage_key: document.storageKey,
        scan_status: document.scanStatus,
        created_at: now,
      })
      .returning(SUMMARY_COLUMNS)
      .executeTakeFirstOrThrow();
    return toSummary(row);
  });
}

/** One usable document of the applicant's form, with what is needed to read it; NOT_FOUND otherwise. */
async function findDocument(db: Db, owner: FormOwner, documentId: string) {
  if (!isUuid(documentId)) throw problem(404, 'NOT_FOUND');
  const row = await db
    .selectFrom('form_documents')
    .select([...SUMMARY_COLUMNS, 'storage_key', 'sha256'])
    .where('id', '=', documentId)
    .where('form_kind', '=', owner.formKind)
    .where('form_id', '=', owner.formId)
    .where('applicant_id', '=', owner.applicantId)
    .where('removed_at', 'is', null)
    .where('scan_status', 'in', USABLE)
    .executeTakeFirst();
  if (!row) throw problem(404, 'NOT_FOUND');
  return row;
}

/**
 * Removes a document: the row is kept for the record (removed_at) but no longer listed or
 * downloadable, and the stored bytes are deleted. The caller decides whether the form may still
 * change (FORM_NOT_EDITABLE).
 */
export async function removeDocument(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  owner: FormOwner,
  documentId: string,
  now: Date,
): Promise<DocumentSummary> {
  const row = await findDocument(deps.db, owner, documentId);
  const removed = await deps.db
    .updateTable('form_documents')
    .set({ removed_at: now })
    .where('id', '=', row.id)
    .where('removed_at', 'is', null)
    .returning(SUMMARY_COLUMNS)
    .executeTakeFirst();
  if (!removed) throw problem(404, 'NOT_FOUND');
  try {
    await deps.storage.delete(row.storage_key);
  } catch (error) {
    // The row already says "removed", so the applicant is done; a leftover file is only housekeeping.
    deps.log.error({ err: error, documentId: row.id }, 'removed document: deleting its stored file failed');
  }
  return toSummary(removed);
}

export interface DocumentContent {
  document: DocumentSummary;
  content: Buffer;
}

/**
 * A document's bytes for download, checked against the SHA-256 recorded at upload. A file that is
 * missing or differs is refused with FILE_DAMAGED (and logged for the office): sending it would
 * hand the applicant or staff something other than what was uploaded.
 */
export async function openDocument(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  owner: FormOwner,
  documentId: string,
): Promise<DocumentContent> {
  const row = await findDocument(deps.db, owner, documentId);
  try {
    const content = await readVerified(deps.storage, row.storage_key, row.sha256, DOCUMENT_LIMITS.maxBytes);
    return { document: toSummary(row), content };
  } catch (error) {
    if (!(error instanceof IntegrityError || error instanceof FileMissingError)) throw error;
    deps.log.error({ documentId: row.id, formKind: owner.formKind, formId: owner.formId, reason: error.message }, 'stored document failed its integrity check');
    // 410 Gone: the document is known, but the bytes recorded for it no longer exist intact.
    throw problem(410, 'FILE_DAMAGED');
  }
}
