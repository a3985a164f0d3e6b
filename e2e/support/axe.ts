import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Violation {
  id: string;
  help: string;
  targets: string[];
}

/** axe-core's own script, evaluated in a document only when that document does not have it yet. */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axe.source);
}

/**
 * Zero axe violations (WCAG 2.2 A and AA) on the page as it is now.
 *
 * axe-core runs in the page itself, injected once per document (into every frame, so frames are
 * checked too) and asked for its violations only. Every rule of those tags runs on every node, as
 * before; what this saves is @axe-core/playwright's evaluating the 550 KB script twice per check and
 * collecting every passing node: a check took ≈600 ms that way and ≈70 ms this way, and a journey
 * checks dozens of screens.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  for (const frame of page.frames()) await injectAxe(frame);
  const violations = await page.evaluate(
    async (tags) => {
      const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((node) => node.target.join(' ')) }));
    },
    WCAG_22_AA,
  );
  const summary = violations.map((v: Violation) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
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
