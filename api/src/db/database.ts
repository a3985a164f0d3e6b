/**
 * Opens the database: real PostgreSQL through a pg Pool when DATABASE_URL is set, otherwise the
 * embedded PGlite (PostgreSQL compiled to WebAssembly) in DATA_DIR/pglite.
 *
 * PGlite has a single connection. Kysely 0.29's own PGliteDialect declares that
 * (supportsMultipleConnections = false), so Kysely serialises every connection checkout through one
 * mutex: a transaction holds the connection from BEGIN to COMMIT and no other request's query can
 * interleave with it. (The separate kysely-pglite package is not used: it does not work with 0.29.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenDatabaseOptions {
  /** PostgreSQL only: the schema to work in (tests isolate each file in its own schema). */
  schema?: string;
  /** PostgreSQL only: the longest a query waits for a connection (default 3 s). */
  connectionTimeoutMillis?: number;
  /** PostgreSQL only: told when a connection is closed by the server (by default a warning on stderr). */
  onIdleConnectionError?: (error: Error) => void;
}

/** Each PostgreSQL database's pool, for the metrics of its use (metrics/database.ts); PGlite has none. */
const pools = new WeakMap<Db, pg.Pool>();

export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, options: OpenDatabaseOptions = {}): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // With every connection busy (or a new one slow to open), a request waits at most this long for
      // one and then answers 503 (db/unavailable.ts) instead of hanging while the applicant's tab
      // waits. PostgreSQL stopped is answered at once: its connections are refused, not slow.
      connectionTimeoutMillis: options.connectionTimeoutMillis ?? 3000,
      ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {}),
    });
    // A connection that PostgreSQL closes (a restart, a fail-over) raises an 'error'; unheard, it
    // would end the process. The pool drops that connection and opens a new one when asked.
    const connectionLost = options.onIdleConnectionError ?? ((error: Error) => console.warn('database: a connection was closed:', error.message));
    pool.on('error', connectionLost);
    // A connection in use when PostgreSQL goes away raises its error on the client itself, not the
    // pool: unheard, that too would end the process. The query using it fails (503) either way.
    pool.on('connect', (client) => client.on('error', connectionLost));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  const pglite = () => {
    if (config.dataDir === ':memory:') return new PGlite();
    const dataDir = path.join(config.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    return new PGlite({ dataDir });
  };
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

/** One real round trip, used by the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}
