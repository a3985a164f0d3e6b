/**
 * The admissions console's after-submission screens in a real browser, on a portal of this file's
 * own (its own database and a mail catcher), each followed to what the applicant is told:
 * - Request missing documents, filled by keyboard alone → the e-mail, the dashboard item with its due
 *   date and the request on Documents requested (the applicant's upload is appeal.spec's (b));
 * - Interviews and tests: a test at two times, one in a room and one by video, filled by keyboard
 *   alone, the place in English and Chinese → the applicant's invitation offers exactly those, the
 *   place in the page's language; once a time is chosen the console says
 *   which (the applicant's choosing is appeal.spec's (c));
 * - Waive the application fee → the dashboard stops asking for it, Payment Details and the fee's page
 *   say waived and nothing can be paid;
 * - the appeals console: the list and one appeal.
 * Axe (WCAG 2.2 A/AA) on every console screen, in English and 中文.
 */
import { expect, test, type Browser } from '../support/test';
import { axeInBothLanguages, expectNoAxeViolations, switchLanguage } from '../support/axe';
import { chineseDay, singaporeDayFromToday } from '../support/dates';
import { tabTo } from '../support/keyboard';
import { dashboardItem } from '../support/dashboard';
import { officerOnApplication, staffBrowser } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { send, xsrfHeader } from '../support/portal-api';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 61;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const server = portalWithMail(PORT);
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

const NUMBER = DEMO_APPLICANT.applicationNumber;
const APPLICANT_EMAIL = 'demo.applicant@example.edu';
const APPLICATION_PAGE = `/office/admission/applications/${NUMBER}`;

/** The admissions officer on the demo application's console page, in a browser of their own. */
const officerOnDemoApplication = (browser: Browser) => officerOnApplication(browser, BASE_URL, NUMBER, DEMO_APPLICANT.name);

test.describe('Request missing documents', () => {
  const due = singaporeDayFromToday(21);
  const message = 'Please upload your final examination results slip.';

  test('the officer requests documents by keyboard alone, with a due date, in English and 中文', async ({ browser }) => {
    expect(server.portal).toBeDefined();
    const office = await officerOnDemoApplication(browser);
    await office.getByRole('link', { name: 'Request missing documents' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Request documents' })).toBeVisible();
    await expect(office.getByText('No documents have been requested.')).toBeVisible();
    await axeInBothLanguages(office, '要求补交文件', 'Request documents');

    // Sent empty: the error summary takes focus and names each field.
    const sendRequest = office.getByRole('button', { name: 'Send the request' });
    await tabTo(office, sendRequest);
    await office.keyboard.press('Enter');
    const summary = office.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(3);
    await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#documentTypes-0');
    await expectNoAxeViolations(office);

    await tabTo(office, office.getByRole('checkbox', { name: 'Examination results or certificates' }));
    await office.keyboard.press('Space');
    await expect(office.getByRole('checkbox', { name: 'Examination results or certificates' })).toBeChecked();
    await tabTo(office, office.getByRole('textbox', { name: 'Message to the applicant' }));
    await office.keyboard.type(message);
    await tabTo(office, office.getByRole('textbox', { name: 'Due date' }));
    await office.keyboard.type(due);
    await tabTo(office, sendRequest);
    await office.keyboard.press('Enter');
    await expect(office.getByRole('alert').filter({ hasText: 'The request has been sent and the applicant told by e-mail.' })).toBeFocused();

    const sent = office.getByRole('region', { name: new RegExp(`due by ${due}$`) });
    await expect(sent).toContainText(message);
    await expect(sent).toContainText('Not answered yet');
    await expect(office.getByText('No documents have been requested.')).toHaveCount(0);
    await axeInBothLanguages(office, '要求补交文件', 'Request documents');
    await office.context().close();
  });

  test('the applicant is e-mailed, and the dashboard leads to the request with its due date', async ({ page }) => {
    const mail = await server.mail.next(APPLICANT_EMAIL, 'Documents requested for your application', 0);
    expect(mail.text).toContain(due);
    await signInWithPin(page);
    const item = dashboardItem(page, 'Upload requested documents');
    await expect(item).toContainText(`The Office of Admissions asks for documents for application ${NUMBER} by ${due}.`);
    await expect(item.getByText(`Due by ${due}`)).toBeVisible();
    await item.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents requested' })).toBeVisible();
    const request = page.getByRole('region', { name: new RegExp(`due by ${due}$`) });
    await expect(request.getByText(message)).toBeVisible();
    await expect(request.getByText('Documents asked for: Examination results or certificates')).toBeVisible();
    await expect(request.getByRole('button', { name: 'Send these documents to the Office of Admissions' })).toBeDisabled();
    await switchLanguage(page, '中文');
    await expect(page.getByRole('heading', { level: 1, name: '所需文件' })).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(`${chineseDay(due)}$`) }).getByText(message)).toBeVisible();
    // Back to English: the language is kept with the applicant, and the next e-mails follow it.
    await switchLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });
});

test.describe('Interviews and tests', () => {
  const day = singaporeDayFromToday(30);
  const roomTime = `${day}, 09:30`;
  const videoTime = `${day}, 14:00`;
  const videoLink = 'https://video.example.edu/room/7';

  test('the officer invites to a test at two times by keyboard alone, in English and 中文', async ({ browser }) => {
    const office = await officerOnDemoApplication(browser);
    await office.getByRole('link', { name: 'Invite to an interview or test' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Interviews and tests' })).toBeVisible();
    await expect(office.getByText('No invitations yet.')).toBeVisible();
    await axeInBothLanguages(office, '面试和测试', 'Interviews and tests');

    const inviteButton = office.getByRole('button', { name: 'Send the invitation' });
    await tabTo(office, inviteButton);
    await office.keyboard.press('Enter');
    const summary = office.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#slots.0.date');
    await expectNoAxeViolations(office);

    // Interview is chosen to begin with: the arrow key moves the choice to Test.
    await tabTo(office, office.getByRole('radio', { name: 'Interview' }));
    await office.keyboard.press('ArrowRight');
    await expect(office.getByRole('radio', { name: 'Test' })).toBeChecked();
    await tabTo(office, office.getByRole('textbox', { name: 'Message to the applicant' }));
    await office.keyboard.type('Bring a calculator and your NRIC.');
    const first = office.getByRole('group', { name: 'Time 1' });
    await tabTo(office, first.getByRole('textbox', { name: 'Date' }));
    await office.keyboard.type(day);
    await tabTo(office, first.getByRole('textbox', { name: 'Start time' }));
    await office.keyboard.type('09:30');
    await tabTo(office, first.getByRole('textbox', { name: 'Duration in minutes' }));
    await office.keyboard.press('ControlOrMeta+A');
    await office.keyboard.type('45');
    // The place in both languages: the time may be offered to applicants reading either (issue 35).
    await tabTo(office, first.getByRole('textbox', { name: 'Place in English' }));
    await office.keyboard.type('Examination Hall 2');
    await tabTo(office, first.getByRole('textbox', { name: 'Place in Chinese' }));
    await office.keyboard.type('第二考试厅');
    await tabTo(office, office.getByRole('button', { name: 'Add another time' }));
    await office.keyboard.press('Enter');
    const second = office.getByRole('group', { name: 'Time 2' });
    await tabTo(office, second.getByRole('textbox', { name: 'Date' }));
    await office.keyboard.type(day);
    await tabTo(office, second.getByRole('textbox', { name: 'Start time' }));
    await office.keyboard.type('14:00');
    await tabTo(office, second.getByRole('textbox', { name: 'Video link' }));
    await office.keyboard.type(videoLink);
    await tabTo(office, inviteButton);
    await office.keyboard.press('Enter');
    await expect(office.getByRole('alert').filter({ hasText: 'The invitation has been sent and the applicant told by e-mail.' })).toBeFocused();

    const invitations = office.getByRole('list').filter({ hasText: 'Invited on' });
    await expect(invitations).toContainText('Test');
    await expect(invitations).toContainText('No time chosen yet');
    await axeInBothLanguages(office, '面试和测试', 'Interviews and tests');
    await office.context().close();
  });

  test("the applicant's invitation offers the officer's two times; once one is chosen, the console says which", async ({ page, browser }) => {
    const mail = await server.mail.next(APPLICANT_EMAIL, 'You are invited to an interview or test', 0);
    expect(mail.text).toContain(`The Office of Admissions invites you to a test for application ${NUMBER}.`);
    // The times offered, each with its place in the applicant's language (issue 35).
    expect(mail.text).toContain(`${roomTime} (45 minutes), Examination Hall 2`);
    expect(mail.text).toContain(`${videoTime} (30 minutes), video call`);
    await signInWithPin(page);
    await dashboardItem(page, 'Choose your interview or test time').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Interview/test invitation' })).toBeVisible();
    await expect(page.getByText('You are invited to a test. Choose one of the times below.')).toBeVisible();
    await expect(page.getByText('Bring a calculator and your NRIC.')).toBeVisible();
    const times = page.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio');
    await expect(times).toHaveCount(2);
    await expect(page.getByRole('radio', { name: `${roomTime} (45 minutes), Examination Hall 2` })).toBeVisible();
    await expect(page.getByRole('radio', { name: `${videoTime} (30 minutes), video call` })).toBeVisible();
    await switchLanguage(page, '中文');
    await expect(page.getByRole('radio', { name: `${chineseDay(day)} 09:30（45 分钟），第二考试厅` })).toBeVisible();
    await expect(page.getByRole('radio', { name: `${chineseDay(day)} 14:00（30 分钟），视频会议` })).toBeVisible();
    await switchLanguage(page, 'English');
    await expect(page.getByRole('heading', { level: 1, name: 'Interview/test invitation' })).toBeVisible();

    // The applicant's choice (chosen through the API: choosing on the page is appeal.spec's (c)).
    const { invitation } = (await (await page.request.get(`/api/admission/applications/${NUMBER}/interview`)).json()) as { invitation: { slots: Array<{ id: string; videoLink: string | null }> } };
    const byVideo = invitation.slots.find((slot) => slot.videoLink === videoLink)!;
    await send(page, 'POST', `/admission/applications/${NUMBER}/interview/slot`, { slotId: byVideo.id }, 200);

    const office = await staffBrowser(browser, BASE_URL, 'ADMISSIONS', `${APPLICATION_PAGE}/interviews`);
    await expect(office.getByRole('list').filter({ hasText: 'Invited on' })).toContainText(`Chosen: ${videoTime}, 30 minutes, ${videoLink}`);
    await office.context().close();
  });
});

test.describe('Waive the application fee', () => {
  const reason = 'Applicant receives financial assistance from the Ministry.';

  test('the officer waives the unpaid fee with a reason, in English and 中文', async ({ browser }) => {
    const office = await officerOnDemoApplication(browser);
    await office.getByRole('link', { name: 'Waive the application fee' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Application fee' })).toBeVisible();
    await expect(office.getByText('Not paid', { exact: true })).toBeVisible();
    await axeInBothLanguages(office, '申请费', 'Application fee');

    await office.getByRole('button', { name: 'Waive the fee' }).click();
    const summary = office.getByRole('region', { name: 'There is a problem' });
    await expect(summary.getByRole('link', { name: 'Enter the reason for waiving the fee' })).toHaveAttribute('href', '#reason');
    await expect(office.locator('#reason-error')).toHaveText('Error: Enter the reason for waiving the fee');
    await expectNoAxeViolations(office);

    await office.getByRole('textbox', { name: 'Reason for waiving the fee' }).fill(reason);
    await office.getByRole('button', { name: 'Waive the fee' }).click();
    await expect(office.getByText('The fee has been waived and the applicant told by e-mail.')).toBeVisible();
    await expect(office.getByText('Waived', { exact: true })).toBeVisible();
    await expect(office.getByText(reason)).toBeVisible();
    await expect(office.getByRole('button', { name: 'Waive the fee' })).toHaveCount(0);
    await axeInBothLanguages(office, '申请费', 'Application fee');
    await office.context().close();
  });

  test('the applicant is e-mailed; the dashboard stops asking, and Payment Details and the fee say waived with nothing to pay', async ({ page }) => {
    expect((await server.mail.next(APPLICANT_EMAIL, 'Your application fee has been waived', 0)).text).toContain(NUMBER);
    await signInWithPin(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Things to do' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay your application fee' })).toHaveCount(0);

    await page.goto('/applicant/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    const fee = page.getByRole('table', { name: 'Your fees' }).getByRole('row').filter({ hasText: NUMBER });
    await expect(fee.getByText('Waived', { exact: true })).toBeVisible();
    await expect(fee.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);
    await fee.getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Application Fee Payment' })).toBeVisible();
    await expect(page.getByText('This fee has been waived. You do not need to pay it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    // Nor can it be paid by calling the API.
    const feeId = new URL(page.url()).pathname.split('/').pop()!;
    const checkout = await page.request.post(`/api/payment/fees/${feeId}/checkout`, { headers: await xsrfHeader(page) });
    expect(checkout.status()).toBe(409);
  });
});

test.describe('Appeals console', () => {
  test('the appeals to review and one appeal pass axe in English and 中文', async ({ browser, page }) => {
    // An unsuccessful outcome released (staff API) and an appeal sent (applicant API): the screens under test come after.
    const office = await staffBrowser(browser, BASE_URL, 'ADMISSIONS', '/office/admission');
    await send(office, 'PUT', `/office/admission/applications/${NUMBER}/outcome`, { decision: 'UNSUCCESSFUL' }, 200);
    await send(office, 'POST', `/office/admission/applications/${NUMBER}/outcome/release`, {}, 200);
    await signInWithPin(page);
    await send(page, 'POST', `/admission/applications/${NUMBER}/appeal`, { reason: 'My actual results are better than my predicted ones.', preferredProgramme: 'ECON', preferredMajor: '', sdp: false, mdp: false }, 201);

    await office.getByRole('link', { name: 'Appeals to review' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Appeals to review' })).toBeVisible();
    await expect(office.getByRole('table')).toContainText(DEMO_APPLICANT.name);
    await axeInBothLanguages(office, '待审理的申诉', 'Appeals to review');
    await office.getByRole('link', { name: `Review the appeal of application ${NUMBER}` }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Appeal' })).toBeVisible();
    await expect(office.getByRole('region', { name: 'Current appeal' })).toContainText('better than my predicted ones');
    await axeInBothLanguages(office, '申诉', 'Appeal');
    await office.context().close();
  });
});
