/**
 * Entrance exams (issue 11) in a real browser, on a portal of this file's own (its own database):
 * the admissions officer defines an exam in the console; the demo applicant finds it under Entrance
 * Exam Payment (her choices need it), registers by keyboard alone — a previous attempt too old for
 * the 2-year rule is refused with its message beside the field and in the error summary, then a
 * valid one is taken — sees its fee on Payment Details and the dashboard, and pays it through the
 * sandbox gateway's hosted page. The office enters the time (hh:mm) and the venue in both languages;
 * the applicant reads them in her page's language (issue 35). Axe (WCAG 2.2 A/AA)
 * on every new screen in English and 中文.
 */
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { tabTo } from '../support/keyboard';
import { axeInBothLanguages, languageSwitch } from '../support/languages';
import { signInAsStaff } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { portalOfThisFile } from '../support/private-portal';
import { signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 51;
const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

const EXAM = 'Computing Aptitude Test';

/** A Singapore calendar day `days` from today: dd/mm/yyyy, and mm/yyyy of its month. */
function singaporeDay(days: number) {
  const [year, month, day] = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return { date: `${day}/${month}/${year}`, month: `${month}/${year}`, year: Number(year), monthNumber: month! };
}

portalOfThisFile(PORT);

test('the admissions officer defines an entrance exam in the console', async ({ browser }) => {
  // The officer works in a browser of their own (a staff sign-in signs the browser's applicant out).
  const officeContext = await browser.newContext({ baseURL: BASE_URL });
  const office = await officeContext.newPage();
  await signInAsStaff(office, 'ADMISSIONS', '/office/admission');
  await office.getByRole('link', { name: 'Entrance exams' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Entrance exams' })).toBeVisible();
  await expect(office.getByRole('table', { name: 'Entrance exams, open ones first' })).toContainText('Mathematics Aptitude Test');
  await axeInBothLanguages(office, '入学考试');

  await office.getByRole('link', { name: 'Define an entrance exam' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Define an entrance exam' })).toBeVisible();
  await axeInBothLanguages(office, '新增入学考试');
  await office.getByRole('button', { name: 'Save exam' }).click();
  const summary = office.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Choose at least one programme that needs this exam' })).toBeVisible();
  await expectNoAxeViolations(office);

  await office.getByLabel('Name in English').fill(EXAM);
  await office.getByLabel('Name in Chinese').fill('计算机能力测验');
  await office.getByLabel('Exam date').fill(singaporeDay(20).date);
  await office.getByLabel('Start time').fill('14:00');
  await office.getByLabel('End time (optional)').fill('16:00');
  await office.getByLabel('Venue in English').fill('Lecture Theatre 5');
  await office.getByLabel('Venue in Chinese').fill('第五讲堂');
  await office.getByLabel('Fee in SGD').fill('75.00');
  await office.getByRole('checkbox', { name: 'Computer Science', exact: true }).check();
  await office.getByLabel('Registration closing date').fill(singaporeDay(10).date);
  await office.getByRole('checkbox', { name: 'Previous attempts must be within the past 2 years' }).check();
  await office.getByRole('button', { name: 'Save exam' }).click();
  await expect(office.getByText(`${EXAM} has been saved.`)).toBeVisible();
  const row = office.getByRole('table', { name: 'Entrance exams, open ones first' }).getByRole('row').filter({ hasText: EXAM });
  await expect(row).toContainText('SGD 75.00');
  await expect(row).toContainText('Computer Science');

  // Opened again: the form holds what was saved, and offers to close registration.
  await office.getByRole('link', { name: `Change ${EXAM}` }).click();
  await expect(office.getByLabel('Fee in SGD')).toHaveValue('75.00');
  await expect(office.getByLabel('Start time')).toHaveValue('14:00');
  await expect(office.getByLabel('Venue in Chinese')).toHaveValue('第五讲堂');
  await expect(office.getByRole('button', { name: 'Close registration for this exam' })).toBeVisible();
  await axeInBothLanguages(office, '修改入学考试');
  await officeContext.close();
});

test('the demo applicant registers by keyboard alone: a previous attempt too old is refused, a recent one taken, and the fee shows', async ({ page }) => {
  await signInWithPin(page);
  // The dashboard asks her to register (one item per exam her choices need).
  await expect(page.getByRole('link', { name: 'Register for an entrance exam' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Applicant menu' }).getByRole('link', { name: 'Entrance exam payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrance Exam Payment' })).toBeVisible();
  const exam = page.getByRole('region', { name: EXAM });
  // The time worded for the page's language, the venue in it (issue 35).
  await expect(exam).toContainText('2:00 pm to 4:00 pm');
  await expect(exam).toContainText('Lecture Theatre 5');
  await expect(exam).toContainText('Not registered');
  await languageSwitch(page, '中文').click();
  const examInChinese = page.getByRole('region', { name: '计算机能力测验' });
  await expect(examInChinese).toContainText('14:00至16:00');
  await expect(examInChinese).toContainText('第五讲堂');
  await expect(examInChinese).not.toContainText('Lecture Theatre');
  await languageSwitch(page, 'English').click();
  // The demo exam the seed defined is hers too.
  await expect(page.getByRole('region', { name: 'Mathematics Aptitude Test' })).toBeVisible();
  await axeInBothLanguages(page, '入学考试缴费');

  await exam.getByRole('link', { name: `Register for ${EXAM}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Register for ${EXAM}` })).toBeVisible();
  await axeInBothLanguages(page, '报名参加计算机能力测验');

  // Keyboard alone: Tab to the question, Space to answer, Tab to the month, type, Enter to send.
  const yes = page.getByRole('radio', { name: 'Yes' });
  await tabTo(page, yes);
  await page.keyboard.press('Space');
  await expect(yes).toBeChecked();
  const month = page.getByLabel('When did you last sit it?');
  await tabTo(page, month);
  const today = singaporeDay(0);
  const earliest = `${today.monthNumber}/${today.year - 2}`;
  const tooOld = `${today.monthNumber}/${today.year - 3}`;
  await page.keyboard.type(tooOld);
  await tabTo(page, page.getByRole('button', { name: 'Register and add the fee' }));
  await page.keyboard.press('Enter');
  const message = `Your previous attempt must be within the past 2 years: ${earliest} or later`;
  const summary = page.getByRole('region', { name: 'There is a problem' });
  // The summary takes focus, so a screen reader reads it out first.
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(month).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
  await expectNoAxeViolations(page);
  await languageSwitch(page, '中文').click();
  await expect(page.getByRole('region', { name: '出现问题' }).getByRole('link', { name: `您上一次应考须在过去 2 年内：${earliest} 或之后` })).toBeVisible();
  await expectNoAxeViolations(page);
  await languageSwitch(page, 'English').click();

  // From the summary back to the field, still by keyboard, and a sitting within the 2 years.
  await summary.getByRole('link', { name: message }).focus();
  await page.keyboard.press('Enter');
  await expect(month).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(earliest);
  await tabTo(page, page.getByRole('button', { name: 'Register and add the fee' }));
  await page.keyboard.press('Enter');

  // Led to Payment Details: the new fee is there, unpaid, due when registration closes.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  await expect(page.getByText(`You are registered for the ${EXAM}. Its fee of SGD 75.00 is now among your fees below.`)).toBeVisible();
  const feeRow = page.getByRole('table', { name: 'Your fees' }).getByRole('row').filter({ hasText: 'Entrance exam fee' });
  await expect(feeRow).toContainText('SGD 81.75');
  await expect(feeRow).toContainText('Not paid');
  await expect(feeRow).toContainText(singaporeDay(10).date);
  await expectNoAxeViolations(page);

  // Registered: shown so, and not offered again; the dashboard asks for the fee.
  await page.getByRole('link', { name: /^Entrance exams: see and register/ }).click();
  await expect(page.getByRole('region', { name: EXAM })).toContainText('Registered on');
  await expect(page.getByRole('link', { name: `Register for ${EXAM}` })).toHaveCount(0);
  await page.goto('/applicant');
  await expect(page.getByRole('link', { name: 'Pay your entrance exam fee' })).toBeVisible();

  // And paid: from the dashboard through the gateway's hosted page, back to it received.
  await page.getByRole('link', { name: 'Pay your entrance exam fee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrance Exam Payment' })).toBeVisible();
  await expect(page.getByText('SGD 81.75', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: /^Pay S\$81\.75$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download receipt PAY-\d{8} \(PDF\)$/ })).toBeVisible();
});
