/**
 * The closed sets' CHECKs follow their registries (api/src/db/closed-sets.ts): a value the registry
 * adds is accepted without a migration, one it never had is refused, and a start with nothing new
 * leaves every constraint as it was.
 */
import { FEE_KINDS } from '@portal/contracts/fee-kinds';
import { sql } from 'kysely';
import { CLOSED_SETS, syncClosedSets, type ClosedSet } from '../../src/db/closed-sets';
import type { Db } from '../../src/db/database';
import { everyDatabase, migrateTestDatabase, openTestDatabase, type TestDatabase } from '../helpers/test-database';

describe.each(everyDatabase())('closed sets on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await migrateTestDatabase(target, database.db);
  });
  afterAll(() => database?.close());

  const constraint = async (db: Db, name: string) =>
    (await sql<{ oid: number; definition: string }>`SELECT oid::int AS oid, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = ${name} AND conrelid = to_regclass('fees')`.execute(db)).rows[0];

  const insertFee = (db: Db, kind: string) =>
    sql`INSERT INTO fees (applicant_id, kind, description, amount_cents, status)
        VALUES ((SELECT id FROM applicants LIMIT 1), ${kind}, 'A fee', 1000, 'UNPAID')`.execute(db);

  it('allows exactly the registry’s fee kinds after the migrations', async () => {
    const { db } = database;
    await sql`INSERT INTO applicants (full_name, nric, email) VALUES ('CLOSED SETS', 'S7000001A', '')`.execute(db);
    for (const kind of FEE_KINDS) await insertFee(db, kind);
    await expect(insertFee(db, 'PARKING_FEE')).rejects.toThrow(/fees_kind_check/);
  });

  it('has the migrations’ own CHECK for every closed set, under the name the start syncs, allowing exactly its registry’s values', async () => {
    for (const set of CLOSED_SETS) {
      const { rows } = await sql<{ name: string; definition: string }>`
        SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = to_regclass(${set.table}) AND contype = 'c'`.execute(database.db);
      // Only a CHECK of the column's values alone (not a rule that also names another column).
      const valueChecks = rows.filter((row) => new RegExp(`^CHECK \\(\\(${set.column} = ANY \\(ARRAY\\[[^\\]]*\\]\\)\\)\\)$`).test(row.definition));
      expect({ set: `${set.table}.${set.column}`, names: valueChecks.map((row) => row.name) }).toEqual({ set: `${set.table}.${set.column}`, names: [`${set.table}_${set.column}_check`] });
      const allowed = [...valueChecks[0]!.definition.matchAll(/'([^']*)'/g)].map((match) => match[1]).sort();
      expect(allowed).toEqual([...set.values].sort());
    }
  });

  it('accepts a kind the registry adds, with no migration, and changes nothing when nothing is new', async () => {
    const { db } = database;
    const before = await constraint(db, 'fees_kind_check');
    await syncClosedSets(db);
    expect(await constraint(db, 'fees_kind_check')).toEqual(before);

    const withParking: ClosedSet[] = CLOSED_SETS.map((set) => (set.table === 'fees' && set.column === 'kind' ? { ...set, values: [...set.values, 'PARKING_FEE'] } : set));
    await syncClosedSets(db, withParking);
    await insertFee(db, 'PARKING_FEE');
    expect((await constraint(db, 'fees_kind_check'))!.definition).toContain("'PARKING_FEE'");
  });

});
