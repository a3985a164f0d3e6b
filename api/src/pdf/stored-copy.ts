/**
 * The PDF copy of a submitted application, rendered once per language and then served as stored.
 * A submitted application never changes, so rendering it again for every download (about a second
 * of a worker thread at its maximum size) would only spend the pool: the first request renders it,
 * keeps it in the file storage (files/storage.ts, DATA_DIR/files or the database) with its SHA-256
 * (stored_pdfs), and every later request, the applicant's or the office's, gets those same bytes,
 * checked against the SHA-256 before they go out.
 *
 * Requests for a copy not stored yet share one render in this instance; two instances that render
 * it at once both try to record theirs, the first one recorded wins, and the other serves the
 * winner's bytes and removes its own, so nobody ever sees two different copies.
 */
import { Readable } from 'node:stream';
import type { Language } from '@portal/contracts/languages';
import type { FastifyInstance } from 'fastify';
import { readVerified } from '../files/storage';
import type { ApplicationPdfModel } from './model';

export interface StoredCopyOf {
  formKind: 'ADMISSION' | 'SCHOLARSHIP' | 'FINANCIAL_AID';
  formId: string;
  /** Whose application it is: their renders take turns in the pool (pool.ts). */
  applicantId: string;
  language: Language;
}

export interface StoredCopy {
  pdf: Buffer;
  /** Hex SHA-256 of the PDF, as recorded when it was stored. */
  sha256: string;
}

/** Far above any application's copy (a few hundred KB at the maximum field sizes): a guard against a damaged record, not a limit. */
const MAX_COPY_BYTES = 64 * 1024 * 1024;

const rendering = new WeakMap<FastifyInstance, Map<string, Promise<StoredCopy>>>();

async function readStored(app: FastifyInstance, of: StoredCopyOf): Promise<StoredCopy | undefined> {
  const row = await app.db
    .selectFrom('stored_pdfs')
    .select(['storage_key', 'sha256'])
    .where('form_kind', '=', of.formKind)
    .where('form_id', '=', of.formId)
    .where('language', '=', of.language)
    .executeTakeFirst();
  if (!row) return undefined;
  return { pdf: await readVerified(app.fileStorage, row.storage_key, row.sha256, MAX_COPY_BYTES), sha256: row.sha256 };
}

async function renderAndStore(app: FastifyInstance, of: StoredCopyOf, model: () => Promise<ApplicationPdfModel>): Promise<StoredCopy> {
  const pdf = await app.pdf.render(await model(), of.applicantId);
  const stored = await app.fileStorage.put(Readable.from([pdf]));
  const recorded = await app.db
    .insertInto('stored_pdfs')
    .values({ form_kind: of.formKind, form_id: of.formId, language: of.language, storage_key: stored.key, sha256: stored.sha256, size_bytes: stored.sizeBytes })
    .onConflict((conflict) => conflict.doNothing())
    .returning('storage_key')
    .executeTakeFirst();
  if (recorded) return { pdf, sha256: stored.sha256 };
  // Another instance recorded its copy first: serve that one, so every reader gets the same bytes.
  await app.fileStorage.delete(stored.key);
  const winner = await readStored(app, of);
  if (!winner) throw new Error(`stored_pdfs lost the copy of ${of.formKind} ${of.formId} (${of.language})`);
  return winner;
}

/**
 * The stored copy, or, the first time, the copy rendered from `model()` and stored. `model` is only
 * called when there is no stored copy yet.
 */
export async function storedPdfCopy(app: FastifyInstance, of: StoredCopyOf, model: () => Promise<ApplicationPdfModel>): Promise<StoredCopy> {
  const stored = await readStored(app, of);
  if (stored) return stored;
  let inFlight = rendering.get(app);
  if (!inFlight) rendering.set(app, (inFlight = new Map()));
  const key = `${of.formKind}/${of.formId}/${of.language}`;
  let copy = inFlight.get(key);
  if (!copy) {
    copy = renderAndStore(app, of, model).finally(() => inFlight.delete(key));
    inFlight.set(key, copy);
  }
  return copy;
}
