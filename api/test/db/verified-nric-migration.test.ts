/**
 * Migration 0027 (issue 31): before it, an applicant's one NRIC column held whatever came first — the
 * national identity service's, or one typed in Personal Particulars and kept at submit — and it signed
 * people in. The migration keeps an existing NRIC as verified only where no submission typed it by
 * hand; every other one becomes declared, and so never signs anyone in again.
 */
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { everyDatabase, migrateTestDatabase, migrateTestDatabaseUpTo, openTestDatabase, type TestDatabase } from '../helpers/test-database';

describe.each(everyDatabase())('migration 0027 (declared and verified NRICs) on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database?.close());

  const applicant = async (db: Db, name: string, nric: string | null) =>
    (await sql<{ id: string }>`INSERT INTO applicants (full_name, nric, email) VALUES (${name}, ${nric}, '') RETURNING id`.execute(db)).rows[0]!.id;

  /** A submitted admission application declaring `identityNumber`; `filled`: the answer came read-only from the service. */
  const submitted = async (db: Db, applicantId: string, number: string, identityNumber: string, filled: boolean, academicYear = '2026/2027') => {
    const submission = JSON.stringify({ sections: { personalParticulars: { identityType: 'NRIC', identityNumber } } });
    const { rows } = await sql<{ id: string }>`
      INSERT INTO applications (applicant_id, system, application_number, category, academic_year, status, submission, submitted_at)
      VALUES (${applicantId}, 'ADM', ${number}, 'ALEVEL', ${academicYear}, 'SUBMITTED', ${submission}::jsonb, now()) RETURNING id`.execute(db);
    await sql`
      INSERT INTO form_sections (form_kind, form_id, section, data, version, state, updated_at, verified)
      VALUES ('ADMISSION', ${rows[0]!.id}, 'personalParticulars', ${JSON.stringify({ identityType: 'NRIC', identityNumber })}::jsonb, 1, 'COMPLETED', now(),
              ${JSON.stringify(filled ? ['identityType', 'identityNumber'] : [])}::jsonb)`.execute(db);
  };

  it('keeps as verified only NRICs no submission typed by hand', async () => {
    const { db } = database;
    await migrateTestDatabaseUpTo(target, db, '0026_section_save_ids');
    // Made by a national-identity sign-in, nothing submitted: the service's NRIC.
    const signedInOnly = await applicant(db, 'SIGNED IN ONLY', 'S1000001A');
    // Made by an e-mail account, NRIC typed and submitted: declared (the attack of issue 31).
    const typed = await applicant(db, 'TYPED', 'S1000002B');
    await submitted(db, typed, '27000001', 'S1000002B', false);
    // Filled from the service's data, read-only, then submitted: verified.
    const filled = await applicant(db, 'FILLED', 'S1000003C');
    await submitted(db, filled, '27000002', 'S1000003C', true);
    // The service's NRIC, then another one typed at submit that another record held (so not kept): still the service's.
    const keptOwn = await applicant(db, 'KEPT OWN', 'S1000004D');
    await submitted(db, keptOwn, '27000003', 'S1000002B', false);
    // Typed by hand in one submission and filled in another: typed once is declared.
    const typedOnce = await applicant(db, 'TYPED ONCE', 'S1000005E');
    await submitted(db, typedOnce, '27000004', 'S1000005E', false);
    await submitted(db, typedOnce, '27000005', 'S1000005E', true, '2027/2028');
    const none = await applicant(db, 'NO NRIC', null);

    await migrateTestDatabase(target, db);

    const rows = await db.selectFrom('applicants').select(['id', 'nric', 'verified_nric']).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(signedInOnly)).toMatchObject({ nric: 'S1000001A', verified_nric: 'S1000001A' });
    expect(byId.get(typed)).toMatchObject({ nric: 'S1000002B', verified_nric: null });
    expect(byId.get(filled)).toMatchObject({ nric: 'S1000003C', verified_nric: 'S1000003C' });
    expect(byId.get(keptOwn)).toMatchObject({ nric: 'S1000004D', verified_nric: 'S1000004D' });
    expect(byId.get(typedOnce)).toMatchObject({ nric: 'S1000005E', verified_nric: null });
    expect(byId.get(none)).toMatchObject({ nric: null, verified_nric: null });
    // The migrations up to 0027 run here on an empty database: about 15 s beside another suite on two
    // cores, so more on a busy machine.
  }, 120_000);

  it('lets several records declare one NRIC, and only one hold it verified', async () => {
    const { db } = database;
    await applicant(db, 'ANOTHER DECLARER', 'S1000002B');
    const again = db.updateTable('applicants').set({ verified_nric: 's1000001a' }).where('full_name', '=', 'ANOTHER DECLARER').execute();
    await expect(again).rejects.toThrow(/applicants_verified_nric_key/);
  });
});
