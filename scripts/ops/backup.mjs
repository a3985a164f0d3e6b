// npm run backup -- <command>: the portal's backups, made with PostgreSQL's own tools. Why and when
// to run each: docs/operations.md, "Back it up and restore it (issue 38)"; the folder's layout:
// backup-folder.mjs. The fault suite's restore drill runs these same commands.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { backupFolder, backupsToPrune, finishedBaseBackups, INFO_FILE, labelFor, walFileName } from './backup-folder.mjs';
import { commandLine, failed, postgresPrograms, run, withDatabase } from './command-line.mjs';
import { copyFileStore, sha256Of } from './file-store.mjs';

const USAGE = `npm run backup -- <command> [options] [--json]

  check    --database-url URL --to FOLDER   is WAL archiving set up, and does a WAL file reach FOLDER/wal?
  base     --database-url URL --to FOLDER [--files DATA_DIR/files]
                                            a base backup (pg_basebackup) while the portal runs, then a copy of
                                            the file store when files are kept in a folder (FILE_STORAGE=directory)
  files    --to FOLDER --files DATA_DIR/files
                                            new uploads into the latest base backup's copy (run every minute)
  prune    --to FOLDER --keep N             keep the newest N base backups (and embedded backups) and the WAL they need
  embedded --data-dir DATA_DIR --to FOLDER  npm start's data folder (PGlite and files), with the portal stopped

--json prints the outcome as JSON (progress goes to standard error).`;

const COMMANDS = {
  check: { options: { 'database-url': { type: 'string' }, to: { type: 'string' }, 'wait-seconds': { type: 'string', default: '60' } }, required: ['database-url', 'to'] },
  base: { options: { 'database-url': { type: 'string' }, to: { type: 'string' }, files: { type: 'string' } }, required: ['database-url', 'to'] },
  files: { options: { to: { type: 'string' }, files: { type: 'string' } }, required: ['to', 'files'] },
  prune: { options: { to: { type: 'string' }, keep: { type: 'string' } }, required: ['to', 'keep'] },
  embedded: { options: { 'data-dir': { type: 'string' }, to: { type: 'string' } }, required: ['data-dir', 'to'] },
};

/** The server's WAL and archiving settings, and its archiver's record (pg_stat_archiver). */
async function archivingOf(client) {
  const { rows } = await client.query(`
    SELECT current_setting('server_version') AS version, current_setting('wal_level') AS wal_level,
           current_setting('archive_mode') AS mode, current_setting('archive_command') AS command,
           current_setting('archive_timeout') AS timeout, current_setting('wal_segment_size') AS segment,
           (SELECT setting::int FROM pg_settings WHERE name = 'wal_segment_size') AS segment_bytes,
           archived_count, last_archived_wal, last_archived_time, failed_count, last_failed_wal, last_failed_time
    FROM pg_stat_archiver`);
  const row = rows[0];
  return {
    serverVersion: row.version,
    walLevel: row.wal_level,
    mode: row.mode,
    command: row.command,
    timeout: row.timeout,
    segmentBytes: row.segment_bytes,
    archived: row.archived_count,
    lastArchived: row.last_archived_wal,
    lastArchivedAt: row.last_archived_time?.toISOString() ?? null,
    failed: row.failed_count,
    lastFailed: row.last_failed_wal,
    lastFailedAt: row.last_failed_time?.toISOString() ?? null,
  };
}

/** What stops point-in-time restores from `walDir` on this server's settings (empty: nothing). */
function archivingProblems(archiving, walDir) {
  const problems = [];
  if (archiving.walLevel === 'minimal') problems.push('wal_level is minimal: set it to replica');
  if (archiving.mode === 'off') problems.push('archive_mode is off: set archive_mode = on and restart PostgreSQL');
  else if (!archiving.command.includes(walDir)) problems.push(`archive_command does not write into ${walDir}: ${archiving.command || '(empty)'}`);
  if (archiving.timeout === '0') problems.push('archive_timeout is 0: a quiet server would keep its last changes out of the archive indefinitely; set it to 60s');
  if (archiving.lastFailedAt && (!archiving.lastArchivedAt || archiving.lastFailedAt > archiving.lastArchivedAt)) {
    problems.push(`the last attempt to archive ${archiving.lastFailed} failed (${archiving.lastFailedAt}): see the server's log`);
  }
  return problems;
}

async function check({ databaseUrl, to, waitSeconds }, say) {
  const { wal } = backupFolder(to);
  return withDatabase(databaseUrl, async (client) => {
    const before = await archivingOf(client);
    const problems = archivingProblems(before, wal);
    // Nothing can arrive: no need to wait for it.
    if (before.mode === 'off' || !before.command.includes(wal)) return { ok: false, walFile: null, arrivedSeconds: null, archiving: before, problems };
    // The proof: a WAL file finished now reaches the archive. A transaction first, or a server with
    // nothing written since its last switch would not switch at all.
    await client.query('SELECT txid_current()');
    const { rows } = await client.query('SELECT pg_walfile_name(pg_switch_wal()) AS file');
    const file = rows[0].file;
    say(`Switched to a new WAL file; waiting for ${file} in ${wal}`);
    const started = Date.now();
    while (!existsSync(path.join(wal, `${file}.gz`)) && Date.now() - started < waitSeconds * 1000) await delay(100);
    const arrived = existsSync(path.join(wal, `${file}.gz`));
    if (!arrived) problems.push(`${file} did not reach ${wal} within ${waitSeconds} s`);
    return { ok: problems.length === 0, walFile: file, arrivedSeconds: arrived ? (Date.now() - started) / 1000 : null, archiving: await archivingOf(client), problems };
  });
}

async function base({ databaseUrl, to, files }, say) {
  const folder = backupFolder(to);
  const bin = await postgresPrograms();
  const startedAt = new Date();
  const label = labelFor(startedAt);
  const dir = path.join(folder.base, label);
  const partial = `${dir}.partial`;
  if (existsSync(dir) || existsSync(partial)) throw new Error(`${dir} exists already: one base backup a second`);
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  const archiving = await withDatabase(databaseUrl, archivingOf);
  const problems = archivingProblems(archiving, folder.wal);
  for (const problem of problems) say(`! ${problem} (this backup restores only to its own end)`);

  say(`pg_basebackup into ${partial}`);
  // Tar files, compressed here (not on the database server) at gzip's fastest level, which keeps most
  // of the gain at a fraction of the time; its own WAL streamed alongside, so it restores even without
  // the archive; a checkpoint at once rather than at the server's next one (up to 5 minutes away); a
  // manifest with every file's SHA-256, which the restore verifies (pg_verifybackup).
  run(path.join(bin, 'pg_basebackup'), ['--dbname', databaseUrl, '--pgdata', partial, '--format=tar', '--compress=client-gzip:1', '--wal-method=stream', '--checkpoint=fast', '--manifest-checksums=SHA256', '--label', `portal ${label}`, '--no-password']);
  const finishedAt = new Date();
  const range = JSON.parse(readFileSync(path.join(partial, 'backup_manifest'), 'utf8'))['WAL-Ranges'][0];

  let fileStore = null;
  if (files) {
    // After pg_basebackup, not during it: the earliest point this backup restores to is its end, and
    // every file named then is in the folder by now (file-store.mjs says why). The previous backup's
    // copy is brought up to date first, for restores to points between the two backups.
    const previous = finishedBaseBackups(to).at(-1);
    if (previous) copyFileStore({ live: files, into: path.join(previous.dir, 'files') });
    fileStore = copyFileStore({ live: files, into: path.join(partial, 'files'), linkFrom: previous ? path.join(previous.dir, 'files') : undefined });
    say(`File store: ${fileStore.files} files (${fileStore.linked} linked to the previous backup's, ${fileStore.added - fileStore.linked} copied)`);
  }

  const info = {
    label,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    serverVersion: archiving.serverVersion,
    timeline: range.Timeline,
    startLsn: range['Start-LSN'],
    endLsn: range['End-LSN'],
    startWalFile: walFileName(range.Timeline, range['Start-LSN'], archiving.segmentBytes),
    walSegmentBytes: archiving.segmentBytes,
    archiveProblems: problems,
    fileStore,
  };
  writeFileSync(path.join(partial, INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  renameSync(partial, dir);
  const sizeBytes = readdirSync(dir).filter((name) => name.endsWith('.tar.gz')).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
  return { ...info, dir, sizeBytes, seconds: (finishedAt - startedAt) / 1000 };
}

function latestBackupOrFail(to) {
  const latest = finishedBaseBackups(to).at(-1);
  if (!latest) throw new Error(`${backupFolder(to).base} has no finished base backup to add files to: run the base command first`);
  return latest;
}

function files({ to, files: live }) {
  const latest = latestBackupOrFail(to);
  return { backup: latest.label, ...copyFileStore({ live, into: path.join(latest.dir, 'files') }) };
}

async function prune({ to, keep }, say) {
  const folder = backupFolder(to);
  const backups = finishedBaseBackups(to);
  const doomed = backupsToPrune(backups, Number(keep));
  for (const backup of doomed) {
    say(`Removing base backup ${backup.label}`);
    rmSync(backup.dir, { recursive: true, force: true });
  }
  const oldest = backups[doomed.length];
  // A .partial older than a finished backup is a run that failed; a newer one may be running now.
  const abandoned = existsSync(folder.base) ? readdirSync(folder.base).filter((name) => name.endsWith('.partial') && oldest && name < oldest.label) : [];
  for (const name of abandoned) rmSync(path.join(folder.base, name), { recursive: true, force: true });
  let walRemoved = 0;
  if (oldest && existsSync(folder.wal)) {
    // PostgreSQL's own tool: every WAL file before the oldest kept backup's first (timeline history files stay).
    const before = readdirSync(folder.wal).length;
    run(path.join(await postgresPrograms(), 'pg_archivecleanup'), ['-x', '.gz', folder.wal, `${oldest.info.startWalFile}.gz`]);
    walRemoved = before - readdirSync(folder.wal).length;
  }
  const embedded = existsSync(folder.embedded) ? readdirSync(folder.embedded).filter((name) => name.endsWith('.tar.gz')).sort() : [];
  const embeddedDoomed = embedded.slice(0, Math.max(0, embedded.length - Number(keep)));
  for (const name of embeddedDoomed) for (const file of [name, `${name}.sha256`]) rmSync(path.join(folder.embedded, file), { force: true });
  return { kept: backups.slice(doomed.length).map((backup) => backup.label), removed: doomed.map((backup) => backup.label), abandonedRemoved: abandoned, walFilesRemoved: walRemoved, oldestWalKept: oldest?.info.startWalFile ?? null, embeddedRemoved: embeddedDoomed };
}

/** The files of npm start's data folder worth keeping (the portal's OpenID keys are made there outside production). */
const EMBEDDED_PARTS = ['pglite', 'files', 'oidc-keys.json'];

function embedded({ dataDir, to }) {
  const pglite = path.join(dataDir, 'pglite');
  const running = path.join(pglite, 'postmaster.pid');
  if (!existsSync(path.join(pglite, 'PG_VERSION'))) throw new Error(`${dataDir} holds no embedded database (no pglite/PG_VERSION)`);
  const refuseWhileRunning = () => {
    // PGlite writes it when it opens the folder and removes it when it closes: the portal holds the folder.
    if (existsSync(running)) throw new Error(`the portal has ${dataDir} open (${running} exists): stop it first (Ctrl+C). If it is not running, it was not stopped cleanly: start it and stop it once, then back up`);
  };
  refuseWhileRunning();
  const folder = backupFolder(to);
  const label = labelFor(new Date());
  const file = path.join(folder.embedded, `${label}.tar.gz`);
  mkdirSync(folder.embedded, { recursive: true, mode: 0o700 });
  const parts = EMBEDDED_PARTS.filter((part) => existsSync(path.join(dataDir, part)));
  run('tar', ['-czf', `${file}.partial`, '-C', dataDir, ...parts]);
  try {
    refuseWhileRunning();
  } catch (error) {
    rmSync(`${file}.partial`, { force: true });
    throw new Error(`the portal started while the copy was made, so the copy is not consistent and was deleted; ${error.message}`, { cause: error });
  }
  renameSync(`${file}.partial`, file);
  const sha256 = sha256Of(file);
  writeFileSync(`${file}.sha256`, `${sha256}  ${path.basename(file)}\n`);
  return { file, sha256, parts, sizeBytes: statSync(file).size };
}

const { command, values, say, done } = commandLine(process.argv.slice(2), { commands: COMMANDS, usage: USAGE });
try {
  if (command === 'check') {
    const result = await check({ databaseUrl: values['database-url'], to: values.to, waitSeconds: Number(values['wait-seconds']) }, say);
    done(result, [result.ok ? `✔ WAL archiving works: ${result.walFile} reached the archive in ${result.arrivedSeconds.toFixed(1)} s` : '✖ WAL archiving is not ready:', ...result.problems.map((problem) => `  - ${problem}`)]);
    process.exit(result.ok ? 0 : 1);
  }
  if (command === 'base') {
    const result = await base({ databaseUrl: values['database-url'], to: values.to, files: values.files }, say);
    done(result, [`✔ base backup ${result.label} in ${result.dir} (${(result.sizeBytes / 1e6).toFixed(1)} MB, ${result.seconds.toFixed(1)} s; WAL from ${result.startWalFile})`]);
  }
  if (command === 'files') {
    const result = files({ to: values.to, files: values.files });
    done(result, [`✔ ${result.added} new files into base backup ${result.backup} (${result.files} in all)`]);
  }
  if (command === 'prune') {
    const result = await prune({ to: values.to, keep: values.keep }, say);
    done(result, [`✔ kept ${result.kept.length} base backups (${result.kept.join(', ') || 'none'}); removed ${result.removed.length}, ${result.walFilesRemoved} WAL files before ${result.oldestWalKept ?? '–'}, ${result.embeddedRemoved.length} embedded backups`]);
  }
  if (command === 'embedded') {
    const result = embedded({ dataDir: values['data-dir'], to: values.to });
    done(result, [`✔ ${result.file} (${(result.sizeBytes / 1e6).toFixed(1)} MB: ${result.parts.join(', ')}); SHA-256 ${result.sha256}`]);
  }
} catch (error) {
  failed(error);
}
