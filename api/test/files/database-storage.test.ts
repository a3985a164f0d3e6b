/**
 * The database store (FILE_STORAGE=database) on PGlite and, when TEST_DATABASE_URL is set,
 * PostgreSQL: what goes in comes out a chunk at a time, a failed upload leaves no rows, and two
 * stores on one database (two API instances) share their files. Last, the document routes of an app
 * configured with FILE_STORAGE=database, end to end.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { DocumentSummary } from '@portal/contracts/forms';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../src/db/database';
import { CHUNK_BYTES, DatabaseStorage } from '../../src/files/database-storage';
import { FileMissingError, readVerified } from '../../src/files/storage';
import { documentRoutesPlugin, documentsUrl, documentUpload, SAMPLE, setApplicationStatus } from '../helpers/document-forms';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { everyDatabase, migrateTestDatabase, openTestDatabase, type DatabaseTarget, type TestDatabase } from '../helpers/test-database';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Hands the bytes over in uneven pieces, as a network upload does, so chunking is the store's own doing. */
const streamOf = (bytes: Buffer, pieceBytes = 100_000) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / pieceBytes) }, (_, index) => bytes.subarray(index * pieceBytes, (index + 1) * pieceBytes)));

async function readChunks(stream: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return chunks;
}

/**
 * The database as another API instance reaches it: a pool of its own on PostgreSQL. PGlite lives
 * inside one process, so there a second store can only share the same connection.
 */
async function connectionOfAnotherInstance(target: DatabaseTarget, db: Db): Promise<{ db: Db; close(): Promise<void> }> {
  if (target === 'pglite') return { db, close: async () => {} };
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const other = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: ':memory:' }, { schema: rows[0]!.schema });
  return { db: other, close: () => other.destroy() };
}

describe.each(everyDatabase())('DatabaseStorage (%s)', (target) => {
  let database: TestDatabase;
  let spoolRoot: string;
  let storage: DatabaseStorage;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await migrateTestDatabase(target, database.db);
    spoolRoot = await mkdtemp(path.join(os.tmpdir(), 'portal-spool-test-'));
    storage = new DatabaseStorage(database.db, spoolRoot);
  });
  afterAll(async () => {
    await storage?.close();
    await database?.close();
    if (spoolRoot) await rm(spoolRoot, { recursive: true, force: true });
  });
  afterEach(() => database.db.deleteFrom('stored_files').execute());

  const rowCounts = async () => ({
    files: (await database.db.selectFrom('stored_files').select('key').execute()).length,
    chunks: (await database.db.selectFrom('stored_file_chunks').select('key').execute()).length,
  });

  it('stores a multi-chunk file with its SHA-256 and size, and reads it back a chunk at a time', async () => {
    const bytes = randomBytes(700_000);
    const stored = await storage.put(streamOf(bytes));
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), sha256: sha256(bytes), sizeBytes: 700_000 });

    const head = await database.db.selectFrom('stored_files').select(['sha256', 'size_bytes']).where('key', '=', stored.key).executeTakeFirstOrThrow();
    expect(head).toEqual({ sha256: stored.sha256, size_bytes: 700_000 });
    const chunkSizes = await database.db
      .selectFrom('stored_file_chunks')
      .select(sql<number>`octet_length(bytes)`.as('size'))
      .where('key', '=', stored.key)
      .orderBy('chunk_index')
      .execute();
    expect(chunkSizes.map((chunk) => chunk.size)).toEqual([CHUNK_BYTES, CHUNK_BYTES, 700_000 - 2 * CHUNK_BYTES]);

    const chunks = await readChunks(await storage.open(stored.key));
    expect(chunks.every((chunk) => Buffer.isBuffer(chunk) && chunk.length <= CHUNK_BYTES)).toBe(true);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect((await readVerified(storage, stored.key, stored.sha256, 1_000_000)).equals(bytes)).toBe(true);

    const again = await storage.put(streamOf(bytes));
    expect(again.key).not.toBe(stored.key);
  });

  it('keeps nothing of a stream that fails half way, and throws its error', async () => {
    async function* cutOff() {
      yield randomBytes(CHUNK_BYTES + 1000);
      throw new Error('the connection was lost');
    }
    await expect(storage.put(Readable.from(cutOff()))).rejects.toThrow('the connection was lost');
    expect(await rowCounts()).toEqual({ files: 0, chunks: 0 });
    // Nor is the upload's spool file left on this server's disk.
    expect(await readdir(spoolRoot)).toEqual([]);
  });

  it('refuses to open a key it does not hold, and deletes one twice without complaint', async () => {
    await expect(storage.open(randomBytes(16).toString('hex'))).rejects.toBeInstanceOf(FileMissingError);
    await expect(storage.open('../../etc/passwd')).rejects.toBeInstanceOf(FileMissingError);

    const stored = await storage.put(streamOf(randomBytes(300_000)));
    await storage.delete(stored.key);
    await storage.delete(stored.key); // already gone: not an error
    await expect(storage.open(stored.key)).rejects.toBeInstanceOf(FileMissingError);
    expect(await rowCounts()).toEqual({ files: 0, chunks: 0 });
  });

  it('fetches each chunk when the reader gets to it: a file deleted part-way through a download ends in FileMissingError', async () => {
    const stored = await storage.put(streamOf(randomBytes(4 * CHUNK_BYTES)));
    const reader = (await storage.open(stored.key))[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    expect((await reader.next()).value).toHaveLength(CHUNK_BYTES);
    await storage.delete(stored.key);
    // At most the chunk after the first was already on its way; the rest are asked for, and gone.
    let received = CHUNK_BYTES;
    const readToEnd = async () => {
      for (let next = await reader.next(); !next.done; next = await reader.next()) received += next.value.length;
    };
    await expect(readToEnd()).rejects.toBeInstanceOf(FileMissingError);
    expect(received).toBeLessThan(4 * CHUNK_BYTES);
  });

  it('shares its files with a second store on the same database, as a second API instance', async () => {
    const other = await connectionOfAnotherInstance(target, database.db);
    try {
      const secondInstance = new DatabaseStorage(other.db, spoolRoot);
      const bytes = randomBytes(600_000);
      const stored = await storage.put(streamOf(bytes));
      expect(Buffer.concat(await readChunks(await secondInstance.open(stored.key))).equals(bytes)).toBe(true);

      const fromSecond = await secondInstance.put(streamOf(SAMPLE.pdf()));
      expect(Buffer.concat(await readChunks(await storage.open(fromSecond.key))).equals(SAMPLE.pdf())).toBe(true);

      await secondInstance.delete(stored.key);
      await expect(storage.open(stored.key)).rejects.toBeInstanceOf(FileMissingError);
      await secondInstance.close();
    } finally {
      await other.close();
    }
  });
});

describe.each(everyDatabase())('documents kept in the database by the app (FILE_STORAGE=database, %s)', (target) => {
  const NUMBER = '24000001';
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(target, { FILE_STORAGE: 'database' }, { extraPlugins: [documentRoutesPlugin()] });
    await setApplicationStatus(t.db, NUMBER, 'DRAFT');
  });
  afterEach(async () => {
    await t.close();
  });

  it('stores an upload in stored_files, gives it back exactly, and deletes it with the document', async () => {
    expect(t.app.fileStorage).toBeInstanceOf(DatabaseStorage);
    const applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);

    const pdf = Buffer.concat([SAMPLE.pdf(), randomBytes(600_000)]);
    const upload = documentUpload(pdf, 'transcript.pdf', { documentType: 'TRANSCRIPT' });
    const response = await applicant.request({ method: 'POST', url: documentsUrl(NUMBER), payload: upload.payload, headers: upload.headers });
    expect(response.statusCode).toBe(201);
    const document = response.json<DocumentSummary>();

    const { storage_key: key } = await t.db.selectFrom('form_documents').select('storage_key').where('id', '=', document.id).executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('stored_files').select(['key', 'sha256', 'size_bytes']).execute()).toEqual([{ key, sha256: sha256(pdf), size_bytes: pdf.length }]);

    const download = await applicant.get(`${documentsUrl(NUMBER)}/${document.id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    expect((await applicant.request({ method: 'DELETE', url: `${documentsUrl(NUMBER)}/${document.id}` })).statusCode).toBe(204);
    expect(await t.db.selectFrom('stored_files').select('key').execute()).toEqual([]);
    expect(await t.db.selectFrom('stored_file_chunks').select('key').execute()).toEqual([]);
  });
});
