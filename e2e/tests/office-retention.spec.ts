/**
 * Personal data retention in a real browser (issue 38), on a portal of this file's own whose clock the
 * test moves (support/server-clock.ts): the office administrator opens "Personal data retention" from
 * the office home, prepares a report when nothing is due yet, then — three years on — finds the report
 * the daily job prepared, downloads its list of records (ids only), approves it only after ticking the
 * confirmation (refused beside the box and in the summary first), and sees it carried out by the job.
 * Axe (WCAG 2.2 A/AA) in English and 中文 on the page, and with the confirmation's error shown.
 */
import { expect, test } from '../support/test';
import { axeInBothLanguages, expectNoAxeViolations } from '../support/axe';
import { signInAsStaff } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';
import { ServerClock } from '../support/server-clock';

const PORT = E2E_PORT + 98;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const clock = new ServerClock();
// An approved report is looked for every second here (every minute by default).
const server = portalWithMail(PORT, { ...clock.env, RETENTION_REMOVAL_CHECK_SECONDS: '1' });
test.use({ baseURL: BASE_URL });
test.afterAll(() => clock.dispose());

test('the office administrator reads, downloads and approves a retention report, which the job carries out', async ({ page }) => {
  expect(server.portal).toBeDefined();
  await signInAsStaff(page, 'OFFICE_ADMIN');
  await page.getByRole('link', { name: /^Personal data retention: approve or decline/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data retention' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'How long each kind of record is kept' })).toContainText('180 days');

  // Nothing is old enough yet: the check is recorded all the same.
  await page.getByRole('button', { name: 'Prepare a report now' }).click();
  await expect(page.getByText('Nothing has been kept past its period.', { exact: false })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Earlier retention reports, newest first' })).toContainText('Nothing due for removal');
  await axeInBothLanguages(page, '个人资料保留', 'Personal data retention');

  // Three years pass on the server; the daily job prepares a report (the old session ended with them).
  // The open console is left first: under the moved clock its own calls find its session ended, and
  // their answers would clear the staff cookie that the new sign-in below sets in the same jar.
  await page.goto('about:blank');
  clock.moveAheadDays(3 * 365);
  await clock.seenBy(page.request);
  await signInAsStaff(page, 'OFFICE_ADMIN', '/office/retention');
  const current = page.getByRole('region', { name: 'Report waiting for a decision' });
  await expect(async () => {
    await page.reload();
    await expect(current.getByText('The daily check')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const kinds = current.getByRole('table', { name: 'Records that would be removed, by kind' });
  await expect(kinds.getByRole('row', { name: /^Draft applications never submitted 1 / })).toBeVisible();

  // The list of records: ids and dates only.
  const download = current.getByRole('link', { name: /^Download the list of \d+ records/ });
  const csv = await page.request.get((await download.getAttribute('href'))!);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const body = await csv.text();
  expect(body).toContain('Kind of record,Record id,Counted from (Singapore time)');
  expect(body).toContain('Draft applications never submitted,');
  expect(body).not.toMatch(/@example\.edu/);

  // Approving asks for the confirmation first, beside the box and in the summary.
  await current.getByRole('button', { name: 'Approve this report' }).click();
  await current.getByRole('button', { name: 'Approve and remove' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Confirm that the records listed may be removed for good' })).toBeVisible();
  const confirmation = current.getByRole('checkbox', { name: /may be removed for good/ });
  await expect(confirmation).toHaveAccessibleDescription(/Confirm that the records listed may be removed for good/);
  await expectNoAxeViolations(page);
  await confirmation.press('Space');
  await current.getByRole('button', { name: 'Approve and remove' }).press('Enter');
  await expect(page.getByText('The report is approved. Its records are removed within a few minutes.')).toBeVisible();

  // The job carries it out within seconds.
  const history = page.getByRole('table', { name: 'Earlier retention reports, newest first' });
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole('row').filter({ hasText: 'Carried out' })).toContainText('LEE HUI MIN', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('No report is waiting for a decision.', { exact: false })).toBeVisible();
  await axeInBothLanguages(page, '个人资料保留', 'Personal data retention');
});
