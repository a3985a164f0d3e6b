/**
 * The financial aid dashboard in a real browser (issue 37), read-only on the suite's portal: the aid
 * officer opens it from the console's start page, chooses the year and a group of students by keyboard
 * (the choice lands in the address and survives a reload), reads the packages per scheme as a table
 * whose rows are the year's schemes by the names the office gave them and whose figures are the API's,
 * takes them away as CSV, and finds the per-capita income bands named in Singapore dollars. The demo
 * data holds the year's schemes but no aid application yet, so the figures are zeros: the test checks
 * that the page draws exactly what the API counts. Axe (WCAG 2.2 A/AA) in English and 中文.
 */
import { expect, test } from '../support/test';
import { axeInBothLanguages } from '../support/axe';
import { signInAsStaff } from '../support/office';

/** The part of a dashboard's answer (@portal/contracts/office/dashboard) the test reads. */
interface Dashboard {
  filters: Record<string, string>;
  options: Record<string, Array<{ value: string; label: { 'en-GB': string; 'zh-Hans': string } }>>;
  charts: Array<{ id: string; rows: Array<{ key: string; values: Record<string, number | null> }> }>;
}

/** The demo applicant's academic year: the seed defines its aid dates and schemes. */
const DEMO_YEAR = '2026/2027';

test('a financial aid officer reads the aid applications in charts, each with its figures as a table and as CSV', async ({ page }) => {
  await signInAsStaff(page, 'FINANCIAL_AID', '/office/financial-aid');
  await page.getByRole('link', { name: 'Dashboard: the aid applications in charts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial aid dashboard' })).toBeVisible();

  // The year and group chosen by keyboard, in the address: a reload shows the same picture.
  await page.getByLabel('Academic year', { exact: true }).fill(DEMO_YEAR);
  await page.getByLabel('Group of students', { exact: true }).selectOption({ label: 'Singapore citizens' });
  await page.getByLabel('Academic year', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/academicYear=2026%2F2027/);
  await expect(page).toHaveURL(/tier=CITIZEN/);
  await page.reload();
  await expect(page.getByLabel('Group of students', { exact: true })).toHaveValue('CITIZEN');

  // The scheme filter offers the year's schemes, named as the office named them.
  const answer = (await (await page.request.get(`/api/office/financial-aid/dashboard?academicYear=${encodeURIComponent(DEMO_YEAR)}&tier=CITIZEN`)).json()) as Dashboard;
  expect(answer.filters).toEqual({ academicYear: DEMO_YEAR, tier: 'CITIZEN', aidSought: '', scheme: '' });
  const schemeName = new Map(answer.options.scheme!.map((option) => [option.value, option.label['en-GB']]));
  expect(schemeName.get('GOV_BURSARY')).toBe('Government Bursary');
  await expect(page.getByLabel('Scheme offered', { exact: true }).locator('option')).toHaveText(['Any', ...schemeName.values()]);

  // The packages per scheme: a row for each of the year's schemes, holding the API's figures.
  const perScheme = answer.charts.find((chart) => chart.id === 'packagesPerScheme')!;
  expect(perScheme.rows.map((row) => row.key)).toEqual([...schemeName.keys()]);
  const figure = page.getByRole('figure', { name: 'Packages and replies per scheme', exact: true });
  await figure.getByText('Show the figures as a table').click();
  const table = figure.getByRole('table', { name: 'Packages and replies per scheme', exact: true });
  await expect(table.getByRole('columnheader')).toHaveText(['Scheme', 'Offered', 'Accepted', 'Declined', 'Awaiting reply']);
  await expect(table.locator('tbody tr')).toHaveCount(perScheme.rows.length);
  for (const row of perScheme.rows) {
    const line = table.getByRole('row', { name: new RegExp(`^${schemeName.get(row.key)}`) });
    await expect(line.getByRole('cell')).toHaveText([row.values.offered, row.values.accepted, row.values.declined, row.values.awaiting].map(String));
  }

  // The same figures as CSV, named after the chart and the year, headed in the officer's words.
  const csvLink = figure.getByRole('link', { name: /^Download the figures \(CSV\)\s*: Packages and replies per scheme$/ });
  await expect(csvLink).toHaveAttribute('download', 'financial-aid-packagesPerScheme-2026-2027.csv');
  const csv = decodeURIComponent((await csvLink.getAttribute('href'))!.replace(/^data:text\/csv;charset=utf-8,/, ''));
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Scheme,Offered,Accepted,Declined,Awaiting reply');
  expect(csv).toContain(`Government Bursary,${perScheme.rows[0]!.values.offered}`);

  // The per-capita income bands, in S$ 750 steps to S$ 2,750 and above, with the API's figures.
  const bands = answer.charts.find((chart) => chart.id === 'incomeBands')!;
  const bandsFigure = page.getByRole('figure', { name: 'Applications by per-capita income', exact: true });
  await bandsFigure.getByText('Show the figures as a table').click();
  const bandRows = bandsFigure.getByRole('table').locator('tbody tr');
  await expect(bandRows.locator('th')).toHaveText(['Up to SGD 750.00', 'SGD 750.01 to SGD 1,500.00', 'SGD 1,500.01 to SGD 2,250.00', 'SGD 2,250.01 to SGD 2,750.00', 'Above SGD 2,750.00']);
  await expect(bandRows.first().getByRole('cell')).toHaveText([bands.rows[0]!.values.applications, bands.rows[0]!.values.offered, bands.rows[0]!.values.accepted].map(String));

  await axeInBothLanguages(page, '经济资助数据总览', 'Financial aid dashboard');
});
