/**
 * Where uploaded documents live: a small interface (put a stream, open one, delete one) so that a
 * directory on the server (the default) can later be swapped for an S3-compatible object store
 * without touching the upload or download code.
 *
 * Keys are random and say nothing about the file: a user's file name never becomes a path. Files
 * live outside the web root (DATA_DIR/files), are written to a temporary file first and renamed
 * into place when complete, so a reader never sees half a file, and their SHA-256 is computed while
 * they stream in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  key: string;
  /** Hex SHA-256 of the bytes stored. */
  sha256: string;
  sizeBytes: number;
}

export interface FileStorage {
  /**
   * Stores everything the stream yields under a new random key. If the stream fails (the upload was
   * cut off, or a limit tripped) nothing is kept and the stream's error is thrown.
   */
  put(content: Readable): Promise<StoredObject>;
  /** The stored bytes; rejects with a FileMissingError when there is no such object. */
  open(key: string): Promise<Readable>;
  /** Removes an object; removing one that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Releases what the store holds on to (a temporary directory, connections). */
  close(): Promise<void>;
}

/*
 * An S3-compatible store would implement FileStorage with PutObject (streamed, multipart for large
 * bodies), GetObject and DeleteObject, computing the SHA-256 the same way while streaming up. Nothing
 * else in api/src/files depends on the directory.
 */

export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under key ${key}`);
    this.name = 'FileMissingError';
  }
}

/** 128 random bits as hex: unguessable, and safe as a file name on any file system. */
const KEY_FORMAT = /^[0-9a-f]{32}$/;

export const newStorageKey = (): string => randomBytes(16).toString('hex');

/** Counts and hashes bytes as they pass, without holding them. */
export class HashingPassThrough extends Transform {
  private readonly hash = createHash('sha256');
  sizeBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.hash.update(chunk);
    this.sizeBytes += chunk.length;
    this.push(chunk);
    callback();
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

export class DirectoryStorage implements FileStorage {
  /**
   * @param root folder holding the files; created (mode 700) when missing.
   * @param removeOnClose delete the whole folder on close (a throw-away folder for tests).
   */
  constructor(
    readonly root: string,
    private readonly removeOnClose = false,
  ) {}

  /** `DATA_DIR/files`, or a fresh temporary folder when the data directory is ':memory:' (tests). */
  static async forDataDir(dataDir: string): Promise<DirectoryStorage> {
    if (dataDir === ':memory:') return new DirectoryStorage(await mkdtemp(path.join(os.tmpdir(), 'portal-files-')), true);
    const root = path.join(dataDir, 'files');
    await mkdir(root, { recursive: true, mode: 0o700 });
    return new DirectoryStorage(root);
  }

  /** Two-level fan-out (ab/abcdef…) keeps any one folder small. */
  private pathOf(key: string): string {
    if (!KEY_FORMAT.test(key)) throw new FileMissingError(key);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(content: Readable): Promise<StoredObject> {
    const key = newStorageKey();
    const target = this.pathOf(key);
    // The temporary file sits on the same file system as the target, so the rename is atomic.
    const temporaryFolder = path.join(this.root, '.incoming');
    await mkdir(temporaryFolder, { recursive: true, mode: 0o700 });
    const temporary = path.join(temporaryFolder, `${key}.part`);
    const hashing = new HashingPassThrough();
    try {
      await pipeline(content, hashing, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { key, sha256: hashing.digest(), sizeBytes: hashing.sizeBytes };
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    const stream = createReadStream(file);
    // Wait for the file to open, so a missing file is a FileMissingError here rather than a stream error later.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new FileMissingError(key) : error));
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async close(): Promise<void> {
    if (this.removeOnClose) await rm(this.root, { recursive: true, force: true });
  }
}

/**
 * Reads a stored object whole and checks it against the SHA-256 recorded when it was uploaded.
 * Documents are at most a few megabytes, and reading before answering means a damaged or altered
 * file is refused before the first byte goes out, instead of a download that silently breaks off.
 */
export async function readVerified(storage: FileStorage, key: string, expectedSha256: string, maxBytes: number): Promise<Buffer> {
  const stream = await storage.open(key);
  const chunks: Buffer[] = [];
  let size = 0;
  const hash = createHash('sha256');
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new IntegrityError(key, 'larger than any upload can be');
    }
    hash.update(chunk);
    chunks.push(chunk);
  }
  if (hash.digest('hex') !== expectedSha256) throw new IntegrityError(key, 'SHA-256 differs from the one recorded at upload');
  return Buffer.concat(chunks, size);
}

export class IntegrityError extends Error {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`Stored file ${key} failed its integrity check: ${reason}`);
    this.name = 'IntegrityError';
  }
}
