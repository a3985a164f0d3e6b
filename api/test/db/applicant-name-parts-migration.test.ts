/**
 * Migration 0037 (issue 35): an applicant made from an e-mail login account keeps the account's given
 * and family names, for e-mails to greet family name first in Chinese. Applicants made before it get
 * them from their account while the whole name is still the account's "<first> <last>"; a name
 * replaced since (typed whole at submit) and an applicant with no account keep none.
 */
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { everyDatabase, migrateTestDatabase, migrateTestDatabaseUpTo, openTestDatabase, type TestDatabase } from '../helpers/test-database';

describe.each(everyDatabase())('migration 0037 (applicant name parts) on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database?.close());

  const applicant = async (db: Db, fullName: string) =>
    (await sql<{ id: string }>`INSERT INTO applicants (full_name, email) VALUES (${fullName}, '') RETURNING id`.execute(db)).rows[0]!.id;

  const account = async (db: Db, email: string, firstName: string, lastName: string, applicantId: string | null) =>
    sql`INSERT INTO accounts (email, password_hash, first_name, last_name, system, sub_category, applicant_id)
        VALUES (${email}, 'x', ${firstName}, ${lastName}, 'ADM', 'ADM', ${applicantId})`.execute(db);

  it("keeps the account's names in parts where the whole name is still theirs", async () => {
    const { db } = database;
    await migrateTestDatabaseUpTo(target, db, '0036_bilingual_exam_facts');
    // Made from an account, as applicantFor made it: "<first> <last>".
    const fromAccount = await applicant(db, 'MEI HUA ZHOU');
    await account(db, 'zhou@migration.example.edu', 'MEI HUA', 'ZHOU', fromAccount);
    // An account whose names were stored with spaces around them: the whole name was trimmed.
    const spaced = await applicant(db, 'Wei Jie Lim');
    await account(db, 'lim@migration.example.edu', ' Wei Jie', 'Lim ', spaced);
    // Made from an account, then submitted with the name as in the NRIC (family name first): typed whole.
    const retyped = await applicant(db, 'TAN AH KOW');
    await account(db, 'tan@migration.example.edu', 'AH KOW', 'TAN', retyped);
    // A national-identity or social sign-in's applicant: no account.
    const noAccount = await applicant(db, 'NUR AISYAH BINTE RAHMAN');
    // An account with no applicant yet changes nothing.
    await account(db, 'none@migration.example.edu', 'NO', 'APPLICANT', null);

    await migrateTestDatabase(target, db);

    const rows = await db.selectFrom('applicants').select(['id', 'full_name', 'given_name', 'family_name']).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(fromAccount)).toEqual({ id: fromAccount, full_name: 'MEI HUA ZHOU', given_name: 'MEI HUA', family_name: 'ZHOU' });
    expect(byId.get(spaced)).toEqual({ id: spaced, full_name: 'Wei Jie Lim', given_name: 'Wei Jie', family_name: 'Lim' });
    expect(byId.get(retyped)).toEqual({ id: retyped, full_name: 'TAN AH KOW', given_name: null, family_name: null });
    expect(byId.get(noAccount)).toEqual({ id: noAccount, full_name: 'NUR AISYAH BINTE RAHMAN', given_name: null, family_name: null });
    // Every migration runs here on an empty database: slow beside another suite on two cores.
  }, 120_000);

  it('keeps both parts or neither', async () => {
    const { db } = database;
    const id = await applicant(db, 'ONE PART');
    const half = db.updateTable('applicants').set({ given_name: 'ONE' }).where('id', '=', id).execute();
    await expect(half).rejects.toThrow(/applicants_name_parts_check/);
  });
});
