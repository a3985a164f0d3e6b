/**
 * An unsuccessful financial aid application, its one appeal of the year, and a final withdrawal, in a
 * real browser on a portal of this file's own (its own database) with a mail catcher. A second
 * applicant (a fresh e-mail account) gets a submitted admission application and a submitted
 * financial aid application through the API, as their pages would send them; the financial aid
 * officer records the outcome "unsuccessful" through the staff API. In the browser the applicant
 * appeals once, with a document; a second appeal is refused with the page's message, before and after
 * the officer decides the appeal (not upheld) in the console. The applicant then withdraws, with the
 * final confirmation, and is refused a new application for the year: a withdrawal is final.
 * Axe (WCAG 2.2 A/AA) on the appeal and withdrawal pages in English and 中文.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import type { Eligibility } from '../../shared/contracts/src/categories';
import { COMPLETE_ELIGIBILITY, COMPLETE_SECTIONS } from '../../shared/contracts/test/admission-complete-sample';
import { tabTo } from '../support/keyboard';
import { axeInBothLanguages } from '../support/languages';
import { signInStaffThroughApi, staffBrowser } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { registerEmailAccount, send, signInThroughApi, startApplicationThroughApi, submitAidApplicationThroughApi, submitApplicationThroughApi, type EmailAccount } from '../support/portal-api';
import { portalWithMail } from '../support/public-portal';

const FIXTURES = path.join(__dirname, '../fixtures');
const PORT = E2E_PORT + 73;
const server = portalWithMail(PORT);
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });

const ACCOUNT: EmailAccount = { email: 'aid.appellant@example.edu', password: 'Portal#Appeal2026', firstName: 'GOH', lastName: 'SHU FEN' };
const PDF = readFileSync(path.join(FIXTURES, 'identity-document.pdf'));
const APPEAL_SUBJECT = 'We have received your financial aid appeal';
const WITHDRAWN_SUBJECT = 'Your financial aid application has been withdrawn';

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** A fresh applicant with a submitted admission application and a submitted financial aid application (family of four); the page is signed in. */
async function submittedAidApplication(page: Page): Promise<{ id: string; reference: string; academicYear: string; admissionApplicationNumber: string }> {
  await page.goto('/login');
  await registerEmailAccount(page, server.mail, ACCOUNT);
  await signInThroughApi(page, ACCOUNT, 'ADM');
  const admissionApplicationNumber = await startApplicationThroughApi(page, 'MUSIC', COMPLETE_ELIGIBILITY as Eligibility, 'Appeal26');
  await submitApplicationThroughApi(page, admissionApplicationNumber, COMPLETE_SECTIONS, PDF);

  const { id, reference } = await submitAidApplicationThroughApi(page, admissionApplicationNumber);
  const { academicYear } = (await (await page.request.get(`/api/financial-aid/applications/${id}`)).json()) as { academicYear: string };
  return { id, reference, academicYear, admissionApplicationNumber };
}

/** The financial aid officer records the outcome "unsuccessful" through the staff API, in a browser context of their own. */
async function officerRecordsUnsuccessful(browser: Browser, id: string): Promise<void> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const officer = await context.newPage();
  await signInStaffThroughApi(officer.request, 'FINANCIAL_AID');
  await send(officer, 'POST', `/office/financial-aid/applications/${id}/unsuccessful`, { remarks: 'Per-capita income above the bursary bands.' }, 200);
  await context.close();
}

test('one appeal a year, not upheld; then a withdrawal, which is final', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const application = await submittedAidApplication(page);
  await officerRecordsUnsuccessful(browser, application.id);

  // The outcome on the progress page, opened from the status list.
  await page.goto('/applicant/financial-aid/status');
  await page.getByRole('link', { name: `View financial aid application ${application.reference}` }).click();
  await expect(h1(page, 'Your financial aid application')).toBeVisible();
  await expect(page.getByText('Unsuccessful', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /^Appeal or request a review/ }).click();

  // The appeal, with a supporting document.
  await expect(h1(page, 'Financial Aid Appeal / Request for Review')).toBeVisible();
  await axeInBothLanguages(page, '经济资助申诉／申请复核');
  await page.getByRole('radio', { name: /^Appeal against the outcome/ }).check();
  await page.getByLabel(/^Your reasons/).fill('My father was retrenched in March; our household income has fallen by half. His letter of termination is attached.');
  await page.getByLabel('What is this document?').selectOption('OTHER');
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'termination-letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByRole('link', { name: 'Download termination-letter.pdf' })).toBeVisible();
  await axeInBothLanguages(page, '经济资助申诉／申请复核');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Your appeal has been submitted.')).toBeVisible();
  await server.mail.next(ACCOUNT.email, APPEAL_SUBJECT, 0);

  // A second appeal is refused while the first is processed…
  await page.reload();
  await expect(page.getByText('You have already submitted an appeal or request for review this academic year, and it is being processed. Only one is allowed each academic year.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  await axeInBothLanguages(page, '经济资助申诉／申请复核');

  // …the officer does not uphold it, in the console…
  const office = await staffBrowser(browser, ORIGIN, 'FINANCIAL_AID', `/office/financial-aid/applications/${application.id}`);
  await expect(h1(office, `Financial aid application ${application.reference}`)).toBeVisible();
  await office.getByRole('link', { name: 'Decide this appeal' }).click();
  await office.getByRole('radio', { name: 'Not upheld: the earlier outcome stands' }).check();
  await office.getByLabel(/^Remarks/).fill('The retrenchment does not change the assessment for this year.');
  await office.getByRole('button', { name: 'Record the decision' }).click();
  await expect(office.getByText('The decision has been recorded and the applicant told.')).toBeVisible();
  await office.context().close();

  // …and after it is decided.
  await page.reload();
  await expect(page.getByText('You cannot submit another appeal as your current appeal has been processed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your financial aid application' }).click();
  await expect(page.getByText('Not upheld', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Appeal or request a review/ })).toHaveCount(0);

  // The withdrawal: refused without the final confirmation, then confirmed by keyboard.
  await page.getByRole('link', { name: 'Withdraw your financial aid application' }).click();
  await expect(h1(page, 'Withdraw your financial aid application')).toBeVisible();
  await expect(page.getByText('A withdrawal is final', { exact: true })).toBeVisible();
  await axeInBothLanguages(page, '撤回您的经济资助申请');
  await page.getByRole('button', { name: 'Withdraw my application' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link', { name: 'Confirm that you understand a withdrawal is final' })).toBeVisible();
  await axeInBothLanguages(page, '撤回您的经济资助申请');
  const confirm = page.getByRole('checkbox', { name: /^I understand that withdrawing is final/ });
  await tabTo(page, confirm);
  await page.keyboard.press('Space');
  await expect(confirm).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Withdraw my application' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your financial aid application has been withdrawn.')).toBeVisible();
  await axeInBothLanguages(page, '撤回您的经济资助申请');
  await server.mail.next(ACCOUNT.email, WITHDRAWN_SUBJECT, 0);

  // No new application for the year: the apply page says so, and the API refuses one.
  await page.goto('/applicant/financial-aid/apply');
  await expect(h1(page, 'Apply for financial aid')).toBeVisible();
  await expect(page.getByText(/A withdrawal is final: you cannot apply for financial aid again/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start financial aid application' })).toHaveCount(0);
  const refused = (await send(page, 'POST', '/financial-aid/applications', { admissionApplicationNumber: application.admissionApplicationNumber }, 409)) as { errors: Array<{ code: string }> };
  expect(refused.errors.map((error) => error.code)).toEqual(['AID_WITHDRAWN_NO_REAPPLY']);
});
