/**
 * The applicant's scholarship application in a real browser, on a portal of this file's own (its own
 * database: the demo applicant's one scholarship application per year is this test's): Apply with
 * her submitted admission application, the five sections (choices among the demo scholarships, the
 * closed one listed but not offered; the essay's counter; a key skill with its evidence upload;
 * awards; the declaration), check your answers, Submit by keyboard, the acknowledgement with its
 * reference, the submitted application and the status list; a second application is not offered,
 * and the API refuses one. Axe (WCAG 2.2 A/AA) on every screen in English and 中文.
 */
import path from 'node:path';
import { expect, test } from '../support/test';
import { tabTo } from '../support/keyboard';
import { axeInBothLanguages } from '../support/languages';
import { E2E_PORT } from '../support/ports';
import { send } from '../support/portal-api';
import { portalOfThisFile } from '../support/private-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const FIXTURES = path.join(__dirname, '../fixtures');
const PORT = E2E_PORT + 71;
const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL });

portalOfThisFile(PORT);

test('the demo applicant applies for two scholarships, completes the five sections, submits once and sees the reference', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithPin(page);
  await page.goto('/applicant/scholarship/apply');
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a scholarship' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /24000001/ })).toBeChecked();
  await axeInBothLanguages(page, '申请奖学金');
  await page.getByRole('button', { name: 'Start scholarship application' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your scholarship application' })).toBeVisible();
  await expect(page.getByText('You have completed 0 of 5 sections.')).toBeVisible();
  await axeInBothLanguages(page, '您的奖学金申请');
  await page.getByRole('link', { name: 'Scholarship Choices' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship Choices' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Global Leaders Scholarship/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add a choice' }).click();
  await page.getByLabel('Choice 1').selectOption({ label: 'Science and Technology Scholarship' });
  await page.getByRole('button', { name: 'Add another choice' }).click();
  await page.getByLabel('Choice 2').selectOption({ label: 'University Merit Scholarship' });
  await axeInBothLanguages(page, '奖学金选择');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Personal statement' })).toBeVisible();
  await page.getByLabel(/Your scholarship essay/).fill('I want to study computer science and serve Singapore.');
  await expect(page.getByText(/You have 2946 characters remaining/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sports or arts key skill' })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('radio', { name: 'Sports' }).check();
  await page.getByLabel(/^Skill/).fill('Badminton');
  await page.getByLabel(/^Highest level reached/).fill('National youth team');
  await page.getByLabel(/^What you did/).fill('Trained five days a week for six years.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('link', { name: /Upload a document that shows your key skill/ })).toBeVisible();
  await page.getByLabel('What is this document?').selectOption('KEY_SKILL_EVIDENCE');
  await page.getByLabel('File', { exact: true }).setInputFiles(path.join(FIXTURES, 'identity-document.pdf'));
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByText('identity-document.pdf has been uploaded.')).toBeVisible();
  await axeInBothLanguages(page, '体育或艺术专长');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Awards' })).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await axeInBothLanguages(page, '奖项');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Consent & Declaration' })).toBeVisible();
  await page.getByRole('checkbox', { name: /is true and complete/ }).check();
  await page.getByRole('checkbox', { name: /verifying my answers/ }).check();
  await page.getByRole('checkbox', { name: /personal data/ }).check();
  await axeInBothLanguages(page, '同意及声明');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('You have completed 5 of 5 sections.')).toBeVisible();
  await page.getByRole('link', { name: 'Check your answers and submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scholarship Choices' }).getByText('Science and Technology Scholarship')).toBeVisible();
  await axeInBothLanguages(page, '核对您的回答');
  const submit = page.getByRole('button', { name: 'Submit scholarship application' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship application submitted' })).toBeVisible();
  await expect(page.getByText(/^SCH-/)).toBeVisible();
  await axeInBothLanguages(page, '奖学金申请已提交');
  await page.getByRole('link', { name: 'View your scholarship application' }).click();
  await expect(page.getByText(/^Reference SCH-/)).toBeVisible();
  await axeInBothLanguages(page, '您的奖学金申请');

  await page.goto('/applicant/scholarship/status');
  await expect(page.getByRole('link', { name: /View scholarship application SCH-/ })).toBeVisible();
  await axeInBothLanguages(page, '奖学金申请状态');
  await page.goto('/applicant/scholarship/apply');
  await expect(page.getByRole('link', { name: /View your scholarship application for/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start scholarship application' })).toHaveCount(0);
  const refused = (await send(page, 'POST', '/scholarship/applications', { admissionApplicationNumber: DEMO_APPLICANT.applicationNumber }, 409)) as { errors: Array<{ code: string }> };
  expect(refused.errors.map((error) => error.code)).toEqual(['SCHOLARSHIP_APPLICATION_EXISTS']);
});
