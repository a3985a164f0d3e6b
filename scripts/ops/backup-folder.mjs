// The backup folder that backup.mjs fills and restore.mjs reads (docs/operations.md, "Back it up and
// restore it"), and the WAL commands PostgreSQL runs to fill and read its archive:
//
//   <folder>/wal/<WAL file>.gz          the WAL archive, written by the server (archive-wal.sh)
//   <folder>/base/<label>/              one base backup: base.tar.gz, pg_wal.tar.gz and backup_manifest
//                                       (pg_basebackup), files/ (the file store, when it is a folder), and
//                                       backup.json, written last: a base backup without it never finished
//   <folder>/embedded/<label>.tar.gz    npm start's data folder (PGlite), with its .sha256 beside it
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const INFO_FILE = 'backup.json';

export function backupFolder(folder) {
  const root = path.resolve(folder);
  return { root, wal: path.join(root, 'wal'), base: path.join(root, 'base'), embedded: path.join(root, 'embedded') };
}

/** A backup's name: its start in UTC, sortable as text ("20261205T004512Z"). */
export function labelFor(date) {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** The finished base backups in `folder`, oldest first: { label, dir, info } (info: backup.json). */
export function finishedBaseBackups(folder) {
  const { base } = backupFolder(folder);
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((label) => /^\d{8}T\d{6}Z$/.test(label) && existsSync(path.join(base, label, INFO_FILE)))
    .sort()
    .map((label) => ({ label, dir: path.join(base, label), info: JSON.parse(readFileSync(path.join(base, label, INFO_FILE), 'utf8')) }));
}

/**
 * The base backup to restore from for `targetTime` (a Date; undefined: the end of the archive): the
 * newest that had finished by then. A restore cannot stop before the end of its base backup, and the
 * backup's recorded finish is at or after that end, so an earlier finish is always safe to take.
 */
export function baseBackupFor(backups, targetTime) {
  const usable = targetTime ? backups.filter((backup) => new Date(backup.info.finishedAt) <= targetTime) : backups;
  if (usable.length === 0) {
    throw new Error(targetTime ? `no base backup had finished by ${targetTime.toISOString()} (the oldest finished at ${backups[0]?.info.finishedAt ?? 'none: the folder has no finished base backup'})` : 'the folder has no finished base backup');
  }
  return usable.at(-1);
}

/** Retention: which finished base backups to delete so that the newest `keep` remain. */
export function backupsToPrune(backups, keep) {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number of at least 1 (got ${keep})`);
  return backups.slice(0, Math.max(0, backups.length - keep));
}

/** "16/B374D848" → the 64-bit WAL position as a BigInt. */
export function parseLsn(lsn) {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn);
  if (!match) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/**
 * The name of the WAL file holding position `lsn` on `timeline` (PostgreSQL's XLogFileName): the
 * timeline, then the segment number split at 2^32 bytes, each as 8 upper-case hex digits.
 */
export function walFileName(timeline, lsn, segmentBytes) {
  const segment = parseLsn(lsn) / BigInt(segmentBytes);
  const perId = 0x100000000n / BigInt(segmentBytes);
  const hex = (value) => value.toString(16).toUpperCase().padStart(8, '0');
  return `${hex(BigInt(timeline))}${hex(segment / perId)}${hex(segment % perId)}`;
}

/** A path as one word of a shell line; paths that would need more than single quotes are refused rather than escaped. */
export function shellQuoted(value) {
  if (/['"$`\\\n]/.test(value)) throw new Error(`Refusing a path with quotes, $, \\ or a line break in it: ${value}`);
  return `'${value}'`;
}

/**
 * The archive_command for postgresql.conf: each finished WAL file compressed into `walDir`. The
 * script runs through /bin/sh, so a copy of the repository without execute bits works too.
 */
export function archiveCommand(walDir) {
  return `/bin/sh ${shellQuoted(path.join(HERE, 'archive-wal.sh'))} %p %f ${shellQuoted(path.resolve(walDir))}`;
}

/** The restore_command restore.mjs writes into a restored server's settings. */
export function restoreCommand(walDir) {
  return `/bin/sh ${shellQuoted(path.join(HERE, 'restore-wal.sh'))} ${shellQuoted(path.resolve(walDir))} %f %p`;
}
