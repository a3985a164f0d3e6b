/**
 * The results window, the final GPA and the confirmation of enrolment, console and applicant, in a
 * real browser on a portal of this file's own (its own database and a mail catcher). Two
 * applications are submitted through the API as their pages would send them: a music one (school
 * results: the actual-results window) and a polytechnic one (a GPA category: the final GPA; then an
 * offer, accepted: the confirmation of enrolment).
 * - The officer opens the actual-results window for one application with a closing day (a past day
 *   refused) → the applicant's e-mail, dashboard item and page; then closes it for a list at once
 *   (an unknown number named and nothing changed) → the applicant's page says closed.
 * - The applicant submits the final cumulative GPA: the range rule and the missing document, by the
 *   field and in the error summary, then the document and a valid GPA → the officer's GPA screen.
 * - The applicant confirms enrolment, sections one to five, deferring → the letter's promised date;
 *   the officer's enrolment screen shows the decision and that date.
 * Axe (WCAG 2.2 A/AA) on every console screen, and on the applicant's, in English and 中文.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { addWorkingDays, singaporeDate } from '../../shared/contracts/src/singapore-calendar';
import type { Eligibility } from '../../shared/contracts/src/categories';
import { LETTER_WORKING_DAYS } from '../../shared/contracts/src/schemas/admission/enrolment';
import { COMPLETE_ELIGIBILITY, COMPLETE_SECTIONS } from '../../shared/contracts/test/admission-complete-sample';
import { SAMPLE_EMPLOYMENT } from '../../shared/contracts/test/admission-summary-sample';
import { axeInBothLanguages, expectNoAxeViolations } from '../support/axe';
import { displayDay, singaporeDayFromToday } from '../support/dates';
import { dashboardItem } from '../support/dashboard';
import { officerOnApplication, staffBrowser } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { registerEmailAccount, send, signInThroughApi, startApplicationThroughApi, submitApplicationThroughApi, type EmailAccount } from '../support/portal-api';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT } from '../support/sign-in';

const PORT = E2E_PORT + 63;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const server = portalWithMail(PORT);
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

const FIXTURES = path.join(__dirname, '../fixtures');
const MUSIC: EmailAccount = { email: 'results.window@example.edu', password: 'Harbour#Lantern2026', firstName: 'MEI LING', lastName: 'TAN' };
const POLYTECHNIC: EmailAccount = { email: 'final.gpa@example.edu', password: 'Orchid#Compass2026', firstName: 'WEI MING', lastName: 'ONG' };

/** A polytechnic graduate who has worked since: the music sample's answers with a diploma, a job and no audition. */
const POLYTECHNIC_SECTIONS: Record<string, unknown> = {
  ...COMPLETE_SECTIONS,
  personalParticulars: { ...COMPLETE_SECTIONS.personalParticulars, salutation: 'MR', fullName: 'ONG WEI MING', gender: 'MALE', identityNumber: 'S7654321F', email: POLYTECHNIC.email },
  choiceOfStudy: { choices: [{ programme: 'CS', major: '' }, { programme: 'BIZ', major: 'FIN' }] },
  education: {
    records: [
      {
        id: 'poly-record-0001',
        institution: 'Ngee Ann Polytechnic',
        country: 'SG',
        qualification: 'POLYTECHNIC',
        status: 'GRADUATED',
        from: '04/2019',
        to: '03/2022',
        gpa: '3.62',
        gpaScale: '4.0',
        finalGpa: '',
        resultType: '',
        examDate: '',
      },
    ],
    englishTest: { type: 'NONE', reference: '', name: '', score: '', date: '' },
    studentHere: false,
    studentId: '',
  },
  employment: SAMPLE_EMPLOYMENT,
};

const numbers = { music: '', polytechnic: '' };

/** Registers the account and submits an application of this category through the API, in a browser of its own. */
async function submittedApplication(browser: Browser, account: EmailAccount, category: 'MUSIC' | 'POLYTECHNIC', sections: Record<string, unknown>): Promise<string> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto('/login');
  await registerEmailAccount(page, server.mail, account);
  await signInThroughApi(page, account, 'ADM');
  const number = await startApplicationThroughApi(page, category, COMPLETE_ELIGIBILITY as Eligibility, 'Result26');
  await submitApplicationThroughApi(page, number, sections, await readFile(path.join(FIXTURES, 'identity-document.pdf')));
  await context.close();
  return number;
}

test.beforeAll(async ({ browser }) => {
  // Two accounts and two complete applications, section by section: more than one screen's budget.
  test.setTimeout(120_000);
  numbers.music = await submittedApplication(browser, MUSIC, 'MUSIC', COMPLETE_SECTIONS);
  numbers.polytechnic = await submittedApplication(browser, POLYTECHNIC, 'POLYTECHNIC', POLYTECHNIC_SECTIONS);
});

/** The applicant signed in on the dashboard. */
async function applicantDashboard(page: Page, account: EmailAccount): Promise<void> {
  await signInThroughApi(page, account, 'ADM');
  await page.goto('/applicant');
  await expect(page.getByRole('heading', { level: 2, name: 'Things to do' })).toBeVisible();
}

test.describe('Update actual exam results: the window', () => {
  const closesOn = singaporeDayFromToday(14);

  test('the officer opens the window for one application with a closing day; a past day is refused', async ({ browser }) => {
    const office = await officerOnApplication(browser, BASE_URL, numbers.music, 'TAN MEI LING');
    await office.getByRole('link', { name: 'Actual exam results' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Actual exam results' })).toBeVisible();
    await expect(office.getByText('Closed: the applicant cannot update results.')).toBeVisible();
    await expect(office.getByText('The applicant has not updated the results.')).toBeVisible();
    await axeInBothLanguages(office, '实际考试成绩', 'Actual exam results');

    const closing = office.getByRole('textbox', { name: 'Closing date (optional)' });
    await closing.fill(singaporeDayFromToday(-1));
    await office.getByRole('button', { name: 'Open the window' }).click();
    const summary = office.getByRole('region', { name: 'There is a problem' });
    await expect(summary.getByRole('link', { name: 'The closing date must be today or later' })).toHaveAttribute('href', '#closesOn');
    await expect(office.locator('#closesOn-error')).toHaveText('Error: The closing date must be today or later');
    await expectNoAxeViolations(office);

    await closing.fill(closesOn);
    await office.getByRole('button', { name: 'Open the window' }).click();
    await expect(office.getByText('The results update window has been changed.')).toBeVisible();
    await expect(office.getByText(`Open: the applicant can update actual results. Open until ${closesOn}.`)).toBeVisible();
    await axeInBothLanguages(office, '实际考试成绩', 'Actual exam results');
    await office.context().close();
  });

  test('the applicant is e-mailed, and the dashboard leads to the results page, open until the closing day', async ({ page }) => {
    expect((await server.mail.next(MUSIC.email, 'You can now update your actual exam results', 0)).text).toContain(numbers.music);
    await applicantDashboard(page, MUSIC);
    const item = dashboardItem(page, 'Update your actual exam results');
    await expect(item.getByText(`Due by ${closesOn}`)).toBeVisible();
    await item.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Actual Exam Result' })).toBeVisible();
    await expect(page.getByText(`You can update your results until ${closesOn}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update results' })).toBeVisible();
  });

  test('the officer closes the window for a list of applications at once; an unknown number is named and changes nothing', async ({ browser, page }) => {
    const office = await staffBrowser(browser, BASE_URL, 'ADMISSIONS', '/office/admission');
    await office.getByRole('link', { name: 'Results update window for several applications' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Results update window for several applications' })).toBeVisible();
    await axeInBothLanguages(office, '为多份申请开放或关闭成绩更新', 'Results update window for several applications');

    const list = office.getByRole('textbox', { name: 'Application numbers' });
    await list.fill(`${numbers.music}\n29999999`);
    await office.getByRole('button', { name: 'Close the window' }).click();
    const unknown = 'There is no submitted application with these numbers: 29999999';
    await expect(office.getByRole('region', { name: 'There is a problem' }).getByRole('link', { name: unknown })).toHaveAttribute('href', '#numbers');
    await expect(office.locator('#numbers-error')).toHaveText(`Error: ${unknown}`);
    await expectNoAxeViolations(office);
    // Nothing changed: still open for the applicant.
    await applicantDashboard(page, MUSIC);
    await expect(dashboardItem(page, 'Update your actual exam results')).toBeVisible();

    await list.fill(`${numbers.music}, ${DEMO_APPLICANT.applicationNumber}`);
    await office.getByRole('button', { name: 'Close the window' }).click();
    await expect(office.getByText('The window has been changed for 2 applications.')).toBeVisible();
    await axeInBothLanguages(office, '为多份申请开放或关闭成绩更新', 'Results update window for several applications');
    await office.context().close();

    await server.mail.next(MUSIC.email, 'Updating your actual exam results has closed', 0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Things to do' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Update your actual exam results' })).toHaveCount(0);
    await page.goto(`/applicant/admission/applications/${numbers.music}/actual-results`);
    await expect(page.getByText('Updating actual exam results is closed for this application. The Office of Admissions will tell you when you can update them.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update results' })).toHaveCount(0);
  });
});

test.describe('Final cumulative GPA', () => {
  test('the applicant submits the final GPA: the range rule and the missing document first, by the field and in the summary', async ({ page }) => {
    await applicantDashboard(page, POLYTECHNIC);
    await dashboardItem(page, 'Submit your final cumulative GPA result').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Submit final cumulative GPA result' })).toBeVisible();
    await axeInBothLanguages(page, '提交最终累积平均绩点（CGPA）成绩', 'Submit final cumulative GPA result');

    const gpa = page.getByRole('textbox', { name: 'Final cumulative GPA' });
    await gpa.fill('4.5');
    await page.getByRole('button', { name: 'Submit final cumulative GPA' }).click();
    const range = 'Enter a final cumulative GPA from 0.0001 to 4.0000, or 0 if you have none';
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Upload your final results document' })).toHaveAttribute('href', '#file');
    await expect(summary.getByRole('link', { name: range })).toHaveAttribute('href', '#gpa');
    await expect(page.locator('#gpa-error')).toHaveText(`Error: ${range}`);
    await expectNoAxeViolations(page);

    const upload = page.getByRole('form', { name: 'Upload a document' });
    await upload.getByLabel('What is this document?').selectOption({ label: 'Final results document' });
    await upload.getByLabel('File', { exact: true }).setInputFiles({ name: 'final-results.pdf', mimeType: 'application/pdf', buffer: await readFile(path.join(FIXTURES, 'identity-document.pdf')) });
    await upload.getByRole('button', { name: 'Upload file' }).click();
    await expect(page.getByRole('link', { name: /final-results\.pdf/ })).toBeVisible();
    await gpa.fill('3.4567');
    await page.getByRole('button', { name: 'Submit final cumulative GPA' }).click();
    await expect(page.getByRole('heading', { name: 'Final cumulative GPA submitted' })).toBeVisible();
    await expect(page.getByText('3.4567', { exact: true })).toBeVisible();
    expect((await server.mail.next(POLYTECHNIC.email, 'Your final cumulative GPA result has been submitted', 0)).text).toContain('3.4567');
    await axeInBothLanguages(page, '提交最终累积平均绩点（CGPA）成绩', 'Submit final cumulative GPA result');
  });

  test("the officer's final GPA screen shows the GPA and the document, in English and 中文", async ({ browser }) => {
    const office = await officerOnApplication(browser, BASE_URL, numbers.polytechnic, 'ONG WEI MING');
    await office.getByRole('link', { name: 'Final cumulative GPA' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Final cumulative GPA' })).toBeVisible();
    await expect(office.getByText('3.4567', { exact: true })).toBeVisible();
    await expect(office.getByRole('link', { name: 'final-results.pdf' })).toBeVisible();
    await axeInBothLanguages(office, '最终累积平均绩点', 'Final cumulative GPA');
    await office.context().close();
  });
});

test.describe('RNS Confirmation of Enrolment', () => {
  const letterDue = addWorkingDays(singaporeDate(new Date()), LETTER_WORKING_DAYS);
  const longDay = (isoDay: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

  test('after an accepted offer the applicant confirms enrolment, sections one to five, deferring: the letter is promised with its date', async ({ browser, page }) => {
    // Five sections and four axe runs on two shared cores.
    test.slow();
    // An offer released (staff API) and accepted (applicant API): the offer's own screens are offer.spec's.
    const office = await staffBrowser(browser, BASE_URL, 'ADMISSIONS', '/office/admission');
    const outcome = `/office/admission/applications/${numbers.polytechnic}/outcome`;
    await send(office, 'PUT', outcome, { decision: 'OFFERED', programme: 'CS', major: '', tuitionGrantEligible: false, schemes: [], replyDueDate: singaporeDayFromToday(14) }, 200);
    await send(office, 'POST', `${outcome}/release`, {}, 200);
    await office.context().close();
    await applicantDashboard(page, POLYTECHNIC);
    await send(page, 'POST', `/admission/applications/${numbers.polytechnic}/offer-response`, { reply: 'ACCEPT', schemes: {}, otherUniversityOffer: 'NO_OTHER_OFFER' }, 200);

    await page.reload();
    await dashboardItem(page, 'Confirm your enrolment').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'RNS Confirmation of Enrolment' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Enrolment commencing 4 August \d{4}$/ })).toBeVisible();
    await expect(page.getByText(`if you submit today, by ${longDay(letterDue)}.`, { exact: false })).toBeVisible();
    await expect(page.getByText('Computer Science', { exact: true })).toBeVisible();
    await axeInBothLanguages(page, '服役后回校国民服役人员（RNS）入学确认', 'RNS Confirmation of Enrolment');

    const saveAndContinue = page.getByRole('button', { name: 'Save and continue' });
    await page.getByRole('link', { name: 'Section 1: Personal and contact confirmation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal and contact confirmation' })).toBeVisible();
    // "Check the e-mail address and mobile number we will use": they start as the application has them.
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(POLYTECHNIC.email);
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('91234567');
    // A confirmation of enrolment is no application: its steps save as typed and on "Save and continue".
    await expect(page.getByRole('button', { name: 'Save Application' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'I confirm that my particulars and contact details are correct' }).check();
    await expectNoAxeViolations(page);
    await saveAndContinue.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your enrolment decision' })).toBeVisible();
    await page.getByRole('radio', { name: '(b) I wish to defer my admission' }).check();
    await saveAndContinue.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Details for your decision' })).toBeVisible();
    await page.getByRole('radio', { name: 'One academic year' }).check();
    await page.getByRole('textbox', { name: 'Reason for deferring' }).fill('Full-time national service until next year.');
    await expectNoAxeViolations(page);
    await saveAndContinue.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Declaration and submit' })).toBeVisible();
    // "Check your answers": what was entered in sections 1 to 4, each with its Change link.
    const answers = [
      ['Personal and contact confirmation', [POLYTECHNIC.email, '91234567']],
      ['Your enrolment decision', ['(b) I wish to defer my admission']],
      ['Details for your decision', ['One academic year', 'Full-time national service until next year.']],
      ['Documents', ['No documents uploaded']],
    ] as const;
    for (const [section, shown] of answers) {
      const region = page.getByRole('region', { name: section });
      for (const answer of shown) await expect(region.getByText(answer, { exact: true })).toBeVisible();
      await expect(region.getByRole('link', { name: new RegExp(`^Change`) })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Save Application' })).toHaveCount(0);
    await axeInBothLanguages(page, '声明并提交', 'Declaration and submit');
    await page.getByRole('checkbox', { name: /I declare that the information I have given is true and complete/ }).check();
    await page.getByRole('button', { name: 'Submit confirmation of enrolment' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'RNS Confirmation of Enrolment' })).toBeVisible();
    const confirmed = page.getByRole('alert').filter({ hasText: 'Confirmation of enrolment submitted' });
    await expect(confirmed).toContainText('(b) I wish to defer my admission');
    await expect(confirmed).toContainText(`Your certifying letter will be issued within 10 working days, by ${longDay(letterDue)}.`);
    await server.mail.next(POLYTECHNIC.email, 'Your confirmation of enrolment has been submitted', 0);
    await axeInBothLanguages(page, '服役后回校国民服役人员（RNS）入学确认', 'RNS Confirmation of Enrolment');
  });

  test("the officer's enrolment screen shows the decision and the letter's date, in English and 中文", async ({ browser }) => {
    const office = await officerOnApplication(browser, BASE_URL, numbers.polytechnic, 'ONG WEI MING');
    await office.getByRole('link', { name: 'Confirmation of enrolment' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Confirmation of enrolment' })).toBeVisible();
    await expect(office.getByText('(b) Defer', { exact: true })).toBeVisible();
    await expect(office.getByText('One academic year', { exact: true })).toBeVisible();
    await expect(office.getByText(displayDay(letterDue), { exact: true })).toBeVisible();
    await axeInBothLanguages(office, '入学确认', 'Confirmation of enrolment');
    await office.context().close();
  });
});
