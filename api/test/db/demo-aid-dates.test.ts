/**
 * The demo financial aid years pay on the office's usual days (issue 34 §3): semester 1 on 1 August,
 * as the academic year starts, and semester 2 on 1 January, whatever day the demo is seeded on. A
 * package paying semester 1 on 1 May, before the year starts, read oddly.
 */
import { SEEDED } from '../helpers/seeded-database';
import { oneDatabase, openTestDatabase, type TestDatabase } from '../helpers/test-database';

describe.each(oneDatabase())('the demo financial aid years on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(target, SEEDED);
  });
  afterAll(() => database?.close());

  it('pay semester 1 on 1 August of the first year and semester 2 on 1 January of the next', async () => {
    const years = await database.db
      .selectFrom('financial_aid_years')
      .select(['academic_year', 'semester_one_disbursement_on', 'semester_two_disbursement_on'])
      .execute();
    expect(years.length).toBeGreaterThan(0);
    const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
    for (const year of years) {
      const first = Number(year.academic_year.slice(0, 4));
      expect([year.academic_year, day(year.semester_one_disbursement_on), day(year.semester_two_disbursement_on)]).toEqual([year.academic_year, `${first}-08-01`, `${first + 1}-01-01`]);
    }
  });
});
