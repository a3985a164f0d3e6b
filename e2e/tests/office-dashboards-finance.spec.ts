/**
 * The finance dashboard in a real browser (issue 37), read-only on the suite's shared portal: the
 * finance officer opens it from the console, chooses the year and the fee by keyboard (the choice
 * lands in the address and survives a reload), reads a chart of money as a table that matches the
 * API's answer written as money, and takes it away as CSV in dollars. Axe (WCAG 2.2 A/AA) in English
 * and 中文, with a chart's table open.
 */
import { expect, test } from '../support/test';
import { axeInBothLanguages } from '../support/axe';
import { signInAsStaff } from '../support/office';

/** The part of a dashboard's answer (@portal/contracts/office/dashboard) the test reads. */
interface Dashboard {
  charts: Array<{ id: string; unit?: 'SGD'; rows: Array<{ key: string; values: Record<string, number | null> }> }>;
}

/** The demo applicant's application (24000001) is of this year; its application fee is the demo seed's. */
const DEMO_YEAR = '2026/2027';
const STANDINGS: Record<string, string> = {
  due: 'Not paid, not yet due',
  overdue: 'Not paid, overdue',
  beingConfirmed: 'Being confirmed by the gateway',
  received: 'Received',
  waived: 'Waived',
  refundToMake: 'Payments to refund',
};
/** Money as the fee pages write it in English: "SGD 10.90". */
const money = (cents: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'SGD', currencyDisplay: 'code' }).format(cents / 100);

test('a finance officer reads the fees in charts, money as money in the table and as dollars in the CSV', async ({ page }) => {
  await signInAsStaff(page, 'FINANCE', '/office/payment');
  await page.getByRole('link', { name: 'Dashboard: the fees in charts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finance dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/office\/payment\/dashboard$/);

  // The year and the fee chosen by keyboard, in the address: a reload shows the same picture.
  await page.getByLabel('Academic year', { exact: true }).fill(DEMO_YEAR);
  await page.getByLabel('Fee', { exact: true }).selectOption('APPLICATION_FEE');
  await page.getByLabel('Academic year', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/academicYear=2026%2F2027/);
  await expect(page).toHaveURL(/kind=APPLICATION_FEE/);
  await page.reload();
  await expect(page.getByLabel('Fee', { exact: true })).toHaveValue('APPLICATION_FEE');

  // The chart of money's table holds the API's figures, row by row, written as money.
  const figure = page.getByRole('figure', { name: 'Where the money stands', exact: true });
  await figure.getByText('Show the figures as a table').click();
  const table = figure.getByRole('table', { name: 'Where the money stands', exact: true });
  await expect(table.getByRole('columnheader')).toHaveText(['Where the fees stand', 'Application fee']);
  const answer = (await (await page.request.get(`/api/office/payment/dashboard?academicYear=${encodeURIComponent(DEMO_YEAR)}&kind=APPLICATION_FEE`)).json()) as Dashboard;
  const standing = answer.charts.find((chart) => chart.id === 'feesByStandingAmounts')!;
  expect(standing.unit).toBe('SGD');
  // The demo applicant's fee of SGD 10.00 (10.90 with GST) stands somewhere.
  expect(standing.rows.reduce((sum, row) => sum + (row.values.APPLICATION_FEE ?? 0), 0)).toBeGreaterThanOrEqual(1_090);
  await expect(table.locator('tbody tr')).toHaveCount(standing.rows.length);
  for (const row of standing.rows) {
    await expect(table.getByRole('row', { name: new RegExp(`^${STANDINGS[row.key]}`) }).getByRole('cell')).toHaveText([money(row.values.APPLICATION_FEE ?? 0)]);
  }

  // The same figures as CSV, named after the chart and the year: plain dollars with two decimals, the header naming SGD.
  const csvLink = figure.getByRole('link', { name: /^Download the figures \(CSV\)\s*: Where the money stands$/ });
  await expect(csvLink).toHaveAttribute('download', 'finance-feesByStandingAmounts-2026-2027.csv');
  const csv = decodeURIComponent((await csvLink.getAttribute('href'))!.replace(/^data:text\/csv;charset=utf-8,/, '')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Where the fees stand,Application fee (SGD)');
  // A name holding a comma is quoted, as RFC 4180 has it.
  const csvName = (name: string) => (name.includes(',') ? `"${name}"` : name);
  for (const row of standing.rows) expect(lines).toContain(`${csvName(STANDINGS[row.key]!)},${((row.values.APPLICATION_FEE ?? 0) / 100).toFixed(2)}`);

  // A chart of counts beside it stays counts.
  const counts = page.getByRole('figure', { name: 'Where the fees stand', exact: true });
  await counts.getByText('Show the figures as a table').click();
  const countsChart = answer.charts.find((chart) => chart.id === 'feesByStandingCounts')!;
  await expect(counts.getByRole('row', { name: /^Not paid, not yet due/ }).getByRole('cell')).toHaveText([String(countsChart.rows.find((row) => row.key === 'due')!.values.APPLICATION_FEE)]);

  await axeInBothLanguages(page, '财务数据总览', 'Finance dashboard');
});

test('a day typed wrongly is named in the error, and the days chosen stay in the address', async ({ page }) => {
  await signInAsStaff(page, 'FINANCE', `/office/payment/dashboard?academicYear=${encodeURIComponent(DEMO_YEAR)}`);
  await page.getByLabel('From', { exact: true }).fill('31/02/2027');
  await page.getByLabel('From', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/from=31%2F02%2F2027/);
  await expect(page.getByText(/must be a real date/)).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('01/01/2026');
  await page.getByLabel('To', { exact: true }).fill('31/12/2026');
  await page.getByLabel('To', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/from=01%2F01%2F2026&to=31%2F12%2F2026/);
  // Every day of the span is a row of the chart of days.
  const perDay = page.getByRole('figure', { name: 'Money received per day', exact: true });
  await perDay.getByText('Show the figures as a table').click();
  await expect(perDay.getByRole('table').locator('tbody tr')).toHaveCount(365);
});
