/**
 * Migration 0044 (issue 37): the scholarship applications made before it keep the citizenship and the
 * first-choice programme of the admission application each goes with; those written after it get them
 * from the database as they are written (and again when they are moved to another admission
 * application); one with no admission application, or none stated, has none.
 */
import type { Db } from '../../src/db/database';
import { insertApplicant } from '../helpers/dashboard';
import { everyDatabase, migrateTestDatabase, migrateTestDatabaseUpTo, openTestDatabase, type TestDatabase } from '../helpers/test-database';

describe.each(everyDatabase())('migration 0044 (scholarships dashboard) on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database?.close());

  let made = 0;
  async function applicant(db: Db) {
    made += 1;
    return insertApplicant(db, `SCHOLAR ${made}`, `scholar.${made}@example.edu`);
  }
  /** A submitted admission application stating a citizenship (or none), its choices stored out of rank order. */
  async function admission(db: Db, applicantId: string, citizenship: string | null, firstChoice: string) {
    const row = await db
      .insertInto('applications')
      .values({
        applicant_id: applicantId,
        system: 'ADM',
        application_number: String(93_000_000 + made),
        pin_hash: null,
        category: 'ALEVEL',
        eligibility: citizenship ? JSON.stringify({ citizenship, residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false }) : null,
        draft_due_at: null,
        submission: null,
        academic_year: '2027/2028',
        status: 'SUBMITTED',
        offer_status: null,
        programme_choices: JSON.stringify([{ rank: 2, programme: 'ENG' }, { rank: 1, programme: firstChoice }]),
        submitted_at: new Date('2027-01-05T02:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function scholarship(db: Db, applicantId: string, admissionId: string | null) {
    const row = await db
      .insertInto('scholarship_applications')
      .values({ applicant_id: applicantId, academic_year: '2027/2028', status: 'DRAFT', choices: '[]', submitted_at: null, admission_application_id: admissionId, reference: null, submission: null, updated_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const factsOf = (db: Db, id: string) => db.selectFrom('scholarship_applications').select(['admission_citizenship', 'admission_first_choice']).where('id', '=', id).executeTakeFirstOrThrow();

  it('copies the admission facts onto the scholarship applications made before it', async () => {
    const { db } = database;
    await migrateTestDatabaseUpTo(target, db, '0043_shared_office_work');
    const resident = await applicant(db);
    const before = await scholarship(db, resident, await admission(db, resident, 'PERMANENT_RESIDENT', 'CS'));
    const unstated = await applicant(db);
    const unstatedBefore = await scholarship(db, unstated, await admission(db, unstated, null, 'MATH'));
    const alone = await scholarship(db, await applicant(db), null);

    await migrateTestDatabase(target, db);

    expect(await factsOf(db, before)).toEqual({ admission_citizenship: 'PERMANENT_RESIDENT', admission_first_choice: 'CS' });
    expect(await factsOf(db, unstatedBefore)).toEqual({ admission_citizenship: null, admission_first_choice: 'MATH' });
    expect(await factsOf(db, alone)).toEqual({ admission_citizenship: null, admission_first_choice: null });
    // Every migration runs here on an empty database: slow beside another suite on two cores.
  }, 120_000);

  it('gives a scholarship application written after it the facts of its admission application, and of another it is moved to', async () => {
    const { db } = database;
    const citizen = await applicant(db);
    const after = await scholarship(db, citizen, await admission(db, citizen, 'SINGAPORE_CITIZEN', 'LAW'));
    expect(await factsOf(db, after)).toEqual({ admission_citizenship: 'SINGAPORE_CITIZEN', admission_first_choice: 'LAW' });

    const other = await admission(db, await applicant(db), 'INTERNATIONAL', 'BIZ');
    await db.updateTable('scholarship_applications').set({ admission_application_id: other }).where('id', '=', after).execute();
    expect(await factsOf(db, after)).toEqual({ admission_citizenship: 'INTERNATIONAL', admission_first_choice: 'BIZ' });
  });
});
