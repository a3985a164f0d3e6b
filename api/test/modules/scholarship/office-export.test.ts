/**
 * The scholarships list taken away as a file (issue 37), on both databases: the export's rows are the
 * list's rows for the same search, in the same order, across the batches it reads (applications
 * submitted in the same instant too); the choices and the award by their names in the officer's
 * language; every export in the staff audit; bad choices answer the error list; only scholarships staff.
 */
import type { OfficeScholarshipApplicationRow } from '@portal/contracts/scholarship/office';
import { sql } from 'kysely';
import { EXPORT_BATCH } from '../../../src/staff/export';
import { csvRows, expectListExported, expectRefusals, inChinese, REFERENCED_APPLICATION_HEADERS, workbookRows } from '../../helpers/list-export';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const YEAR = '2041/2042';
const LIST = '/api/office/scholarship/applications';
const SEARCH = `academicYear=${encodeURIComponent(YEAR)}`;
const ALL_COLUMNS = 'reference,applicantName,email,admissionApplicationNumber,academicYear,status,submittedAt,firstChoice,otherChoices,outcome,scholarshipAwarded,awardReply';

describe.each(everyDatabase())('exporting the scholarships list on %s', (target) => {
  let t: TestApp;
  let officer: Browser;

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('SCHOLARSHIPS');
    const db = t.app.db;
    const staff = await db.selectFrom('staff_accounts').select('id').where('role', '=', 'SCHOLARSHIPS').executeTakeFirstOrThrow();
    const defined = { academic_year: YEAR, bond_years: 0, tuition_coverage_percent: 100, citizenships: '["SINGAPORE_CITIZEN"]', opens_at: new Date('2041-09-01T00:00:00Z'), closes_at: new Date('2042-01-31T00:00:00Z'), created_at: new Date() };
    const [first] = await db
      .insertInto('scholarships')
      .values([
        { ...defined, code: 'EXPORT_FIRST', name_en: 'Export First Scholarship', name_zh: '导出第一奖学金' },
        { ...defined, code: 'EXPORT_SECOND', name_en: 'Export Second Scholarship', name_zh: '导出第二奖学金' },
      ])
      .returning('id')
      .execute();
    // More than one batch submitted in the same instant (the list's order falls back on the id), and
    // one awarded later, its award released and accepted.
    await sql`
      WITH people AS (
        INSERT INTO applicants (full_name, email)
        SELECT 'SCHOLARSHIP APPLICANT', 'scholarship.export.' || i || '@example.edu' FROM generate_series(1, ${EXPORT_BATCH + 5}) AS i
        RETURNING id, email
      )
      INSERT INTO scholarship_applications (applicant_id, academic_year, status, choices, submitted_at, reference)
      SELECT people.id, ${YEAR}, 'SUBMITTED', '["EXPORT_FIRST","EXPORT_SECOND"]'::jsonb, timestamptz '2041-11-01T00:00:00Z',
        'SCH-2041-' || lpad(split_part(split_part(people.email, '@', 1), '.', 3), 6, '0')
      FROM people`.execute(db);
    const scholar = await db.insertInto('applicants').values({ full_name: 'AWARDED SCHOLAR', email: 'awarded.scholar@example.edu' }).returning('id').executeTakeFirstOrThrow();
    const awarded = await db
      .insertInto('scholarship_applications')
      .values({ applicant_id: scholar.id, academic_year: YEAR, status: 'AWARDED', choices: '["EXPORT_SECOND","EXPORT_FIRST"]', submitted_at: new Date('2041-12-01T00:00:00Z'), reference: 'SCH-2041-900001' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = new Date('2042-03-01T00:00:00Z');
    await db
      .insertInto('scholarship_outcomes')
      .values({ application_id: awarded.id, result: 'OFFERED', scholarship_id: first!.id, terms: '{}', reply_due_on: '2042-03-31', recorded_by: staff.id, recorded_at: at, released_by: staff.id, released_at: at, response: 'ACCEPTED', responded_at: at })
      .execute();
  });
  afterAll(() => t?.close());

  const exportOf = (query: string) => officer.get(`${LIST}/export?${query}`);

  it("holds the list's rows for the same search, in its order, across its batches, and is in the staff audit", async () => {
    const rows = await expectListExported<OfficeScholarshipApplicationRow>(t, officer, {
      listUrl: LIST,
      search: SEARCH,
      columns: ALL_COLUMNS,
      headers: [...REFERENCED_APPLICATION_HEADERS, 'First choice', 'Other choices (in order)', 'Outcome', 'Scholarship awarded', 'Reply to the award'],
      fileName: 'scholarship-applications-2041-2042.csv',
      audit: { list: 'SCHOLARSHIP_APPLICATIONS', filters: { q: '', status: '', scholarship: '', academicYear: YEAR } },
      key: (row) => row.reference,
      keyColumn: 0,
      rows: EXPORT_BATCH + 6,
    });
    expect(rows[0]).toEqual(['SCH-2041-900001', 'AWARDED SCHOLAR', 'awarded.scholar@example.edu', '', YEAR, 'Awarded', '2041-12-01 08:00', 'Export Second Scholarship', 'Export First Scholarship', 'Awarded', 'Export First Scholarship', 'Accepted']);
    expect(rows[1]!.slice(5)).toEqual(['Submitted', '2041-11-01 08:00', 'Export First Scholarship', 'Export Second Scholarship', '', '', '']);
  });

  it("heads the columns and names the scholarships in the officer's language, for the list's filters", async () => {
    const response = await inChinese(officer, () => exportOf(`${SEARCH}&status=AWARDED&format=csv&columns=awardReply,status,reference,firstChoice`));
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.body }).toEqual({ status: 200, body: null });
    expect(csvRows(response.body)).toEqual([
      ['申请参考编号', '状态', '第一志愿奖学金', '对奖学金的答复'],
      ['SCH-2041-900001', '已获颁', '导出第二奖学金', '已接受'],
    ]);
  });

  it('is an Excel workbook with a row per application, moments as dates in Singapore time', async () => {
    const response = await exportOf(`${SEARCH}&q=SCH-2041-9&format=xlsx&columns=reference,submittedAt`);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await workbookRows(response)).toEqual([
      ['Reference', 'Submitted (Singapore time)'],
      ['SCH-2041-900001', new Date('2041-12-01T08:00:00Z')],
    ]);
  });

  it('answers the error list for no columns, an unknown column or format; only scholarships staff may export', async () => {
    await expectRefusals(t, officer, { listUrl: LIST, column: 'reference', otherRole: 'FINANCIAL_AID' });
  });
});
