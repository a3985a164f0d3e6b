/**
 * The admission application in a real browser, on a portal of this file's own (its own database):
 * an e-mail account starts an application, creates its PIN, sees its task list; typing survives a
 * reload; the ranking rules answer with their messages; a section works by keyboard alone; a closed
 * period says why Submit is off; a complete application is checked, submitted and acknowledged with
 * its PDF; axe on every page and error state, in English and Chinese.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { choose } from '../support/choose';
import { E2E_PORT } from '../support/ports';
import { PrivatePortal } from '../support/private-portal';
import { DEMO_ACCOUNT } from '../support/sign-in';
import { SAMPLE_SECTIONS } from '../../shared/contracts/test/admission-summary-sample';

/** The summary tests' realistic answers, for an A-Level applicant to the TCM programme. */
const ANSWERS: Record<string, unknown> = {
  ...SAMPLE_SECTIONS,
  choiceOfStudy: { choices: [{ programme: 'TCM', major: '' }, { programme: 'BIOMED', major: '' }] },
  education: {
    records: [
      { id: 'a1b2c3d4e5f60718', institution: 'Raffles Institution', country: 'SG', qualification: 'ALEVEL', status: 'GRADUATED', from: '01/2024', to: '12/2025', gpa: '', gpaScale: '', finalGpa: '', resultType: 'ACTUAL', examDate: '11/2025' },
    ],
    englishTest: { type: 'IELTS', reference: '23SG012345ABCD012', name: '', score: '7.5', date: '06/2025' },
    studentHere: false,
    studentId: '',
  },
  subjects: {
    results: [
      {
        recordId: 'a1b2c3d4e5f60718',
        subjects: [
          { subject: 'GP', otherName: '', level: 'H1', grade: 'B', marks: '' },
          { subject: 'MATH', otherName: '', level: 'H2', grade: 'A', marks: '' },
          { subject: 'BIO', otherName: '', level: 'H2', grade: 'A', marks: '' },
          { subject: 'CHEM', otherName: '', level: 'H2', grade: 'B', marks: '' },
        ],
      },
    ],
  },
};

const PORT = E2E_PORT + 16;
const portal = new PrivatePortal(PORT);
test.beforeAll(() => portal.start());
test.afterAll(() => portal.stop());
test.use({ baseURL: portal.url });
test.describe.configure({ mode: 'serial' });

async function signInWithEmail(page: Page, loginPath = '/login') {
  await page.goto(loginPath);
  await page.getByLabel('E-mail address', { exact: true }).fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('form', { name: /e-mail login account/i }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

async function answerEligibility(page: Page, category: string, { work = 'No' } = {}) {
  await page.getByLabel('Singapore citizen').check();
  await page.getByRole('radiogroup', { name: /live in Singapore/ }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: /studied at a university/ }).getByLabel('No').check();
  await page.getByRole('radiogroup', { name: /two years/ }).getByLabel(work).check();
  await page.getByLabel(category).check();
  await page.getByRole('button', { name: 'Start application' }).click();
}

let applicationNumber = '';

test('an e-mail account starts an A-Level application, creates its PIN and sees its task list', async ({ page }) => {
  await signInWithEmail(page);
  await page.getByRole('navigation', { name: 'Applicant menu' }).getByRole('link', { name: 'Apply' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application Eligibility' })).toBeVisible();
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page.locator('.pt-error-summary')).toBeFocused();
  await expect(page.locator('.pt-error-summary').getByRole('link', { name: 'This field is required' })).toHaveCount(5);
  await expectNoAxeViolations(page);
  await answerEligibility(page, 'Singapore-Cambridge GCE A-Level');

  await expect(page.getByRole('heading', { level: 1, name: 'Create your PIN' })).toBeVisible();
  const started = await page.getByText(/^Your application number is \d{8}\./).innerText();
  applicationNumber = /\d{8}/.exec(started)![0];
  await expectNoAxeViolations(page);
  await page.getByLabel('PIN', { exact: true }).fill('Mango207');
  await page.getByLabel('Confirm PIN').fill('Mango208');
  await page.getByRole('button', { name: 'Create PIN and continue' }).click();
  await expect(page.getByRole('link', { name: 'The PINs do not match' })).toBeVisible();
  await page.getByLabel('Confirm PIN').fill('Mango207');
  await page.getByRole('button', { name: 'Create PIN and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
  await expect(page.getByText('Applying with / as: Singapore-Cambridge GCE A-Level')).toBeVisible();
  await expect(page.getByText(/applications can be submitted until/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Choice of study' })).toContainText('Not started');
  await expect(page.getByRole('link', { name: 'Audition portfolio' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the personal statement survives a reload in the middle of typing', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(`/applicant/admission/applications/${applicationNumber}`);
  await page.getByRole('link', { name: 'Personal statement' }).click();
  const statement = page.getByLabel('Your personal statement');
  await statement.fill('I want to study physics because');
  // Reload at once, before any autosave could have run: the copy kept on this device comes back.
  await page.reload();
  await expect(statement).toHaveValue('I want to study physics because');
  await expect(page.getByText(/^Saved at \d{2}:\d{2}$/).first()).toBeVisible();
  await page.reload();
  await expect(statement).toHaveValue('I want to study physics because');
  await expect(page.getByText(/You have 1,?968 characters remaining/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('typing goes on while a save is on its way, and nothing typed is dropped', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(`/applicant/admission/applications/${applicationNumber}/sections/personalParticulars`);
  const fullName = page.getByLabel('Full name').first();
  await fullName.fill('NG KAI WEN');
  // Leaving the field saves at once; the next field is typed into while that save is in flight.
  await page.keyboard.press('Tab');
  await page.getByLabel('Date of birth').pressSequentially('14/07/2007');
  await page.getByLabel('E-mail address').pressSequentially('ng.kaiwen@example.com');
  await expect(page.getByLabel('Date of birth')).toHaveValue('14/07/2007');
  await expect(page.getByLabel('E-mail address')).toHaveValue('ng.kaiwen@example.com');
  await expect(fullName).toHaveValue('NG KAI WEN');
  await expect(page.getByText(/^Saved at \d{2}:\d{2}$/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('E-mail address')).toHaveValue('ng.kaiwen@example.com');
  await expect(page.getByLabel('Date of birth')).toHaveValue('14/07/2007');
});

test('long lists are searchable and work by keyboard, in English and Chinese: countries and school names', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(`/applicant/admission/applications/${applicationNumber}/sections/personalParticulars`);
  const nationality = page.getByRole('combobox', { name: 'Nationality' });
  await nationality.focus();
  await page.keyboard.type('sing');
  await expect(page.getByRole('option', { name: 'Singapore' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 result is available' })).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(nationality).toHaveAttribute('aria-activedescendant', await page.getByRole('option', { name: 'Singapore' }).getAttribute('id') ?? 'none');
  // The open list and its highlighted option, in a real browser (contrast included).
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(nationality).toHaveValue('Singapore');
  await expect(nationality).toHaveAttribute('aria-expanded', 'false');

  // A foreign address: the city is asked instead of a Singapore postal code.
  await choose(page, 'Country', 'Malaysia');
  await expect(page.getByLabel('City or town')).toBeVisible();
  await page.getByLabel('City or town').fill('Johor Bahru');
  await expect(page.getByText(/^Saved at \d{2}:\d{2}$/).first()).toBeVisible();
  await page.reload();
  await expect(nationality).toHaveValue('Singapore');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Malaysia');

  await page.getByRole('banner').getByRole('link', { name: '中文', exact: true }).or(page.getByRole('banner').getByRole('button', { name: '中文', exact: true })).click();
  const chineseNationality = page.getByRole('combobox', { name: '国籍' });
  await expect(chineseNationality).toHaveValue('新加坡');
  await chineseNationality.fill('英国');
  await expect(page.getByRole('option', { name: '英国' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(chineseNationality).toHaveValue('新加坡');
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).or(page.getByRole('banner').getByRole('button', { name: 'English', exact: true })).click();

  // A school's name: Singapore institutions are suggested, any name is kept.
  await page.goto(`/applicant/admission/applications/${applicationNumber}/sections/education`);
  const school = page.getByRole('combobox', { name: 'Name of school or institution' });
  await school.fill('ngee');
  await page.getByRole('option', { name: 'Ngee Ann Polytechnic' }).click();
  await expect(school).toHaveValue('Ngee Ann Polytechnic');
  await expect(page.getByRole('group', { name: 'Education record 1: Ngee Ann Polytechnic' })).toBeVisible();
});

test('the ranking rules answer with their messages, next to the field and in the summary', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(`/applicant/admission/applications/${applicationNumber}/sections/choiceOfStudy`);
  const choice = (rank: number) => page.getByRole('group', { name: `Choice ${rank}` });
  await choose(choice(1), 'Programme', 'Law');
  await page.getByRole('button', { name: 'Add another choice' }).click();
  await choose(choice(2), 'Programme', 'Computer Science');
  await page.getByRole('button', { name: 'Add another choice' }).click();
  await choose(choice(3), 'Programme', 'Medicine');
  await page.getByRole('button', { name: 'Add another choice' }).click();
  await choose(choice(4), 'Programme', 'Business Administration');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' }).or(page.locator('.pt-error-summary'));
  await expect(summary.getByRole('link', { name: 'Medicine and Dentistry must be your first or second choice' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Choose your preferred major for Business Administration' })).toBeVisible();
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: 'Choose your preferred major for Business Administration' }).click();
  await expect(choice(4).getByLabel('Preferred major')).toBeFocused();
  await choose(page, 'Preferred major', 'Finance');
  await choice(3).getByRole('button', { name: 'Move choice 3 up' }).click();
  await choice(2).getByRole('button', { name: 'Move choice 2 up' }).click();
  // Medicine first, Law second, Computer Science third: every rule holds.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal particulars' })).toBeVisible();
});

test('one whole section by keyboard alone, and the task list in Chinese', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(`/applicant/admission/applications/${applicationNumber}/sections/personalStatement`);
  const statement = page.getByLabel('Your personal statement');
  await expect(statement).toBeVisible();
  await statement.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(' I want to understand how the universe works, and to teach it.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Short questions and answers' })).toBeVisible();
  await page.goto(`/applicant/admission/applications/${applicationNumber}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Personal statement' })).toContainText('Completed');

  await page.getByRole('banner').getByRole('link', { name: '中文', exact: true }).or(page.getByRole('banner').getByRole('button', { name: '中文', exact: true })).click();
  await expect(page.getByRole('heading', { level: 1, name: '您的申请' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '个人陈述' })).toContainText('已完成');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '专业志愿' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '专业志愿' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).or(page.getByRole('banner').getByRole('button', { name: 'English', exact: true })).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('outside the application period Submit is off and says why; the draft can be deleted', async ({ page }) => {
  await signInWithEmail(page, '/scaleLogin');
  await page.goto('/applicant/admission/apply');
  await answerEligibility(page, 'Working adult', { work: 'Yes' });
  await page.getByLabel('PIN', { exact: true }).fill('Scale207');
  await page.getByLabel('Confirm PIN').fill('Scale207');
  await page.getByRole('button', { name: 'Create PIN and continue' }).click();
  await expect(page.getByText(/but cannot submit it now/)).toBeVisible();
  await page.getByRole('link', { name: 'Check your answers' }).click();
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeDisabled();
  await expect(page.getByText(/so you cannot submit now/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await page.getByRole('link', { name: 'Delete draft' }).click();
  await page.getByRole('button', { name: 'Yes, delete this draft' }).click();
  await expect(page.getByText('Your draft application has been deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Application Eligibility' })).toBeVisible();
});

/** A complete set of answers, saved through the API as the pages would (the pages are tested above). */
async function completeThroughApi(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))!.value;
  const headers = { 'x-xsrf-token': decodeURIComponent(xsrf) };
  const api = (path: string) => `${portal.url}/api${path}`;
  const started = await page.request.post(api('/admission/applications'), {
    headers,
    data: { category: 'ALEVEL', eligibility: { citizenship: 'PERMANENT_RESIDENT', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false } },
  });
  expect(started.status()).toBe(201);
  const { applicationNumber: number } = (await started.json()) as { applicationNumber: string };
  expect((await page.request.put(api(`/admission/applications/${number}/pin`), { headers, data: { pin1: 'Lotus207', pin2: 'Lotus207' } })).status()).toBe(204);
  const form = (await (await page.request.get(api(`/admission/applications/${number}/form`))).json()) as { sections: Array<{ id: string }> };
  for (const { id } of form.sections) {
    if (id === 'applyAs' || id === 'documents') continue;
    const saved = await page.request.put(api(`/admission/applications/${number}/sections/${id}`), { headers, data: { data: ANSWERS[id], version: 0, complete: true } });
    expect({ id, state: (await saved.json()).state }).toEqual({ id, state: 'COMPLETED' });
  }
  const uploaded = await page.request.post(api(`/admission/applications/${number}/documents`), {
    headers,
    multipart: {
      section: 'documents',
      documentType: 'IDENTITY_NRIC',
      file: { name: 'nric.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') },
    },
  });
  expect(uploaded.status()).toBe(201);
  return number;
}

test('a complete application is checked, submitted once and acknowledged, with its PDF, e-mail and timeline', async ({ page }) => {
  await signInWithEmail(page, '/ystcmLogin');
  const number = await completeThroughApi(page);
  await page.goto(`/applicant/admission/applications/${number}/check`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('Traditional Chinese Medicine').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Change.*Personal particulars/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit application' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
  await expect(page.getByText(/Pay the application fee of SGD/)).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download a copy of your application (PDF)' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`application-${number}-en-GB.pdf`);

  await page.goto('/dev/mailbox');
  await expect(page.getByText('Your application has been submitted').first()).toBeVisible();
  const fees = (await (await page.request.get(`${portal.url}/api/payment/fees`)).json()) as Array<{ applicationNumber: string }>;
  expect(fees.filter((fee) => fee.applicationNumber === number)).toHaveLength(1);
  const timeline = (await (await page.request.get(`${portal.url}/api/admission/applications/${number}/timeline`)).json()) as Array<{ kind: string }>;
  expect(timeline.map((event) => event.kind)).toEqual(['CREATED', 'PIN_CREATED', 'DOCUMENT_ADDED', 'SUBMITTED']);
});
