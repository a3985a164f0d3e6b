import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The demo staff accounts (api/src/db/seed.ts), one per office and the office administrator, each
 * with the authenticator-app secret the development seed enrols (README: the office's demo sign-ins).
 */
export const DEMO_STAFF = {
  ADMISSIONS: { email: 'admissions.officer@example.edu', password: 'Office#Admissions2026', name: 'NG SIEW LING', totpSecret: 'ADMISSIONSOFFICEDEMOTOTPSECRETAA' },
  /** A second admissions officer: work shared among officers (assignment, notes, who has an application open). */
  ADMISSIONS_READER: { email: 'admissions.reader@example.edu', password: 'Office#Reader2026', name: 'TAN WEI MING', totpSecret: 'ADMISSIONSREADERDEMOTOTPSECRETAA' },
  SCHOLARSHIPS: { email: 'scholarships.officer@example.edu', password: 'Office#Scholarships2026', name: 'RAHIM BIN ISMAIL', totpSecret: 'SCHOLARSHIPSDEMOTOTPSECRETAAAAAA' },
  FINANCIAL_AID: { email: 'aid.officer@example.edu', password: 'Office#FinancialAid2026', name: 'PRIYA NAIR', totpSecret: 'FINANCIALAIDDEMOTOTPSECRETAAAAAA' },
  FINANCE: { email: 'finance.officer@example.edu', password: 'Office#Finance2026', name: 'CHUA BENG HOCK', totpSecret: 'FINANCEOFFICEDEMOTOTPSECRETAAAAA' },
  OFFICE_ADMIN: { email: 'office.admin@example.edu', password: 'Office#Admin2026', name: 'LEE HUI MIN', totpSecret: 'OFFICEADMINDEMOTOTPSECRETAAAAAAA' },
} as const;

const TOTP_PERIOD_MS = 30_000;

/** The code an authenticator app shows for the secret at `at`, `stepsFromNow` steps later (or earlier). */
export function totpCode(secret: string, at: Date, stepsFromNow = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: at.getTime() + stepsFromNow * TOTP_PERIOD_MS });
}

/**
 * The server's clock (its Date header): a private portal's may be days ahead (support/server-clock.ts),
 * and the code must be the one for the server's time.
 */
export async function serverTime(page: Page | APIRequestContext): Promise<Date> {
  const response = await ('request' in page ? page.request : page).get('/api/health');
  return new Date(response.headers()['date']!);
}

/**
 * Gives the second step an authenticator-app code until one is taken. The server accepts each code
 * once and one step either side of now: the same demo account signed in a moment ago (another test,
 * the other worker) may have used the current one, so the codes of the step before, now and after
 * are tried in turn, oldest first; when all three are taken, the next step's is waited for.
 * `attempt` answers whether the server took the code.
 */
async function giveTotpCode(client: Page | APIRequestContext, secret: string, attempt: (code: string) => Promise<boolean>): Promise<void> {
  const now = await serverTime(client);
  for (const offset of [-1, 0, 1]) if (await attempt(totpCode(secret, now, offset))) return;
  const step = Math.floor(now.getTime() / TOTP_PERIOD_MS);
  await test.step('sign-in-wait for the next authenticator step', () => expect.poll(async () => Math.floor((await serverTime(client)).getTime() / TOTP_PERIOD_MS), { timeout: 40_000, intervals: [1_000] }).toBeGreaterThan(step));
  if (!(await attempt(totpCode(secret, await serverTime(client), 1)))) throw new Error('no authenticator-app code was accepted');
}

/** Enters the authenticator app's code on the second step of the sign-in form. */
export async function enterTotpCode(page: Page, secret: string): Promise<void> {
  const field = page.getByLabel('Code from your authenticator app');
  await giveTotpCode(page, secret, async (code) => {
    await field.fill(code);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/office/auth/second-factor/totp') && candidate.request().method() === 'POST'),
      field.press('Enter'),
    ]);
    if (response.status() === 429) throw new Error('staff second factor throttled');
    return response.ok();
  });
}

/**
 * Signs a demo staff member in through the staff API, as the sign-in form does (password, then the
 * authenticator-app code), for tests whose officer only sets something up. `api` is a browser page's
 * request context or one of its own; it keeps the staff session's cookies.
 */
export async function signInStaffThroughApi(api: APIRequestContext, role: keyof typeof DEMO_STAFF): Promise<void> {
  const staff = DEMO_STAFF[role];
  const xsrf = async () => {
    let token = (await api.storageState()).cookies.find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value;
    if (!token) {
      await api.get('/api/system/settings');
      token = (await api.storageState()).cookies.find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value;
    }
    return { 'x-xsrf-token': decodeURIComponent(token!) };
  };
  const login = await api.post('/api/office/auth/login', { data: { email: staff.email, password: staff.password }, headers: await xsrf() });
  expect(login.status(), await login.text()).toBe(200);
  await giveTotpCode(api, staff.totpSecret, async (code) => {
    const answer = await api.post('/api/office/auth/second-factor/totp', { data: { code }, headers: await xsrf() });
    if (answer.status() === 429) throw new Error('staff second factor throttled');
    return answer.ok();
  });
}

/**
 * Signs out from the office menu and waits for the sign-in form: a page opened or a sign-in started
 * before the sign-out's answer would still find the old session (and race its ending).
 */
export async function signOutOfOffice(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Office menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Staff e-mail address')).toBeVisible();
}

/**
 * Signs a demo staff member in through the staff API (password, then the authenticator-app code, as
 * the form sends them), then opens `path` (any /office address): for tests whose subject is the
 * console, not its sign-in form (office-console.spec.ts and office-second-factor.spec.ts test that).
 */
export function signInAsStaff(page: Page, role: keyof typeof DEMO_STAFF, path = '/office'): Promise<void> {
  return test.step('sign-in as staff through the API', async () => {
    // The page leaves whatever it showed first: its own calls still answering (a console's, a session
    // check) share the cookie jar, and one could set a new anti-forgery cookie between this sign-in's
    // reading the token and its request (403 CSRF_INVALID, seen in a fresh run).
    if (page.url() !== 'about:blank') await page.goto('about:blank');
    await signInStaffThroughApi(page.request, role);
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Office menu' })).toContainText(DEMO_STAFF[role].name);
  });
}

/**
 * Signs in on the staff sign-in form shown at `path` (any /office address), by keyboard: the
 * password, then the demo account's authenticator-app code (issue 31).
 */
export function signInAsStaffOnTheForm(page: Page, role: keyof typeof DEMO_STAFF, path = '/office'): Promise<void> {
  return test.step('sign-in as staff on the form', async () => {
    const staff = DEMO_STAFF[role];
    await page.goto(path);
    await page.getByLabel('Staff e-mail address').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByLabel('Password').press('Enter');
    await enterTotpCode(page, staff.totpSecret);
    await expect(page.getByRole('navigation', { name: 'Office menu' })).toContainText(staff.name);
  });
}

/**
 * An account with no second factor, after its password: sets up an authenticator app (the key shown
 * as text, typed into "the app" here) and answers the key and the ten recovery codes shown once; the
 * office then opens.
 */
export async function enrolAuthenticatorApp(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await expect(page.getByRole('heading', { level: 1, name: 'Set up a second way to sign in' })).toBeVisible();
  // The test may have asked for the key already (and tried a wrong code).
  const offer = page.getByRole('button', { name: 'Set up an authenticator app' });
  if (await offer.isVisible()) await offer.click();
  const secret = (await page.getByRole('definition').filter({ has: page.locator('code') }).innerText()).replace(/\s+/g, '');
  await page.getByLabel('Code the app now shows').fill(totpCode(secret, await serverTime(page)));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  const recoveryCodes = await readRecoveryCodes(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes, continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Office menu' })).toBeVisible();
  return { secret, recoveryCodes };
}

/** The recovery codes on the screen that shows them once. */
export async function readRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Your ten recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return list.getByRole('listitem').allInnerTexts();
}

/** The staff member's anti-forgery header for API calls made by the test itself (setup through the staff API). */
export async function staffXsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN' || cookie.name === '__Host-XSRF-TOKEN')?.value;
  if (!token) throw new Error('no anti-forgery cookie: sign in first');
  return { 'X-XSRF-TOKEN': token };
}

/**
 * A staff member in a browser context of their own, signed in on the sign-in form shown at `path`:
 * a staff sign-in signs the browser's applicant out, so the officer and the applicant of one test
 * never share a browser. Close it with `page.context().close()`.
 */
export async function staffBrowser(browser: Browser, baseURL: string, role: keyof typeof DEMO_STAFF, path = '/office'): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsStaff(page, role, path);
  return page;
}

/** An admissions officer, in a browser of their own, on one application's console page, opened from the console's search. */
export async function officerOnApplication(browser: Browser, baseURL: string, applicationNumber: string, applicantName: string): Promise<Page> {
  const office = await staffBrowser(browser, baseURL, 'ADMISSIONS', `/office/admission?q=${applicationNumber}`);
  await office.getByRole('link', { name: `Open application ${applicationNumber} of ${applicantName}` }).click();
  await expect(office.getByRole('heading', { level: 1, name: `Application ${applicationNumber}` })).toBeVisible();
  return office;
}
