/**
 * Reflow at a phone's width (WCAG 1.4.10): what makes a page scroll sideways, and walking a list of
 * screens in both languages to find it (tests/reflow.spec.ts, the screens in support/every-screen.ts).
 */
import { expect, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE, type Language } from '../../shared/contracts/src/languages';

/** The narrowest width WCAG 1.4.10 asks a page to fit without scrolling sideways (and a phone's height). */
export const PHONE = { width: 320, height: 640 };

export interface Overflow {
  /** How wide the page's content is against the window's width, in CSS px. */
  scrollWidth: number;
  clientWidth: number;
  /** The element reaching furthest past the window's right edge (or left), as a CSS-like path, with its width. */
  widest: string | null;
}

/**
 * What sticks out of the window sideways: the document's own scroll width, and the element reaching
 * furthest past either edge. A table scrolling sideways inside a region of its own counts too (the
 * applicant would scroll it sideways); only what is hidden on purpose (clipped to nothing: text for
 * screen readers only) does not.
 */
export function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
        parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`);
      }
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `${parts.join(' > ')} (${Math.round(element.getBoundingClientRect().width)} px wide${text ? `: "${text}"` : ''})`;
    };
    /** Whether the element or a box around it is clipped out of sight on purpose (visually hidden). */
    const hidden = (element: Element) => {
      for (let node: Element | null = element; node && node !== root && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || style.clip.startsWith('rect')) return true;
      }
      return false;
    };
    let widest: Element | null = null;
    let furthest = 0.5;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const past = Math.max(box.right - width, -box.left);
      if (past > furthest && !hidden(element)) {
        furthest = past;
        widest = element;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, widest: widest ? describe(widest) : null };
  });
}

/** Fails, naming the screen and what sticks out, when the page scrolls sideways or anything reaches past the window. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await overflowOf(page);
  const sideways = overflow.scrollWidth > overflow.clientWidth || overflow.widest !== null;
  expect(sideways ? `${screen} is ${overflow.scrollWidth} px wide in a ${overflow.clientWidth} px window; widest: ${overflow.widest ?? 'none found'}` : 'fits', screen).toBe('fits');
}

/** The language of every page the context opens at `origin` from now on (the cookie the language switch sets). */
export async function chooseLanguage(page: Page, origin: string, language: Language): Promise<void> {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: origin }]);
}

/** The header's language switch, by the language's own name. */
const LANGUAGE_NAMES: Record<Language, string> = { 'en-GB': 'English', 'zh-Hans': '中文' };

/**
 * Switches the open screen to `language` with the header's switch (the screen is redrawn in place,
 * nothing reloaded) and waits until it reads in that language with every loading spinner gone.
 */
export async function switchInPlace(page: Page, language: Language): Promise<void> {
  await page.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.pt-loading, .pt-loading-overlay').filter({ visible: true })).toHaveCount(0);
}

/**
 * Opens a screen and waits until it has drawn its content: a level-1 heading in the language wanted,
 * the scripts in charge and no loading spinner left. Answers where the screen ended up (a screen the state does not offer
 * sends the applicant elsewhere: its pathname then differs).
 */
export async function openScreen(page: Page, path: string, language: Language): Promise<string> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The server's drawing comes before the screen's data: the applicant's pointer crosses the screen
  // (a drawn page's scripts run at the first act, shell/src/after-paint.ts), then wait for the scripts
  // to take the page over (its queries then show their spinners) and for every spinner to give way.
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 1 }).first().hover();
  await expect(page.locator('#root')).toHaveAttribute('data-taken-over', '');
  await expect(page.locator('.pt-loading, .pt-loading-overlay').filter({ visible: true })).toHaveCount(0);
  return new URL(page.url()).pathname;
}
