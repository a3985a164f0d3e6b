// npm run restore -- …: a fresh PostgreSQL server from a base backup and the WAL archive (to the end
// of the archive, or to a moment), or npm start's data folder from an embedded backup. The steps and
// what to check afterwards: docs/operations.md, "Back it up and restore it (issue 38)". The fault
// suite's restore drill runs this same command.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { asServerUser } from '../cluster/postgres.mjs';
import { ROOT } from '../workspace.mjs';
import { backupFolder, baseBackupFor, finishedBaseBackups, restoreCommand, walFileName } from './backup-folder.mjs';
import { commandLine, failed, postgresPrograms, run, withDatabase } from './command-line.mjs';
import { checkFilesAgainst, copyFileStore, filesNamedBy, sha256Of } from './file-store.mjs';

const USAGE = `npm run restore -- [database] --from FOLDER --data-dir NEW_DATA_DIR --port PORT [options] [--json]
    a new PostgreSQL server in NEW_DATA_DIR (empty or missing) from FOLDER's base backup and WAL archive:
    --target-time ISO    stop at this moment (e.g. 2026-12-05T14:30:00+08:00); default: all the archive holds
    --backup LABEL       this base backup (default: the newest finished before the target)
    --listen ADDRESSES   listen_addresses (default 127.0.0.1: nobody reaches it before you have checked it)
    --socket-dir DIR     unix_socket_directories (default: none)
    --files-to DIR       copy the backup's file store there (FILE_STORAGE=directory: the new DATA_DIR/files)
                         and check every file the database names against its SHA-256
    --database NAME      the portal's database, for that check (default portal)
    --user NAME          the server's superuser (default postgres)
    --wait-seconds N     how long the recovery may take (default 3600)

npm run restore -- embedded --from FOLDER/embedded/<label>.tar.gz --data-dir NEW_DATA_DIR [--json]
    npm start's data folder from an embedded backup, checked by opening its database`;

const COMMANDS = {
  database: {
    options: {
      from: { type: 'string' },
      'data-dir': { type: 'string' },
      port: { type: 'string' },
      'target-time': { type: 'string' },
      backup: { type: 'string' },
      listen: { type: 'string', default: '127.0.0.1' },
      'socket-dir': { type: 'string', default: '' },
      'files-to': { type: 'string' },
      database: { type: 'string', default: 'portal' },
      user: { type: 'string', default: 'postgres' },
      'wait-seconds': { type: 'string', default: '3600' },
    },
    required: ['from', 'data-dir', 'port'],
  },
  embedded: { options: { from: { type: 'string' }, 'data-dir': { type: 'string' } }, required: ['from', 'data-dir'] },
};

const asRoot = process.getuid?.() === 0;

/** A value in postgresql.conf's syntax. */
const setting = (value) => `'${String(value).replace(/'/g, "''")}'`;

function emptyFolder(dir) {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: restore into a new folder (never over a server's data)`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** The settings the restored server starts with, after the backed-up server's own (later lines win). */
function recoverySettings({ walDir, port, listen, socketDir, targetTime, label }) {
  return [
    '',
    `# Added by scripts/ops/restore.mjs on ${new Date().toISOString()}: restored from base backup ${label}.`,
    `listen_addresses = ${setting(listen)}`,
    `port = ${Number(port)}`,
    `unix_socket_directories = ${setting(socketDir)}`,
    `restore_command = ${setting(restoreCommand(walDir))}`,
    "recovery_target_timeline = 'latest'",
    // PostgreSQL's own timestamp form: it refuses ISO 8601's "T…Z" here.
    ...(targetTime ? [`recovery_target_time = ${setting(targetTime.toISOString().replace('T', ' ').replace('Z', '+00'))}`] : []),
    "recovery_target_action = 'promote'",
    // Archiving into the same folder would mix this server's new timeline into the archive the next
    // restore reads: turn it on (and take a base backup) once this server is the one in service.
    "archive_mode = 'off'",
    '',
  ].join('\n');
}

/** The end of the restored server's log, to say why it stopped. */
const logTail = (logFile) => (existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n') : '');

/** Waits until the server has replayed what it will replay and taken over (promoted). */
async function waitForPromotion(url, { timeoutMs, dataDir, logFile }) {
  const until = Date.now() + timeoutMs;
  let lastError = null;
  while (Date.now() < until) {
    // Gone: the recovery stopped with a fatal error (a damaged WAL file, a target the archive does not reach).
    if (!existsSync(path.join(dataDir, 'postmaster.pid'))) throw new Error(`the restored server stopped during its recovery; its log ends:\n${logTail(logFile)}`);
    try {
      const inRecovery = await withDatabase(url, async (client) => (await client.query('SELECT pg_is_in_recovery() AS in_recovery')).rows[0].in_recovery);
      if (!inRecovery) return;
    } catch (error) {
      lastError = error;
    }
    await delay(200);
  }
  throw new Error(`the restored server had not finished its recovery after ${timeoutMs / 1000} s${lastError ? ` (${lastError.message})` : ''}; its log ends:\n${logTail(logFile)}`);
}

/**
 * The archived WAL files beyond the point where the recovery stopped. Without a target the recovery
 * goes on until PostgreSQL asks for a file the archive does not have; a later file in the archive
 * means one in between is missing, and everything after it was left out. Where it stopped: the new
 * timeline's history file (the last line: the previous timeline and the position it switched at).
 */
function archivedBeyondRecovery(dataDir, walDir, segmentBytes) {
  const history = readdirSync(path.join(dataDir, 'pg_wal')).filter((name) => /^[0-9A-F]{8}\.history$/.test(name)).sort().at(-1);
  if (!history) return [];
  const [timeline, lsn] = readFileSync(path.join(dataDir, 'pg_wal', history), 'utf8').trim().split('\n').filter((line) => /^\d/.test(line)).at(-1).split(/\s+/);
  const stoppedIn = walFileName(Number(timeline), lsn, segmentBytes);
  return readdirSync(walDir)
    .map((name) => /^([0-9A-F]{24})\.gz$/.exec(name)?.[1])
    .filter((name) => name && name.slice(0, 8) === stoppedIn.slice(0, 8) && name > stoppedIn)
    .sort();
}

async function restoreDatabase(options, say) {
  const started = Date.now();
  const folder = backupFolder(options.from);
  const targetTime = options.targetTime ? new Date(options.targetTime) : undefined;
  if (targetTime && Number.isNaN(targetTime.getTime())) throw new Error(`--target-time is not a time: ${options.targetTime}`);
  const backups = finishedBaseBackups(options.from);
  const backup = options.backup ? backups.find((candidate) => candidate.label === options.backup) : baseBackupFor(backups, targetTime);
  if (!backup) throw new Error(`no finished base backup ${options.backup} in ${folder.base}`);
  const dataDir = path.resolve(options.dataDir);
  const logFile = `${dataDir}.log`;
  const bin = await postgresPrograms();
  emptyFolder(dataDir);

  say(`Extracting base backup ${backup.label} into ${dataDir}`);
  mkdirSync(path.join(dataDir, 'pg_wal'), { recursive: true, mode: 0o700 });
  run('tar', ['-xzf', path.join(backup.dir, 'base.tar.gz'), '-C', dataDir]);
  run('tar', ['-xzf', path.join(backup.dir, 'pg_wal.tar.gz'), '-C', path.join(dataDir, 'pg_wal')]);
  const extracted = Date.now();
  say('Verifying every file against the backup manifest (pg_verifybackup)');
  run(path.join(bin, 'pg_verifybackup'), ['--manifest-path', path.join(backup.dir, 'backup_manifest'), dataDir]);
  const verified = Date.now();

  writeFileSync(path.join(dataDir, 'postgresql.auto.conf'), recoverySettings({ walDir: folder.wal, port: options.port, listen: options.listen, socketDir: options.socketDir, targetTime, label: backup.label }), { flag: 'a' });
  writeFileSync(path.join(dataDir, 'recovery.signal'), '');
  writeFileSync(logFile, '', { flag: 'a' });
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dataDir, logFile]);

  say(`Starting PostgreSQL on port ${options.port}: it replays the archived WAL${targetTime ? ` up to ${targetTime.toISOString()}` : ''}, then takes over`);
  try {
    asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-w', '-t', String(options.waitSeconds), 'start']);
  } catch (error) {
    throw new Error(`${error.message.trim()}\nThe restored server's log ends:\n${logTail(logFile)}`, { cause: error });
  }
  const host = options.listen === '*' || options.listen === '0.0.0.0' ? '127.0.0.1' : options.listen.split(',')[0].trim();
  const adminUrl = `postgres://${options.user}@${host}:${Number(options.port)}/postgres`;
  await waitForPromotion(adminUrl, { timeoutMs: options.waitSeconds * 1000, dataDir, logFile });
  const recovered = await withDatabase(adminUrl, async (client) => {
    const { rows } = await client.query('SELECT pg_last_xact_replay_timestamp() AS restored_to, pg_current_wal_lsn()::text AS lsn, (SELECT timeline_id FROM pg_control_checkpoint()) AS timeline');
    return rows[0];
  });
  const promoted = Date.now();
  const leftOut = targetTime ? [] : archivedBeyondRecovery(dataDir, folder.wal, backup.info.walSegmentBytes);
  const databaseUrl = `postgres://${options.user}@${host}:${Number(options.port)}/${options.database}`;

  let fileStore = null;
  if (options.filesTo) {
    const copy = path.join(backup.dir, 'files');
    if (!existsSync(copy)) throw new Error(`base backup ${backup.label} holds no file store (it was made without --files)`);
    emptyFolder(options.filesTo);
    say(`Copying the file store into ${options.filesTo} and checking it against ${options.database}`);
    const copied = copyFileStore({ live: copy, into: options.filesTo });
    const named = await withDatabase(databaseUrl, filesNamedBy);
    fileStore = { copied: copied.files, ...checkFilesAgainst(options.filesTo, named) };
  }
  return {
    backup: backup.label,
    backupFinishedAt: backup.info.finishedAt,
    dataDir,
    logFile,
    port: Number(options.port),
    databaseUrl,
    targetTime: targetTime?.toISOString() ?? null,
    // The last transaction the archive held (null: none after the base backup's end).
    restoredTo: recovered.restored_to?.toISOString() ?? null,
    lsn: recovered.lsn,
    timeline: recovered.timeline,
    // Not empty: a WAL file is missing from the archive before these, which were not replayed.
    archivedBeyondRecovery: leftOut,
    seconds: { extract: (extracted - started) / 1000, verify: (verified - extracted) / 1000, recovery: (promoted - verified) / 1000, total: (Date.now() - started) / 1000 },
    fileStore,
  };
}

/** npm start's data folder from an embedded backup, checked by opening the database in it. */
async function restoreEmbedded({ from, dataDir }, say) {
  const recorded = readFileSync(`${from}.sha256`, 'utf8').split(/\s+/)[0];
  if (sha256Of(from) !== recorded) throw new Error(`${from} differs from the SHA-256 recorded beside it: the copy is damaged`);
  emptyFolder(dataDir);
  say(`Extracting ${from} into ${dataDir}`);
  run('tar', ['-xzf', from, '-C', dataDir]);
  // The portal's own PGlite, which also replays anything an unclean stop left.
  const { PGlite } = await import(createRequire(path.join(ROOT, 'api/package.json')).resolve('@electric-sql/pglite'));
  const database = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const migrations = Number((await database.query('SELECT count(*) AS count FROM kysely_migration')).rows[0].count);
    const files = path.join(dataDir, 'files');
    const fileStore = existsSync(files) ? checkFilesAgainst(files, await filesNamedBy(database)) : null;
    return { dataDir: path.resolve(dataDir), migrations, fileStore };
  } finally {
    await database.close();
  }
}

function fileStoreLines(fileStore) {
  if (!fileStore) return [];
  const problems = [...fileStore.missing.map((key) => `  missing: ${key}`), ...fileStore.damaged.map((key) => `  damaged: ${key}`)];
  return [`${problems.length ? '✖' : '✔'} file store: ${fileStore.checked} files named by the database, ${fileStore.missing.length} missing, ${fileStore.damaged.length} damaged`, ...problems];
}

const { command, values, say, done } = commandLine(process.argv.slice(2), { commands: COMMANDS, usage: USAGE, defaultCommand: 'database' });
try {
  if (command === 'database') {
    const result = await restoreDatabase(
      {
        from: values.from,
        dataDir: values['data-dir'],
        port: values.port,
        targetTime: values['target-time'],
        backup: values.backup,
        listen: values.listen,
        socketDir: values['socket-dir'],
        filesTo: values['files-to'],
        database: values.database,
        user: values.user,
        waitSeconds: Number(values['wait-seconds']),
      },
      say,
    );
    done(result, [
      `✔ restored from base backup ${result.backup} to ${result.restoredTo ?? "the backup's end"} (timeline ${result.timeline}) in ${result.seconds.total.toFixed(1)} s`,
      `  PostgreSQL runs on port ${result.port} with its data in ${result.dataDir} (log: ${result.logFile}); the portal's database: ${result.databaseUrl}`,
      ...(result.archivedBeyondRecovery.length
        ? [`✖ the archive holds ${result.archivedBeyondRecovery.length} WAL files beyond where the recovery stopped (${result.archivedBeyondRecovery[0]}…): the file before them is missing or unreadable, and their changes are not in this server. Find that file (another copy of the archive), then restore again`]
        : []),
      ...fileStoreLines(result.fileStore),
    ]);
    const filesWrong = result.fileStore && (result.fileStore.missing.length || result.fileStore.damaged.length);
    process.exit(filesWrong || result.archivedBeyondRecovery.length ? 3 : 0);
  }
  if (command === 'embedded') {
    const result = await restoreEmbedded({ from: values.from, dataDir: values['data-dir'] }, say);
    done(result, [`✔ ${result.dataDir} restored (its database opens, ${result.migrations} migrations); start the portal with DATA_DIR=${result.dataDir}`, ...fileStoreLines(result.fileStore)]);
    process.exit(result.fileStore && (result.fileStore.missing.length || result.fileStore.damaged.length) ? 3 : 0);
  }
} catch (error) {
  failed(error);
}
