/** Application numbers and the academic year an application is for. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * 8 digits: the intake year's last two digits and a six-digit serial from a database sequence, so
 * any number of API instances never hand out the same number twice.
 */
export async function nextApplicationNumber(db: Db, academicYear: string): Promise<string> {
  const { rows } = await sql<{ serial: string }>`SELECT nextval('application_number_seq')::text AS serial`.execute(db);
  return `${academicYear.slice(2, 4)}${rows[0]!.serial.padStart(6, '0')}`;
}
