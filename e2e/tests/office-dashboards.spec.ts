/**
 * The office's dashboards in a real browser (issue 37): an officer opens the admissions dashboard from
 * the console, chooses what it counts by keyboard (the choice lands in the address and survives a
 * reload), reads when the figures were counted and a chart's figures as a table that matches the API's
 * answer, and takes them away as CSV. Axe (WCAG 2.2 A/AA) in English and 中文, with a chart's table open.
 */
import { expect, test } from '../support/test';
import { axeInBothLanguages } from '../support/axe';
import { signInAsStaff } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';

const PORT = E2E_PORT + 93;
const server = portalWithMail(PORT);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

/** The part of a dashboard's answer (@portal/contracts/office/dashboard) the test reads. */
interface Dashboard {
  charts: Array<{ id: string; rows: Array<{ key: string; values: Record<string, number | null> }> }>;
}

/** The demo applicant's application (24000001) is of this year: CS first, then BIZ and MATH. */
const DEMO_YEAR = '2026/2027';

test('an admissions officer reads the intake in charts, each with its figures as a table and as CSV', async ({ page }) => {
  expect(server.portal).toBeDefined();
  await signInAsStaff(page, 'ADMISSIONS', '/office/admission');
  await page.getByRole('link', { name: 'Dashboard: the intake in charts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions dashboard' })).toBeVisible();

  // The year chosen by keyboard, in the address: a reload shows the same picture.
  await page.getByLabel('Academic year', { exact: true }).fill(DEMO_YEAR);
  await page.getByLabel('Programme system', { exact: true }).selectOption('ADM');
  await page.getByLabel('Academic year', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/academicYear=2026%2F2027/);
  await expect(page).toHaveURL(/system=ADM/);
  await page.reload();
  await expect(page.getByLabel('Programme system', { exact: true })).toHaveValue('ADM');

  // The figures are the counts the server keeps up to date each minute, and say when they were counted.
  await expect(page.getByText(/^As counted on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(Singapore time\)\.$/)).toBeVisible();

  // A chart's table holds the API's figures, row by row, in the officer's words.
  const answer = (await (await page.request.get(`/api/office/admission/dashboard?academicYear=${encodeURIComponent(DEMO_YEAR)}&system=ADM`)).json()) as Dashboard;
  const perProgramme = answer.charts.find((chart) => chart.id === 'choicesPerProgramme')!;
  expect(perProgramme.rows.find((row) => row.key === 'CS')?.values).toEqual({ firstChoice: 1, anyChoice: 1 });
  const figure = page.getByRole('figure', { name: 'Applications per programme', exact: true });
  await figure.getByText('Show the figures as a table').click();
  const table = figure.getByRole('table', { name: 'Applications per programme', exact: true });
  await expect(table.getByRole('columnheader')).toHaveText(['Programme', 'First choice', 'Any choice']);
  const programmeNames: Record<string, string> = { CS: 'Computer Science', BIZ: 'Business Administration', MATH: 'Mathematics' };
  await expect(table.locator('tbody tr')).toHaveCount(perProgramme.rows.length);
  for (const row of perProgramme.rows) {
    const line = table.getByRole('row', { name: new RegExp(`^${programmeNames[row.key]}`) });
    await expect(line.getByRole('cell')).toHaveText([String(row.values.firstChoice), String(row.values.anyChoice)]);
  }

  // The same figures as CSV, named after the chart and the year, headed in the officer's words.
  const csvLink = figure.getByRole('link', { name: /^Download the figures \(CSV\)\s*: Applications per programme$/ });
  await expect(csvLink).toHaveAttribute('download', 'admissions-choicesPerProgramme-2026-2027.csv');
  const csv = decodeURIComponent((await csvLink.getAttribute('href'))!.replace(/^data:text\/csv;charset=utf-8,/, ''));
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Programme,First choice,Any choice');
  expect(csv).toContain('Computer Science,1,1\r\n');

  // The funnel counts the demo application as submitted; its fee is not yet received.
  const funnel = page.getByRole('figure', { name: 'From start to enrolment' });
  await funnel.getByText('Show the figures as a table').click();
  await expect(funnel.getByRole('row', { name: /^Submitted/ }).getByRole('cell')).toHaveText(['1']);

  await axeInBothLanguages(page, '招生数据总览', 'Admissions dashboard');
});

test('an admissions officer sets the places per programme, and the offers are drawn against them', async ({ page }) => {
  await signInAsStaff(page, 'ADMISSIONS', `/office/admission/dashboard?academicYear=${encodeURIComponent(DEMO_YEAR)}`);
  await page.getByRole('link', { name: `Set the places per programme for ${DEMO_YEAR}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Places per programme' })).toBeVisible();
  await axeInBothLanguages(page, '各专业名额', 'Places per programme');

  // A slip is named next to its field and in the summary; nothing typed is lost.
  await page.getByLabel('Computer Science', { exact: true }).fill('12o');
  await page.getByLabel('Mathematics', { exact: true }).fill('40');
  await page.getByRole('button', { name: 'Save the places' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toContainText('Enter the places as a whole number from 0 to 20000, or leave it empty');
  await expect(page.getByLabel('Mathematics', { exact: true })).toHaveValue('40');
  await page.getByLabel('Computer Science', { exact: true }).fill('120');
  await page.getByRole('button', { name: 'Save the places' }).click();

  // Back on the dashboard for that year, told it is done; the offers chart names the places.
  await expect(page.getByText(`Places for ${DEMO_YEAR} saved`)).toBeVisible();
  await expect(page).toHaveURL(/\/office\/admission\/dashboard\?academicYear=2026%2F2027$/);
  const offers = page.getByRole('figure', { name: 'Offers and replies per programme' });
  await offers.getByText('Show the figures as a table').click();
  await expect(offers.getByRole('row', { name: /^Computer Science/ }).getByRole('cell')).toHaveText(['120', '0', '0', '0']);
  await expect(offers.getByRole('row', { name: /^Mathematics/ }).getByRole('cell')).toHaveText(['40', '0', '0', '0']);
});
