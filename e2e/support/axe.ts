import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Zero axe violations (WCAG 2.2 A and AA) on the page as it is now.
 *
 * Run with axe.run in the page itself ("legacy mode"): the default opens a blank page for every
 * check to merge the results of each frame, which doubles the time of a check, and the portal has no
 * frames to merge (legacy mode still checks same-origin frames; only cross-origin ones would be missed).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** The banner's language switch (a link before the scripts run, a button after). */
export const switchLanguage = (page: Page, name: 'English' | '中文') =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).or(page.getByRole('banner').getByRole('button', { name, exact: true })).click();

/**
 * Axe in English, then in Chinese (once the page's Chinese heading is shown), then back to English
 * (waiting for the English heading when it is given, so the next step reads the English page).
 */
export async function axeInBothLanguages(page: Page, chineseHeading: string, englishHeading?: string): Promise<void> {
  await expectNoAxeViolations(page);
  await switchLanguage(page, '中文');
  await expect(page.getByRole('heading', { level: 1, name: chineseHeading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expectNoAxeViolations(page);
  await switchLanguage(page, 'English');
  if (englishHeading) await expect(page.getByRole('heading', { level: 1, name: englishHeading })).toBeVisible();
}
