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
