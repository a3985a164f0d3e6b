import { rmSync } from 'node:fs';
import { dropRunDatabases } from './postgres-databases.cjs';

/** After the run: its private portals' PostgreSQL databases and template folder (postgres-databases.cjs). */
export default async function globalTeardown(): Promise<void> {
  const postgres = process.env.TEST_DATABASE_URL;
  const run = process.env.PORTAL_E2E_RUN;
  if (process.env.PORTAL_DATA_TEMPLATE) rmSync(`${process.env.PORTAL_DATA_TEMPLATE}-postgres`, { recursive: true, force: true });
  if (postgres && run) await dropRunDatabases(postgres, run);
}
