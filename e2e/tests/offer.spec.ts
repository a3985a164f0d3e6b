/**
 * The applicant's offer in a real browser, on a portal of this file's own (its own database): the
 * admissions officer records and releases an offer in the console (its own browser); the applicant
 * sees it on the dashboard, opens the outcome, fills the reply by keyboard alone, accepts with the
 * tuition grant (Accept Offer enabled only once every scheme is answered), confirms, and downloads the
 * offer letter. Axe (WCAG 2.2 A/AA) on the outcome and response screens in English and 中文.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { pdfPages } from '../support/pdf';
import { E2E_PORT } from '../support/ports';
import { portalOfThisFile } from '../support/private-portal';
import { signInAsStaff } from '../support/office';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 41;
const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

/** Two weeks from today, dd/mm/yyyy in Singapore: the offer's reply due date. */
const dueDate = (() => {
  const [year, month, day] = new Date(Date.now() + 8 * 3600_000 + 14 * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
})();

portalOfThisFile(PORT);

test('the admissions officer records an offer in the console and releases it; nothing shows before release', async ({ browser, page }) => {
  // The officer works in a browser of their own (a staff sign-in signs the browser's applicant out).
  const officeContext = await browser.newContext({ baseURL: BASE_URL });
  const office = await officeContext.newPage();
  await signInAsStaff(office, 'ADMISSIONS', `/office/admission?q=${DEMO_APPLICANT.applicationNumber}`);
  await office.getByRole('link', { name: `Open application ${DEMO_APPLICANT.applicationNumber} of ${DEMO_APPLICANT.name}` }).click();
  await office.getByRole('link', { name: 'Record or release the admission outcome' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Admission outcome' })).toBeVisible();
  await expectNoAxeViolations(office);
  await office.getByRole('radio', { name: 'Offer a place' }).check();
  await office.getByLabel('Programme offered').selectOption('BIZ');
  await office.getByLabel('Major offered').selectOption('FIN');
  await office.getByRole('checkbox', { name: 'Eligible for the government tuition grant' }).check();
  await office.getByRole('checkbox', { name: 'Residential College Programme' }).check();
  await office.getByRole('checkbox', { name: 'University Scholars Programme' }).check();
  await office.getByLabel('Reply due date').fill(dueDate);
  await office.getByRole('button', { name: 'Save outcome' }).click();
  await expect(office.getByText('Outcome saved. It is not visible to the applicant until you release it.')).toBeVisible();

  // Recorded but not released: the applicant sees no outcome.
  await signInWithPin(page);
  const before = await page.request.get(`/api/admission/applications/${DEMO_APPLICANT.applicationNumber}/outcome`);
  expect(await before.json()).toEqual({ outcome: null });

  await office.getByRole('button', { name: 'Release outcome to the applicant' }).click();
  await expect(office.getByText('Outcome released. The applicant has been e-mailed.')).toBeVisible();
  await officeContext.close();
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
