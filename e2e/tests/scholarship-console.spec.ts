/**
 * The Scholarships Office's console in a real browser, on a portal of this file's own (its own
 * database: the demo applicant's one scholarship application a year is this test's). The demo
 * applicant's scholarship application is made and submitted through the API; the scholarships
 * officer signs in at /office, defines a scholarship by keyboard (the error summary first), finds
 * the application by its reference, reads it, records an offer and releases it in a batch. An
 * admissions officer is refused the console. Axe (WCAG 2.2 A/AA) on every console screen in English and 中文.
 */
import { expect, test, type Page } from '../support/test';
import { displayDay, singaporeDayFromToday } from '../support/dates';
import { tabTo } from '../support/keyboard';
import { axeInBothLanguages } from '../support/languages';
import { signInAsStaff } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { submitScholarshipThroughApi } from '../support/portal-api';
import { portalOfThisFile } from '../support/private-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 69;
const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL });

portalOfThisFile(PORT);

/** The demo applicant's scholarship application, complete and submitted as her pages would send it; returns its reference. */
async function submittedScholarshipApplication(page: Page): Promise<string> {
  await signInWithPin(page);
  return submitScholarshipThroughApi(page, DEMO_APPLICANT.applicationNumber);
}

test('the scholarships officer defines a scholarship, finds a submitted application, and records and releases an offer in a batch', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const applicant = await browser.newContext({ baseURL: BASE_URL });
  const reference = await submittedScholarshipApplication(await applicant.newPage());
  await applicant.close();

  await signInAsStaff(page, 'SCHOLARSHIPS');
  await expect(page.getByRole('link', { name: /^Scholarships console: scholarships, applications/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Office menu' }).getByRole('link', { name: 'Scholarships console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship applications' })).toBeVisible();
  await axeInBothLanguages(page, '奖学金申请');

  // Scholarships: the list, then a new one by keyboard.
  await page.getByRole('link', { name: 'Scholarships: define and change them' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarships' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Change Science and Technology Scholarship/ }).first()).toBeVisible();
  await axeInBothLanguages(page, '奖学金');
  await page.getByRole('link', { name: 'Define a scholarship' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Define a scholarship' })).toBeVisible();
  await axeInBothLanguages(page, '设置奖学金');

  const form = page.getByRole('form', { name: 'Define a scholarship' });
  await tabTo(page, form.getByLabel(/^Academic year/));
  await page.keyboard.type('2027/2028');
  await page.keyboard.press('Enter');
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Choose at least one citizenship that may apply' })).toBeVisible();
  await expect(form.getByLabel(/^Code/)).toHaveAccessibleDescription(/Enter a code for the scholarship/);
  await axeInBothLanguages(page, '设置奖学金');

  // From the summary's link to the field, then field by field with Tab.
  await summary.getByRole('link', { name: 'Enter a code for the scholarship' }).press('Enter');
  await expect(form.getByLabel(/^Code/)).toBeFocused();
  await page.keyboard.type('E2E_ARTS');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Arts Excellence Scholarship');
  await page.keyboard.press('Tab');
  await page.keyboard.type('艺术卓越奖学金');
  await page.keyboard.press('Tab');
  await page.keyboard.type('For artists of promise.');
  await tabTo(page, form.getByLabel(/^Bond \(years\)/));
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3000.00');
  await page.keyboard.press('Tab');
  await page.keyboard.type('50');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Singapore citizens')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form.getByLabel('Singapore citizens')).toBeChecked();
  const opens = form.getByRole('group', { name: /Applications open/ });
  await tabTo(page, opens.getByLabel(/^Date/));
  await page.keyboard.type('01/02/2027');
  await page.keyboard.press('Tab');
  await page.keyboard.type('09:00');
  await page.keyboard.press('Tab');
  await page.keyboard.type('31/05/2027');
  await page.keyboard.press('Tab');
  await page.keyboard.type('23:59');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Define the scholarship' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Arts Excellence Scholarship has been defined.')).toBeVisible();
  await expect(page).toHaveURL(/\/office\/scholarship\/scholarships\?academicYear=2027%2F2028/);
  await page.getByRole('link', { name: 'Change Arts Excellence Scholarship (2027/2028)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change a scholarship' })).toBeVisible();
  await expect(page.getByText(/Scholarship defined: open from 01\/02\/2027/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('RAHIM BIN ISMAIL')).toBeVisible();
  await axeInBothLanguages(page, '修改奖学金');

  // Applications: found by its reference, read as submitted.
  await page.goto(`/office/scholarship?q=${reference}`);
  await page.getByRole('link', { name: `Open scholarship application ${reference} of ${DEMO_APPLICANT.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Scholarship application ${reference}` })).toBeVisible();
  const answers = page.getByRole('region', { name: 'Answers as submitted' });
  await expect(answers.getByText('Science and Technology Scholarship')).toBeVisible();
  await expect(answers.getByText('Badminton', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download badminton.pdf' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Outcome and award' }).getByText('No outcome recorded yet')).toBeVisible();
  await axeInBothLanguages(page, `奖学金申请 ${reference}`);

  // The outcome: an offer, checked before it is sent, then saved.
  await page.getByRole('link', { name: 'Record or release the outcome' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship outcome' })).toBeVisible();
  await page.getByRole('radio', { name: 'Offer a scholarship' }).check();
  await page.getByRole('button', { name: 'Save the outcome' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible();
  await axeInBothLanguages(page, '奖学金评审结果');
  await page.getByLabel(/^Scholarship to offer/).selectOption({ label: 'Science and Technology Scholarship (SCIENCE_TECH)' });
  await page.getByLabel(/^Reply due date/).fill(displayDay(singaporeDayFromToday(30)));
  await page.getByRole('button', { name: 'Save the outcome' }).click();
  await expect(page.getByText(/The outcome has been saved/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Release the outcome' })).toBeVisible();

  // Released in a batch, with the result for the application.
  await page.goto('/office/scholarship/outcomes/release');
  await expect(page.getByRole('heading', { level: 1, name: 'Release scholarship outcomes' })).toBeVisible();
  await axeInBothLanguages(page, '公布奖学金评审结果');
  await page.getByLabel(`Release the outcome of ${reference}, ${DEMO_APPLICANT.name}`).check();
  await page.getByRole('button', { name: 'Release the selected outcomes' }).click();
  await expect(page.getByRole('alert', { name: 'Outcomes released' })).toContainText(`${reference}: released`);
  await expect(page.getByText('Every recorded outcome has been released.')).toBeVisible();

  await page.goto(`/office/scholarship?q=${reference}`);
  await page.getByRole('link', { name: `Open scholarship application ${reference} of ${DEMO_APPLICANT.name}` }).click();
  const award = page.getByRole('region', { name: 'Outcome and award' });
  await expect(award.getByText('Scholarship offered', { exact: true }).first()).toBeVisible();
  await expect(award.getByText('Awaiting reply')).toBeVisible();
  await expect(page.getByText('Offer of the Science and Technology Scholarship released to the applicant')).toBeVisible();
});

test('an admissions officer is refused the scholarships console and its API', async ({ page }) => {
  await signInAsStaff(page, 'ADMISSIONS', '/office/scholarship');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
  const refused = await page.request.get('/api/office/scholarship/applications');
  expect(refused.status()).toBe(403);
});
