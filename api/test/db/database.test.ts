import { sql } from 'kysely';
import pg from 'pg';
import { DEMO, seedDemoData } from '../../src/db/seed';
import { everyDatabase, dropTestSchema, migrateTestDatabase, openTestDatabase, type TestDatabase } from '../helpers/test-database';

describe.each(everyDatabase())('database on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database?.close());

  it('migrates and seeds idempotently', async () => {
    const { db } = database;
    await migrateTestDatabase(target, db);
    await migrateTestDatabase(target, db);
    await seedDemoData(db);
    await seedDemoData(db);
    const counts = await sql<{ applicants: number; applications: number; accounts: number; fees: number }>`
      SELECT (SELECT count(*)::int FROM applicants) AS applicants, (SELECT count(*)::int FROM applications) AS applications,
             (SELECT count(*)::int FROM accounts) AS accounts, (SELECT count(*)::int FROM fees) AS fees`.execute(db);
    // The demo applicant (submitted, fee unpaid), the e-mail account without an application, and the
    // second account's halfway draft.
    expect(counts.rows[0]).toEqual({ applicants: 2, applications: 2, accounts: 2, fees: 1 });
    const application = await db.selectFrom('applications').select(['pin_hash', 'status']).where('application_number', '=', DEMO.application.applicationNumber).executeTakeFirstOrThrow();
    expect(application.pin_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(application.status).toBe('SUBMITTED');
    const applicant = await db
      .selectFrom('applicants')
      .select(['full_name', 'nric', sql<string>`date_of_birth::text`.as('dob'), 'alt_contact_area_code'])
      .where('email', '=', DEMO.applicant.email)
      .executeTakeFirstOrThrow();
    expect(applicant).toEqual({ full_name: DEMO.applicant.fullName, nric: 'S1234567D', dob: '2006-01-01', alt_contact_area_code: null });
    // Every migration runs here, on an empty database (the subject of the test, not its setup): about
    // 18 s beside another suite on two cores, so more on a busy machine.
  }, 120_000);

  it('refuses a second account with the same e-mail in another letter case', async () => {
    await expect(
      database.db
        .insertInto('accounts')
        .values({
          email: 'DEMO.ACCOUNT@EXAMPLE.EDU',
          password_hash: 'x',
          first_name: 'A',
          last_name: 'B',
          system: 'ADM',
          sub_category: 'ADM',
          applicant_id: null,
        })
        .execute(),
    ).rejects.toThrow(/accounts_email_key/);
  });

  it('keeps transactions apart from concurrent queries', async () => {
    const { db } = database;
    // A transaction that inserts and then rolls back must never be visible to a query running meanwhile.
    const transaction = db
      .transaction()
      .execute(async (tx) => {
        await tx.insertInto('login_throttle').values({ key: 'tx-probe', failures: 1, first_failure_at: new Date(), last_failure_at: new Date(), locked_until: null }).execute();
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    const seen = db.selectFrom('login_throttle').select('key').where('key', '=', 'tx-probe').execute();
    const [outcome, rows] = await Promise.all([transaction, seen]);
    expect(outcome).toBe('roll back');
    expect(rows).toEqual([]);
    expect(await db.selectFrom('login_throttle').select('key').where('key', '=', 'tx-probe').execute()).toEqual([]);
  });
});

// Parallel test files each migrate a schema of their own in the one test database and drop it when
// done; Kysely's migrator lists the tables of every schema, so without migrateTestDatabase's lock a
// schema dropped meanwhile fails the migration ("schema test_… does not exist", seen in CI).
if (everyDatabase().includes('postgres')) {
  describe('test schemas on postgres', () => {
    const target = 'postgres';
    it('migrate while other test files drop theirs', async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      let dropping = true;
      let dropped = 0;
      const otherFiles = (async () => {
        while (dropping) {
          const schema = `test_churn_${dropped++}_${process.pid}`;
          await admin.query(`CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.t (id serial PRIMARY KEY, a text, b text)`);
          await dropTestSchema(admin, schema);
        }
      })();
      try {
        for (let round = 0; round < 3; round++) {
          const database = await openTestDatabase(target);
          try {
            await migrateTestDatabase(target, database.db);
          } finally {
            await database.close();
          }
        }
      } finally {
        dropping = false;
        await otherFiles;
        await admin.end();
      }
      expect(dropped).toBeGreaterThan(3);
    });
  });
}
