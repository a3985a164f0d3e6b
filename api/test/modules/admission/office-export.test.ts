/**
 * The admissions list taken away as a file (issue 37), on both databases: the export's rows are the
 * list's rows for the same search, in the same order, across the batches it reads; CSV and Excel,
 * headed in the officer's language with the columns chosen; a name typed as a formula stays text;
 * every export is in the staff audit; bad choices answer the error list; only admissions staff.
 */
import type { OfficeApplicationRow } from '@portal/contracts/admission/office';
import { sql } from 'kysely';
import { EXPORT_BATCH } from '../../../src/staff/export';
import { csvRows, expectListExported, expectRefusals, exportRecords, inChinese, workbookRows } from '../../helpers/list-export';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const YEAR = '2040/2041';
const LIST = '/api/office/admission/applications';

describe.each(everyDatabase())('exporting the admissions list on %s', (target) => {
  let t: TestApp;
  let officer: Browser;

  /** `count` submitted applications of YEAR in one statement, numbered from first + 1, submitted a minute apart. */
  async function seedApplications(count: number, first: number, category: string, fullName: string) {
    await sql`
      WITH people AS (
        INSERT INTO applicants (full_name, email)
        SELECT ${fullName}, 'export.' || i || '.' || ${category} || '@example.edu' FROM generate_series(1, ${count}) AS i
        RETURNING id, email
      )
      INSERT INTO applications (applicant_id, system, application_number, category, academic_year, status, programme_choices, submitted_at)
      SELECT people.id, 'ADM', (${first} + split_part(split_part(people.email, '@', 1), '.', 2)::int)::text, ${category}, ${YEAR}, 'SUBMITTED',
        '[{"rank":1,"programme":"CS"},{"rank":2,"programme":"MATH"}]'::jsonb,
        timestamptz '2040-11-01T00:00:00Z' + (split_part(split_part(people.email, '@', 1), '.', 2)::int * interval '1 minute')
      FROM people`.execute(t.app.db);
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    // More than one batch of music applicants, and a few of another category.
    await seedApplications(EXPORT_BATCH + 5, 70_000_000, 'MUSIC', 'MUSIC APPLICANT');
    await seedApplications(3, 71_000_000, 'ALEVEL', '=HYPERLINK("http://evil.example")');
  });
  afterAll(() => t?.close());

  const exportOf = (query: string) => officer.get(`${LIST}/export?${query}`);

  it("holds the list's rows for the same search, in its order, across its batches, and is in the staff audit", async () => {
    const rows = await expectListExported<OfficeApplicationRow>(t, officer, {
      listUrl: LIST,
      search: `academicYear=${encodeURIComponent(YEAR)}&category=MUSIC`,
      columns: 'applicationNumber,category,firstChoice,otherChoices,submittedAt',
      headers: ['Application number', 'Category', 'Submitted (Singapore time)', 'First choice', 'Other choices (in order)'],
      fileName: 'applications-2040-2041.csv',
      audit: { list: 'ADMISSION_APPLICATIONS', filters: { q: '', status: '', category: 'MUSIC', programme: '', system: '', academicYear: YEAR } },
      key: (row) => row.applicationNumber,
      keyColumn: 0,
      rows: EXPORT_BATCH + 5,
    });
    // The newest first; 00:00 UTC on 1 November plus a minute is 08:01 in Singapore.
    expect(rows.at(-1)).toEqual(['70000001', 'Music programme (with audition)', '2040-11-01 08:01', 'Computer Science', 'Mathematics']);
  });

  it("heads the columns in the officer's language, in the list's order whatever order they were asked in, and keeps a formula a name", async () => {
    const response = await inChinese(officer, () => exportOf(`academicYear=${encodeURIComponent(YEAR)}&category=ALEVEL&format=csv&columns=status,applicantName,applicationNumber`));
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.body }).toEqual({ status: 200, body: null });
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual(['申请编号', '申请人', '状态']);
    expect(rows).toHaveLength(3);
    // Written as text: the quote before the equals sign keeps a spreadsheet from running it.
    expect(rows[0]).toEqual(['71000003', `'=HYPERLINK("http://evil.example")`, '已提交']);
    expect(response.body).toContain(`71000003,"'=HYPERLINK(""http://evil.example"")",已提交`);
  });

  it('is an Excel workbook with a row per application, moments as dates in Singapore time', async () => {
    const response = await exportOf(`academicYear=${encodeURIComponent(YEAR)}&category=ALEVEL&format=xlsx&columns=applicationNumber,submittedAt`);
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.body }).toEqual({ status: 200, body: null });
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const values = await workbookRows(response);
    expect(values[0]).toEqual(['Application number', 'Submitted (Singapore time)']);
    expect(values.slice(1).map((row) => row[0])).toEqual(['71000003', '71000002', '71000001']);
    expect(values[3]![1]).toEqual(new Date('2040-11-01T08:01:00Z'));
  });

  it('answers the error list for no columns, an unknown column or format; only admissions staff may export', async () => {
    await expectRefusals(t, officer, { listUrl: LIST, column: 'applicationNumber', otherRole: 'FINANCE' });
    expect(await exportRecords(t)).toHaveLength(3);
  });
});
