/**
 * The admissions list taken away as a file (issue 37), on both databases: the export's rows are the
 * list's rows for the same search, in the same order, across the batches it reads; CSV and Excel,
 * headed in the officer's language with the columns chosen; a name typed as a formula stays text;
 * every export is in the staff audit; bad choices answer the error list; only admissions staff.
 */
import ExcelJS from 'exceljs';
import type { OfficeApplicationPage } from '@portal/contracts/admission/office';
import { sql } from 'kysely';
import { EXPORT_BATCH } from '../../../src/staff/export';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const YEAR = '2040/2041';

/** A CSV file's lines as cells (the export quotes only cells with a comma, a quote or a line break; these have none). */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

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

  const exportOf = (query: string, who = officer) => who.get(`/api/office/admission/applications/export?${query}`);

  /** Every application number the console's list shows for a search, page after page. */
  async function listedNumbers(query: string): Promise<string[]> {
    const numbers: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await officer.get(`/api/office/admission/applications?${query}&page=${page}`)).json() as OfficeApplicationPage;
      numbers.push(...answer.items.map((item) => item.applicationNumber));
      if (page * answer.pageSize >= answer.total) return numbers;
    }
  }

  it("holds the list's rows for the same search, in its order, across its batches, and is in the staff audit", async () => {
    const search = `academicYear=${encodeURIComponent(YEAR)}&category=MUSIC`;
    const response = await exportOf(`${search}&format=csv&columns=applicationNumber,category,firstChoice,otherChoices,submittedAt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="applications-2040-2041.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual(['Application number', 'Category', 'Submitted (Singapore time)', 'First choice', 'Other choices (in order)']);
    expect(rows.map((row) => row[0])).toEqual(await listedNumbers(search));
    expect(rows).toHaveLength(EXPORT_BATCH + 5);
    // The newest first; 00:00 UTC on 1 November plus a minute is 08:01 in Singapore.
    expect(rows.at(-1)).toEqual(['70000001', 'Music programme (with audition)', '2040-11-01 08:01', 'Computer Science', 'Mathematics']);

    const audit = await t.app.db.selectFrom('staff_audit').select(['action', 'target_kind', 'target_id', 'params']).where('action', '=', 'LIST_EXPORTED').execute();
    expect(audit).toEqual([
      {
        action: 'LIST_EXPORTED',
        target_kind: 'LIST',
        target_id: 'ADMISSION_APPLICATIONS',
        params: {
          filters: { q: '', status: '', category: 'MUSIC', programme: '', system: '', academicYear: YEAR },
          format: 'csv',
          columns: ['applicationNumber', 'category', 'submittedAt', 'firstChoice', 'otherChoices'],
          rows: EXPORT_BATCH + 5,
          completed: true,
        },
      },
    ]);
  });

  it("heads the columns in the officer's language, in the list's order whatever order they were asked in, and keeps a formula a name", async () => {
    officer.cookies.set('portal_lang', 'zh-Hans');
    try {
      const response = await exportOf(`academicYear=${encodeURIComponent(YEAR)}&category=ALEVEL&format=csv&columns=status,applicantName,applicationNumber`);
      expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.body }).toEqual({ status: 200, body: null });
      const [header, ...rows] = csvRows(response.body.replaceAll('"\'=HYPERLINK(""http://evil.example"")"', 'FORMULA'));
      expect(header).toEqual(['申请编号', '申请人', '状态']);
      expect(rows).toHaveLength(3);
      expect(rows[0]).toEqual(['71000003', 'FORMULA', '已提交']);
      // Written as text: the quote before the equals sign keeps a spreadsheet from running it.
      expect(response.body).toContain(`71000003,"'=HYPERLINK(""http://evil.example"")",已提交`);
    } finally {
      officer.cookies.delete('portal_lang');
    }
  });

  it('is an Excel workbook with a row per application, moments as dates in Singapore time', async () => {
    const response = await exportOf(`academicYear=${encodeURIComponent(YEAR)}&category=ALEVEL&format=xlsx&columns=applicationNumber,submittedAt`);
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.body }).toEqual({ status: 200, body: null });
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    // exceljs types its input as the older Buffer; the bytes are the same.
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = sheet.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual(['Application number', 'Submitted (Singapore time)']);
    expect(values.slice(1).map((row) => row[0])).toEqual(['71000003', '71000002', '71000001']);
    expect(values[3]![1]).toEqual(new Date('2040-11-01T08:01:00Z'));
  });

  it('answers the error list for no columns, an unknown column or format; only admissions staff may export', async () => {
    const none = await exportOf('format=csv&columns=');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'columns', code: 'SELECT_EXPORT_COLUMNS' })]));
    const unknown = await exportOf('format=pdf&columns=applicationNumber,nric');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'format', code: 'INVALID_VALUE' }), expect.objectContaining({ field: 'columns', code: 'INVALID_VALUE' })]),
    );

    const finance = new Browser(t.app);
    await finance.signInAsStaff('FINANCE');
    expect((await exportOf('format=csv&columns=applicationNumber', finance)).statusCode).toBe(403);
    expect((await exportOf('format=csv&columns=applicationNumber', new Browser(t.app))).statusCode).toBe(401);
    expect(await t.app.db.selectFrom('staff_audit').select('id').where('action', '=', 'LIST_EXPORTED').execute()).toHaveLength(3);
  });
});
