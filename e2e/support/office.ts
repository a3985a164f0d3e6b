import { expect, type Browser, type Page } from '@playwright/test';

/** The demo staff accounts (api/src/db/seed.ts), one per office and the office administrator. */
export const DEMO_STAFF = {
  ADMISSIONS: { email: 'admissions.officer@example.edu', password: 'Office#Admissions2026', name: 'NG SIEW LING' },
  SCHOLARSHIPS: { email: 'scholarships.officer@example.edu', password: 'Office#Scholarships2026', name: 'RAHIM BIN ISMAIL' },
  FINANCIAL_AID: { email: 'aid.officer@example.edu', password: 'Office#FinancialAid2026', name: 'PRIYA NAIR' },
  FINANCE: { email: 'finance.officer@example.edu', password: 'Office#Finance2026', name: 'CHUA BENG HOCK' },
  OFFICE_ADMIN: { email: 'office.admin@example.edu', password: 'Office#Admin2026', name: 'LEE HUI MIN' },
} as const;

/** Signs in on the staff sign-in form shown at `path` (any /office address), by keyboard. */
export async function signInAsStaff(page: Page, role: keyof typeof DEMO_STAFF, path = '/office'): Promise<void> {
  const staff = DEMO_STAFF[role];
  await page.goto(path);
  await page.getByLabel('Staff e-mail address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('navigation', { name: 'Office menu' })).toContainText(staff.name);
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
