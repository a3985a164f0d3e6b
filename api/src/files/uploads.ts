/**
 * Receiving one uploaded document: multipart parsing with every limit set, a check of what the
 * content really is (its first bytes, never its name or the browser's word), storage, a virus scan,
 * and the form_documents row. Nothing is recorded unless every step passed; a file that fails a
 * step after it was stored is deleted again.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import { DOCUMENT_LIMITS, type DocumentSummary } from '@portal/contracts/forms';
import { documentUploadFieldsSchema, type DocumentUploadFields } from '@portal/contracts/schemas/documents';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type/core';
import type { Db } from '../db/database';
import { ApiProblem, fieldProblem, problem, validateBody } from '../http/problems';
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
  /**
   * Bytes of one part's headers that busboy reads (its default is 80 KiB; @fastify/multipart passes
   * the limit on without typing it). A browser's are a few hundred bytes, a long file name included;
   * what lies past this is dropped, so a part padded with a huge header line ahead of its
   * Content-Disposition loses its name and is refused as missing.
   */
  headerSize: 4096,
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
 * What a body the multipart parser could not read is answered: the client's fault, never a 500.
 * Busboy throws plain errors for all of these (no boundary, an empty or over-long one, a part
 * header it cannot read, a body that ends before its closing delimiter…).
 */
const malformedBody = (): ApiProblem => fieldProblem(400, 'BAD_REQUEST', FILE_FIELD);

/**
 * The one mapping of errors met while reading the multipart body (the parts, and the file's bytes):
 * the plugin's own refusals keep their status (a parser limit is 413, a field named like a
 * prototype property 400), a refusal of ours stays as it is, and anything else the parser threw
 * means the body was malformed. Storage and database errors never pass through here.
 */
function asUploadRefusal(error: unknown): unknown {
  if (error instanceof ApiProblem) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return malformedBody();
}

async function reading<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    throw asUploadRefusal(error);
  }
}

/** RFC 2046: a boundary is 1 to 70 characters. Busboy takes longer ones, and threw past 256. */
const MAX_BOUNDARY_LENGTH = 70;

/**
 * The boundary of a multipart content type: one boundary parameter, a token or a whole quoted
 * string. Undefined for none, an empty one, two of them (which one would the parser take?) or an
 * unterminated quote (busboy reads one up to the end of the header).
 */
function boundaryOf(contentType: string): string | undefined {
  const parameters = [...contentType.matchAll(/;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s"]*))(?=\s*(?:;|$))/gi)];
  const named = contentType.match(/;\s*boundary\s*=/gi) ?? [];
  if (parameters.length !== 1 || named.length !== 1) return undefined;
  const [, quoted, token] = parameters[0]!;
  return (quoted ?? token) || undefined;
}

/**
 * Reads the first bytes of a stream (for the content check) and gives back a stream of the whole
 * content, those bytes included. (file-type's fileTypeStream does the same, but never settles for a
 * part whose stream had already ended empty by the time it is handed over, as an empty upload's has.)
 * A body cut short inside the file fails the stream with the malformed-body refusal.
 */
async function splitHead(stream: Readable, size: number): Promise<{ head: Buffer; content: Readable }> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const nextChunk = () => reading(chunks.next());
  const read: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await nextChunk();
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
    for (let next = await nextChunk(); !next.done; next = await nextChunk()) yield next.value;
  }
  return { head, content: Readable.from(whole(), { objectMode: false }) };
}

type Parts = AsyncIterator<Multipart>;

/**
 * Reads the parts in order up to the first file: the text fields before it, and the file. Fields
 * after the file are not looked at (the order is part of the contract, and reading them would mean
 * holding the file back), so a form that sends them late is refused as missing them.
 */
async function fieldsThenFile(parts: Parts): Promise<{ fields: Record<string, unknown>; file: MultipartFile | undefined }> {
  const fields: Record<string, unknown> = {};
  for (let next = await reading(parts.next()); !next.done; next = await reading(parts.next())) {
    const part = next.value;
    if (part.type === 'file') return { fields, file: part };
    // A field sent twice is not one value: keep both for the schema to refuse.
    fields[part.fieldname] = Object.hasOwn(fields, part.fieldname) ? [fields[part.fieldname], part.value].flat() : part.value;
  }
  return { fields, file: undefined };
}

/**
 * Reads the body to its end after the file, throwing away any part that follows: only a body that
 * ends with its closing delimiter is whole. One that stops after the file's bytes (cut short, or
 * with no closing delimiter) has handed over a file that may not be the one the applicant sent.
 */
async function restOfBody(parts: Parts): Promise<void> {
  for (let next = await reading(parts.next()); !next.done; next = await reading(parts.next())) {
    if (next.value.type === 'file') await discard(next.value.file);
  }
}

/**
 * Takes the one file of a multipart request (fields `section` and `documentType` first, then the
 * file) and, when it passes every check, stores it and records it for the form. Refusals, all with
 * field "file" unless a text field is at fault:
 * 400 FILE_REQUIRED / FILE_EMPTY / BAD_REQUEST (a body the parser cannot read), 409 TOO_MANY_FILES, 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED,
 * 422 FILE_INFECTED, 503 FILE_SCAN_FAILED.
 */
export async function receiveDocument(
  request: FastifyRequest,
  owner: FormOwner,
  deps: ReceiveDocumentDeps,
  options: ReceiveDocumentOptions = {},
): Promise<DocumentSummary> {
  if (!request.isMultipart()) throw fieldProblem(400, 'FILE_REQUIRED', FILE_FIELD);
  const boundary = boundaryOf(request.headers['content-type'] ?? '');
  if (!boundary || boundary.length > MAX_BOUNDARY_LENGTH) throw malformedBody();
  const parts: Parts = request.parts()[Symbol.asyncIterator]();
  const { fields: sent, file: part } = await fieldsThenFile(parts);
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
  try {
    await restOfBody(parts);
  } catch (refusal) {
    await deps.storage.delete(stored.key);
    throw refusal;
  }

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
