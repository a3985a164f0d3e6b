/**
 * The admission application in a real browser, on a portal of this file's own (its own database and
 * a mail catcher for its e-mail):
 * (a) an e-mail account applies in the A-Level category through the pages alone: PIN, task list,
 *     typing that survives a reload, every section filled and saved, an identity document uploaded,
 *     answers checked, submitted once, acknowledged with the e-mail, the PDF and the history;
 * (b) a working adult applies through the continuing-education login with its own set of sections;
 * (c) outside the application period Submit is off and says why;
 * (d) the ranking and subject rules answer with their messages;
 * (e) one whole section by keyboard alone;
 * and axe (WCAG 2.2 A/AA) on every section page, empty and with its errors, in English and 中文.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Route } from '../support/test';
import { SECTION_TITLES } from '../../shared/contracts/src/admission/summary/titles';
import type { AdmissionSectionId } from '../../shared/contracts/src/admission/sections';
import { expectNoAxeViolations } from '../support/axe';
import { choose } from '../support/choose';
import { E2E_PORT } from '../support/ports';
import { registerEmailAccount, saveSectionThroughApi, signInThroughApi, startApplicationThroughApi, type EmailAccount } from '../support/portal-api';
import { pdfPages } from '../support/pdf';
import { portalWithMail } from '../support/public-portal';
import { DEMO_ACCOUNT } from '../support/sign-in';

const PORT = E2E_PORT + 16;
const server = portalWithMail(PORT);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

const FIXTURES = path.join(__dirname, '../fixtures');
const SUBMITTED_SUBJECT = 'Your application has been submitted';
const STARTED_SUBJECT = 'Your application number';

/** The task list of each category, as the office's rules give it (shared/contracts admission/sections.ts). */
const A_LEVEL_CITIZEN_SECTIONS = [
  'Apply with / as',
  'Choice of study',
  'Personal particulars',
  'Education',
  'Subjects',
  'Achievements',
  'Referee nomination',
  'Personal statement',
  'Short questions and answers',
  'Household income',
  'Health and support',
  'National service',
  'Tuition grant declaration',
  'Residential college interest',
  'Special programmes',
  'Declaration',
  'Document upload',
];
const WORKING_ADULT_RESIDENT_SECTIONS = [
  'Apply with / as',
  'Choice of study',
  'Personal particulars',
  'Education',
  'Achievements',
  'Employment records',
  'Referee nomination',
  'Personal statement',
  'Household income',
  'Health and support',
  'National service',
  'Tuition grant declaration',
  'Declaration',
  'Document upload',
];

/** Signs the demo e-mail account in to admission through the sign-in API and opens the dashboard (the form is login.spec.ts's). */
function signInWithEmail(page: Page) {
  return test.step('sign-in with e-mail through the API', async () => {
    await signInThroughApi(page, DEMO_ACCOUNT, 'ADM');
    await page.goto('/applicant');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  });
}

/** Signs in on the login variant at `loginPath`, whose system the application then belongs to. */
function signInWithEmailOnTheForm(page: Page, loginPath: string, account: Pick<EmailAccount, 'email' | 'password'> = DEMO_ACCOUNT) {
  return test.step('sign-in with e-mail on the form', async () => {
    await page.goto(loginPath);
    await page.getByLabel('E-mail address', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('form', { name: /e-mail login account/i }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  });
}

async function answerEligibility(page: Page, category: string, { citizenship = 'Singapore citizen', work = 'No' } = {}) {
  await page.getByLabel(citizenship).check();
  await page.getByRole('radiogroup', { name: /live in Singapore/ }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: /studied at a university/ }).getByLabel('No').check();
  await page.getByRole('radiogroup', { name: /two years/ }).getByLabel(work).check();
  await page.getByLabel(category).check();
  await page.getByRole('button', { name: 'Start application' }).click();
}

/** Picks the radio `option` of the question `question` (a radio group's legend). */
async function answer(scope: Page | Locator, question: string | RegExp, option: string) {
  await scope.getByRole('radiogroup', { name: question }).getByLabel(option, { exact: true }).check();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** "Save and continue", and the next section's page opens (the server accepted the section as complete). */
async function saveAndContinue(page: Page, next: string) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(heading(page, next)).toBeVisible();
}

/** The institution's name: free text, possibly with suggestions (a text box, or a combobox that takes any text). */
const institutionName = (page: Page) =>
  page.getByRole('textbox', { name: 'Name of school or institution', exact: true }).or(page.getByRole('combobox', { name: 'Name of school or institution', exact: true }));

const errorSummary = (page: Page) => page.getByRole('region', { name: 'There is a problem' });
/** The task list: the list of the application's sections. */
const taskList = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Apply with / as', exact: true }) });

/** The task list shows exactly these sections, in this order, each in its state (one for all, or one each) when given. */
async function expectTasks(page: Page, titles: readonly string[], states?: string | readonly string[]) {
  await expect(taskList(page).getByRole('listitem').getByRole('link')).toHaveText(titles);
  if (!states) return;
  const stateOf = (index: number) => (typeof states === 'string' ? states : states[index]!);
  await expect(taskList(page).getByRole('listitem')).toHaveText(titles.map((title, index) => new RegExp(`^${title}\\s*${stateOf(index)}$`)));
}

const sectionUrl = (number: string, section: string) => `/applicant/admission/applications/${number}/sections/${section}`;

let applicationNumber = '';

test('(a) an e-mail account starts an A-Level application, creates its PIN and sees exactly its sections', async ({ page }) => {
  await signInWithEmail(page);
  await page.getByRole('navigation', { name: 'Applicant menu' }).getByRole('link', { name: 'Apply' }).first().click();
  await expect(heading(page, 'Application Eligibility')).toBeVisible();
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(errorSummary(page)).toBeFocused();
  // Each empty answer is named, with what to do (issue 35).
  await expect(errorSummary(page).getByRole('link')).toHaveText([
    'Select your citizenship',
    'Select yes if you live in Singapore now',
    'Select yes if you have studied at a university before',
    'Select yes if you have at least two years of full-time work experience',
    'Select what you are applying with or as',
  ]);
  await expectNoAxeViolations(page);
  const startedMails = server.mail.find(DEMO_ACCOUNT.email, STARTED_SUBJECT).length;
  await answerEligibility(page, 'Singapore-Cambridge GCE A-Level');

  await expect(heading(page, 'Create your PIN')).toBeVisible();
  const started = await page.getByText(/^Your application number is \d{8}\./).innerText();
  applicationNumber = /\d{8}/.exec(started)![0];
  expect((await server.mail.next(DEMO_ACCOUNT.email, STARTED_SUBJECT, startedMails)).text).toContain(applicationNumber);
  await expectNoAxeViolations(page);
  await page.getByLabel('PIN', { exact: true }).fill('Mango207');
  await page.getByLabel('Confirm PIN').fill('Mango208');
  await page.getByRole('button', { name: 'Create PIN and continue' }).click();
  await expect(page.getByRole('link', { name: 'The PINs do not match' })).toBeVisible();
  await page.getByLabel('Confirm PIN').fill('Mango207');
  await page.getByRole('button', { name: 'Create PIN and continue' }).click();

  await expect(heading(page, 'Your application')).toBeVisible();
  await expect(page.getByText('Applying with / as: Singapore-Cambridge GCE A-Level')).toBeVisible();
  await expect(page.getByText(/applications can be submitted until/)).toBeVisible();
  // A citizen applying with A-Levels: the school-leaver's sections, no employment, no audition.
  await expectTasks(page, A_LEVEL_CITIZEN_SECTIONS);
  await expect(taskList(page).getByRole('listitem').filter({ hasText: 'Choice of study' })).toContainText('Not started');
  await expectNoAxeViolations(page);
});

test('(a) the personal statement survives a reload in the middle of typing, and leaving the portal at once', async ({ page, browser }) => {
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

  // More typed, and the portal left at once (before the pause that starts an autosave): the
  // answer still reaches the server, and another device shows it.
  await statement.fill('I want to study physics because of the stars');
  // The count follows the typing once the page's scripts have it (typed before, it is handed over).
  await expect(page.getByText(/You have 1,?955 characters remaining/)).toBeVisible();
  await page.goto('about:blank');
  const otherDevice = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  try {
    const other = await otherDevice.newPage();
    await signInWithEmail(other);
    await other.goto(sectionUrl(applicationNumber, 'personalStatement'));
    await expect(other.getByLabel('Your personal statement')).toHaveValue('I want to study physics because of the stars');
  } finally {
    await otherDevice.close();
  }
});

/**
 * Sends a held request on to the server exactly as the browser made it, from the test runner
 * (route.fetch): a request held while its page went away cannot always be handed back to the browser
 * to send. Its answer goes to the page if the page is still there to take it.
 */
async function sendOnAsMade(route: Route): Promise<void> {
  const response = await route.fetch();
  await route.fulfill({ response }).catch(() => undefined);
}

test('(a) a save still on its way when the portal is left arrives all the same', async ({ page }) => {
  await signInWithEmail(page);
  // Until the page's scripts have all arrived the server-drawn form may still be taken over under the
  // test's hands (on a busy machine a fill then landed before the old text instead of replacing it).
  await page.goto(sectionUrl(applicationNumber, 'personalStatement'), { waitUntil: 'networkidle' });
  const statement = page.getByLabel('Your personal statement');
  await expect(statement).toHaveValue('I want to study physics because of the stars');
  // The autosave leaves, and is held on its way (a slow mobile upload) until the page is gone.
  let pageGone = () => {};
  const gone = new Promise<void>((resolve) => (pageGone = resolve));
  let saveOnItsWay = () => {};
  const onItsWay = new Promise<void>((resolve) => (saveOnItsWay = resolve));
  await page.route('**/sections/personalStatement', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    saveOnItsWay();
    await gone;
    await sendOnAsMade(route);
  });
  await statement.fill('I want to study physics because of the stars and the sea');
  await onItsWay;
  await page.goto('about:blank');
  pageGone();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admission/applications/${applicationNumber}/sections/personalStatement`)).json()) as { data: { statement?: string } }).data.statement)
    .toBe('I want to study physics because of the stars and the sea');
});

test('(a) words typed while a save is on its way, with the portal then left, arrive too', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(sectionUrl(applicationNumber, 'personalStatement'), { waitUntil: 'networkidle' });
  const statement = page.getByLabel('Your personal statement');
  await expect(statement).toHaveValue('I want to study physics because of the stars and the sea');
  // The first autosave is held on its way until the page is gone; whatever leaves after it waits
  // until the server has stored it (as on one slow connection).
  let pageGone = () => {};
  const gone = new Promise<void>((resolve) => (pageGone = resolve));
  let firstOnItsWay = () => {};
  const onItsWay = new Promise<void>((resolve) => (firstOnItsWay = resolve));
  let firstStored = () => {};
  const stored = new Promise<void>((resolve) => (firstStored = resolve));
  let puts = 0;
  await page.route('**/sections/personalStatement', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    puts += 1;
    if (puts > 1) {
      await stored;
      return sendOnAsMade(route);
    }
    firstOnItsWay();
    await gone;
    await sendOnAsMade(route);
    firstStored();
  });
  await statement.fill('Marine biology, because of the reefs');
  await onItsWay;
  await statement.fill('Marine biology, because of the reefs I dived as a child');
  // Left once the page has taken the words in (its count follows them), as any hand on a keyboard
  // does: leaving within the same instant as the keystroke could outrun the page itself.
  await expect(page.getByText(/You have 1,?944 characters remaining/)).toBeVisible();
  await page.goto('about:blank');
  pageGone();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admission/applications/${applicationNumber}/sections/personalStatement`)).json()) as { data: { statement?: string } }).data.statement)
    .toBe('Marine biology, because of the reefs I dived as a child');
});

test('(a) typing goes on while a save is on its way, and nothing typed is dropped', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(sectionUrl(applicationNumber, 'personalParticulars'));
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

test('(a, d) the ranking rules answer with their messages, next to the field and in the summary', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(sectionUrl(applicationNumber, 'choiceOfStudy'));
  const choice = (rank: number) => page.getByRole('group', { name: `Choice ${rank}` });
  await choose(choice(1), 'Programme', 'Law');
  await page.getByRole('button', { name: 'Add another choice' }).click();
  await choose(choice(2), 'Programme', 'Computer Science');
  await page.getByRole('button', { name: 'Add another choice' }).click();
  await choose(choice(3), 'Programme', 'Medicine');
  await page.getByRole('button', { name: 'Add another choice' }).click();
  await choose(choice(4), 'Programme', 'Business Administration');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(errorSummary(page).getByRole('link', { name: 'Medicine and Dentistry must be your first or second choice' })).toBeVisible();
  await expect(choice(3)).toContainText('Medicine and Dentistry must be your first or second choice');
  await expect(errorSummary(page).getByRole('link', { name: 'Choose your preferred major for Business Administration' })).toBeVisible();
  await expectNoAxeViolations(page);
  await errorSummary(page).getByRole('link', { name: 'Choose your preferred major for Business Administration' }).click();
  await expect(choice(4).getByLabel('Preferred major')).toBeFocused();
  await choose(choice(4), 'Preferred major', 'Finance');
  await choice(3).getByRole('button', { name: 'Move choice 3 up' }).click();
  await choice(2).getByRole('button', { name: 'Move choice 2 up' }).click();
  // Medicine first, Law second, Computer Science third: every rule holds.
  await saveAndContinue(page, 'Personal particulars');
});

test('(a, e) one whole section by keyboard alone, and the task list in Chinese', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(sectionUrl(applicationNumber, 'personalStatement'));
  const statement = page.getByLabel('Your personal statement');
  await expect(statement).toBeVisible();
  await statement.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(' I want to understand how the universe works, and to teach it.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Short questions and answers')).toBeVisible();
  await page.goto(`/applicant/admission/applications/${applicationNumber}`);
  await expect(taskList(page).getByRole('listitem').filter({ hasText: 'Personal statement' })).toContainText('Completed');

  await switchLanguage(page, '中文');
  await expect(heading(page, '您的申请')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '个人陈述' })).toContainText('已完成');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '专业志愿' }).click();
  await expect(heading(page, '专业志愿')).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, 'English');
});

test('(a) long lists are searchable and work by keyboard, in English and Chinese: countries and school names', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(sectionUrl(applicationNumber, 'personalParticulars'));
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
  // The list opens from the page's scripts: the keys that open it wait until they have all arrived
  // (a key pressed in the server-drawn field before then opened nothing on a busy machine).
  await page.reload({ waitUntil: 'networkidle' });
  await expect(nationality).toHaveValue('Singapore');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Malaysia');
  // Back to a Singapore address, which the rest of the journey fills in.
  await choose(page, 'Country', 'Singapore');
  await expect(page.getByLabel('Postal code')).toBeVisible();

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
  await page.goto(sectionUrl(applicationNumber, 'education'));
  const school = page.getByRole('combobox', { name: 'Name of school or institution' });
  await school.fill('ngee');
  await page.getByRole('option', { name: 'Ngee Ann Polytechnic' }).click();
  await expect(school).toHaveValue('Ngee Ann Polytechnic');
  await expect(page.getByRole('group', { name: 'Education record 1: Ngee Ann Polytechnic' })).toBeVisible();
});

test('(a, d) every other section is filled in and saved through its page, with the subject rules on the way', async ({ page }) => {
  test.slow();
  await signInWithEmail(page);
  await page.goto(sectionUrl(applicationNumber, 'personalParticulars'));
  await expect(heading(page, 'Personal particulars')).toBeVisible();
  // Full name, date of birth and e-mail were typed earlier; the rest now.
  await choose(page, 'Salutation', 'Mr');
  await answer(page, 'Gender', 'Male');
  await choose(page, 'Nationality', 'Singapore');
  await choose(page, 'Race', 'Chinese');
  await choose(page, 'Marital status', 'Single');
  await answer(page, 'Identity document', 'NRIC (Singapore citizen or permanent resident)');
  await page.getByLabel('Identity document number').fill('T0712345J');
  const mobile = page.getByRole('group', { name: 'Mobile number' });
  await mobile.getByLabel('Country code').fill('65');
  await mobile.getByLabel('Number').fill('91234567');
  await page.getByLabel('Postal code').fill('560123');
  await page.getByLabel('Address line 1').fill('Blk 123 Ang Mo Kio Avenue 3');
  await page.getByLabel('Address line 2 (optional)').fill('#05-67');
  const nextOfKin = page.getByRole('group', { name: 'Next of kin' });
  await nextOfKin.getByLabel('Full name').fill('NG AH HUAT');
  await choose(nextOfKin, 'Relationship to you', 'Parent');
  await nextOfKin.getByLabel('Country code').fill('65');
  await nextOfKin.getByLabel('Number').fill('98765432');
  await saveAndContinue(page, 'Education');

  await institutionName(page).fill('Raffles Institution');
  await choose(page, 'Country of the institution', 'Singapore');
  await choose(page, 'Qualification type', 'Singapore-Cambridge GCE A-Level');
  await answer(page, 'Status', 'Completed (graduated)');
  await page.getByLabel('From', { exact: true }).fill('01/2024');
  await page.getByLabel('To', { exact: true }).fill('12/2025');
  await answer(page, 'Type of results', 'Actual results');
  await page.getByLabel('Month and year of the examination').fill('11/2025');
  await answer(page, 'Which English language test have you taken?', 'None');
  await answer(page, 'Are you currently a student of this university?', 'No');
  await saveAndContinue(page, 'Subjects');

  // (d) The A-Level rule: four subjects, two of them at H2. Three at first, one of them at H2.
  const results = page.getByRole('group', { name: 'Raffles Institution: Singapore-Cambridge GCE A-Level' });
  const subject = (n: number) => results.getByRole('group', { name: `Subject ${n}`, exact: true });
  const addSubject = async (n: number, name: string, level: string, grade: string) => {
    await results.getByRole('button', { name: 'Add a subject for Raffles Institution' }).click();
    await choose(subject(n), 'Subject', name);
    await choose(subject(n), 'Level', level);
    await choose(subject(n), 'Grade', grade);
  };
  await addSubject(1, 'General Paper', 'H1', 'B');
  await addSubject(2, 'Mathematics', 'H2', 'A');
  await addSubject(3, 'Physics', 'H1', 'A');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const rule = 'A-Level results need at least 4 subjects, with at least 2 at H2 or A level';
  await expect(errorSummary(page).getByRole('link', { name: rule })).toBeVisible();
  await expect(results).toContainText(rule);
  await addSubject(4, 'Chemistry', 'H2', 'A');
  await saveAndContinue(page, 'Achievements');

  await page.getByRole('button', { name: 'Add an achievement' }).click();
  const achievement = page.getByRole('group', { name: 'Achievement 1' });
  await achievement.getByLabel('Title of the award or achievement').fill('Singapore Physics Olympiad, Silver medal');
  await choose(achievement, 'Type', 'Academic');
  await answer(achievement, 'Level', 'National');
  await achievement.getByLabel('Year achieved').fill('2025');
  await achievement.getByLabel('What you did and why it matters').fill('Solved experimental problems under time pressure with my team.');
  await saveAndContinue(page, 'Referee nomination');

  const referees = [
    { name: 'TAN SOO LENG', position: 'Head of Department, Physics', organisation: 'Raffles Institution', relationship: 'Teacher', email: 'tan.sooleng@ri.edu.sg', number: '64199242' },
    { name: 'LIM BOON HOCK', position: 'Olympiad coach', organisation: 'Singapore Physics Society', relationship: 'Coach', email: 'boonhock.lim@physics.org.sg', number: '65167788' },
  ];
  for (const [index, referee] of referees.entries()) {
    const group = page.getByRole('group', { name: `Referee ${index + 1}` });
    await group.getByLabel('Full name').fill(referee.name);
    await group.getByLabel('Position').fill(referee.position);
    await group.getByLabel('School or organisation').fill(referee.organisation);
    await choose(group, 'How do they know you?', referee.relationship);
    await group.getByLabel('Work e-mail address').fill(referee.email);
    await group.getByLabel('Country code').fill('65');
    await group.getByLabel('Number').fill(referee.number);
  }
  await saveAndContinue(page, 'Personal statement');
  // Written earlier (by keyboard alone): kept as it was.
  await expect(page.getByLabel('Your personal statement')).toHaveValue(/I want to understand how the universe works/);
  await saveAndContinue(page, 'Short questions and answers');

  await page.getByLabel('Why have you chosen your first-choice programme?').fill('I volunteered at a polyclinic and want to care for patients.');
  await page.getByLabel('Describe a challenge you overcame and what you learnt from it.').fill('I failed my first physics test and learnt to practise every day.');
  await page.getByLabel('What would you contribute to the university community?').fill('I will tutor juniors in physics and mathematics.');
  await saveAndContinue(page, 'Household income');

  await page.getByLabel('Number of people in your household').fill('4');
  await page.getByLabel('Gross monthly household income (SGD)').fill('6400');
  await expect(page.getByText(/per capita income is .*1,600\.00 a month/)).toBeVisible();
  await page.getByLabel(/may check my household’s income/).check();
  await saveAndContinue(page, 'Health and support');

  await answer(page, /medical condition or disability/, 'No');
  await answer(page, /convicted of a criminal offence/, 'No');
  await saveAndContinue(page, 'National service');

  await answer(page, 'What is your national service status?', 'Serving full-time national service now');
  await page.getByLabel('Enlistment date').fill('05/01/2026');
  await page.getByLabel('ORD (operationally ready date)').fill('04/01/2028');
  await expect(page.getByRole('heading', { name: 'Returning national servicemen' })).toBeVisible();
  await saveAndContinue(page, 'Tuition grant declaration');

  await expect(page.getByText(/you are in Tier A/)).toBeVisible();
  await answer(page, 'Tuition grant option', 'Apply for the government tuition grant');
  await saveAndContinue(page, 'Residential college interest');

  await answer(page, 'Would you like to live in a residential college?', 'Yes');
  await choose(page, 'Preference 1', 'Banyan College');
  await choose(page, 'Preference 2', 'Cassia College');
  await answer(page, 'Where do you live now?', 'Public housing (HDB flat)');
  await page.getByLabel('Usual journey time from home to campus, in minutes').fill('50');
  await answer(page, 'Will you need accommodation during your studies?', 'No');
  await page.getByLabel('I declare that my residential details are true and complete.').check();
  await saveAndContinue(page, 'Special programmes');

  await page.getByLabel('University Scholars Programme').check();
  await answer(page, /accepted an offer of admission from another autonomous university/, 'No, I have not accepted an offer');
  await saveAndContinue(page, 'Declaration');

  await page.getByLabel(/information I have given in this application is true and complete/).check();
  await page.getByLabel(/I have read the privacy notice/).check();
  await page.getByLabel(/I consent to the university obtaining my examination results/).check();
  await saveAndContinue(page, 'Document upload');

  await page.getByRole('link', { name: 'Your application' }).click();
  // Every section is complete but the documents, which come next.
  await expectTasks(page, A_LEVEL_CITIZEN_SECTIONS, [...A_LEVEL_CITIZEN_SECTIONS.slice(0, -1).map(() => 'Completed'), 'Not started']);
});

test('(a) the identity document is uploaded on the Document Upload page', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(sectionUrl(applicationNumber, 'documents'));
  await expect(heading(page, 'Document upload')).toBeVisible();
  // Each kind says how many files it takes, in words (not a bare "(5)").
  const kinds = page.getByLabel('What is this document?').getByRole('option');
  await expect(kinds.filter({ hasText: 'Other supporting document' })).toHaveText('Other supporting document (up to 5 files)');
  await expect(kinds.filter({ hasText: 'NRIC' })).toHaveText('NRIC (both sides) (up to 2 files)');
  await choose(page, 'What is this document?', /^NRIC \(both sides\)/);
  await page.getByLabel('File', { exact: true }).setInputFiles(path.join(FIXTURES, 'identity-card.png'));
  await page.getByRole('button', { name: 'Upload file' }).click();
  const uploadedNotice = page.getByText('identity-card.png has been uploaded.');
  await expect(uploadedNotice).toBeVisible();
  const uploaded = page.getByRole('table', { name: 'Documents uploaded to this application' }).getByRole('row').filter({ hasText: 'identity-card.png' });
  await expect(uploaded).toContainText('NRIC (both sides)');
  // The next upload's error stands alone: the last one's notice does not stay beside it.
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(errorSummary(page)).toBeVisible();
  await expect(uploadedNotice).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Your application')).toBeVisible();
  await expectTasks(page, A_LEVEL_CITIZEN_SECTIONS, 'Completed');
  await expect(page.getByText(`You have completed ${A_LEVEL_CITIZEN_SECTIONS.length} of ${A_LEVEL_CITIZEN_SECTIONS.length} sections.`)).toBeVisible();
});

test('(a) the answers are checked and submitted once, then acknowledged with the e-mail, the PDF and the history', async ({ page }) => {
  await signInWithEmail(page);
  await page.goto(`/applicant/admission/applications/${applicationNumber}`);
  await page.getByRole('link', { name: 'Check your answers' }).click();
  await expect(heading(page, 'Check your answers')).toBeVisible();
  await expect(page.getByText('NG KAI WEN').first()).toBeVisible();
  await expect(page.getByText('identity-card.png').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Change.*Personal particulars/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const mailsBefore = server.mail.find(DEMO_ACCOUNT.email, SUBMITTED_SUBJECT).length;
  await page.getByRole('button', { name: 'Submit application' }).dblclick();
  await expect(heading(page, 'Application submitted')).toBeVisible();
  await expect(page.getByText(applicationNumber).first()).toBeVisible();
  await expect(page.getByText(/Pay the application fee of SGD/)).toBeVisible();
  await expectNoAxeViolations(page);

  // One confirmation e-mail, however often Submit was pressed.
  const mail = await server.mail.next(DEMO_ACCOUNT.email, SUBMITTED_SUBJECT, mailsBefore);
  expect(mail.text).toContain(`We received your admission application ${applicationNumber} (Singapore-Cambridge GCE A-Level)`);
  const fees = (await (await page.request.get('/api/payment/fees')).json()) as Array<{ applicationNumber: string }>;
  expect(fees.filter((fee) => fee.applicationNumber === applicationNumber)).toHaveLength(1);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download a copy of your application (PDF)' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`application-${applicationNumber}-en-GB.pdf`);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = (await pdfPages(bytes)).join('\n');
  expect(text).toContain(`Application number ${applicationNumber}`);
  expect(text).toContain('NG KAI WEN');
  expect(text).toContain('Raffles Institution');
  expect(server.mail.find(DEMO_ACCOUNT.email, SUBMITTED_SUBJECT)).toHaveLength(mailsBefore + 1);

  await page.getByRole('link', { name: 'View your application and its history' }).click();
  await expect(heading(page, `Application ${applicationNumber}`)).toBeVisible();
  const history = page.getByRole('region', { name: 'Application history' }).getByRole('listitem');
  await expect(history).toHaveText([/^Application started/, /^PIN created/, /^Document uploaded: identity-card\.png/, /^Application submitted/, /^References requested from your referees/]);
});

test('(a) reached from the status page, the submitted application names its documents; the dashboard greets the name on it', async ({ page }) => {
  await signInWithEmail(page);
  // The account is DEMO ACCOUNT; the application is NG KAI WEN's, and the dashboard follows it.
  await page.goto('/applicant');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, NG KAI WEN' })).toBeVisible();
  // Straight from the status page, without a section page having loaded the document types' words first.
  await page.goto('/applicant/admission/status');
  await page.getByRole('link', { name: `View application ${applicationNumber}: answers, documents and history` }).click();
  await expect(heading(page, `Application ${applicationNumber}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Documents' }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'identity-card.png' });
  await expect(row).toContainText('NRIC (both sides)');
  await expectNoAxeViolations(page);
});

test('(b) a working adult applies through the continuing-education login with its own sections', async ({ page }) => {
  test.slow();
  await signInWithEmailOnTheForm(page, '/alcnsLogin');
  await page.goto('/applicant/admission/apply');
  await answerEligibility(page, 'Working adult', { citizenship: 'Singapore permanent resident', work: 'Yes' });
  await expect(heading(page, 'Create your PIN')).toBeVisible();
  const number = /\d{8}/.exec(await page.getByText(/^Your application number is \d{8}\./).innerText())![0];
  await page.getByLabel('PIN', { exact: true }).fill('Lotus207');
  await page.getByLabel('Confirm PIN').fill('Lotus207');
  await page.getByRole('button', { name: 'Create PIN and continue' }).click();
  await expect(heading(page, 'Your application')).toBeVisible();
  await expect(page.getByText('Applying with / as: Working adult')).toBeVisible();
  await expect(page.getByText(/^Continuing education .*: applications can be submitted until/)).toBeVisible();
  // Employment instead of subjects; no short questions, residential college or special programmes.
  // "Apply with / as" was answered in Application Eligibility.
  await expectTasks(page, WORKING_ADULT_RESIDENT_SECTIONS, ['Completed', ...WORKING_ADULT_RESIDENT_SECTIONS.slice(1).map(() => 'Not started')]);

  await page.getByRole('link', { name: 'Choice of study' }).click();
  await choose(page.getByRole('group', { name: 'Choice 1' }), 'Programme', 'Business Management (part-time)');
  await page.getByRole('button', { name: 'Add another choice' }).click();
  await choose(page.getByRole('group', { name: 'Choice 2' }), 'Programme', 'Data Science and Analytics');
  await saveAndContinue(page, 'Personal particulars');

  await choose(page, 'Salutation', 'Mrs');
  await page.getByLabel('Full name').first().fill('PRIYA RAMAN');
  await answer(page, 'Gender', 'Female');
  await page.getByLabel('Date of birth').fill('12/03/1990');
  await choose(page, 'Nationality', 'India');
  await choose(page, 'Race', 'Indian');
  await choose(page, 'Marital status', 'Married');
  await answer(page, 'Identity document', 'NRIC (Singapore citizen or permanent resident)');
  await page.getByLabel('Identity document number').fill('S9012345B');
  await page.getByLabel('E-mail address').fill('priya.raman@example.com');
  const mobile = page.getByRole('group', { name: 'Mobile number' });
  await mobile.getByLabel('Country code').fill('65');
  await mobile.getByLabel('Number').fill('87654321');
  await page.getByLabel('Postal code').fill('310123');
  await page.getByLabel('Address line 1').fill('Blk 123 Lorong 1 Toa Payoh');
  const nextOfKin = page.getByRole('group', { name: 'Next of kin' });
  await nextOfKin.getByLabel('Full name').fill('RAMAN KUMAR');
  await choose(nextOfKin, 'Relationship to you', 'Spouse');
  await nextOfKin.getByLabel('Country code').fill('65');
  await nextOfKin.getByLabel('Number').fill('81234567');
  await saveAndContinue(page, 'Education');

  await institutionName(page).fill('Ngee Ann Polytechnic');
  await choose(page, 'Country of the institution', 'Singapore');
  await choose(page, 'Qualification type', 'Polytechnic or ITE diploma');
  await answer(page, 'Status', 'Completed (graduated)');
  await page.getByLabel('From', { exact: true }).fill('04/2008');
  await page.getByLabel('To', { exact: true }).fill('03/2011');
  await page.getByLabel('Cumulative GPA', { exact: true }).fill('3.62');
  await choose(page, 'GPA scale (the highest possible GPA)', '4.0');
  await answer(page, 'Which English language test have you taken?', 'None');
  await answer(page, 'Are you currently a student of this university?', 'No');
  await saveAndContinue(page, 'Achievements');

  // None to add: the section is complete without any.
  await expect(page.getByText('You have not added any achievements.')).toBeVisible();
  await saveAndContinue(page, 'Employment records');

  // The working-adult scheme admits on work experience: a job is required.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(errorSummary(page).getByRole('link', { name: /Add at least one employment record/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add an employment record' }).click();
  const job = page.getByRole('group', { name: 'Employment record 1' });
  await job.getByLabel('Employer').fill('SP Group');
  await job.getByLabel('Job title').fill('Senior technician');
  await job.getByLabel('Job description').fill('I maintain substations and lead a team of four technicians.');
  await answer(job, 'Full-time or part-time', 'Full-time');
  await job.getByLabel('Start month').fill('05/2011');
  await job.getByLabel('I work here now').check();
  await expect(job.getByLabel('End month')).toHaveCount(0);
  await job.getByLabel('Monthly salary (SGD)').fill('4200.00');
  await answer(job, 'Are you bonded to this employer?', 'No');
  await answer(job, /scholarship or sponsorship/, 'Yes');
  await job.getByLabel('Scholarship or sponsorship details').fill('SP Group part-time study award: half the tuition fees, no bond.');
  await saveAndContinue(page, 'Referee nomination');

  const referees = [
    { name: 'WONG MEI FANG', position: 'Engineering manager', organisation: 'SP Group', relationship: 'Supervisor', email: 'meifang.wong@spgroup.com.sg' },
    { name: 'AHMAD BIN ISMAIL', position: 'Lecturer, Electrical Engineering', organisation: 'Ngee Ann Polytechnic', relationship: 'Lecturer', email: 'ahmad_ismail@np.edu.sg' },
  ];
  for (const [index, referee] of referees.entries()) {
    const group = page.getByRole('group', { name: `Referee ${index + 1}` });
    await group.getByLabel('Full name').fill(referee.name);
    await group.getByLabel('Position').fill(referee.position);
    await group.getByLabel('School or organisation').fill(referee.organisation);
    await choose(group, 'How do they know you?', referee.relationship);
    await group.getByLabel('Work e-mail address').fill(referee.email);
    await group.getByLabel('Country code').fill('65');
    await group.getByLabel('Number').fill(`6${index + 1}234567`);
  }
  await saveAndContinue(page, 'Personal statement');

  await page.getByLabel('Your personal statement').fill('Twelve years on the grid taught me the practice; I want the management theory behind it.');
  await saveAndContinue(page, 'Household income');

  await page.getByLabel('Number of people in your household').fill('2');
  await page.getByLabel('Gross monthly household income (SGD)').fill('9800');
  await page.getByLabel(/may check my household’s income/).check();
  await saveAndContinue(page, 'Health and support');

  await answer(page, /medical condition or disability/, 'Yes');
  const condition = page.getByRole('group', { name: 'Condition 1' });
  await choose(condition, 'Type of condition', 'Hearing impairment');
  await condition.getByLabel('Name of the condition').fill('Partial hearing loss, left ear');
  await condition.getByLabel('Support you would need').fill('A seat near the front in lectures.');
  await answer(page, /convicted of a criminal offence/, 'No');
  await saveAndContinue(page, 'National service');

  await answer(page, 'What is your national service status?', 'Not applicable');
  await saveAndContinue(page, 'Tuition grant declaration');

  // A permanent resident is in Tier B: the grant comes with a bond, acknowledged here.
  await expect(page.getByText(/you are in Tier B/)).toBeVisible();
  await answer(page, 'Tuition grant option', 'Apply for the government tuition grant');
  await page.getByLabel(/I must work in Singapore for 3 years after I graduate/).check();
  await saveAndContinue(page, 'Declaration');

  await page.getByLabel(/information I have given in this application is true and complete/).check();
  await page.getByLabel(/I have read the privacy notice/).check();
  await page.getByLabel(/I consent to the university obtaining my examination results/).check();
  await saveAndContinue(page, 'Document upload');

  await choose(page, 'What is this document?', /^Other identity document showing your address/);
  await page.getByLabel('File', { exact: true }).setInputFiles(path.join(FIXTURES, 'identity-document.pdf'));
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByText('identity-document.pdf has been uploaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectTasks(page, WORKING_ADULT_RESIDENT_SECTIONS, 'Completed');

  await page.getByRole('link', { name: 'Check your answers' }).click();
  await expect(page.getByText('SP Group').first()).toBeVisible();
  const mailsBefore = server.mail.find(DEMO_ACCOUNT.email, SUBMITTED_SUBJECT).length;
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(heading(page, 'Application submitted')).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
  expect((await server.mail.next(DEMO_ACCOUNT.email, SUBMITTED_SUBJECT, mailsBefore)).text).toContain(`${number} (Working adult)`);
});

test('(c) outside the application period Submit is off and says why; the draft can be deleted', async ({ page }) => {
  await signInWithEmailOnTheForm(page, '/scaleLogin');
  await page.goto('/applicant/admission/apply');
  await answerEligibility(page, 'Working adult', { work: 'Yes' });
  await page.getByLabel('PIN', { exact: true }).fill('Scale207');
  await page.getByLabel('Confirm PIN').fill('Scale207');
  await page.getByRole('button', { name: 'Create PIN and continue' }).click();
  await expect(page.getByText(/^SCALE working adults \d{4}\/\d{4}: applications can be submitted from .* but cannot submit it now/)).toBeVisible();
  // The period's name as the office gave it in Chinese (issue 35), on the Chinese page.
  await switchLanguage(page, '中文');
  await expect(page.getByText(/^\d{4}\/\d{4} 学年 SCALE 在职成人课程招生：申请提交期为/)).toBeVisible();
  await expect(page.getByText(/SCALE working adults/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await switchLanguage(page, 'English');
  await page.getByRole('link', { name: 'Check your answers' }).click();
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeDisabled();
  await expect(page.getByText(/so you cannot submit now/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await page.getByRole('link', { name: 'Delete draft' }).click();
  await page.getByRole('button', { name: 'Yes, delete this draft' }).click();
  await expect(page.getByText('Your draft application has been deleted.')).toBeVisible();
  await expect(heading(page, 'Application Eligibility')).toBeVisible();
});

/** Switches the page's language with the header's switch and waits until the page speaks it. */
async function switchLanguage(page: Page, language: 'English' | '中文') {
  await page.getByRole('navigation', { name: /Language|语言/ }).getByRole('button', { name: language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === '中文' ? 'zh-Hans' : 'en-GB');
}

/** What shows a section page's errors: usually "Save and continue" (in 中文) with nothing filled in. */
const SHOW_ERRORS: Partial<Record<AdmissionSectionId, (page: Page) => Promise<void>>> = {
  // No achievements is a complete answer: an empty one added is not.
  achievements: async (page) => {
    await page.getByRole('button', { name: '添加成就' }).click();
    await page.getByRole('button', { name: '保存并继续' }).click();
  },
  documents: (page) => page.getByRole('button', { name: '上传文件' }).click(),
};

/** The button that sends the section's form, in each language. */
const SEND = { en: /^(Save and continue|Upload file)$/, zh: /^(保存并继续|上传文件)$/ };

/** The pages axe checks: every section page, each in an application of a category that has it. */
const AXE_PAGES: ReadonlyArray<{ application: 'music' | 'workingAdult'; section: AdmissionSectionId }> = [
  { application: 'workingAdult', section: 'employment' },
  ...(
    [
      'choiceOfStudy',
      'personalParticulars',
      'education',
      'subjects',
      'achievements',
      'referees',
      'personalStatement',
      'shortQuestions',
      'householdIncome',
      'healthSupport',
      'nationalService',
      'tuitionGrant',
      'residentialCollege',
      'audition',
      'specialProgrammes',
      'declaration',
      'documents',
    ] as const
  ).map((section) => ({ application: 'music' as const, section })),
];

test.describe('axe on every section page', () => {
  // One browser page for all the checks, moving between sections as a user does: loading the portal
  // anew in a fresh browser for each of them would take longer than the checks.
  let page: Page;
  const applications = { music: '', workingAdult: '' };

  test.beforeAll(async ({ browser }) => {
    // Between them the two categories have all 18 section pages.
    expect(new Set(AXE_PAGES.map((entry) => entry.section)).size).toBe(18);
    page = await browser.newPage({ baseURL: server.portal.url });
    // A fresh applicant with two empty applications: music (every section but employment) and working adult (employment).
    const account = { email: `axe.${Date.now()}@example.edu`, password: 'Harbour#Lights2026', firstName: 'Lee', lastName: 'Jia Hui' };
    const citizen = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: true } as const;
    await registerEmailAccount(page, server.mail, account);
    await signInThroughApi(page, account, 'CE');
    applications.workingAdult = await startApplicationThroughApi(page, 'WORKING_ADULT', citizen, 'Axe12345');
    await signInThroughApi(page, account, 'ADM');
    applications.music = await startApplicationThroughApi(page, 'MUSIC', citizen, 'Axe12345');
  });
  test.afterAll(() => page.close());

  for (const { application, section } of AXE_PAGES) {
    test(`${SECTION_TITLES['en-GB'][section]}: nothing found empty or showing its errors, in English and in 中文`, async () => {
      const number = applications[application];
      if (section === 'subjects') {
        // Subjects are asked of a finished school-leaving record: one, with actual results and no subjects yet.
        const record = { id: 'axe-record-0001', institution: 'Victoria Junior College', country: 'SG', qualification: 'ALEVEL', status: 'GRADUATED', from: '01/2024', to: '12/2025', gpa: '', gpaScale: '', finalGpa: '', resultType: 'ACTUAL', examDate: '11/2025' };
        await saveSectionThroughApi(page, number, 'education', { records: [record], englishTest: { type: 'NONE', reference: '', name: '', score: '', date: '' }, studentHere: false, studentId: '' }, true);
      }
      await openSection(page, number, section);
      await expectNoAxeViolations(page);

      await switchLanguage(page, '中文');
      await expect(heading(page, SECTION_TITLES['zh-Hans'][section])).toBeVisible();
      await expect(page.getByRole('button', { name: SEND.zh })).toBeVisible();
      await expectNoAxeViolations(page);

      await (SHOW_ERRORS[section] ?? ((shown: Page) => shown.getByRole('button', { name: '保存并继续' }).click()))(page);
      await expect(page.getByRole('region', { name: '出现问题' })).toBeVisible();
      await expectNoAxeViolations(page);

      // The errors stay through the switch, now in English.
      await switchLanguage(page, 'English');
      await expect(heading(page, SECTION_TITLES['en-GB'][section])).toBeVisible();
      await expect(errorSummary(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

/**
 * Opens a section as a user moves between them: back to the task list, then the section's link;
 * from another application or page, by its address.
 */
async function openSection(page: Page, number: string, section: AdmissionSectionId) {
  if (page.url().includes(`/applications/${number}/sections/`)) {
    await page.getByRole('link', { name: 'Your application', exact: true }).click();
    await taskList(page).getByRole('link', { name: SECTION_TITLES['en-GB'][section], exact: true }).click();
  } else {
    await page.goto(sectionUrl(number, section));
  }
  await expect(heading(page, SECTION_TITLES['en-GB'][section])).toBeVisible();
  await expect(page.getByRole('button', { name: SEND.en })).toBeVisible();
}
