import type { Locator, Page } from '@playwright/test';

/**
 * Picks an option in the field labelled `label`, the way a user would, whichever control the field
 * is: a native <select> (the option chosen by its visible text) or an ARIA combobox (the option's
 * text typed into it, then the option clicked in the list it offers). Journeys pick countries,
 * programmes and other long lists only through this, so they hold while those fields change kind.
 *
 * `page` may also be the part of the page the field is in (a fieldset), where the label repeats,
 * e.g. the "Programme" of each ranked choice; the combobox's options are found on the whole page,
 * as a list may be rendered outside the field.
 */
export async function choose(page: Page | Locator, label: string | RegExp, option: string | RegExp): Promise<void> {
  // Both have the role combobox (a single <select> too); a combobox's toggle button, named by the same label, is a button.
  const field = page.getByRole('combobox', { name: label, exact: typeof label === 'string' });
  const whole = 'mainFrame' in page ? page : page.page();
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: await optionLabel(field, option) });
    return;
  }
  // Typing the text filters the list; a pattern cannot be typed, so the list is opened whole.
  if (typeof option === 'string') await field.fill(option);
  else {
    await field.fill('');
    await field.press('ArrowDown');
  }
  await whole.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The visible text of the select's one option that matches (a pattern may name it in part). */
async function optionLabel(select: Locator, option: string | RegExp): Promise<string> {
  const labels = (await select.locator('option').allTextContents()).map((text) => text.trim());
  const matching = labels.filter((text) => (typeof option === 'string' ? text === option : option.test(text)));
  if (matching.length !== 1) throw new Error(`${matching.length} options match ${String(option)} in: ${labels.join(' | ')}`);
  return matching[0]!;
}
