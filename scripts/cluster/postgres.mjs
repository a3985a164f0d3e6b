// A private PostgreSQL server for the cluster (npm run start:cluster, the deadline bench and the
// fault suite): Debian's own server programs, its own data folder and loopback port, so it can be
// stopped and started (the fault suite does) without touching any other database on the machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { archiveCommand } from '../ops/backup-folder.mjs';
import { ensurePostgresServer, ROOT } from '../workspace.mjs';

// The API's own PostgreSQL client (a dependency of the api package).
const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');

/** PostgreSQL refuses to run as root: as root, its programs run as Debian's `postgres` user. */
export function asServerUser(program, args) {
  const root = process.getuid?.() === 0;
  const [command, commandArgs] = root ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(program)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * The server's settings for continuous WAL archiving (docs/operations.md, "Back it up and restore
 * it"): every finished WAL file goes through scripts/ops/archive-wal.sh into `walDir`, and at least
 * every `timeoutSeconds` a server that wrote anything switches to a new file, so the archive is never
 * further behind than that. As `postgres -c` options, passed by pg_ctl through a shell.
 */
export function archivingOptions({ walDir, timeoutSeconds }) {
  const command = archiveCommand(walDir);
  return ['-c archive_mode=on', `-c archive_timeout=${timeoutSeconds}`, `"-carchive_command=${command}"`].join(' ');
}

/**
 * Creates the server's folder once (initdb), then starts it. Returns the connection URL for the
 * portal's database and stop/start for the fault suite. `archive` ({ walDir, timeoutSeconds }):
 * every start of this server archives its WAL there (archivingOptions); without it, none.
 */
export async function startPrivatePostgres({ dir, port, database = 'portal', archive }) {
  const bin = await ensurePostgresServer();
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // Only the server's own folder is private (PostgreSQL insists); its parents stay readable, or
    // the postgres user could not reach it.
    mkdirSync(dir, { recursive: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (process.getuid?.() === 0) {
      execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    }
    asServerUser(`${bin}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
    // Loopback only; room for several instances' pools; fsync stays on (the point is not losing data).
    writeFileSync(
      path.join(dataDir, 'postgresql.auto.conf'),
      [`listen_addresses = '127.0.0.1'`, `port = ${port}`, `unix_socket_directories = '${dir}'`, 'max_connections = 200', 'shared_buffers = 256MB'].join('\n') + '\n',
    );
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', path.join(dataDir, 'postgresql.auto.conf')]);
  }
  if (process.getuid?.() === 0 && !existsSync(logFile)) {
    writeFileSync(logFile, '');
    execFileSync('chown', ['postgres:postgres', logFile]);
  }
  if (archive) {
    // The server writes the archive: its folder belongs to the server's user (its parents stay readable, as above).
    mkdirSync(path.dirname(archive.walDir), { recursive: true });
    if (!existsSync(archive.walDir)) mkdirSync(archive.walDir, { mode: 0o700 });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', archive.walDir]);
  }
  // Given on every start (not written into the folder), so a later start without `archive` archives nothing.
  const options = archive ? ['-o', archivingOptions(archive)] : [];
  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Starts the server and waits until it accepts connections. */
    start() {
      asServerUser(`${bin}/pg_ctl`, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', ...options, 'start']);
    },
    /** A fast shutdown: sessions are cut, as when a database server goes away under load. */
    stop() {
      asServerUser(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    isRunning() {
      const root = process.getuid?.() === 0;
      const result = spawnSync(root ? 'runuser' : `${bin}/pg_ctl`, root ? ['-u', 'postgres', '--', `${bin}/pg_ctl`, '-D', dataDir, 'status'] : ['-D', dataDir, 'status']);
      return result.status === 0;
    },
  };
  if (!server.isRunning()) server.start();
  else if (archive && !(await isArchivingTo(`postgres://postgres@127.0.0.1:${port}/postgres`, archive.walDir))) {
    // Left running by an earlier start that archived elsewhere or not at all: archive_mode only changes with a restart.
    server.stop();
    server.start();
  }
  await createDatabaseIfMissing(`postgres://postgres@127.0.0.1:${port}/postgres`, database);
  return server;
}

async function isArchivingTo(adminUrl, walDir) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT current_setting('archive_mode') AS mode, current_setting('archive_command') AS command");
    return rows[0].mode !== 'off' && rows[0].command === archiveCommand(walDir);
  } finally {
    await client.end();
  }
}

async function createDatabaseIfMissing(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the private server (a bench run starts from nothing); returns its URL. */
export async function recreateDatabase(server, database) {
  const admin = new pg.Client({ connectionString: server.url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  return server.url.replace(/\/[^/]+$/, `/${database}`);
}
