// The uploaded files' folder (FILE_STORAGE=directory: DATA_DIR/files, api/src/files/storage.ts) in a
// backup. What makes a plain copy consistent with the database: a file is complete under its final
// name before the database row that names it commits (it is written aside and renamed into place),
// it is deleted only after its row is marked removed, and it never changes (names are random and
// never reused). So a copy made after a database point holds every file that point names, except a
// file removed in between; and since a copy is only ever added to, never overwritten or pruned file
// by file, copying often keeps that gap short.
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readdirSync, readSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

/** storage.ts's layout: <first two hex digits>/<32 hex digits>; anything else (its .incoming folder) is not a stored file. */
const FAN_OUT = /^[0-9a-f]{2}$/;
const KEY = /^[0-9a-f]{32}$/;

/** The stored files under `root`: [{ key, path }]. */
export function storedFiles(root) {
  if (!existsSync(root)) return [];
  const files = [];
  for (const fanOut of readdirSync(root).filter((name) => FAN_OUT.test(name)).sort()) {
    for (const key of readdirSync(path.join(root, fanOut)).filter((name) => KEY.test(name) && name.startsWith(fanOut)).sort()) {
      files.push({ key, path: path.join(root, fanOut, key) });
    }
  }
  return files;
}

const pathOf = (root, key) => path.join(root, key.slice(0, 2), key);

function flushed(file) {
  const descriptor = openSync(file, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Copies into `into` every stored file of `live` it does not hold yet. A file `linkFrom` (the
 * previous backup's copy) already holds is hard-linked from there instead: the same name is the same
 * bytes, so unchanged files cost no space in each new base backup. Copies are written aside, flushed
 * and renamed, like the store's own. Nothing in `into` is ever deleted or overwritten.
 * Returns { files (in `into` now), added, linked, bytesCopied, vanished (removed from `live` while copying) }.
 */
export function copyFileStore({ live, into, linkFrom }) {
  const outcome = { files: 0, added: 0, linked: 0, bytesCopied: 0, vanished: 0 };
  mkdirSync(into, { recursive: true, mode: 0o700 });
  for (const { key, path: source } of storedFiles(live)) {
    const target = pathOf(into, key);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    const earlier = linkFrom ? pathOf(linkFrom, key) : undefined;
    if (earlier && existsSync(earlier) && linkedIfPossible(earlier, target)) {
      outcome.linked += 1;
    } else {
      const partial = path.join(path.dirname(target), `.${key}.partial`);
      try {
        copyFileSync(source, partial);
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
        outcome.vanished += 1;
        continue;
      }
      flushed(partial);
      renameSync(partial, target);
      outcome.bytesCopied += statSync(target).size;
    }
    outcome.added += 1;
  }
  for (const fanOut of readdirSync(into).filter((name) => FAN_OUT.test(name))) flushed(path.join(into, fanOut));
  outcome.files = storedFiles(into).length;
  return outcome;
}

/** A hard link, unless the two folders are on different file systems (then the caller copies). */
function linkedIfPossible(from, to) {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if (error.code === 'EXDEV') return false;
    throw error;
  }
}

/**
 * The files a portal database names (documents not removed, stored PDF copies) with their SHA-256,
 * through any client with `query(sql)` → { rows } (pg's Client and PGlite both have it).
 */
export async function filesNamedBy(database) {
  const { rows } = await database.query(
    'SELECT storage_key AS key, sha256 FROM form_documents WHERE removed_at IS NULL UNION SELECT storage_key AS key, sha256 FROM stored_pdfs ORDER BY 1',
  );
  return rows;
}

/** Checks that `root` holds each named file with its recorded SHA-256: { checked, missing: [key…], damaged: [key…] }. */
export function checkFilesAgainst(root, named) {
  const missing = [];
  const damaged = [];
  for (const { key, sha256 } of named) {
    const file = pathOf(root, key);
    if (!existsSync(file)) missing.push(key);
    else if (sha256Of(file) !== sha256) damaged.push(key);
  }
  return { checked: named.length, missing, damaged };
}

/** A file's hex SHA-256, read a megabyte at a time (an embedded backup can be gigabytes). */
export function sha256Of(file) {
  const hash = createHash('sha256');
  const buffer = Buffer.alloc(1024 * 1024);
  const descriptor = openSync(file, 'r');
  try {
    for (let read = readSync(descriptor, buffer); read > 0; read = readSync(descriptor, buffer)) hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(descriptor);
  }
  return hash.digest('hex');
}
