/**
 * The financial aid list taken away as a file (issue 37), on both databases: the export's rows are the
 * list's rows for the same search, in the same order, across the batches it reads (applications
 * submitted in the same instant too); amounts in dollars, the live package alone (not one it
 * replaced), its schemes named in the officer's language; every export in the staff audit; bad
 * choices answer the error list; only financial aid staff.
 */
import type { OfficeAidApplicationRow } from '@portal/contracts/financial-aid/office';
import { sql } from 'kysely';
import { EXPORT_BATCH } from '../../../src/staff/export';
import { csvRows, expectListExported, expectRefusals, inChinese, REFERENCED_APPLICATION_HEADERS, workbookRows } from '../../helpers/list-export';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const YEAR = '2041/2042';
const LIST = '/api/office/financial-aid/applications';
const SEARCH = `academicYear=${encodeURIComponent(YEAR)}`;
const ALL_COLUMNS = 'reference,applicantName,email,admissionApplicationNumber,academicYear,status,submittedAt,perCapitaIncome,packageSchemes,packageBursaries,packageReply';

/** A package's scheme as the package keeps it. */
const item = (code: string, en: string, zh: string, annualAmountCents: number | null, maxPercent: number | null) => ({
  schemeId: '00000000-0000-4000-8000-000000000000',
  code,
  category: annualAmountCents === null ? 'TUITION_FEE_LOAN' : 'GOVERNMENT_BURSARY',
  name: { 'en-GB': en, 'zh-Hans': zh },
  annualAmountCents,
  maxPercent,
});

describe.each(everyDatabase())('exporting the financial aid list on %s', (target) => {
  let t: TestApp;
  let officer: Browser;

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('FINANCIAL_AID');
    const db = t.app.db;
    const staff = await db.selectFrom('staff_accounts').select('id').where('role', '=', 'FINANCIAL_AID').executeTakeFirstOrThrow();
    // More than one batch submitted in the same instant (the list's order falls back on the id), and
    // one awarded later, whose package replaced an earlier one and was accepted.
    await sql`
      WITH people AS (
        INSERT INTO applicants (full_name, email)
        SELECT 'AID APPLICANT', 'aid.export.' || i || '@example.edu' FROM generate_series(1, ${EXPORT_BATCH + 5}) AS i
        RETURNING id, email
      )
      INSERT INTO financial_aid_applications (applicant_id, academic_year, status, submitted_at, reference, per_capita_income_cents)
      SELECT people.id, ${YEAR}, 'SUBMITTED', timestamptz '2041-11-01T00:00:00Z',
        'FA-2041-' || lpad(split_part(split_part(people.email, '@', 1), '.', 3), 6, '0'), 87550
      FROM people`.execute(db);
    const person = await db.insertInto('applicants').values({ full_name: 'AWARDED STUDENT', email: 'awarded.student@example.edu' }).returning('id').executeTakeFirstOrThrow();
    const awarded = await db
      .insertInto('financial_aid_applications')
      .values({ applicant_id: person.id, academic_year: YEAR, status: 'AWARDED', submitted_at: new Date('2041-12-01T00:00:00Z'), reference: 'FA-2041-900001', per_capita_income_cents: 50000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offered = { application_id: awarded.id, reply_due_on: '2042-04-01', offered_by: staff.id };
    await db
      .insertInto('financial_aid_packages')
      .values([
        { ...offered, items: JSON.stringify([item('OLD_BURSARY', 'Replaced Bursary', '已取代的助学金', 100000, null)]), offered_at: new Date('2042-02-01T00:00:00Z'), status: 'SUPERSEDED' },
        {
          ...offered,
          items: JSON.stringify([item('GOV_BURSARY', 'Government Bursary', '政府助学金', 400000, null), item('RC_BURSARY', 'Residential College Bursary', '住宿学院助学金', 200050, null), item('TUITION_LOAN', 'Tuition Fee Loan', '学费贷款', null, 90)]),
          offered_at: new Date('2042-03-01T00:00:00Z'),
          status: 'ACCEPTED',
          responded_at: new Date('2042-03-05T00:00:00Z'),
        },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  const exportOf = (query: string) => officer.get(`${LIST}/export?${query}`);

  it("holds the list's rows for the same search, in its order, across its batches, and is in the staff audit", async () => {
    const rows = await expectListExported<OfficeAidApplicationRow>(t, officer, {
      listUrl: LIST,
      search: SEARCH,
      columns: ALL_COLUMNS,
      headers: [...REFERENCED_APPLICATION_HEADERS, 'Per-capita monthly household income (S$)', 'Aid offered', 'Bursaries offered a year (S$)', 'Reply to the package'],
      fileName: 'financial-aid-applications-2041-2042.csv',
      audit: { list: 'FINANCIAL_AID_APPLICATIONS', filters: { q: '', status: '', academicYear: YEAR } },
      key: (row) => row.reference,
      keyColumn: 0,
      rows: EXPORT_BATCH + 6,
    });
    // The live package alone: its bursaries added up (the loan has no amount).
    expect(rows[0]).toEqual([
      'FA-2041-900001',
      'AWARDED STUDENT',
      'awarded.student@example.edu',
      '',
      YEAR,
      'Awarded',
      '2041-12-01 08:00',
      '500.00',
      'Government Bursary; Residential College Bursary; Tuition Fee Loan',
      '6000.50',
      'Accepted',
    ]);
    expect(rows[1]!.slice(5)).toEqual(['Submitted', '2041-11-01 08:00', '875.50', '', '', '']);
  });

  it("heads the columns and names the schemes in the officer's language, for the list's filters", async () => {
    const response = await inChinese(officer, () => exportOf(`${SEARCH}&status=AWARDED&format=csv&columns=packageReply,reference,packageSchemes`));
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.body }).toEqual({ status: 200, body: null });
    expect(csvRows(response.body)).toEqual([
      ['申请参考编号', '所提供的资助', '对资助配套的答复'],
      ['FA-2041-900001', '政府助学金; 住宿学院助学金; 学费贷款', '已接受'],
    ]);
  });

  it('is an Excel workbook whose amounts are numbers of dollars', async () => {
    const response = await exportOf(`${SEARCH}&q=FA-2041-9&format=xlsx&columns=reference,perCapitaIncome,packageBursaries`);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await workbookRows(response)).toEqual([
      ['Reference', 'Per-capita monthly household income (S$)', 'Bursaries offered a year (S$)'],
      ['FA-2041-900001', 500, 6000.5],
    ]);
  });

  it('answers the error list for no columns, an unknown column or format; only financial aid staff may export', async () => {
    await expectRefusals(t, officer, { listUrl: LIST, column: 'reference', otherRole: 'SCHOLARSHIPS' });
  });
});
