// The backup tools' own logic (issue 38): WAL file names, which base backup a restore takes, retention,
// the file store's copies, and npm start's embedded backup and restore. The PostgreSQL backup and
// restore themselves are exercised end to end by the fault suite's restore drill (npm run faults).
const { execFileSync, spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const BACKUP = path.join(ROOT, 'scripts/ops/backup.mjs');
const RESTORE = path.join(ROOT, 'scripts/ops/restore.mjs');

/** Runs an ES module snippet with the ops modules imported and returns what it prints as JSON. */
function fromOps(code) {
  const imports = "import * as folder from './scripts/ops/backup-folder.mjs'; import * as store from './scripts/ops/file-store.mjs';";
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', `${imports}\n${code}`], { cwd: ROOT, encoding: 'utf8' }));
}

/** Runs one of the tools with --json: { status, result, stderr }. */
function tool(script, args) {
  const ran = spawnSync(process.execPath, [script, ...args, '--json'], { cwd: ROOT, encoding: 'utf8' });
  return { status: ran.status, result: ran.stdout ? JSON.parse(ran.stdout) : null, stderr: ran.stderr };
}

const sha256 = (content) => createHash('sha256').update(content).digest('hex');
const key = (n) => n.toString(16).padStart(32, 'a');

/** A file in a store laid out as api/src/files/storage.ts lays it out. */
function storeFile(root, name, content) {
  mkdirSync(path.join(root, name.slice(0, 2)), { recursive: true });
  writeFileSync(path.join(root, name.slice(0, 2), name), content);
}

/** A finished base backup as backup.mjs leaves it (only backup.json matters to what is tested here). */
function baseBackup(folder, label, info) {
  mkdirSync(path.join(folder, 'base', label), { recursive: true });
  writeFileSync(path.join(folder, 'base', label, 'backup.json'), JSON.stringify({ label, ...info }));
}

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-backup-tools-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('WAL file names', () => {
  it('are PostgreSQL’s: timeline, then the segment number split at 4 GiB', () => {
    const names = fromOps(`console.log(JSON.stringify([
      folder.walFileName(1, '0/30000E0', 16 * 1024 * 1024),
      folder.walFileName(1, '0/FFFFFFFF', 16 * 1024 * 1024),
      folder.walFileName(3, '1/2000028', 16 * 1024 * 1024),
      folder.walFileName(2, '16/B374D848', 64 * 1024 * 1024),
    ]))`);
    expect(names).toEqual(['000000010000000000000003', '0000000100000000000000FF', '000000030000000100000002', '00000002000000160000002C']);
  });
});

describe('which base backup a restore takes', () => {
  it('is the newest finished by the target time, and never one that finished after it', () => {
    baseBackup(dir, '20261201T020000Z', { finishedAt: '2026-12-01T02:03:00Z' });
    baseBackup(dir, '20261202T020000Z', { finishedAt: '2026-12-02T02:03:00Z' });
    mkdirSync(path.join(dir, 'base', '20261203T020000Z.partial'), { recursive: true });
    const chosen = fromOps(`
      const backups = folder.finishedBaseBackups(${JSON.stringify(dir)});
      const pick = (time) => { try { return folder.baseBackupFor(backups, time && new Date(time)).label } catch (error) { return error.message } };
      console.log(JSON.stringify([pick(), pick('2026-12-02T02:03:00Z'), pick('2026-12-02T02:02:59Z'), pick('2026-12-01T00:00:00Z')]))`);
    expect(chosen[0]).toBe('20261202T020000Z');
    expect(chosen[1]).toBe('20261202T020000Z');
    expect(chosen[2]).toBe('20261201T020000Z');
    expect(chosen[3]).toMatch(/no base backup had finished by 2026-12-01T00:00:00.000Z/);
  });
});

describe('npm run backup -- prune', () => {
  it('keeps the newest base backups and the WAL from the oldest kept one’s start, with the timeline histories', () => {
    baseBackup(dir, '20261201T020000Z', { finishedAt: '2026-12-01T02:03:00Z', startWalFile: '000000010000000000000003' });
    baseBackup(dir, '20261202T020000Z', { finishedAt: '2026-12-02T02:03:00Z', startWalFile: '000000010000000000000007' });
    baseBackup(dir, '20261203T020000Z', { finishedAt: '2026-12-03T02:03:00Z', startWalFile: '00000001000000000000000B' });
    mkdirSync(path.join(dir, 'base', '20261201T120000Z.partial'), { recursive: true });
    mkdirSync(path.join(dir, 'wal'));
    const wal = ['000000010000000000000003', '000000010000000000000006', '000000010000000000000007', '00000001000000000000000C', '00000002.history'];
    for (const name of wal) writeFileSync(path.join(dir, 'wal', `${name}.gz`), name);

    const pruned = tool(BACKUP, ['prune', '--to', dir, '--keep', '2']);
    expect(pruned.stderr).toBe('Removing base backup 20261201T020000Z\n');
    expect(pruned.status).toBe(0);
    expect(pruned.result.removed).toEqual(['20261201T020000Z']);
    expect(readdirSync(path.join(dir, 'base')).sort()).toEqual(['20261202T020000Z', '20261203T020000Z']);
    expect(readdirSync(path.join(dir, 'wal')).sort()).toEqual(['000000010000000000000007.gz', '00000001000000000000000C.gz', '00000002.history.gz']);
  });

  it('refuses to keep none', () => {
    baseBackup(dir, '20261201T020000Z', { finishedAt: '2026-12-01T02:03:00Z', startWalFile: '000000010000000000000003' });
    const pruned = tool(BACKUP, ['prune', '--to', dir, '--keep', '0']);
    expect(pruned.status).toBe(1);
    expect(pruned.stderr).toContain('--keep must be a whole number of at least 1');
    expect(existsSync(path.join(dir, 'base', '20261201T020000Z'))).toBe(true);
  });
});

describe('the file store in a backup', () => {
  it('gains each new file, never loses one, and skips the store’s unfinished uploads', () => {
    const live = path.join(dir, 'live');
    const folder = path.join(dir, 'backups');
    baseBackup(folder, '20261201T020000Z', { finishedAt: '2026-12-01T02:03:00Z' });
    storeFile(live, key(1), 'first');
    storeFile(live, key(2), 'second');
    mkdirSync(path.join(live, '.incoming'));
    writeFileSync(path.join(live, '.incoming', `${key(3)}.part`), 'half an upl');

    const first = tool(BACKUP, ['files', '--to', folder, '--files', live]);
    expect(first.status).toBe(0);
    expect(first.result).toMatchObject({ backup: '20261201T020000Z', files: 2, added: 2 });

    // A document removed (its file deleted) and another uploaded: the copy keeps the first and gains the second.
    rmSync(path.join(live, key(1).slice(0, 2), key(1)));
    storeFile(live, key(4), 'fourth');
    const second = tool(BACKUP, ['files', '--to', folder, '--files', live]);
    expect(second.result).toMatchObject({ files: 3, added: 1 });
    const copy = path.join(folder, 'base', '20261201T020000Z', 'files');
    expect(fromOps(`console.log(JSON.stringify(store.storedFiles(${JSON.stringify(copy)}).map((file) => file.key)))`)).toEqual([key(1), key(2), key(4)]);
    expect(readFileSync(path.join(copy, key(4).slice(0, 2), key(4)), 'utf8')).toBe('fourth');
  });

  it('links a new base backup’s copy to the previous one’s files instead of copying them again', () => {
    const live = path.join(dir, 'live');
    storeFile(live, key(1), 'kept since the last backup');
    storeFile(live, key(2), 'new');
    const previous = path.join(dir, 'previous');
    storeFile(previous, key(1), 'kept since the last backup');
    const outcome = fromOps(`console.log(JSON.stringify(store.copyFileStore({ live: ${JSON.stringify(live)}, into: ${JSON.stringify(path.join(dir, 'next'))}, linkFrom: ${JSON.stringify(previous)} })))`);
    expect(outcome).toMatchObject({ files: 2, added: 2, linked: 1, bytesCopied: 3 });
    expect(statSync(path.join(dir, 'next', key(1).slice(0, 2), key(1))).ino).toBe(statSync(path.join(previous, key(1).slice(0, 2), key(1))).ino);
  });

  it('is checked against what the database names: a missing and a damaged file are reported', () => {
    const root = path.join(dir, 'files');
    storeFile(root, key(1), 'as uploaded');
    storeFile(root, key(2), 'altered after upload');
    const named = [
      { key: key(1), sha256: sha256('as uploaded') },
      { key: key(2), sha256: sha256('as uploaded') },
      { key: key(3), sha256: sha256('never copied') },
    ];
    expect(fromOps(`console.log(JSON.stringify(store.checkFilesAgainst(${JSON.stringify(root)}, ${JSON.stringify(named)})))`)).toEqual({ checked: 3, missing: [key(3)], damaged: [key(2)] });
  });
});

describe("npm start's embedded data folder", () => {
  /** A PGlite folder with the tables the restore reads (the portal's own are made by its migrations). */
  function embeddedDataDir(dataDir) {
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createRequire } from 'node:module';
         const { PGlite } = await import(createRequire(${JSON.stringify(path.join(ROOT, 'api/package.json'))}).resolve('@electric-sql/pglite'));
         const db = new PGlite({ dataDir: ${JSON.stringify(path.join(dataDir, 'pglite'))} });
         await db.exec(\`CREATE TABLE kysely_migration (name text PRIMARY KEY);
           INSERT INTO kysely_migration VALUES ('0001'), ('0002');
           CREATE TABLE form_documents (storage_key text, sha256 text, removed_at timestamptz);
           INSERT INTO form_documents VALUES ('${key(1)}', '${sha256('a document')}', NULL), ('${key(2)}', '${sha256('removed')}', now());
           CREATE TABLE stored_pdfs (storage_key text, sha256 text);
           INSERT INTO stored_pdfs VALUES ('${key(3)}', '${sha256('a PDF copy')}');\`);
         await db.close();`,
      ],
      { cwd: ROOT },
    );
    storeFile(path.join(dataDir, 'files'), key(1), 'a document');
    storeFile(path.join(dataDir, 'files'), key(3), 'a PDF copy');
  }

  // One data folder and one backup of it for the tests below: a new PGlite folder takes seconds to make.
  let shared;
  let backedUp;
  beforeAll(() => {
    shared = mkdtempSync(path.join(tmpdir(), 'portal-embedded-backup-'));
    embeddedDataDir(path.join(shared, 'data'));
    backedUp = tool(BACKUP, ['embedded', '--data-dir', path.join(shared, 'data'), '--to', path.join(shared, 'backups')]);
  });
  afterAll(() => rmSync(shared, { recursive: true, force: true }));

  it('is refused while the portal has the folder open', () => {
    const dataDir = path.join(shared, 'data');
    writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
    try {
      const refused = tool(BACKUP, ['embedded', '--data-dir', dataDir, '--to', path.join(dir, 'backups')]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('stop it first');
      expect(existsSync(path.join(dir, 'backups'))).toBe(false);
    } finally {
      rmSync(path.join(dataDir, 'pglite', 'postmaster.pid'));
    }
  });

  it('restores into a new folder whose database opens, with every file it names', () => {
    expect(backedUp.status).toBe(0);
    expect(backedUp.result.parts).toEqual(['pglite', 'files']);
    const restored = tool(RESTORE, ['embedded', '--from', backedUp.result.file, '--data-dir', path.join(dir, 'restored')]);
    expect(restored.stderr).toContain('Extracting');
    expect(restored.status).toBe(0);
    expect(restored.result).toMatchObject({ migrations: 2, fileStore: { checked: 2, missing: [], damaged: [] } });

    // Into a folder that holds anything: refused.
    expect(tool(RESTORE, ['embedded', '--from', backedUp.result.file, '--data-dir', path.join(dir, 'restored')]).stderr).toContain('is not empty');
  });

  it('refuses a backup whose bytes differ from its recorded SHA-256', () => {
    const damaged = path.join(dir, path.basename(backedUp.result.file));
    const bytes = readFileSync(backedUp.result.file);
    bytes[bytes.length - 20] ^= 0xff;
    writeFileSync(damaged, bytes);
    writeFileSync(`${damaged}.sha256`, readFileSync(`${backedUp.result.file}.sha256`));
    const restored = tool(RESTORE, ['embedded', '--from', damaged, '--data-dir', path.join(dir, 'restored')]);
    expect(restored.status).toBe(1);
    expect(restored.stderr).toContain('the copy is damaged');
    expect(existsSync(path.join(dir, 'restored'))).toBe(false);
  });
});
