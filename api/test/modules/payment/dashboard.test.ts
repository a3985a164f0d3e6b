/**
 * The finance dashboard's figures against a small set of fees counted by hand, on both databases:
 * where the fees and the money stand per kind (due, overdue, being confirmed, received, waived, to
 * refund), money received per Singapore day beside last year's, fees falling due, received, waived and
 * to refund per day, and money by how it was paid — amounts with GST in cents, and counts; narrowed by
 * kind and days. Only finance staff may read it.
 */
import type { Dashboard, DashboardChart } from '@portal/contracts/office/dashboard';
import { settlePayment } from '../../../src/modules/payment/settle';
import { insertApplicant } from '../../helpers/dashboard';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

// Applications made in January 2031 are for 2031/2032: the dashboard's default year on the 15th.
const YEAR = '2031/2032';
const LAST_YEAR = '2030/2031';
const TODAY = '2031-01-15T04:00:00Z';
/** GST is 9 % (the configuration's default): a 10.00 fee is 10.90 with GST, a 50.00 one 54.50. */
const APPLICATION = 1_000;
const APPLICATION_WITH_GST = 1_090;
const EXAM = 5_000;
const EXAM_WITH_GST = 5_450;

interface SeededPayment {
  method?: 'GATEWAY' | 'OFFLINE';
  status?: 'RECEIVED' | 'SUBMITTED' | 'UNSUCCESSFUL';
  /** When the gateway's payment is settled as received (settle.ts, as the webhook does), or an offline one recorded. */
  receivedAt?: string;
  /** An offline payment's day the money arrived. */
  receivedOn?: string;
}

interface SeededFee {
  year?: string;
  kind?: 'APPLICATION_FEE' | 'ENTRANCE_EXAM_FEE';
  amount?: number;
  /** Before its payments, which are made in order (a payment received moves it). */
  status: 'UNPAID' | 'SUBMITTED' | 'WAIVED' | 'UNSUCCESSFUL';
  dueDate: string | null;
  createdAt: string;
  waivedAt?: string;
  payments?: SeededPayment[];
}

describe.each(everyDatabase())('the finance dashboard on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let seeded = 0;

  async function seed(fee: SeededFee) {
    const { db } = t.app;
    seeded += 1;
    const applicantId = await insertApplicant(db, `PAYER ${seeded}`, `finance.dashboard.${seeded}@example.edu`);
    const application = await db
      .insertInto('applications')
      .values({ applicant_id: applicantId, system: 'ADM', application_number: String(91_000_000 + seeded), pin_hash: null, category: 'SINGAPOREAN', eligibility: null, draft_due_at: null, submission: null, academic_year: fee.year ?? YEAR, status: 'SUBMITTED', offer_status: null, programme_choices: '[]', submitted_at: fee.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kind = fee.kind ?? 'APPLICATION_FEE';
    const amount = fee.amount ?? (kind === 'APPLICATION_FEE' ? APPLICATION : EXAM);
    const row = await db
      .insertInto('fees')
      .values({ kind, applicant_id: applicantId, application_id: application.id, description: kind, amount_cents: amount, status: fee.status, due_date: fee.dueDate, created_at: fee.createdAt, waived_at: fee.waivedAt ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, payment] of (fee.payments ?? []).entries()) {
      const method = payment.method ?? 'GATEWAY';
      const status = payment.status ?? 'RECEIVED';
      // The gateway's money is settled as the webhook settles it; the office's offline payment is recorded received.
      const settled = method === 'GATEWAY' && status === 'RECEIVED';
      const made = await db
        .insertInto('payments')
        .values({
          fee_id: row.id,
          reference: `PAY-D${String(seeded).padStart(3, '0')}${index}`,
          amount_cents: amount,
          gst_cents: Math.round(amount * 0.09),
          status: settled ? 'SUBMITTED' : status,
          method,
          created_at: fee.createdAt,
          received_at: method === 'OFFLINE' ? payment.receivedAt : null,
          received_on: payment.receivedOn ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (settled) await db.transaction().execute((tx) => settlePayment(tx, made.id, 'RECEIVED', { now: new Date(payment.receivedAt!), publicUrl: 'http://portal.test' }));
      if (method === 'OFFLINE') await db.updateTable('fees').set({ status: 'RECEIVED' }).where('id', '=', row.id).execute();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    t.clock.advance((Date.parse(TODAY) - t.app.now().getTime()) / 1000);
    officer = new Browser(t.app);
    await officer.signInAsStaff('FINANCE');
    // Received online; 15:59 UTC on 9 January is 23:59 in Singapore: the 9th.
    await seed({ status: 'UNPAID', dueDate: '2031-01-20', createdAt: '2031-01-06T02:00:00Z', payments: [{ receivedAt: '2031-01-09T15:59:00Z' }] });
    // Received offline (money arrived on the 8th, recorded on the 9th), then paid online too on the 10th (16:00 UTC on the 9th): that one is to refund.
    await seed({
      status: 'UNPAID',
      dueDate: '2031-01-20',
      createdAt: '2031-01-06T02:00:00Z',
      payments: [
        { method: 'OFFLINE', receivedAt: '2031-01-09T10:00:00Z', receivedOn: '2031-01-08' },
        { receivedAt: '2031-01-09T16:00:00Z' },
      ],
    });
    // Waived by an officer on the 10th, then paid online on the 11th: to refund.
    await seed({ status: 'WAIVED', dueDate: '2031-01-20', createdAt: '2031-01-06T02:00:00Z', waivedAt: '2031-01-10T03:00:00Z', payments: [{ receivedAt: '2031-01-11T03:00:00Z' }] });
    // A fee-free category's fee: raised waived, with nothing to pay, on the 7th.
    await seed({ status: 'WAIVED', amount: 0, dueDate: '2031-01-21', createdAt: '2031-01-07T03:00:00Z' });
    // Not paid, due on the 12th: overdue on the 15th.
    await seed({ status: 'UNPAID', dueDate: '2031-01-12', createdAt: '2031-01-06T02:00:00Z' });
    // Entrance exam fees raised on the 9th: one not paid (its payment refused), one being confirmed, one refused with no due date.
    await seed({ kind: 'ENTRANCE_EXAM_FEE', status: 'UNPAID', dueDate: '2031-01-20', createdAt: '2031-01-09T02:00:00Z', payments: [{ status: 'UNSUCCESSFUL' }] });
    await seed({ kind: 'ENTRANCE_EXAM_FEE', status: 'SUBMITTED', dueDate: '2031-01-20', createdAt: '2031-01-09T02:00:00Z', payments: [{ status: 'SUBMITTED' }] });
    await seed({ kind: 'ENTRANCE_EXAM_FEE', status: 'UNSUCCESSFUL', dueDate: null, createdAt: '2031-01-09T02:00:00Z' });
    // Last year: received on what are this year's 9th and 12th of January.
    await seed({ year: LAST_YEAR, status: 'UNPAID', dueDate: '2030-01-20', createdAt: '2030-01-05T02:00:00Z', payments: [{ receivedAt: '2030-01-09T02:00:00Z' }] });
    await seed({ year: LAST_YEAR, status: 'UNPAID', dueDate: '2030-01-20', createdAt: '2030-01-05T02:00:00Z', payments: [{ receivedAt: '2030-01-12T02:00:00Z' }] });
  });
  afterAll(() => t?.close());

  async function dashboard(query = ''): Promise<Dashboard> {
    const response = await officer.get(`/api/office/payment/dashboard${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Dashboard;
  }
  const chartOf = (figures: Dashboard, id: string): DashboardChart => figures.charts.find((candidate) => candidate.id === id)!;
  const rowsOf = (figures: Dashboard, id: string) => Object.fromEntries(chartOf(figures, id).rows.map((row) => [row.key, row.values]));
  const both = (application: number, exam: number) => ({ APPLICATION_FEE: application, ENTRANCE_EXAM_FEE: exam });

  it('shows where the fees and their money stand per kind, with the payments to refund, for the current year by default', async () => {
    const figures = await dashboard();
    expect(figures.filters).toEqual({ academicYear: YEAR, kind: '', from: '', to: '' });
    expect(chartOf(figures, 'feesByStandingAmounts')).toMatchObject({ kind: 'bars', unit: 'SGD', series: ['APPLICATION_FEE', 'ENTRANCE_EXAM_FEE'] });
    // A chart of counts has no unit.
    expect(chartOf(figures, 'feesByStandingCounts')).not.toHaveProperty('unit');
    expect(rowsOf(figures, 'feesByStandingCounts')).toEqual({
      due: both(0, 2),
      overdue: both(1, 0),
      beingConfirmed: both(0, 1),
      received: both(2, 0),
      waived: both(2, 0),
      refundToMake: both(2, 0),
    });
    expect(rowsOf(figures, 'feesByStandingAmounts')).toEqual({
      due: both(0, 2 * EXAM_WITH_GST),
      overdue: both(APPLICATION_WITH_GST, 0),
      beingConfirmed: both(0, EXAM_WITH_GST),
      received: both(2 * APPLICATION_WITH_GST, 0),
      // The officer's waiver, and the fee-free category's fee of nothing.
      waived: both(APPLICATION_WITH_GST, 0),
      refundToMake: both(2 * APPLICATION_WITH_GST, 0),
    });
  });

  it('counts money received per Singapore day (an offline payment on the day its money arrived) beside last year\'s', async () => {
    const perDay = chartOf(await dashboard(), 'receivedPerDay');
    expect(perDay).toMatchObject({ kind: 'days', unit: 'SGD', series: ['thisYear', 'lastYear'] });
    expect(perDay.rows).toEqual([
      { key: '2031-01-08', values: { thisYear: APPLICATION_WITH_GST, lastYear: 0 } },
      { key: '2031-01-09', values: { thisYear: APPLICATION_WITH_GST, lastYear: APPLICATION_WITH_GST } },
      { key: '2031-01-10', values: { thisYear: APPLICATION_WITH_GST, lastYear: 0 } },
      { key: '2031-01-11', values: { thisYear: APPLICATION_WITH_GST, lastYear: 0 } },
      { key: '2031-01-12', values: { thisYear: 0, lastYear: APPLICATION_WITH_GST } },
    ]);
  });

  it('counts fees falling due, money received, fees waived and money to refund per day, every day of the span', async () => {
    const figures = await dashboard();
    const amounts = chartOf(figures, 'movementsPerDayAmounts');
    expect(amounts).toMatchObject({ kind: 'days', unit: 'SGD', series: ['fallingDue', 'received', 'waived', 'refundsToMake'] });
    // From the fee-free fee waived on the 7th to the last due date, the 21st.
    expect(amounts.rows.map((row) => row.key)).toEqual(['07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21'].map((day) => `2031-01-${day}`));
    const movements = (fallingDue: number, received: number, waived: number, refundsToMake: number) => ({ fallingDue, received, waived, refundsToMake });
    const amountsByDay = rowsOf(figures, 'movementsPerDayAmounts');
    expect(amountsByDay['2031-01-07']).toEqual(movements(0, 0, 0, 0));
    expect(amountsByDay['2031-01-08']).toEqual(movements(0, APPLICATION_WITH_GST, 0, 0));
    expect(amountsByDay['2031-01-10']).toEqual(movements(0, APPLICATION_WITH_GST, APPLICATION_WITH_GST, APPLICATION_WITH_GST));
    expect(amountsByDay['2031-01-11']).toEqual(movements(0, APPLICATION_WITH_GST, 0, APPLICATION_WITH_GST));
    expect(amountsByDay['2031-01-12']).toEqual(movements(APPLICATION_WITH_GST, 0, 0, 0));
    expect(amountsByDay['2031-01-13']).toEqual(movements(0, 0, 0, 0));
    expect(amountsByDay['2031-01-20']).toEqual(movements(3 * APPLICATION_WITH_GST + 2 * EXAM_WITH_GST, 0, 0, 0));
    const counts = rowsOf(figures, 'movementsPerDayCounts');
    expect(counts['2031-01-07']).toEqual(movements(0, 0, 1, 0));
    expect(counts['2031-01-10']).toEqual(movements(0, 1, 1, 1));
    expect(counts['2031-01-20']).toEqual(movements(5, 0, 0, 0));
    expect(counts['2031-01-21']).toEqual(movements(1, 0, 0, 0));
  });

  it('counts the money received by how it was paid', async () => {
    const figures = await dashboard();
    expect(rowsOf(figures, 'receivedByMethodAmounts')).toEqual({ GATEWAY: both(3 * APPLICATION_WITH_GST, 0), OFFLINE: both(APPLICATION_WITH_GST, 0) });
    expect(rowsOf(figures, 'receivedByMethodCounts')).toEqual({ GATEWAY: both(3, 0), OFFLINE: both(1, 0) });
  });

  it('narrows every figure to a kind of fee, and to days: the fees raised and the money received on them', async () => {
    const exams = await dashboard(`?academicYear=${encodeURIComponent(YEAR)}&kind=ENTRANCE_EXAM_FEE`);
    expect(exams.filters).toEqual({ academicYear: YEAR, kind: 'ENTRANCE_EXAM_FEE', from: '', to: '' });
    expect(chartOf(exams, 'feesByStandingCounts').series).toEqual(['ENTRANCE_EXAM_FEE']);
    expect(rowsOf(exams, 'feesByStandingCounts')).toMatchObject({ due: { ENTRANCE_EXAM_FEE: 2 }, beingConfirmed: { ENTRANCE_EXAM_FEE: 1 }, received: { ENTRANCE_EXAM_FEE: 0 } });
    expect(chartOf(exams, 'receivedPerDay').rows).toEqual([]);

    const days = await dashboard(`?from=09/01/2031&to=10/01/2031`);
    expect(days.filters).toEqual({ academicYear: YEAR, kind: '', from: '09/01/2031', to: '10/01/2031' });
    // Raised on the 9th or 10th: the entrance exam fees; received on them: one to refund.
    expect(rowsOf(days, 'feesByStandingCounts')).toEqual({
      due: both(0, 2),
      overdue: both(0, 0),
      beingConfirmed: both(0, 1),
      received: both(0, 0),
      waived: both(0, 0),
      refundToMake: both(1, 0),
    });
    expect(chartOf(days, 'receivedPerDay').rows).toEqual([
      { key: '2031-01-09', values: { thisYear: APPLICATION_WITH_GST, lastYear: APPLICATION_WITH_GST } },
      { key: '2031-01-10', values: { thisYear: APPLICATION_WITH_GST, lastYear: 0 } },
    ]);
    expect(rowsOf(days, 'movementsPerDayCounts')).toEqual({
      '2031-01-09': { fallingDue: 0, received: 1, waived: 0, refundsToMake: 0 },
      '2031-01-10': { fallingDue: 0, received: 1, waived: 1, refundsToMake: 1 },
    });
    expect(rowsOf(days, 'receivedByMethodCounts')).toEqual({ GATEWAY: both(2, 0), OFFLINE: both(0, 0) });
  });

  it('answers bad filters with the error list, and nobody but finance staff', async () => {
    const bad = await officer.get('/api/office/payment/dashboard?academicYear=2031&kind=TUITION&from=31/02/2031');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string; code: string }) => [error.field, error.code]).sort()).toEqual([
      ['academicYear', 'INVALID_VALUE'],
      ['from', 'INVALID_DATE'],
      ['kind', 'INVALID_VALUE'],
    ]);
    const backwards = await officer.get('/api/office/payment/dashboard?from=10/01/2031&to=09/01/2031');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual([['to', 'END_BEFORE_START']]);
    const admissions = new Browser(t.app);
    await admissions.signInAsStaff('ADMISSIONS');
    expect((await admissions.get('/api/office/payment/dashboard')).statusCode).toBe(403);
    expect((await new Browser(t.app).get('/api/office/payment/dashboard')).statusCode).toBe(401);
  });
});
