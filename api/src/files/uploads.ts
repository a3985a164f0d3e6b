/**
 * Receiving one uploaded document: multipart parsing with every limit set, a check of what the
 * content really is (its first bytes, never its name or the browser's word), storage, a virus scan,
 * and the form_documents row. Nothing is recorded unless every step passed; a file that fails a
 * step after it was stored is deleted again.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { DOCUMENT_LIMITS, type DocumentSummary } from '@portal/contracts/forms';
import { documentUploadFieldsSchema, type DocumentUploadFields } from '@portal/contracts/schemas/documents';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type/core';
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

/** file-type's own advice for how much of the start of a file it needs to tell every type apart. */
const SNIFF_BYTES = 4100;

/**
 * Reads the first bytes of a stream (for the content check) and gives back a stream of the whole
 * content, those bytes included. (file-type's fileTypeStream does the same, but never settles for a
 * part whose stream had already ended empty by the time it is handed over, as an empty upload's has.)
 */
async function splitHead(stream: Readable, size: number): Promise<{ head: Buffer; content: Readable }> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    read.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(read, length);
  async function* whole() {
    yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head, content: Readable.from(whole(), { objectMode: false }) };
}

/**
 * Reads the parts in order up to the first file: the text fields before it, and the file. Fields
 * after the file are not looked at (the order is part of the contract, and reading them would mean
 * holding the file back), so a form that sends them late is refused as missing them.
 */
async function fieldsThenFile(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; file: MultipartFile | undefined }> {
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') return { fields, file: part };
    // A field sent twice is not one value: keep both for the schema to refuse.
    fields[part.fieldname] = Object.hasOwn(fields, part.fieldname) ? [fields[part.fieldname], part.value].flat() : part.value;
  }
  return { fields, file: undefined };
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
  const { fields: sent, file: part } = await fieldsThenFile(request);
  if (!part) throw fieldProblem(400, 'FILE_REQUIRED', FILE_FIELD);

  let fields: DocumentUploadFields;
  let limit: CountLimit | undefined;
  try {
    fields = validateBody<DocumentUploadFields>(documentUploadFieldsSchema, sent);
    // The caller's limit may refuse the fields too (an unknown document type).
    limit = typeof options.countLimit === 'function' ? options.countLimit(fields) : options.countLimit;
  } catch (refusal) {
    await discard(part.file);
    throw refusal;
  }

  // Checked before reading the file so a full form costs no upload; checked again when recording.
  if (limit && (await countDocuments(deps.db, owner, limit, fields)) >= limit.max) {
    await discard(part.file);
    throw problem(409, 'TOO_MANY_FILES', [limit.max]);
  }

  // The content decides the type (file-type reads its first bytes), never the name or the browser's word.
  const { head, content } = await splitHead(part.file, SNIFF_BYTES);
  if (head.length === 0) throw fieldProblem(400, 'FILE_EMPTY', FILE_FIELD);
  const mediaType = (await fileTypeFromBuffer(head))?.mime;
  if (!mediaType || !ALLOWED.includes(mediaType)) {
    await discard(content);
    throw fieldProblem(415, 'FILE_TYPE_NOT_ALLOWED', FILE_FIELD);
  }

  const stored = await deps.storage.put(content);
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
