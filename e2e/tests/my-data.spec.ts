/**
 * An applicant's "download my data" (issue 38), in a real browser: the Your data page is reached from
 * the account's menu and its download started with the keyboard alone; the browser saves a ZIP named
 * with the application number, whose listing holds every part the README names, in the language of
 * the page; the page passes axe in English and Chinese.
 */
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, switchLanguage } from '../support/axe';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

/** Presses Tab until the element has the focus (as a keyboard user reaches it), at most `limit` times. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with the Tab key');
}

async function downloadByKeyboard(page: Page, buttonName: string): Promise<{ name: string; zip: JSZip }> {
  const button = page.getByRole('button', { name: buttonName });
  await tabTo(page, button);
  const saved = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await saved;
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  return { name: download.suggestedFilename(), zip };
}

test('an applicant downloads their data with the keyboard, in English and Chinese', async ({ page }) => {
  await signInWithPin(page);
  const account = page.getByRole('navigation', { name: 'Your account' });
  await tabTo(page, account.getByRole('link', { name: 'Your data' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applicant\/my-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByText('Admission: 1, scholarship:')).toBeVisible();
  await expectNoAxeViolations(page);

  const english = await downloadByKeyboard(page, 'Download my data');
  expect(english.name).toMatch(new RegExp(`^my-data-${DEMO_APPLICANT.applicationNumber}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const listing = Object.keys(english.zip.files);
  for (const part of ['README.txt', 'account.json', `applications/admission-${DEMO_APPLICANT.applicationNumber}.json`, `applications/admission-${DEMO_APPLICANT.applicationNumber}.html`, 'documents.json', 'timeline.json', 'payments.json', 'emails.json']) {
    expect(listing).toContain(part);
  }
  expect(await english.zip.file('README.txt')!.async('string')).toContain('Your data from the Undergraduate Applicant Portal');
  expect(await english.zip.file(`applications/admission-${DEMO_APPLICANT.applicationNumber}.html`)!.async('string')).toContain(DEMO_APPLICANT.name);
  await expect(page.getByText('Your download has started.')).toBeVisible();
  await expectNoAxeViolations(page);

  await switchLanguage(page, '中文');
  await expect(page.getByRole('heading', { level: 1, name: '您的个人资料' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expectNoAxeViolations(page);
  const chinese = await downloadByKeyboard(page, '下载我的个人资料');
  expect(await chinese.zip.file('README.txt')!.async('string')).toContain('您在本科申请人门户网站的个人资料');
  expect(await chinese.zip.file(`applications/admission-${DEMO_APPLICANT.applicationNumber}.html`)!.async('string')).toContain('<html lang="zh-Hans">');
  await expect(page.getByRole('button', { name: '下载我的个人资料' })).toHaveAccessibleDescription('本小时内您还可以下载 3 次个人资料。');
  await switchLanguage(page, 'English');
});
