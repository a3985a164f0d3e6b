/**
 * The database as this instance sees it: whether it answered the scrape's reads (`portal_database_up`;
 * every instance down at once is the database unreachable), and the PostgreSQL pool's connections —
 * open, idle, and queries waiting for one (a pool too small for the load, or a slow database). PGlite
 * has one connection that Kysely hands out in turn, with no figures to read: there only `up` applies.
 */
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/database';
import { poolOf } from '../db/database';

export function databaseGauges(registry: Registry, db: Db) {
  const up = new Gauge({ name: 'portal_database_up', help: "1 when the database answered this scrape's reads, 0 when it did not", registers: [registry] });
  const pool = poolOf(db);
  if (pool) {
    // Read from the pool at scrape time: nothing is counted on the way of a query.
    const figure = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    figure('portal_database_pool_connections', 'PostgreSQL connections open in this instance’s pool', () => pool.totalCount);
    figure('portal_database_pool_idle_connections', 'Open connections not in use', () => pool.idleCount);
    figure('portal_database_pool_waiting_queries', 'Queries waiting for a connection (all in use)', () => pool.waitingCount);
    figure('portal_database_pool_max_connections', 'The most connections the pool opens', () => pool.options.max ?? 10);
  }
  return {
    set(answered: boolean) {
      up.set(answered ? 1 : 0);
    },
  };
}
