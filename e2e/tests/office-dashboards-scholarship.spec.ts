/**
 * The scholarships dashboard in a real browser (issue 37), read-only on the suite's shared portal: the
 * scholarships officer opens it from the console, chooses what it counts by keyboard (the choice lands
 * in the address and survives a reload), reads a chart's figures as a table that matches the API's
 * answer — its rows named as the year's scholarships are — and takes them away as CSV. Axe (WCAG 2.2
 * A/AA) in English and 中文, with a chart's table open.
 */
import { expect, test } from '../support/test';
import { axeInBothLanguages } from '../support/axe';
import { signInAsStaff } from '../support/office';

/** The part of a dashboard's answer (@portal/contracts/office/dashboard) the test reads. */
interface Dashboard {
  filters: Record<string, string>;
  options: Record<string, Array<{ value: string; label: { 'en-GB': string } }>>;
  charts: Array<{ id: string; rows: Array<{ key: string; values: Record<string, number | null> }> }>;
}

/** The demo seed defines its three scholarships for the demo applicant's year (api/src/db/seed.ts). */
const DEMO_YEAR = '2026/2027';
const SERIES = ['firstChoice', 'anyChoice', 'awarded', 'accepted'];

test('a scholarships officer reads the scholarship applications in charts, each with its figures as a table and as CSV', async ({ page }) => {
  await signInAsStaff(page, 'SCHOLARSHIPS', '/office/scholarship');
  await page.getByRole('link', { name: 'Dashboard: the scholarship applications in charts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarships dashboard' })).toBeVisible();

  // The year, a citizenship and then one of that year's scholarships (named by the answer), by keyboard, into the address.
  await page.getByLabel('Academic year', { exact: true }).fill(DEMO_YEAR);
  await page.getByLabel('Citizenship', { exact: true }).selectOption('PERMANENT_RESIDENT');
  await page.getByLabel('Academic year', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/academicYear=2026%2F2027/);
  const scholarship = page.getByLabel('Scholarship chosen', { exact: true });
  await expect(scholarship.getByRole('option', { name: 'University Merit Scholarship' })).toBeAttached();
  await scholarship.selectOption({ label: 'University Merit Scholarship' });
  // Enter in a text field sends the form (a select's does not).
  await page.getByLabel('Academic year', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/scholarship=UNIVERSITY_MERIT/);
  await expect(page).toHaveURL(/citizenship=PERMANENT_RESIDENT/);
  await page.reload();
  await expect(page.getByLabel('Citizenship', { exact: true })).toHaveValue('PERMANENT_RESIDENT');
  await expect(page.getByLabel('Scholarship chosen', { exact: true })).toHaveValue('UNIVERSITY_MERIT');

  // A chart's table holds the API's figures for the same choices, row by row, each scholarship by its name.
  const answer = (await (await page.request.get(`/api/office/scholarship/dashboard?academicYear=${encodeURIComponent(DEMO_YEAR)}&citizenship=PERMANENT_RESIDENT&scholarship=UNIVERSITY_MERIT`)).json()) as Dashboard;
  const perScholarship = answer.charts.find((chart) => chart.id === 'perScholarship')!;
  const names = new Map(answer.options.scholarship!.map((option) => [option.value, option.label['en-GB']]));
  // Every scholarship of the year has its row, chosen or not.
  expect([...names.keys()].sort()).toEqual(['GLOBAL_LEADERS', 'SCIENCE_TECH', 'UNIVERSITY_MERIT']);
  expect(perScholarship.rows.map((row) => row.key).sort()).toEqual([...names.keys()].sort());
  const figure = page.getByRole('figure', { name: 'Applications and awards per scholarship', exact: true });
  await figure.getByText('Show the figures as a table').click();
  const table = figure.getByRole('table', { name: 'Applications and awards per scholarship', exact: true });
  await expect(table.getByRole('columnheader')).toHaveText(['Scholarship', 'First choice', 'Any choice', 'Awarded', 'Award accepted']);
  await expect(table.locator('tbody tr')).toHaveCount(perScholarship.rows.length);
  for (const row of perScholarship.rows) {
    const line = table.getByRole('row', { name: new RegExp(`^${names.get(row.key)}`) });
    await expect(line.getByRole('cell')).toHaveText(SERIES.map((series) => String(row.values[series])));
  }

  // The same figures as CSV, named after the chart and the year, headed in the officer's words.
  const csvLink = figure.getByRole('link', { name: /^Download the figures \(CSV\)\s*: Applications and awards per scholarship$/ });
  await expect(csvLink).toHaveAttribute('download', 'scholarships-perScholarship-2026-2027.csv');
  const csv = decodeURIComponent((await csvLink.getAttribute('href'))!.replace(/^data:text\/csv;charset=utf-8,/, ''));
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Scholarship,First choice,Any choice,Awarded,Award accepted');
  const merit = perScholarship.rows.find((row) => row.key === 'UNIVERSITY_MERIT')!;
  expect(lines).toContain(['University Merit Scholarship', ...SERIES.map((series) => String(merit.values[series]))].join(','));

  // The funnel's steps as the officer reads them, with the API's counts.
  const started = answer.charts.find((chart) => chart.id === 'funnel')!.rows.find((row) => row.key === 'started')!;
  const funnel = page.getByRole('figure', { name: 'From start to confirmed sureties' });
  await funnel.getByText('Show the figures as a table').click();
  await expect(funnel.getByRole('row', { name: /^Started/ }).getByRole('cell').first()).toHaveText(String(started.values.applications));
  await expect(funnel.getByRole('row', { name: /^Both sureties confirmed/ })).toBeVisible();

  await axeInBothLanguages(page, '奖学金数据总览', 'Scholarships dashboard');
});
