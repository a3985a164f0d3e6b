// A private PostgreSQL server for the cluster (npm run start:cluster, the deadline bench and the
// fault suite): Debian's own server programs, its own data folder and loopback port, so it can be
// stopped and started (the fault suite does) without touching any other database on the machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensurePostgresServer, ROOT } from '../workspace.mjs';

// The API's own PostgreSQL client (a dependency of the api package).
const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');

/** PostgreSQL refuses to run as root: as root, its programs run as Debian's `postgres` user. */
function asServerUser(program, args) {
  const root = process.getuid?.() === 0;
  const [command, commandArgs] = root ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(program)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Creates the server's folder once (initdb), then starts it. Returns the connection URL for the
 * portal's database and stop/start for the fault suite.
 */
export async function startPrivatePostgres({ dir, port, database = 'portal' }) {
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
  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Starts the server and waits until it accepts connections. */
    start() {
      asServerUser(`${bin}/pg_ctl`, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start']);
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
  await createDatabaseIfMissing(`postgres://postgres@127.0.0.1:${port}/postgres`, database);
  return server;
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
