/**
 * The applicant's offer in a real browser, on a portal of this file's own (its own database): the
 * admissions officer records and releases an offer through the staff API (test setup); the applicant
 * sees it on the dashboard, opens the outcome, fills the reply by keyboard alone, accepts with the
 * tuition grant (Accept Offer enabled only once every scheme is answered), confirms, and downloads the
 * offer letter. Axe (WCAG 2.2 A/AA) on the outcome and response screens in English and 中文.
 * The console screens (/office/admission/…) need the shell's staff sign-in, which lands on main
 * separately: their journey is left to the cross-app suite.
 */
import { readFile } from 'node:fs/promises';
import { expect, request, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { pdfPages } from '../support/pdf';
import { E2E_PORT } from '../support/ports';
import { PrivatePortal } from '../support/private-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 41;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OFFICER = { email: 'admissions.officer@example.edu', password: 'Office#Admissions2026' };
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

/** Two weeks from today, dd/mm/yyyy in Singapore: the offer's reply due date. */
const dueDate = (() => {
  const [year, month, day] = new Date(Date.now() + 8 * 3600_000 + 14 * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
})();

let portal: PrivatePortal;
test.beforeAll(async () => {
  portal = new PrivatePortal(PORT, { PUBLIC_URL: BASE_URL });
  await portal.start();
  // The officer records and releases the offer through the staff API, in a context of its own
  // (a staff sign-in in the applicant's browser would sign the applicant out).
  const office = await request.newContext({ baseURL: BASE_URL });
  const xsrf = async (context: APIRequestContext) => {
    const cookie = (await context.storageState()).cookies.find((entry) => entry.name.endsWith('XSRF-TOKEN'));
    return { 'x-xsrf-token': decodeURIComponent(cookie!.value) };
  };
  await office.get('/api/auth/session');
  const signedIn = await office.post('/api/office/auth/login', { data: OFFICER, headers: await xsrf(office) });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const outcome = `/api/office/admission/applications/${DEMO_APPLICANT.applicationNumber}/outcome`;
  const recorded = await office.put(outcome, {
    data: { decision: 'OFFERED', programme: 'BIZ', major: 'FIN', tuitionGrantEligible: true, schemes: ['RESIDENTIAL_COLLEGE', 'UNIVERSITY_SCHOLARS'], replyDueDate: dueDate },
    headers: await xsrf(office),
  });
  expect(recorded.status(), await recorded.text()).toBe(200);
  const released = await office.post(`${outcome}/release`, { headers: await xsrf(office) });
  expect((await released.json()).result).toBe('RELEASED');
  await office.dispose();
});
test.afterAll(async () => {
  await portal?.stop();
});

const languageSwitch = (page: Page, name: 'English' | '中文') =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).or(page.getByRole('banner').getByRole('button', { name, exact: true }));

async function inChineseToo(page: Page) {
  await languageSwitch(page, '中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u4e00-\u9fff]/);
  await expectNoAxeViolations(page);
  await languageSwitch(page, 'English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
}

/** Presses Tab until the element has focus (at most 40 times): reachable by keyboard, in page order. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40 && !(await target.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

const outcomePath = `/applicant/admission/applications/${DEMO_APPLICANT.applicationNumber}/outcome`;

test('the outcome and the response screens pass axe in English and 中文, and the reply can be filled by keyboard alone', async ({ page }) => {
  await signInWithPin(page);
  await page.goto(outcomePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Admission outcome' })).toBeVisible();
  await expect(page.getByText('Business Administration')).toBeVisible();
  await expectNoAxeViolations(page);
  await inChineseToo(page);

  await page.getByRole('link', { name: 'Reply to your offer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offer response decision' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard alone: Tab into each radio group, Space or the arrow keys to choose.
  const firstReply = page.getByRole('radio', { name: 'Accept the offer with the tuition grant' });
  await tabTo(page, firstReply);
  await page.keyboard.press('Space');
  await expect(firstReply).toBeChecked();
  const accept = page.getByRole('button', { name: 'Accept Offer' });
  await expect(accept).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radiogroup', { name: /Residential College Programme/ }).getByRole('radio', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radiogroup', { name: /University Scholars Programme/ }).getByRole('radio', { name: 'Reject' })).toBeChecked();
  await expect(accept).toBeEnabled();
  // Accept Offer with the other-AU decision unanswered: the spec's message, in the error summary.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Other Autonomous University offer decision is required' })).toBeVisible();
  await expectNoAxeViolations(page);
  await inChineseToo(page);

  await summary.getByRole('link', { name: 'Other Autonomous University offer decision is required' }).press('Enter');
  await expect(page.getByRole('radio', { name: 'I have accepted an offer from another autonomous university' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'I have no offer from another autonomous university' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your reply' })).toBeFocused();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Confirm my reply' }));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // Change: back on the form with the answers kept.
  await expect(page.getByRole('radio', { name: 'I have no offer from another autonomous university' })).toBeChecked();
});

test('the applicant sees the offer on the dashboard, accepts it with the tuition grant and downloads the offer letter', async ({ page }) => {
  await signInWithPin(page);
  const item = page.getByRole('link', { name: 'Reply to your offer' });
  await expect(item).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: item }).getByText(`Due by ${dueDate}`)).toBeVisible();
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admission outcome' })).toBeVisible();
  await expect(page.getByText(`${dueDate}, 23:59 Singapore time`)).toBeVisible();
  await page.getByRole('link', { name: 'Reply to your offer' }).click();

  await page.getByRole('radio', { name: 'Accept the offer with the tuition grant' }).check();
  const accept = page.getByRole('button', { name: 'Accept Offer' });
  await expect(accept).toBeDisabled();
  await page.getByRole('radiogroup', { name: /Residential College Programme/ }).getByRole('radio', { name: 'Accept' }).check();
  await expect(accept).toBeDisabled();
  await page.getByRole('radiogroup', { name: /University Scholars Programme/ }).getByRole('radio', { name: 'Reject' }).check();
  await page.getByRole('radio', { name: 'I have no offer from another autonomous university' }).check();
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(page.getByRole('heading', { name: 'Check your reply' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my reply' }).click();
  await expect(page.getByRole('heading', { name: 'You have accepted the offer' })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download your offer letter (PDF)' }).click();
  const letter = await download;
  expect(letter.suggestedFilename()).toBe(`offer-letter-${DEMO_APPLICANT.applicationNumber}-en-GB.pdf`);
  const bytes = await readFile(await letter.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = (await pdfPages(bytes)).join('\n');
  expect(text).toContain('Business Administration');
  expect(text).toContain(DEMO_APPLICANT.name);
  expect(text).toContain('Accepted with the tuition grant');

  // The reply is final: the outcome says so, and the dashboard no longer asks for it.
  await page.goto(outcomePath);
  await expect(page.getByText('You have replied to this offer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply to your offer' })).toHaveCount(0);
  await page.goto('/applicant');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_APPLICANT.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply to your offer' })).toHaveCount(0);
});
