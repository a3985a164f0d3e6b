/**
 * After submission, in a real browser on a portal of this file's own: an admissions officer opens the
 * results update window (through the API) and the applicant updates the actual exam results on the
 * page, in English and 中文, with axe on each state; the final GPA and enrolment screens show why
 * they are not open for this application (a music applicant without an accepted offer), with axe
 * in both languages. The offers branch's journeys (accept an offer, then confirm enrolment) are the
 * lead's cross-app suite; the console screens' sign-in lands on main later.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { COMPLETE_ELIGIBILITY, COMPLETE_SECTIONS } from '../../shared/contracts/test/admission-complete-sample';
import type { Eligibility } from '../../shared/contracts/src/categories';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaffThroughApi } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { registerEmailAccount, saveSectionThroughApi, send, signInThroughApi, startApplicationThroughApi, uploadThroughApi, type EmailAccount } from '../support/portal-api';
import { portalWithMail } from '../support/public-portal';

const PORT = E2E_PORT + 45;
const server = portalWithMail(PORT);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

const ACCOUNT: EmailAccount = { email: 'rns.applicant@example.edu', password: 'Portal#Enrol2026', firstName: 'LEE', lastName: 'JUN WEI' };
const FIXTURES = path.join(__dirname, '../fixtures');

const languageSwitch = (page: Page, name: 'English' | '中文') =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).or(page.getByRole('banner').getByRole('button', { name, exact: true }));

async function switchTo(page: Page, language: 'English' | '中文') {
  await languageSwitch(page, language).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === '中文' ? 'zh-Hans' : 'en-GB');
}

let applicationNumber = '';

/** A submitted music application of a fresh e-mail account, set up through the API; the page is signed in. */
async function submittedApplication(page: Page): Promise<string> {
  await page.goto('/login');
  await registerEmailAccount(page, server.mail, ACCOUNT);
  await signInThroughApi(page, ACCOUNT, 'ADM');
  const number = await startApplicationThroughApi(page, 'MUSIC', COMPLETE_ELIGIBILITY as Eligibility, 'Enrol026');
  const form = (await (await page.request.get(`/api/admission/applications/${number}/form`)).json()) as { sections: Array<{ id: string }> };
  for (const { id } of form.sections) {
    if (id === 'applyAs' || id === 'documents') continue;
    await saveSectionThroughApi(page, number, id, COMPLETE_SECTIONS[id], true);
  }
  const pdf = await readFile(path.join(FIXTURES, 'identity-document.pdf'));
  await uploadThroughApi(page, `/admission/applications/${number}/documents`, { section: 'documents', documentType: 'IDENTITY_NRIC' }, { name: 'nric.pdf', mimeType: 'application/pdf', buffer: pdf });
  await send(page, 'POST', `/admission/applications/${number}/submit`, {}, 200);
  return number;
}

/** The officer, in a browser of their own, opens or closes the window through the console's API. */
async function setResultsWindow(browser: Browser, number: string, open: boolean) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const officer = await context.newPage();
  await signInStaffThroughApi(officer.request, 'ADMISSIONS');
  await send(officer, 'PUT', `/office/admission/applications/${number}/results-window`, { open, closesOn: '' }, 200);
  await context.close();
}

test('the results screen says the window is closed until the office opens it, in English and 中文', async ({ page }) => {
  applicationNumber = await submittedApplication(page);
  await page.goto(`/applicant/admission/applications/${applicationNumber}/actual-results`);
  await expect(page.getByRole('heading', { level: 1, name: /Update Actual Exam Result/ })).toBeVisible();
  await expect(page.getByText(/Updating actual exam results is closed for this application/)).toBeVisible();
  await expectNoAxeViolations(page);
  await switchTo(page, '中文');
  await expect(page.getByText(/此申请目前不能更新实际考试成绩/)).toBeVisible();
  await expectNoAxeViolations(page);
  await switchTo(page, 'English');
});

test('once opened, the applicant updates the actual results on the page: the A-Level rule, then "Results updated" and the e-mail', async ({ page, browser }) => {
  await setResultsWindow(browser, applicationNumber, true);
  await signInThroughApi(page, ACCOUNT, 'ADM');
  await page.goto('/applicant');
  await expect(page.getByRole('link', { name: 'Update your actual exam results' })).toBeVisible();
  await page.getByRole('link', { name: 'Update your actual exam results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Update Actual Exam Result/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Physics and chemistry at H1: mathematics alone at H2 is one main subject too few. A new level has
  // its own grades, so the grade is chosen again.
  const level = async (n: number, to: string, grade: string) => {
    const subject = page.getByRole('group', { name: `Subject ${n}` });
    await subject.getByRole('combobox', { name: /Level/ }).selectOption(to);
    await subject.getByRole('combobox', { name: /Grade/ }).selectOption(grade);
  };
  await level(3, 'H1', 'A');
  await level(4, 'H1', 'A');
  await page.getByRole('button', { name: 'Update results' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toContainText('A-Level results need at least 4 subjects, with at least 2 at H2 or A level');
  await expectNoAxeViolations(page);

  await level(4, 'H2', 'A');
  await page.getByRole('button', { name: 'Update results' }).click();
  await expect(page.getByText('Results updated')).toBeVisible();
  await server.mail.next(ACCOUNT.email, 'Your actual exam results have been updated', 0);
  await switchTo(page, '中文');
  await expect(page.getByText('成绩已更新')).toBeVisible();
  await expectNoAxeViolations(page);
  await switchTo(page, 'English');
});

test('the final GPA and enrolment screens say why they are not open for this application, in English and 中文', async ({ page }) => {
  await signInThroughApi(page, ACCOUNT, 'ADM');
  await page.goto(`/applicant/admission/applications/${applicationNumber}/final-gpa`);
  // The first page after signing in loads the shell and the remote (slow on a busy machine).
  await expect(page.getByText('A final cumulative GPA is not asked for this application.')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.goto(`/applicant/admission/applications/${applicationNumber}/enrolment`);
  await expect(page.getByText('Confirmation of enrolment opens after you have accepted an offer of admission.')).toBeVisible();
  await expectNoAxeViolations(page);
  await switchTo(page, '中文');
  await expect(page.getByText('您接受录取后，方可确认入学。')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/applicant/admission/applications/${applicationNumber}/final-gpa`);
  await expect(page.getByText('此申请无须提交最终累积平均绩点（CGPA）。')).toBeVisible();
  await expectNoAxeViolations(page);
  await switchTo(page, 'English');
});
