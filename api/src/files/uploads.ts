/**
 * Receiving one uploaded document: multipart parsing with every limit set, a check of what the
 * content really is (its first bytes, never its name or the browser's word), storage, a virus scan,
 * and the form_documents row. Nothing is recorded unless every step passed; a file that fails a
 * step after it was stored is deleted again.
 */
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { DOCUMENT_LIMITS, type DocumentSummary } from '@portal/contracts/forms';
import { documentUploadFieldsSchema, type DocumentUploadFields } from '@portal/contracts/schemas/documents';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeStream } from 'file-type/node';
import type { Db } from '../db/database';
import { fieldProblem, problem, validateBody } from '../http/problems';
import { countDocuments, recordDocument, type CountLimit, type FormOwner } from './documents';
import { displayFileName, type DocumentMediaType } from './file-names';
import type { VirusScanner } from './scanner';
import type { FileStorage } from './storage';

/**
 * Multipart limits, every one explicit: multipart bodies are not capped by Fastify's bodyLimit, so
 * these are all that stands between a request and the server's memory and disk.
 */
export const MULTIPART_LIMITS = {
  /** Spec 9: 5MB per file. Busboy stops the file there and marks it truncated. */
  fileSize: DOCUMENT_LIMITS.maxBytes,
  /** One document per request. */
  files: 1,
  /** section and documentType. */
  fields: 2,
  /** The two fields and the file. */
  parts: 3,
  /** Field values are short identifiers (64 characters at most); a little room for the refusal to be a clear one. */
  fieldSize: 256,
  fieldNameSize: 64,
  /** Each part has Content-Disposition and Content-Type, rarely more. */
  headerPairs: 20,
} as const;

/** The form field carrying the file (the other fields are section and documentType). */
export const FILE_FIELD = 'file';

/**
 * Lets the routes of `app` (an encapsulated context: the parser stays there) accept multipart bodies
 * with the limits above. JSON stays the only body everywhere else.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  // A file over the limit ends early and is marked `truncated`; receiveDocument checks that flag
  // itself rather than relying on an error surfacing at some later read.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
}

const ALLOWED: readonly string[] = DOCUMENT_LIMITS.mediaTypes;

export interface ReceiveDocumentDeps {
  db: Db;
  storage: FileStorage;
  scanner: VirusScanner;
  log: FastifyBaseLogger;
  now: Date;
}

export interface ReceiveDocumentOptions {
  /** How many documents the form may hold per document type or per section; no limit when absent. */
  countLimit?: CountLimit | ((fields: DocumentUploadFields) => CountLimit | undefined);
}

/** Reads a stream to its end and throws the bytes away (an unread file part would stall the request). */
async function discard(stream: Readable): Promise<void> {
  try {
    await pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
  } catch {
    // Whatever went wrong with bytes nobody wants is of no interest.
  }
}

function textFields(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const parts = [entry].flat() as Array<{ type: string; value?: unknown }>;
    if (parts.some((part) => part?.type === 'file')) continue;
    // A field sent twice is not one value: leave it for the schema to refuse.
    values[name] = parts.length === 1 ? parts[0]?.value : parts.map((part) => part?.value);
  }
  return values;
}

/**
 * Takes the one file of a multipart request (fields `section` and `documentType` first, then the
 * file) and, when it passes every check, stores it and records it for the form. Refusals, all with
 * field "file" unless a text field is at fault:
 * 400 FILE_REQUIRED / FILE_EMPTY, 409 TOO_MANY_FILES, 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED,
 * 422 FILE_INFECTED, 503 FILE_SCAN_FAILED.
 */
export async function receiveDocument(
  request: FastifyRequest,
  owner: FormOwner,
  deps: ReceiveDocumentDeps,
  options: ReceiveDocumentOptions = {},
): Promise<DocumentSummary> {
  if (!request.isMultipart()) throw fieldProblem(400, 'FILE_REQUIRED', FILE_FIELD);
  const part = await request.file();
  if (!part) throw fieldProblem(400, 'FILE_REQUIRED', FILE_FIELD);

  let fields: DocumentUploadFields;
  try {
    fields = validateBody(documentUploadFieldsSchema, textFields(part.fields));
  } catch (refusal) {
    await discard(part.file);
    throw refusal;
  }

  const limit = typeof options.countLimit === 'function' ? options.countLimit(fields) : options.countLimit;
  // Checked before reading the file so a full form costs no upload; checked again when recording.
  if (limit && (await countDocuments(deps.db, owner, limit, fields)) >= limit.max) {
    await discard(part.file);
    throw problem(409, 'TOO_MANY_FILES', [limit.max]);
  }

  // The content decides the type: file-type reads the first bytes and passes them on unchanged.
  const typed = await fileTypeStream(part.file);
  const mediaType = typed.fileType?.mime;
  if (!mediaType || !ALLOWED.includes(mediaType)) {
    await discard(typed);
    throw fieldProblem(part.file.bytesRead === 0 ? 400 : 415, part.file.bytesRead === 0 ? 'FILE_EMPTY' : 'FILE_TYPE_NOT_ALLOWED', FILE_FIELD);
  }

  const stored = await deps.storage.put(typed);
  const refuse = async (statusCode: number, code: 'FILE_TOO_LARGE' | 'FILE_INFECTED' | 'FILE_SCAN_FAILED') => {
    await deps.storage.delete(stored.key);
    return fieldProblem(statusCode, code, FILE_FIELD);
  };
  if (part.file.truncated || stored.sizeBytes > DOCUMENT_LIMITS.maxBytes) throw await refuse(413, 'FILE_TOO_LARGE');

  const verdict = await deps.scanner.scan(await deps.storage.open(stored.key));
  const where = { formKind: owner.formKind, formId: owner.formId, applicantId: owner.applicantId, documentType: fields.documentType };
  if (verdict.status === 'INFECTED') {
    deps.log.warn({ ...where, signature: verdict.signature }, 'upload refused: the virus scanner found a signature; the file was deleted');
    throw await refuse(422, 'FILE_INFECTED');
  }
  if (verdict.status === 'FAILED') {
    deps.log.error({ ...where, reason: verdict.reason }, 'upload refused: the virus scan failed; the file was deleted');
    throw await refuse(503, 'FILE_SCAN_FAILED');
  }

  try {
    return await recordDocument(
      deps.db,
      owner,
      {
        section: fields.section,
        documentType: fields.documentType,
        fileName: displayFileName(part.filename, mediaType as DocumentMediaType),
        mediaType: mediaType as DocumentMediaType,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        storageKey: stored.key,
        scanStatus: verdict.status,
      },
      deps.now,
      limit,
    );
  } catch (error) {
    await deps.storage.delete(stored.key);
    throw error;
  }
}
