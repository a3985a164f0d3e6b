/**
 * Migration 0042 (issue 37): the fees and payments made before it keep their application's academic
 * year and their fee's kind, and the payments received for a fee already received or waived are
 * marked to refund — a fee's later received payments, every received payment of a waived fee; those
 * made after it get the year and kind from the database as they are written.
 */
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { everyDatabase, migrateTestDatabase, migrateTestDatabaseUpTo, openTestDatabase, type TestDatabase } from '../helpers/test-database';

describe.each(everyDatabase())('migration 0042 (finance dashboard) on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database?.close());

  let made = 0;
  async function fee(db: Db, status: 'UNPAID' | 'RECEIVED' | 'WAIVED', kind: 'APPLICATION_FEE' | 'ENTRANCE_EXAM_FEE' = 'APPLICATION_FEE') {
    made += 1;
    const person = await db.insertInto('applicants').values({ full_name: `MIGRATED ${made}`, email: `migrated.${made}@example.edu`, nric: null, alt_contact_name: null, alt_contact_country_code: null, alt_contact_area_code: null, alt_contact_number: null }).returning('id').executeTakeFirstOrThrow();
    const application = await db
      .insertInto('applications')
      .values({ applicant_id: person.id, system: 'ADM', application_number: String(92_000_000 + made), pin_hash: null, category: 'SINGAPOREAN', eligibility: null, draft_due_at: null, submission: null, academic_year: '2027/2028', status: 'SUBMITTED', offer_status: null, programme_choices: '[]', submitted_at: new Date('2027-01-05T02:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await db.insertInto('fees').values({ kind, applicant_id: person.id, application_id: application.id, description: kind, amount_cents: 1_000, status, due_date: null }).returning('id').executeTakeFirstOrThrow()).id;
  }
  async function payment(db: Db, feeId: string, status: 'RECEIVED' | 'EXPIRED', receivedAt: string | null) {
    made += 1;
    return (
      await db
        .insertInto('payments')
        .values({ fee_id: feeId, reference: `PAY-M${made}`, amount_cents: 1_000, gst_cents: 90, status, method: 'GATEWAY', received_at: receivedAt })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  it('copies the year and kind to the fees and payments made before it, and marks the payments to refund', async () => {
    const { db } = database;
    await migrateTestDatabaseUpTo(target, db, '0041_financial_aid_dashboard');
    const paidTwice = await fee(db, 'RECEIVED');
    const first = await payment(db, paidTwice, 'RECEIVED', '2027-01-06T02:00:00Z');
    const second = await payment(db, paidTwice, 'RECEIVED', '2027-01-07T02:00:00Z');
    const abandoned = await payment(db, paidTwice, 'EXPIRED', null);
    const waived = await fee(db, 'WAIVED', 'ENTRANCE_EXAM_FEE');
    const paidWaived = await payment(db, waived, 'RECEIVED', '2027-01-08T02:00:00Z');

    await migrateTestDatabase(target, db);

    const fees = await db.selectFrom('fees').select(['id', 'academic_year']).where('id', 'in', [paidTwice, waived]).execute();
    expect(fees.map((row) => row.academic_year)).toEqual(['2027/2028', '2027/2028']);
    const payments = await db.selectFrom('payments').select(['id', 'academic_year', 'fee_kind', 'refund_due']).execute();
    const byId = new Map(payments.map((row) => [row.id, row]));
    expect(byId.get(first)).toMatchObject({ academic_year: '2027/2028', fee_kind: 'APPLICATION_FEE', refund_due: false });
    expect(byId.get(second)).toMatchObject({ refund_due: true });
    expect(byId.get(abandoned)).toMatchObject({ refund_due: false });
    expect(byId.get(paidWaived)).toMatchObject({ fee_kind: 'ENTRANCE_EXAM_FEE', refund_due: true });
    // Every migration runs here on an empty database: slow beside another suite on two cores.
  }, 120_000);

  it('gives a fee and a payment written after it their year, kind and Singapore days', async () => {
    const { db } = database;
    const later = await fee(db, 'UNPAID', 'ENTRANCE_EXAM_FEE');
    // 16:00 UTC is midnight in Singapore: the next day.
    const paid = await payment(db, later, 'RECEIVED', '2027-01-09T16:00:00Z');
    expect(await db.selectFrom('fees').select('academic_year').where('id', '=', later).executeTakeFirstOrThrow()).toEqual({ academic_year: '2027/2028' });
    const row = await db.selectFrom('payments').select(['academic_year', 'fee_kind', 'refund_due', sql<string>`received_day::text`.as('received_day')]).where('id', '=', paid).executeTakeFirstOrThrow();
    expect(row).toEqual({ academic_year: '2027/2028', fee_kind: 'ENTRANCE_EXAM_FEE', refund_due: false, received_day: '2027-01-10' });
  });
});
