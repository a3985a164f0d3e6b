import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the element has focus (at most 60 times): reachable by keyboard, in page order. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60 && !(await target.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}
