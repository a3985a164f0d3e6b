import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** The header's language switch (a link before the page's script runs, a button after). */
export const languageSwitch = (page: Page, name: 'English' | '中文') =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).or(page.getByRole('banner').getByRole('button', { name, exact: true }));

/** Axe in English, then in Chinese (once the h1 reads `chineseHeading`), then back to English. */
export async function axeInBothLanguages(page: Page, chineseHeading: string): Promise<void> {
  await expectNoAxeViolations(page);
  await languageSwitch(page, '中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1, name: chineseHeading })).toBeVisible();
  await expectNoAxeViolations(page);
  await languageSwitch(page, 'English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
}
