/**
 * The scholarship award in a real browser, on a portal of this file's own (its own database and a mail
 * catcher). Set up through the API: the demo applicant starts and submits a scholarship application;
 * the scholarships officer records a Science and Technology Scholarship offer and releases it. Then in
 * the browser: the offer on the dashboard's "Things to do", the reply (accept, check, confirm), the
 * Letter of Acceptance & Undertaking signed by typing her name, the two sureties nominated with their
 * documents (a surety too old is refused with the rule's message first; the first form used by keyboard)
 * and invited; one surety confirms from the e-mailed link, and the link then no longer works.
 * Axe (WCAG 2.2 A/AA) on every new screen in English and 中文.
 */
import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { COMPLETE_SCHOLARSHIP_SECTIONS } from '../../shared/contracts/test/scholarship-samples';
import { ELIGIBLE_SURETY } from '../../shared/contracts/test/scholarship-award-sample';
import { UNDERTAKING_WORDS } from '../../shared/contracts/src/scholarship/undertaking-letter';
import { dashboardItem } from '../support/dashboard';
import { tabTo } from '../support/keyboard';
import { axeInBothLanguages } from '../support/languages';
import { linkIn } from '../support/mail-catcher';
import { staffBrowser, staffXsrfHeader } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { send, uploadThroughApi } from '../support/portal-api';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const FIXTURES = path.join(__dirname, '../fixtures');
const PORT = E2E_PORT + 67;
const server = portalWithMail(PORT);
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });

const INVITE_SUBJECT = 'Please confirm that you will stand as surety for a scholar';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const SECOND_SURETY = { ...ELIGIBLE_SURETY, fullName: 'WONG LI HUA', idNumber: 'S8112345B', dateOfBirth: '20/08/1981', relationship: 'FAMILY_FRIEND', immediateFamily: false, email: 'wong.lihua@example.com' };

/** A date a number of days from today in Singapore, as the portal writes it (dd/mm/yyyy). */
function singaporeDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return `${String(at.getUTCDate()).padStart(2, '0')}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${at.getUTCFullYear()}`;
}

/** The demo applicant's complete scholarship application, submitted through the API as its pages would. */
async function submitScholarshipApplication(page: Page): Promise<string> {
  const { id } = (await send(page, 'POST', '/scholarship/applications', { admissionApplicationNumber: DEMO_APPLICANT.applicationNumber }, 201)) as { id: string };
  await uploadThroughApi(page, `/scholarship/applications/${id}/documents`, { section: 'keySkill', documentType: 'KEY_SKILL_EVIDENCE' }, { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  for (const [section, data] of Object.entries(COMPLETE_SCHOLARSHIP_SECTIONS)) {
    await send(page, 'PUT', `/scholarship/applications/${id}/sections/${section}`, { data, version: 0, complete: true }, 200);
  }
  await send(page, 'POST', `/scholarship/applications/${id}/submit`, {}, 200);
  return id;
}

/** The scholarships officer records a Science and Technology Scholarship offer (reply in 14 days) and releases it. */
async function officerReleasesOffer(office: Page, id: string): Promise<void> {
  const headers = await staffXsrfHeader(office);
  const scholarships = (await (await office.request.get('/api/office/scholarship/scholarships?academicYear=2026%2F2027')).json()) as Array<{ id: string; code: string }>;
  const scholarship = scholarships.find((entry) => entry.code === 'SCIENCE_TECH')!;
  const recorded = await office.request.put(`/api/office/scholarship/applications/${id}/outcome`, {
    headers,
    data: { result: 'OFFERED', scholarshipId: scholarship.id, replyDueDate: singaporeDay(14), remarks: 'Strong essay and key skill.' },
  });
  expect(recorded.status(), await recorded.text()).toBe(200);
  const released = await office.request.post(`/api/office/scholarship/applications/${id}/outcome/release`, { headers });
  expect(released.status(), await released.text()).toBe(200);
}

/** Fills one surety's details form; yes/no answers by keyboard (focus the radio, Space), Save by Tab and Enter. */
async function fillSurety(page: Page, form: Locator, surety: typeof ELIGIBLE_SURETY) {
  await form.getByLabel('Full name').fill(surety.fullName);
  await form.getByLabel('Identification type').selectOption(surety.idType);
  await form.getByLabel('Identification number').fill(surety.idNumber);
  await form.getByLabel('Date of birth').fill(surety.dateOfBirth);
  await form.getByLabel('Relationship to you').selectOption(surety.relationship);
  const answer = async (question: RegExp, yes: boolean) => {
    const radio = form.getByRole('radiogroup', { name: question }).getByRole('radio', { name: yes ? 'Yes' : 'No' });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
  };
  await answer(/immediate family member/, surety.immediateFamily);
  await form.getByLabel('E-mail address').fill(surety.email);
  await form.getByLabel('Mobile number').fill(surety.mobile);
  await answer(/employed/, true);
  await form.getByLabel('Employer').fill(surety.employer);
  await form.getByLabel('Occupation').fill(surety.occupation);
  await form.getByLabel('Date of the employment letter').fill(surety.employmentLetterDate);
  await answer(/bankrupt/, false);
  await answer(/existing scholarship, loan or grant agreement/, false);
}

async function uploadSuretyDocuments(page: Page, position: 1 | 2) {
  const upload = page.getByRole('form', { name: `Upload a document for surety ${position}` });
  for (const type of ['Identification document', 'Employment letter']) {
    await upload.getByLabel('What is this document?').selectOption({ label: type });
    await upload.getByLabel('File', { exact: true }).setInputFiles(path.join(FIXTURES, 'identity-document.pdf'));
    await upload.getByRole('button', { name: 'Upload file' }).click();
    await expect(page.getByRole('region', { name: `Surety ${position}` }).getByText('identity-document.pdf is uploaded.')).toBeVisible();
    await expect(page.getByRole('region', { name: `Surety ${position}` }).getByRole('cell', { name: type })).toBeVisible();
  }
}

test('an offer released, accepted, the undertaking signed, two sureties nominated and invited, one confirms from the e-mailed link once', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInWithPin(page);
  const id = await submitScholarshipApplication(page);
  const office = await staffBrowser(browser, ORIGIN, 'SCHOLARSHIPS');
  await officerReleasesOffer(office, id);
  await office.context().close();

  // The dashboard asks for a reply, by the due date, and leads to the outcome.
  await page.goto('/applicant');
  const item = dashboardItem(page, 'Reply to your scholarship offer');
  await expect(item).toContainText(`Due by ${singaporeDay(14)}`);
  await item.getByRole('link', { name: 'Reply to your scholarship offer' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship Outcome' })).toBeVisible();
  await expect(page.getByText('Congratulations: you have been offered a scholarship')).toBeVisible();
  await expect(page.getByText('6 years of work in Singapore after graduating')).toBeVisible();
  await axeInBothLanguages(page, '奖学金结果');
  await page.getByRole('radio', { name: 'Accept the scholarship' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your reply' })).toBeFocused();
  await axeInBothLanguages(page, '奖学金结果');
  await page.getByRole('button', { name: 'Confirm my reply' }).click();
  await expect(page.getByText('You have accepted the scholarship offer')).toBeVisible();
  await page.getByRole('link', { name: 'Read and accept your Letter of Acceptance & Undertaking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Letter of Acceptance & Undertaking' })).toBeVisible();
  await expect(page.getByText(/a bond of 6 years of work in Singapore/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the letter in Chinese (PDF)' })).toHaveAttribute('href', `/api/scholarship/applications/${id}/undertaking/pdf?language=zh-Hans`);
  await axeInBothLanguages(page, '接受与承诺书');
  for (const declaration of Object.values(UNDERTAKING_WORDS['en-GB'].declarations)) await page.getByRole('checkbox', { name: declaration }).check();
  await page.getByLabel(/Your full name/).fill(DEMO_APPLICANT.name);
  await page.getByRole('button', { name: 'Accept the undertaking' }).click();
  await expect(page.getByText('You have accepted the Letter of Acceptance & Undertaking')).toBeVisible();
  await page.getByRole('link', { name: 'Nominate your sureties' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship Sureties' })).toBeVisible();
  await axeInBothLanguages(page, '奖学金担保人');
  // Surety 1 by keyboard: a surety aged 50 on 1 August 2026 is refused with the rule's message first.
  const first = page.getByRole('form', { name: 'Details of surety 1' });
  await fillSurety(page, first, { ...ELIGIBLE_SURETY, dateOfBirth: '15/03/1976' });
  const save = first.getByRole('button', { name: 'Save surety 1' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  const problem = first.getByRole('link', { name: 'A surety must be aged 21 to 49 on 1 August 2026' });
  await expect(problem).toBeVisible();
  // Beside the field too (its error message), not only in the summary.
  await expect(first.getByText('A surety must be aged 21 to 49 on 1 August 2026')).toHaveCount(2);
  await axeInBothLanguages(page, '奖学金担保人');
  await tabTo(page, problem);
  await page.keyboard.press('Enter');
  await expect(first.getByLabel('Date of birth')).toBeFocused();
  await first.getByLabel('Date of birth').fill(ELIGIBLE_SURETY.dateOfBirth);
  // An employment letter dated tomorrow cannot be right.
  const letterDate = first.getByLabel('Date of the employment letter');
  await letterDate.fill(singaporeDay(1));
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(first.getByRole('link', { name: 'The date of the employment letter must be today or in the past' })).toBeVisible();
  await letterDate.fill(ELIGIBLE_SURETY.employmentLetterDate);
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByText("Surety 1's details are saved.")).toBeVisible();
  await uploadSuretyDocuments(page, 1);
  await page.getByRole('button', { name: 'Send surety 1 the link' }).click();
  await expect(page.getByText('We have e-mailed surety 1 the link to confirm.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Surety 1' }).getByText('Invited: waiting for confirmation')).toBeVisible();

  await fillSurety(page, page.getByRole('form', { name: 'Details of surety 2' }), SECOND_SURETY);
  await page.getByRole('button', { name: 'Save surety 2' }).click();
  await expect(page.getByText("Surety 2's details are saved.")).toBeVisible();
  await uploadSuretyDocuments(page, 2);
  await page.getByRole('button', { name: 'Send surety 2 the link' }).click();
  await expect(page.getByText('We have e-mailed surety 2 the link to confirm.')).toBeVisible();
  await axeInBothLanguages(page, '奖学金担保人');

  // The first surety, with no account and no session, confirms from the e-mailed link.
  const link = linkIn(await server.mail.next(ELIGIBLE_SURETY.email, INVITE_SUBJECT, 0), '/surety');
  const context = await browser.newContext({ baseURL: ORIGIN });
  const surety = await context.newPage();
  await surety.goto(link);
  await expect(surety.getByRole('heading', { level: 1, name: 'Confirm as a scholarship surety' })).toBeVisible();
  await expect(surety.getByText(`NRIC ${ELIGIBLE_SURETY.idNumber}`)).toBeVisible();
  await axeInBothLanguages(surety, '确认担任奖学金担保人');
  await surety.getByRole('checkbox', { name: /I have read the undertaking/ }).check();
  await surety.getByLabel(/Your full name/).fill('Tan Ah Kow');
  await surety.getByRole('button', { name: 'Confirm as surety' }).click();
  await expect(surety.getByRole('heading', { name: 'Thank you: you have confirmed as a surety' })).toBeVisible();
  await axeInBothLanguages(surety, '确认担任奖学金担保人');
  // The link works once.
  await surety.goto(link);
  await expect(surety.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(surety.getByRole('button', { name: 'Confirm as surety' })).toHaveCount(0);
  await context.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Surety 1' }).getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Surety 2' }).getByText('Invited: waiting for confirmation')).toBeVisible();
  // Both invited: nothing left to do for the award on the dashboard.
  await page.goto('/applicant');
  await expect(page.getByRole('heading', { name: 'Things to do' })).toBeVisible();
  await expect(dashboardItem(page, 'Nominate and invite your sureties')).toHaveCount(0);
});
