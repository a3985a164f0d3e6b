/**
 * A FileStorage that keeps the bytes in the database every API instance already shares
 * (FILE_STORAGE=database), for instances on several machines behind a load balancer, where a folder
 * on one of them is not shared. The same SQL runs on PGlite and PostgreSQL.
 *
 * A file is a stored_files row (key, SHA-256, size) and its content in stored_file_chunks, about
 * 256 KiB a row: no statement ever carries a whole file, and a download reads one chunk at a time.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/database';
import { FileMissingError, HashingPassThrough, newStorageKey, type FileStorage, type StoredObject } from './storage';

/** Small enough to be an ordinary parameter and an ordinary row; large enough that a 5 MB document is 20 rows. */
export const CHUNK_BYTES = 256 * 1024;

export class DatabaseStorage implements FileStorage {
  /**
   * @param db the app's database; the app closes it, not this store.
   * @param spoolRoot where uploads wait, each in a private folder, until they are complete.
   */
  constructor(
    private readonly db: Db,
    private readonly spoolRoot = os.tmpdir(),
  ) {}

  /**
   * The upload is first spooled to a private temporary file while it is hashed, and only then
   * written to the database in one transaction (head row and every chunk, so nothing is visible
   * until it is all there). Streaming the request straight into an open transaction would hold a
   * connection for as long as the client takes to send the file: on PGlite, whose one connection
   * every query waits for, a slow upload would stall the whole API.
   */
  async put(content: Readable): Promise<StoredObject> {
    const spoolFolder = await mkdtemp(path.join(this.spoolRoot, 'portal-upload-'));
    const spooled = path.join(spoolFolder, 'content');
    try {
      const hashing = new HashingPassThrough();
      await pipeline(content, hashing, createWriteStream(spooled, { flags: 'wx', mode: 0o600 }));
      const stored: StoredObject = { key: newStorageKey(), sha256: hashing.digest(), sizeBytes: hashing.sizeBytes };
      await this.db.transaction().execute(async (transaction) => {
        await transaction.insertInto('stored_files').values({ key: stored.key, sha256: stored.sha256, size_bytes: stored.sizeBytes }).execute();
        let chunkIndex = 0;
        for await (const chunk of createReadStream(spooled, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
          await transaction.insertInto('stored_file_chunks').values({ key: stored.key, chunk_index: chunkIndex, bytes: chunk }).execute();
          chunkIndex += 1;
        }
      });
      return stored;
    } finally {
      await rm(spoolFolder, { recursive: true, force: true });
    }
  }

  async open(key: string): Promise<Readable> {
    const head = await this.db.selectFrom('stored_files').select('size_bytes').where('key', '=', key).executeTakeFirst();
    if (!head) throw new FileMissingError(key);
    // Readable.from asks for the next chunk only when the reader has taken the last one (a chunk is
    // far above the stream's high-water mark), so at most about one chunk is held in memory.
    return Readable.from(this.chunksOf(key, head.size_bytes), { objectMode: false });
  }

  /**
   * Each chunk in its own query, outside any transaction: a slow reader holds no connection. A file
   * deleted part-way through (by this or another instance) ends the stream with FileMissingError.
   */
  private async *chunksOf(key: string, sizeBytes: number): AsyncGenerator<Buffer> {
    let bytesRead = 0;
    for (let chunkIndex = 0; bytesRead < sizeBytes; chunkIndex += 1) {
      const row = await this.db
        .selectFrom('stored_file_chunks')
        .select('bytes')
        .where('key', '=', key)
        .where('chunk_index', '=', chunkIndex)
        .executeTakeFirst();
      if (!row) throw new FileMissingError(key);
      bytesRead += row.bytes.byteLength;
      // pg gives a Buffer, PGlite a plain Uint8Array: the same memory as a Buffer either way, not a copy.
      yield Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    }
  }

  /** The chunks go with the head row (ON DELETE CASCADE), in one statement. */
  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('stored_files').where('key', '=', key).execute();
  }

  /** Nothing to release: spool files are removed by each put, and the database belongs to the app. */
  async close(): Promise<void> {}
}
