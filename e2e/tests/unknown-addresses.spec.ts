/**
 * An address a remote does not know (a mistyped or outdated link, a bookmark of a page since moved)
 * takes the applicant or officer to that remote's home page, once. React Router 7 resolves a relative
 * path from the whole address in a catch-all route, so "status" from /applicant/admission/nonsense
 * meant /applicant/admission/nonsense/status, and again from there: the tab redirected itself without
 * end and grew until the browser ran out of memory. The shell's own unknown addresses show "Page not
 * found" (page-titles.spec.ts).
 */
import { expect, test } from '../support/test';
import { signInAsStaff } from '../support/office';
import { signInWithPin, DEMO_APPLICANT } from '../support/sign-in';

const APPLICATION = `/applicant/admission/applications/${DEMO_APPLICANT.applicationNumber}`;

test('an address an applicant remote does not know leads to its home page', async ({ page }) => {
  await signInWithPin(page);
  for (const [unknown, home, heading] of [
    ['/applicant/admission/no-such-page', '/applicant/admission/status', 'Application Summary and Status'],
    [`${APPLICATION}/fee`, '/applicant/admission/status', 'Application Summary and Status'],
    ['/applicant/scholarship/no-such-page', '/applicant/scholarship/status', 'Scholarship Application Status'],
    ['/applicant/financial-aid/no-such-page', '/applicant/financial-aid/status', 'Financial Aid Application Status'],
    ['/applicant/payment/no-such-page', '/applicant/payment', 'Payment Details'],
  ] as const) {
    await page.goto(unknown);
    await expect(page, unknown).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('an address an office console does not know leads to its first screen', async ({ page }) => {
  for (const [role, unknown, home] of [
    ['ADMISSIONS', '/office/admission/no-such-page', '/office/admission'],
    ['SCHOLARSHIPS', '/office/scholarship/no-such-page', '/office/scholarship'],
    ['FINANCIAL_AID', '/office/financial-aid/no-such-page', '/office/financial-aid'],
    ['FINANCE', '/office/payment/no-such-page', '/office/payment'],
  ] as const) {
    await signInAsStaff(page, role, unknown);
    await expect(page, unknown).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().clearCookies();
  }
});
