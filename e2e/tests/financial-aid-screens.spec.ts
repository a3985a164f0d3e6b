/**
 * The financial aid screens the two journeys (financial-aid.spec, financial-aid-appeal.spec) do not
 * pass through, on a portal of this file's own with a mail catcher: the office's year dates and aid
 * schemes (errors first, then saved), and the applicant's Financial Aid Application update and a
 * package rejected with its reasons (an "another reason" without comments refused first). Axe
 * (WCAG 2.2 A/AA) in English and 中文 on each, and the update form used by keyboard only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { COMPLETE_AID_ANSWERS } from '../../shared/contracts/test/financial-aid-samples';
import { tabTo } from '../support/keyboard';
import { axeInBothLanguages } from '../support/languages';
import { signInStaffThroughApi, staffBrowser } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { send, uploadThroughApi } from '../support/portal-api';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 74;
const server = portalWithMail(PORT);
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });

/** The demo applicant's address (api/src/db/seed.ts). */
const APPLICANT_EMAIL = 'demo.applicant@example.edu';
const PDF = readFileSync(path.join(__dirname, '../fixtures/identity-document.pdf'));
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** A date some days from today, as the office's date fields take it (dd/mm/yyyy). */
function dayFromToday(days: number): { typed: string; iso: string } {
  const at = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  const iso = at.toISOString().slice(0, 10);
  return { typed: iso.split('-').reverse().join('/'), iso };
}

test('the office sets a year’s dates and defines an aid scheme, errors first', async ({ browser }) => {
  const office = await staffBrowser(browser, ORIGIN, 'FINANCIAL_AID', '/office/financial-aid');
  await office.getByRole('link', { name: "The academic year's dates" }).click();
  await expect(h1(office, "The academic year's dates")).toBeVisible();
  const recommended = office.getByLabel('Recommended to apply by');
  const kept = await recommended.inputValue();
  await recommended.fill('01/01/2000');
  await office.getByRole('button', { name: 'Save the dates' }).click();
  const problems = office.getByRole('region', { name: 'There is a problem' });
  await expect(problems.getByRole('link', { name: 'The recommended date must be on or after the day applications open' })).toBeVisible();
  await axeInBothLanguages(office, '学年日期');
  await recommended.fill(kept);
  await office.getByRole('button', { name: 'Save the dates' }).click();
  await expect(office.getByText(/^The dates for \d{4}\/\d{4} have been saved\.$/)).toBeVisible();

  await office.goto('/office/financial-aid/schemes');
  await expect(h1(office, 'Aid schemes')).toBeVisible();
  await axeInBothLanguages(office, '资助计划');
  await office.getByRole('button', { name: 'Define a scheme' }).click();
  await expect(h1(office, 'Define an aid scheme')).toBeVisible();
  await office.getByRole('button', { name: 'Define the scheme' }).click();
  await expect(office.getByRole('region', { name: 'There is a problem' })).toBeVisible();
  await axeInBothLanguages(office, '资助计划');
  await office.getByLabel('Code', { exact: true }).fill('HARDSHIP_BURSARY');
  await office.getByLabel('Category', { exact: true }).selectOption({ label: 'Other bursary' });
  await office.getByLabel('Name in English').fill('Hardship Bursary');
  await office.getByLabel('Name in Chinese').fill('困难助学金');
  await office.getByRole('checkbox', { name: 'Singapore citizens' }).check();
  await office.getByLabel('Amount for the year (SGD)').fill('1500');
  await office.getByRole('button', { name: 'Define the scheme' }).click();
  await expect(office.getByText('Hardship Bursary has been defined.')).toBeVisible();
  await expect(office.getByRole('link', { name: 'Change Hardship Bursary' })).toBeVisible();
  await office.context().close();
});

/** The demo applicant's financial aid application, submitted through the API as its pages would; returns its id. */
async function submittedAidApplication(page: Page): Promise<string> {
  const { id } = (await send(page, 'POST', '/financial-aid/applications', { admissionApplicationNumber: DEMO_APPLICANT.applicationNumber }, 201)) as { id: string };
  const base = `/financial-aid/applications/${id}`;
  for (const [section, data] of Object.entries(COMPLETE_AID_ANSWERS)) await send(page, 'PUT', `${base}/sections/${section}`, { data, version: 0, complete: true }, 200);
  await uploadThroughApi(page, `${base}/documents`, { section: 'documents', documentType: 'INCOME_PROOF' }, { name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await send(page, 'POST', `${base}/submit`, {}, 200);
  return id;
}

/** The officer offers a bursary and a loan through the staff API, in a browser context of their own. */
async function officerOffersPackage(browser: Browser, id: string, academicYear: string): Promise<void> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const officer = await context.newPage();
  await signInStaffThroughApi(officer.request, 'FINANCIAL_AID');
  const schemes = (await (await officer.request.get(`/api/office/financial-aid/schemes?academicYear=${encodeURIComponent(academicYear)}`)).json()) as Array<{ id: string; code: string }>;
  const items = ['DONATED_BURSARY', 'TUITION_LOAN'].map((code) => ({ schemeId: schemes.find((scheme) => scheme.code === code)!.id }));
  await send(officer, 'POST', `/office/financial-aid/applications/${id}/package`, { items, replyDueOn: dayFromToday(14).iso, remarks: '' }, 200);
  await context.close();
}

test('an update of circumstances by keyboard, then the package rejected with its reasons', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInWithPin(page);
  const id = await submittedAidApplication(page);
  const { academicYear } = (await (await page.request.get(`/api/financial-aid/applications/${id}`)).json()) as { academicYear: string };
  await officerOffersPackage(browser, id, academicYear);

  // Financial Aid Application update, with a document, the form used by keyboard only.
  await page.goto(`/applicant/financial-aid/aid/${id}`);
  await page.getByRole('link', { name: 'Update your financial aid application' }).click();
  await expect(h1(page, 'Financial Aid Application update')).toBeVisible();
  await axeInBothLanguages(page, '经济资助申请更新');
  await page.getByLabel('What is this document?').selectOption('INCOME_PROOF');
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'new-payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByText('new-payslip.pdf has been uploaded.')).toBeVisible();
  const income = page.getByRole('checkbox', { name: 'Household income' });
  await tabTo(page, income);
  await page.keyboard.press('Space');
  await expect(income).toBeChecked();
  await tabTo(page, page.getByLabel(/^Describe the changes/));
  await page.keyboard.type('My mother started part-time work in May; the payslip is attached.');
  await tabTo(page, page.getByRole('button', { name: 'Submit update' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your Financial Aid Application update has been submitted. We have sent you a confirmation e-mail.')).toBeVisible();
  await server.mail.next(APPLICANT_EMAIL, 'We have received your financial aid application update', 0);
  await axeInBothLanguages(page, '经济资助申请更新');

  // The package, rejected: "another reason" needs comments.
  await page.goto(`/applicant/financial-aid/aid/${id}/package`);
  await expect(h1(page, 'Financial aid package')).toBeVisible();
  await page.getByRole('radio', { name: 'Reject the package' }).check();
  await page.getByRole('checkbox', { name: 'Another reason' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible();
  await axeInBothLanguages(page, '经济资助配套');
  await page.getByLabel(/^Additional comments/).fill('My family has decided I will study part-time and work.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your reply' })).toBeVisible();
  await axeInBothLanguages(page, '经济资助配套');
  await page.getByRole('button', { name: 'Confirm my reply' }).click();
  await expect(page.getByText('You have rejected your financial aid package. We have sent you a confirmation e-mail.')).toBeVisible();
  await server.mail.next(APPLICANT_EMAIL, 'You have rejected your financial aid package', 0);
  await expect(page.getByRole('alert', { name: 'Offer rejected' })).toContainText(/Your reply of .+ is final\./);
});
