/**
 * An office list taken away as a file, in a real browser (issue 37): the admissions officer searches
 * the list, opens "Export this list", leaves out a column, and downloads the rows the list finds —
 * the same applications as the list shows, headed in the officer's words. Choosing no column is named
 * next to the boxes and in the error summary. Axe (WCAG 2.2 A/AA) in English and 中文 with the form open.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { axeInBothLanguages } from '../support/axe';
import { signInAsStaff } from '../support/office';

/** The demo applications' academic year (api/src/db/seed.ts). */
const DEMO_YEAR = '2026/2027';

test("an admissions officer downloads the list's applications as CSV, with the columns chosen", async ({ page }) => {
  await signInAsStaff(page, 'ADMISSIONS', `/office/admission?academicYear=${encodeURIComponent(DEMO_YEAR)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions console' })).toBeVisible();
  const listed = await page.getByRole('table').locator('tbody tr th').allInnerTexts();
  expect(listed.length).toBeGreaterThan(0);

  await page.getByText('Export this list').click();
  const form = page.getByRole('form', { name: 'Export the list' });
  await axeInBothLanguages(page, '招生管理平台', 'Admissions console');

  // No column at all: named next to the boxes and in the summary, and nothing is downloaded.
  const columns = form.getByRole('group', { name: /^Columns/ });
  for (const box of await columns.getByRole('checkbox').all()) await box.uncheck();
  await form.getByRole('button', { name: 'Download the file' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Select at least one column to export' })).toBeVisible();
  await expect(columns).toContainText('Select at least one column to export');

  // The number, the name and the status, by keyboard; CSV is the format already chosen.
  for (const name of ['Application number', 'Applicant', 'Status']) {
    await columns.getByRole('checkbox', { name, exact: true }).focus();
    await page.keyboard.press('Space');
  }
  await expect(form.getByRole('radio', { name: 'CSV (UTF-8, for the student system)' })).toBeChecked();
  const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download the file' }).click()]);
  expect(download.suggestedFilename()).toBe('applications-2026-2027.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Application number,Applicant,Status');
  // The same applications as the list shows, in its order.
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(listed);
  // The console stays where it was.
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions console' })).toBeVisible();
});
