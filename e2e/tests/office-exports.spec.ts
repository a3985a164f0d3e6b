/**
 * Each console's list taken away as a file, in a real browser (issue 37), on a portal of this file's
 * own (its own database: the demo applicant's one scholarship and one financial aid application of
 * her year are this file's, made and submitted through the API as her pages would). In each of the
 * four consoles the officer opens "Export this list" by keyboard, leaves all but two columns out with
 * the space bar, and downloads the CSV by keyboard: the file holds the rows the list shows, in its
 * order, headed in the officer's words, and the console stays where it is. In the admissions console,
 * choosing no column is named next to the boxes and in the error summary. Axe (WCAG 2.2 A/AA) in
 * English and 中文 with the form open.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { axeInBothLanguages } from '../support/axe';
import { signInAsStaff, type DEMO_STAFF } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { submitAidApplicationThroughApi, submitScholarshipThroughApi } from '../support/portal-api';
import { portalOfThisFile } from '../support/private-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 83;
const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL });

portalOfThisFile(PORT);

/** The demo applicant's academic year (api/src/db/seed.ts). */
const DEMO_YEAR = encodeURIComponent('2026/2027');

interface ConsoleList {
  role: keyof typeof DEMO_STAFF;
  /** The list, as its address holds its search. */
  path: string;
  heading: string;
  chineseHeading: string;
  /** The column whose cells head the list's rows (they link to the record): its id in the form, and the file's header for it. */
  keyColumn: string;
  keyHeader: string;
  /** Which of a row's other cells holds the applicant's name (the file's "Applicant"). */
  applicantCell: number;
  fileName: string;
}

const CONSOLES: ConsoleList[] = [
  {
    role: 'ADMISSIONS',
    path: `/office/admission?academicYear=${DEMO_YEAR}`,
    heading: 'Admissions console',
    chineseHeading: '招生管理平台',
    keyColumn: 'applicationNumber',
    keyHeader: 'Application number',
    applicantCell: 0,
    fileName: 'applications-2026-2027.csv',
  },
  {
    role: 'SCHOLARSHIPS',
    path: `/office/scholarship?academicYear=${DEMO_YEAR}`,
    heading: 'Scholarship applications',
    chineseHeading: '奖学金申请',
    keyColumn: 'reference',
    keyHeader: 'Reference',
    applicantCell: 0,
    fileName: 'scholarship-applications-2026-2027.csv',
  },
  {
    role: 'FINANCIAL_AID',
    path: `/office/financial-aid?academicYear=${DEMO_YEAR}`,
    heading: 'Financial aid applications',
    chineseHeading: '经济资助申请',
    keyColumn: 'reference',
    keyHeader: 'Reference',
    applicantCell: 0,
    fileName: 'financial-aid-applications-2026-2027.csv',
  },
  // The fees' rows are headed by the fee's kind.
  { role: 'FINANCE', path: '/office/payment', heading: 'Finance console', chineseHeading: '财务管理平台', keyColumn: 'kind', keyHeader: 'Fee', applicantCell: 1, fileName: 'fees.csv' },
];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await signInWithPin(page);
  await submitScholarshipThroughApi(page, DEMO_APPLICANT.applicationNumber);
  await submitAidApplicationThroughApi(page, DEMO_APPLICANT.applicationNumber);
  await context.close();
});

/** The list's rows as the officer reads them: each row's heading cell and the applicant's name. */
async function listedRows(page: Page, list: ConsoleList): Promise<string[][]> {
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return Promise.all((await rows.all()).map(async (row) => [await row.locator('th').innerText(), await row.locator('td').nth(list.applicantCell).innerText()]));
}

/** Checking no column names the problem next to the boxes and in the summary, and downloads nothing. */
async function expectNoColumnRefused(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Export the list' });
  const columns = form.getByRole('group', { name: /^Columns/ });
  for (const box of await columns.getByRole('checkbox').all()) await box.uncheck();
  await form.getByRole('button', { name: 'Download the file' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Select at least one column to export' })).toBeVisible();
  await expect(columns).toContainText('Select at least one column to export');
  // Back to every column ticked, as the form opens.
  for (const box of await columns.getByRole('checkbox').all()) await box.check();
}

for (const list of CONSOLES) {
  test(`the ${list.heading} list downloads as CSV with the columns chosen, by keyboard`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsStaff(page, list.role, list.path);
    await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
    const listed = await listedRows(page, list);

    const disclosure = page.locator('summary', { hasText: 'Export this list' });
    await disclosure.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Export the list' });
    await expect(form).toBeVisible();
    await axeInBothLanguages(page, list.chineseHeading, list.heading);
    if (list.role === 'ADMISSIONS') await expectNoColumnRefused(page);

    // Every column is ticked at first: the space bar leaves out all but the row's heading and the applicant.
    const columns = form.getByRole('group', { name: /^Columns/ });
    for (const box of await columns.getByRole('checkbox').all()) {
      if ([list.keyColumn, 'applicantName'].includes((await box.getAttribute('value')) ?? '')) continue;
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).not.toBeChecked();
    }
    await expect(form.getByRole('radio', { name: 'CSV (UTF-8, for the student system)' })).toBeChecked();
    await form.getByRole('button', { name: 'Download the file' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);

    expect(download.suggestedFilename()).toBe(list.fileName);
    const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    const [header, ...rows] = lines.map((line) => line.split(','));
    // The file keeps the list's order of columns: the fee's kind comes before the applicant, the others' heading cell first.
    expect(header).toEqual([list.keyHeader, 'Applicant']);
    // The same rows as the list shows, in its order.
    expect(rows).toEqual(listed);
    // The console stays where it was.
    await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
  });
}
