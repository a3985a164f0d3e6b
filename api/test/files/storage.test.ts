/** The directory store: what goes in comes out, half files never appear, and tampering is detected. */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { displayFileName } from '../../src/files/file-names';
import { DirectoryStorage, FileMissingError, IntegrityError, readVerified } from '../../src/files/storage';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const filesUnder = async (root: string) =>
  (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);

describe('DirectoryStorage', () => {
  let storage: DirectoryStorage;
  beforeEach(async () => {
    storage = await DirectoryStorage.forDataDir(':memory:');
  });
  afterEach(async () => {
    await storage.close();
  });

  it('stores a stream under a random key with its SHA-256 and size, and reads it back', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 7)]);
    const stored = await storage.put(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), sha256: sha256(bytes), sizeBytes: bytes.length });
    expect((await readVerified(storage, stored.key, stored.sha256, 1_000_000)).equals(bytes)).toBe(true);
    const again = await storage.put(Readable.from([bytes]));
    expect(again.key).not.toBe(stored.key);
    expect(await filesUnder(storage.root)).toEqual(expect.arrayContaining([stored.key, again.key]));
  });

  it('keeps nothing of a stream that fails half way', async () => {
    async function* cutOff() {
      yield Buffer.from('%PDF-1.4 the first half');
      throw new Error('the connection was lost');
    }
    await expect(storage.put(Readable.from(cutOff()))).rejects.toThrow('the connection was lost');
    expect(await filesUnder(storage.root)).toEqual([]);
  });

  it('detects a stored file that no longer matches its SHA-256, and one that is gone', async () => {
    const bytes = Buffer.from('%PDF-1.4 original');
    const stored = await storage.put(Readable.from([bytes]));
    await writeFile(path.join(storage.root, stored.key.slice(0, 2), stored.key), Buffer.from('%PDF-1.4 altered!'));
    await expect(readVerified(storage, stored.key, stored.sha256, 1000)).rejects.toBeInstanceOf(IntegrityError);

    await storage.delete(stored.key);
    await storage.delete(stored.key); // already gone: not an error
    await expect(storage.open(stored.key)).rejects.toBeInstanceOf(FileMissingError);
    // A key is never a path.
    await expect(storage.open('../../etc/passwd')).rejects.toBeInstanceOf(FileMissingError);
  });

  it("removes a throw-away folder on close, and keeps DATA_DIR's files folder", async () => {
    const root = storage.root;
    await storage.close();
    expect(existsSync(root)).toBe(false);

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-data-'));
    try {
      const kept = await DirectoryStorage.forDataDir(dataDir);
      expect(kept.root).toBe(path.join(dataDir, 'files'));
      const stored = await kept.put(Readable.from([Buffer.from('%PDF-1.4')]));
      await kept.close();
      expect(await filesUnder(kept.root)).toEqual([stored.key]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('displayFileName', () => {
  it('keeps a readable name whose extension matches the content', () => {
    expect(displayFileName('Transcript 2025.pdf', 'application/pdf')).toBe('Transcript 2025.pdf');
    expect(displayFileName('scan.pdf', 'image/png')).toBe('scan.png');
    expect(displayFileName('photo.JPG', 'image/jpeg')).toBe('photo.jpg');
    expect(displayFileName('report.v2', 'application/pdf')).toBe('report.v2.pdf');
    expect(displayFileName('成绩单.pdf', 'application/pdf')).toBe('成绩单.pdf');
  });

  it('drops paths, hidden characters and characters file systems refuse', () => {
    expect(displayFileName('C:\\fakepath\\passport.png', 'image/png')).toBe('passport.png');
    expect(displayFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(displayFileName('invoice\u202Egpj.pdf', 'application/pdf')).toBe('invoicegpj.pdf');
    expect(displayFileName('a<b>:"c"|?*.pdf', 'application/pdf')).toBe('a_b___c____.pdf');
    expect(displayFileName('  ...hidden  name .png', 'image/png')).toBe('hidden name.png');
    expect(displayFileName('', 'image/png')).toBe('document.png');
    expect(displayFileName(undefined, 'application/pdf')).toBe('document.pdf');
    expect(Array.from(displayFileName(`${'长'.repeat(300)}.pdf`, 'application/pdf'))).toHaveLength(120);
  });
});
