/**
 * The finance console's list of fees taken away as a file (issue 37), on both databases: the export's
 * rows are the list's rows for the same search, in the same order, across the batches it reads — fees
 * charged in the same microsecond, and a microsecond apart, which a JavaScript Date could not tell
 * apart; amounts in dollars, the day the money arrived; every export in the staff audit; bad choices
 * answer the error list; only finance staff.
 */
import type { OfficeFeeRow } from '@portal/contracts/office/payment';
import { sql } from 'kysely';
import { EXPORT_BATCH } from '../../../src/staff/export';
import { csvRows, expectListExported, expectRefusals, inChinese, workbookRows } from '../../helpers/list-export';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const LIST = '/api/office/payment/fees';
const SEARCH = 'q=fee+exporter';
const ALL_COLUMNS = 'kind,description,applicationNumber,applicantName,email,amount,status,dueDate,createdAt,paymentReference,receivedOn';

describe.each(everyDatabase())('exporting the fees list on %s', (target) => {
  let t: TestApp;
  let officer: Browser;

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('FINANCE');
    const db = t.app.db;
    // More than one batch of fees charged within one millisecond: two to each microsecond.
    await sql`
      WITH people AS (
        INSERT INTO applicants (full_name, email)
        SELECT 'FEE EXPORTER ' || i, 'fee.export.' || i || '@example.edu' FROM generate_series(1, ${EXPORT_BATCH + 5}) AS i
        RETURNING id, email
      )
      INSERT INTO fees (kind, applicant_id, description, amount_cents, status, due_date, created_at)
      SELECT 'APPLICATION_FEE', people.id, 'Application fee', 1000, 'UNPAID', date '2026-03-15',
        timestamptz '2026-02-01T00:00:00Z' + (split_part(split_part(people.email, '@', 1), '.', 3)::int / 2) * interval '1 microsecond'
      FROM people`.execute(db);
    // And one paid at the bank, charged later.
    const payer = await db.insertInto('applicants').values({ full_name: 'PAID FEE EXPORTER', email: 'paid.fee.exporter@example.edu' }).returning('id').executeTakeFirstOrThrow();
    const fee = await db
      .insertInto('fees')
      .values({ kind: 'ENTRANCE_EXAM_FEE', applicant_id: payer.id, description: 'Mathematics Aptitude Test', amount_cents: 5050, status: 'RECEIVED', due_date: '2026-03-15', created_at: new Date('2026-02-20T01:02:03.456Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('payments')
      .values({ fee_id: fee.id, reference: 'PAY-EXPORT-000001', amount_cents: 5050, gst_cents: 455, status: 'RECEIVED', method: 'OFFLINE', received_at: new Date('2026-02-28T02:00:00Z'), received_on: '2026-02-27' })
      .execute();
  });
  afterAll(() => t?.close());

  const exportOf = (query: string) => officer.get(`${LIST}/export?${query}`);

  it("holds the list's rows for the same search, in its order, across its batches, and is in the staff audit", async () => {
    const rows = await expectListExported<OfficeFeeRow>(t, officer, {
      listUrl: LIST,
      search: SEARCH,
      columns: ALL_COLUMNS,
      headers: [
        'Fee',
        'Description',
        'Application number',
        'Applicant',
        'E-mail address',
        'Amount before GST (S$)',
        'Status',
        'Due date',
        'Charged (Singapore time)',
        'Latest payment reference',
        'Received on',
      ],
      fileName: 'fees.csv',
      audit: { list: 'FEES', filters: { q: 'fee exporter', status: '', kind: '' } },
      // Each payer's name tells the fees apart.
      key: (row) => row.applicantName,
      keyColumn: 3,
      rows: EXPORT_BATCH + 6,
    });
    expect(rows[0]).toEqual(['Entrance exam fee', 'Mathematics Aptitude Test', '', 'PAID FEE EXPORTER', 'paid.fee.exporter@example.edu', '50.50', 'Received', '2026-03-15', '2026-02-20 09:02', 'PAY-EXPORT-000001', '2026-02-27']);
    // The last two charged share their microsecond: either may come first.
    expect(rows[1]).toEqual(['Application fee', 'Application fee', '', expect.stringMatching(/^FEE EXPORTER 100[45]$/), expect.stringMatching(/^fee\.export\.100[45]@example\.edu$/), '10.00', 'Not paid', '2026-03-15', '2026-02-01 08:00', '', '']);
  });

  it("heads the columns and words the cells in the officer's language, for the list's filters", async () => {
    const response = await inChinese(officer, () => exportOf(`${SEARCH}&status=RECEIVED&format=csv&columns=status,kind,amount`));
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.body }).toEqual({ status: 200, body: null });
    expect(csvRows(response.body)).toEqual([
      ['费用类别', '未含消费税金额（新元）', '状态'],
      ['入学考试费', '50.50', '已缴费'],
    ]);
  });

  it('is an Excel workbook whose amounts are numbers of dollars and moments dates in Singapore time', async () => {
    const response = await exportOf(`${SEARCH}&kind=ENTRANCE_EXAM_FEE&format=xlsx&columns=amount,createdAt`);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await workbookRows(response)).toEqual([
      ['Amount before GST (S$)', 'Charged (Singapore time)'],
      [50.5, new Date('2026-02-20T09:02:03.456Z')],
    ]);
  });

  it('answers the error list for no columns, an unknown column or format; only finance staff may export', async () => {
    await expectRefusals(t, officer, { listUrl: LIST, column: 'kind', otherRole: 'ADMISSIONS' });
  });
});
