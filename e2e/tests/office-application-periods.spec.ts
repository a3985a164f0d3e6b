/**
 * Application periods in the admissions console, in a real browser, on a portal of this file's own
 * (its own database): the officer opens the page from the console's start, sees the intake's
 * periods (the seeded SCALE one closed), adds a period — first with its closing before its opening,
 * refused beside the field and in the error summary — then extends the closed SCALE period with a
 * reason, by keyboard alone, and it is open again. Axe (WCAG 2.2 A/AA) on every screen, in English and 中文.
 */
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { tabTo } from '../support/keyboard';
import { axeInBothLanguages } from '../support/languages';
import { serverTime, signInAsStaff } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { portalOfThisFile } from '../support/private-portal';

const PORT = E2E_PORT + 59;
const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

portalOfThisFile(PORT);

/** The Singapore calendar day `days` after `from`: dd/mm/yyyy. */
function singaporeDay(from: Date, days: number): string {
  const [year, month, day] = new Date(from.getTime() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** The academic year the intake is for on a day (as the API's admissionAcademicYear). */
function intakeYear(now: Date): string {
  const start = now.getUTCMonth() >= 7 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${start}/${start + 1}`;
}

test('the admissions officer adds an application period, a mistake refused first, and extends a closed one', async ({ page }) => {
  await signInAsStaff(page, 'ADMISSIONS', '/office/admission');
  const now = await serverTime(page);
  const year = intakeYear(now);
  await page.getByRole('link', { name: 'Application periods' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application periods' })).toBeVisible();
  const table = page.getByRole('table', { name: `Application periods of ${year}` });
  const scale = table.getByRole('row').filter({ hasText: `SCALE working adults ${year}` });
  await expect(scale).toContainText('Closed');
  await expect(table.getByRole('row').filter({ hasText: `Undergraduate admissions ${year}` })).toContainText('Open now');
  await axeInBothLanguages(page, '申请期');

  // Adding: the closing before the opening is refused beside its field and in the summary.
  await page.getByRole('link', { name: 'Add an application period' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add an application period' })).toBeVisible();
  await expect(page.getByLabel('Academic year')).toHaveValue(year);
  await axeInBothLanguages(page, '新增申请期');
  await page.getByLabel('Application system').selectOption({ label: 'Traditional Chinese Medicine Programme' });
  await page.getByLabel('Category (optional)').selectOption({ label: 'Singapore-Cambridge GCE A-Level' });
  await page.getByLabel('Name in English').fill(`TCM A-Level early round ${year}`);
  await page.getByLabel('Name in Chinese').fill(`${year} 学年中医学专业 A 水准提早申请`);
  const opens = page.getByRole('group', { name: /Applications open/ });
  const closes = page.getByRole('group', { name: /Applications close/ });
  await opens.getByLabel('Date').fill(singaporeDay(now, 30));
  await opens.getByLabel('Time').fill('09:00');
  await closes.getByLabel('Date').fill(singaporeDay(now, 29));
  await closes.getByLabel('Time').fill('23:59');
  await page.getByRole('button', { name: 'Add period' }).click();
  const message = 'The closing date and time must be after the opening date and time';
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(closes.getByLabel('Date')).toHaveAccessibleDescription(new RegExp(message));
  await expectNoAxeViolations(page);

  await closes.getByLabel('Date').fill(singaporeDay(now, 60));
  await page.getByRole('button', { name: 'Add period' }).click();
  await expect(page.getByText(`TCM A-Level early round ${year} has been added.`)).toBeVisible();
  const added = table.getByRole('row').filter({ hasText: `TCM A-Level early round ${year}` });
  await expect(added).toContainText('Singapore-Cambridge GCE A-Level');
  await expect(added).toContainText(`${singaporeDay(now, 30)}, 09:00`);
  await expect(added).toContainText('Upcoming');

  // Extending the closed SCALE period, by keyboard alone.
  const change = scale.getByRole('link', { name: `Change SCALE working adults ${year}` });
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Change an application period' })).toBeVisible();
  await axeInBothLanguages(page, '修改申请期');
  const newClosing = singaporeDay(now, 14);
  const closingDay = page.getByRole('group', { name: /Applications close/ }).getByLabel('Date');
  await tabTo(page, closingDay);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(newClosing);
  await tabTo(page, page.getByLabel('Reason for the change'));
  await page.keyboard.type('Reopened for working adults whose employer letters came late.');
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`SCALE working adults ${year} has been changed.`)).toBeVisible();
  await expect(scale).toContainText('Open now');
  await expect(scale).toContainText(newClosing);
  await axeInBothLanguages(page, '申请期');
});
