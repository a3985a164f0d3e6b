import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses an option of the field with this label, as an applicant would, whether the field is a
 * native <select> or the portal's searchable combobox (shared/ui ComboboxField):
 * - a select: the option whose visible text is `option` (a string names it exactly);
 * - a combobox: types the option's name (or the plain text a RegExp starts with), then clicks the
 *   option by role and name in the list the field controls. A string names the option as shown in
 *   the field, so "Medicine" finds the option read out as "Medicine must be your 1st or 2nd choice"
 *   (its note is part of its name in the list only); a RegExp is matched against the whole name.
 * `page` may also be a part of the page (a Locator) when the label repeats, e.g. one group per choice.
 */
export async function choose(page: Page | Locator, label: string | RegExp, option: string | RegExp): Promise<void> {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    const value = await field
      .locator('option')
      .filter({ hasText: typeof option === 'string' ? new RegExp(`^\\s*${escapeRegExp(option)}\\s*$`) : option })
      .first()
      .getAttribute('value');
    await field.selectOption(value ?? '');
    return;
  }
  await field.fill(typeof option === 'string' ? option : leadingText(option));
  // With nothing to type, the list opens whole.
  if ((await field.getAttribute('aria-expanded')) !== 'true') await field.press('ArrowDown');
  const listbox = pageOf(page).locator(`[id="${await field.getAttribute('aria-controls')}"]`);
  await (await listOption(listbox, option)).click();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

/** The option named by a RegExp, or by a string equal to its whole name or to its label without the note. */
async function listOption(listbox: Locator, option: string | RegExp): Promise<Locator> {
  if (typeof option !== 'string') return listbox.getByRole('option', { name: option });
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  const index = await options.evaluateAll(
    (elements, wanted) => elements.findIndex((element) => element.textContent?.trim() === wanted || element.firstChild?.textContent?.trim() === wanted),
    option,
  );
  if (index < 0) throw new Error(`no option "${option}" in the list: ${(await options.allInnerTexts()).join(' | ')}`);
  return options.nth(index);
}

const pageOf = (scope: Page | Locator): Page => ('page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The literal text a pattern starts with (/^Law and/ → "Law and"), to narrow the list as a person would. */
function leadingText(pattern: RegExp): string {
  const source = pattern.source.replace(/^\^/, '');
  return /^[^\\.*+?^${}()|[\]]*/.exec(source)![0].trimEnd();
}
