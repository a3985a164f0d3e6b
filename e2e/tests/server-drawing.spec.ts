/**
 * Pages drawn on the server (issue 14; api/src/web/server-drawing.ts): the screen is in the page's
 * HTML, so a phone shows it before any script has run; the scripts then take it over in place
 * (hydration) without drawing it again, and nothing typed meanwhile is lost.
 */
import { expect, test, type CDPSession, type Page } from '../support/test';
import { saveSectionThroughApi, send } from '../support/portal-api';
import { DEMO_APPLICANT, DRAFT_ACCOUNT } from '../support/sign-in';

// The page's own requests are the ones held or dropped here (page.route): a service worker, which the
// starter registers after the first paint and which precaches the shell as it installs, would answer
// them itself, unseen by the route (its own behaviour is service-worker.spec.ts's).
test.use({ serviceWorkers: 'block' });

/** Holds the shell's code back until `release()` is called: what the applicant sees before it arrives. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/apps/shell/*/main.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's processor made four times slower (Lighthouse's phone); answers the session that did it. */
async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Screens the browser drew differently from the server (shared/mount/src/hydration.tsx reports them). */
function hydrationMismatches(page: Page): string[] {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) mismatches.push(message.text());
  });
  return mismatches;
}

/** Remembers the page's main heading element, to check later that the same element is still shown. */
const rememberHeading = (page: Page) => page.evaluate(() => ((window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1')));
const sameHeadingAsDrawn = (page: Page) => page.evaluate(() => (window as unknown as { drawnHeading: Element | null }).drawnHeading === document.querySelector('h1'));

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the sign-in form and the PIN reset form, in English and in Chinese', async ({ page, context, baseURL }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the Undergraduate Applicant Portal' })).toBeVisible();
    await expect(page.getByLabel('Application number', { exact: true })).toBeVisible();
    await expect(page.getByLabel('PIN', { exact: true })).toBeVisible();

    await page.goto('/pin/reset');
    await expect(page.getByRole('heading', { level: 1, name: 'Online PIN Reset System' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Request a PIN reset link' })).toBeVisible();

    await context.addCookies([{ name: 'portal_lang', value: 'zh-Hans', url: baseURL! }]);
    await page.goto('/pin/reset');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('heading', { level: 1, name: '网上 PIN 码重设系统' })).toBeVisible();
  });
});

test('what the applicant typed before the scripts arrived is kept, and the screen is taken over, not drawn again', async ({ page }) => {
  const mismatches = hydrationMismatches(page);
  const release = await holdScripts(page);
  await page.goto('/pin/reset', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Application number', { exact: true }).fill(DEMO_APPLICANT.applicationNumber);
  await rememberHeading(page);
  // Sent before it is taken over: nothing goes anywhere (no answers in an address), nothing is lost,
  // and the press is made again once the form is the scripts': the check names only the empty field.
  await page.getByRole('button', { name: 'Submit' }).click();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel('Application number', { exact: true })).toHaveValue(DEMO_APPLICANT.applicationNumber);
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeHidden();
  // The button shows the press was taken while the scripts start.
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveAttribute('data-press-held', '');
  await expect(submit).toHaveCSS('cursor', 'progress');
  release();
  await expect(summary).toBeVisible();
  await expect(submit).not.toHaveAttribute('data-press-held');
  await expect(summary.getByRole('link')).toHaveCount(1);
  await expect(page.getByLabel('Application number', { exact: true })).toHaveValue(DEMO_APPLICANT.applicationNumber);
  expect(await sameHeadingAsDrawn(page)).toBe(true);
  expect(mismatches).toEqual([]);
});

test('a drawn page runs no script while the applicant reads, has its files at hand, and answers the first press', async ({ page }) => {
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/pin/reset', { waitUntil: 'networkidle' });
  // Read, not acted on: the shell's entry is fetched but not run, and the screen is still the server's.
  expect(fetched.some((path) => path.endsWith('/main.js'))).toBe(true);
  await expect(page.locator('head script[src$="/main.js"]')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('data-taken-over');
  // The first act (a keyboard user's Tab to the button, then Enter) runs the scripts; the press is made once they have the form.
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-taken-over', '');
});

test('the shell\'s code lost on its way (a dropped connection) is asked for again, and the drawn form is taken over', async ({ page }) => {
  let refused = 0;
  await page.route('**/apps/shell/*/main.js', async (route) => {
    if (refused === 0) {
      refused += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.goto('/pin/reset');
  await page.getByRole('button', { name: 'Submit' }).click();
  // The check is the scripts': it answers only once the form is theirs.
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible();
  expect(refused).toBe(1);
});

test('a signed-in applicant\'s page is drawn with their own data, and taken over without a difference', async ({ page }) => {
  const mismatches = hydrationMismatches(page);
  // Signed in through the API: the page's first visit to the portal is the one watched (no file cached).
  await send(page, 'POST', '/auth/login/pin', { applicationNumber: DEMO_APPLICANT.applicationNumber, pin: DEMO_APPLICANT.pin, system: 'ADM' }, 200);
  // A slow phone: the dashboard's own part is taken over well after the language switch is.
  await slowPhone(page);
  const release = await holdScripts(page);
  await page.goto('/applicant', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_APPLICANT.name}` })).toBeVisible();
  await rememberHeading(page);
  // The language switch is a button only the scripts make work: pressed now, it is held, then made.
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_APPLICANT.name}` })).toBeVisible();
  release();

  // The same heading element, now in Chinese: taken over, not drawn again.
  await expect(page.getByRole('heading', { level: 1, name: `${DEMO_APPLICANT.name}，您好` })).toBeVisible();
  expect(await sameHeadingAsDrawn(page)).toBe(true);
  expect(mismatches).toEqual([]);
});

test('the applicant menu is drawn with the chosen application, and stays put as the page is taken over', async ({ page }) => {
  await send(page, 'POST', '/auth/login/pin', { applicationNumber: DEMO_APPLICANT.applicationNumber, pin: DEMO_APPLICANT.pin, system: 'ADM' }, 200);
  const release = await holdScripts(page);
  await page.goto('/applicant', { waitUntil: 'domcontentloaded' });
  // Before any script: the menu names the application it follows, with that application's links.
  const menu = page.getByRole('navigation', { name: 'Applicant menu' });
  await expect(menu.getByText(`Application ${DEMO_APPLICANT.applicationNumber}`)).toBeVisible();
  const link = menu.getByRole('link', { name: 'Manage application' });
  const drawnAt = await link.boundingBox();
  release();
  // The applicant reaches for the link: their pointer's first move runs the scripts (after-paint.ts).
  await link.hover();
  await expect(page.locator('#root')).toHaveAttribute('data-taken-over', '');
  // Taken over, the menu has not moved: a tap aimed at a link as the page came to life lands on it.
  expect(await link.boundingBox()).toEqual(drawnAt);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/applicant/admission/applications/${DEMO_APPLICANT.applicationNumber}$`));
});

test('a menu link followed while the page is being taken over opens its page, without a difference', async ({ page }) => {
  const mismatches = hydrationMismatches(page);
  // The scripts at hand (a page seen before): React begins taking the dashboard over as soon as it is
  // drawn, and on a slow phone takes a while to finish. The link is followed as soon as it shows.
  await page.goto('/login');
  await send(page, 'POST', '/auth/login/pin', { applicationNumber: DEMO_APPLICANT.applicationNumber, pin: DEMO_APPLICANT.pin, system: 'ADM' }, 200);
  await slowPhone(page);
  await page.goto('/applicant', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_APPLICANT.name}` })).toBeVisible();
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Login profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/applicant\/login-profile$/);
  expect(mismatches).toEqual([]);
});

test('typing straight on while a drawn text area is taken over keeps every key, where it was typed', async ({ page }) => {
  // A phone four times slower than the machine, typing until well after the take-over: on a busy
  // two-core machine that alone can take a minute.
  test.slow();
  // A screen React draws again after a mismatch is a new form: it would show the drawn text, not the typing.
  const mismatches = hydrationMismatches(page);
  await send(page, 'POST', '/auth/login/email', { ...DRAFT_ACCOUNT, system: 'ADM', subCategory: 'ADM' }, 200);
  const [draft] = (await (await page.request.get('/api/admission/applications')).json()) as Array<{ applicationNumber: string }>;
  // The server draws the text area with a statement in it (React puts that text back as it takes a text area over).
  await saveSectionThroughApi(page, draft!.applicationNumber, 'personalStatement', { statement: 'Drawn by the server.' }, false);
  // A slow phone: the take-over takes long enough for many keys.
  const cpu = await slowPhone(page);
  const release = await holdScripts(page);
  await page.goto(`/applicant/admission/applications/${draft!.applicationNumber}/sections/personalStatement`, { waitUntil: 'domcontentloaded' });
  const statement = page.getByLabel('Your personal statement');
  await statement.focus();
  await page.keyboard.press('Control+A');
  let typed = 'Typed before the scripts.';
  await page.keyboard.type(typed);
  release();
  // Typing on without a pause, through the take-over and a little beyond it.
  const takenOver = () => page.evaluate(() => document.querySelector('[data-remote-root][data-taken-over] textarea') !== null);
  for (let chunk = 0, after = 0; after < 2 && chunk < 40; chunk += 1) {
    const next = Array.from({ length: 20 }, (_, word) => ` w${chunk}.${word}`).join('');
    await page.keyboard.type(next);
    typed += next;
    if (await takenOver()) after += 1;
  }
  await expect(statement).toHaveValue(typed);
  expect(mismatches).toEqual([]);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The form has it too: saved, and there after a reload.
  await expect(page.getByText(/^Saved at/).first()).toBeVisible();
  await page.reload();
  await expect(statement).toHaveValue(typed);
});
