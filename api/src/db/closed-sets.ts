/**
 * The database's CHECK on each closed set's column follows the set's one registry in
 * shared/contracts: adding a fee kind there is enough for the database to accept it (no migration
 * to write, none to forget). Run after the migrations at every start; it changes a constraint only
 * when the registry and the database disagree, so a start with nothing new touches no table.
 */
import { ADMISSION_STATUSES } from '@portal/contracts/admission-statuses';
import { FEE_KINDS } from '@portal/contracts/fee-kinds';
import { FEE_STATUSES } from '@portal/contracts/fee-statuses';
import { AID_APPLICATION_STATUSES } from '@portal/contracts/financial-aid-statuses';
import { AID_PACKAGE_STATUSES, AID_REQUEST_STATUSES } from '@portal/contracts/financial-aid';
import { APPEAL_OUTCOMES, APPEAL_STATUSES } from '@portal/contracts/admission';
import { RETENTION_KINDS, RETENTION_REPORT_STATUSES } from '@portal/contracts/office/retention';
import { STAFF_ROLES } from '@portal/contracts/office/staff';
import { PAYMENT_STATUSES } from '@portal/contracts/payment';
import { SCHOLARSHIP_STATUSES } from '@portal/contracts/scholarship-statuses';
import { sql, type Kysely } from 'kysely';
import { quoteIdentifier } from './database';
import type { Database } from './schema';

export interface ClosedSet {
  table: string;
  column: string;
  values: readonly string[];
}

export const CLOSED_SETS: readonly ClosedSet[] = [
  { table: 'fees', column: 'kind', values: FEE_KINDS },
  { table: 'fees', column: 'status', values: FEE_STATUSES },
  { table: 'staff_accounts', column: 'role', values: STAFF_ROLES },
  { table: 'applications', column: 'status', values: ADMISSION_STATUSES },
  { table: 'scholarship_applications', column: 'status', values: SCHOLARSHIP_STATUSES },
  { table: 'financial_aid_applications', column: 'status', values: AID_APPLICATION_STATUSES },
  { table: 'payments', column: 'status', values: PAYMENT_STATUSES },
  { table: 'admission_appeals', column: 'status', values: APPEAL_STATUSES },
  { table: 'admission_appeals', column: 'outcome', values: APPEAL_OUTCOMES },
  { table: 'financial_aid_requests', column: 'status', values: AID_REQUEST_STATUSES },
  { table: 'financial_aid_packages', column: 'status', values: AID_PACKAGE_STATUSES },
  { table: 'retention_reports', column: 'status', values: RETENTION_REPORT_STATUSES },
  { table: 'retention_report_items', column: 'kind', values: RETENTION_KINDS },
];

/** Several instances may start at once: one at a time compares and changes (any constant names the lock). */
const CLOSED_SETS_LOCK = 7_330_001;

const constraintName = (set: ClosedSet) => `${set.table}_${set.column}_check`;

/** The values a CHECK (column IN (…)) allows, as PostgreSQL prints it: `CHECK ((kind = ANY (ARRAY['A'::text, 'B'::text])))`. */
const allowedValues = (definition: string): string[] => [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replaceAll("''", "'"));

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().every((value, index) => value === [...b].sort()[index]);

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export async function syncClosedSets(db: Kysely<Database>, sets: readonly ClosedSet[] = CLOSED_SETS): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${CLOSED_SETS_LOCK})`.execute(tx);
    for (const set of sets) {
      const name = constraintName(set);
      const { rows } = await sql<{ definition: string }>`
        SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = to_regclass(${quoteIdentifier(set.table)}) AND conname = ${name}`.execute(tx);
      if (rows[0] && sameValues(allowedValues(rows[0].definition), set.values)) continue;
      const table = quoteIdentifier(set.table);
      await sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${quoteIdentifier(name)}`).execute(tx);
      await sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${quoteIdentifier(name)} CHECK (${quoteIdentifier(set.column)} IN (${set.values.map(literal).join(', ')}))`).execute(tx);
    }
  });
}
