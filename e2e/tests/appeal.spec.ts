/**
 * After submission, the applicant's side in a real browser, on a portal of this file's own (its own
 * database and a mail catcher): the office's steps are set up through the staff API, as the console
 * would call it.
 * (a) Appeal: before an outcome is released the screen says an appeal is not possible yet.
 * (b) Documents requested by the office: the dashboard item, uploading, sending.
 * (c) An interview invitation: choosing a time, the calendar file.
 * (d) The appeal journey: the officer records and releases an unsuccessful outcome (staff API), the
 *     applicant appeals, appeals again (the first is replaced), the officer records the appeal's
 *     outcome in the console (a browser context of its own), and a third appeal is refused.
 * Axe (WCAG 2.2 A/AA) on every screen, in English and 中文.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { choose } from '../support/choose';
import { signInAsStaff, signInStaffThroughApi } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { xsrfHeader } from '../support/portal-api';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 47;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const server = portalWithMail(PORT);
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

const FIXTURES = path.join(__dirname, '../fixtures');
const NUMBER = DEMO_APPLICANT.applicationNumber;

/** The admissions officer, signed in through the staff API (the console's own sign-in is the shell's). */
async function officer(): Promise<{
  api: APIRequestContext;
  post(path: string, data: unknown): Promise<unknown>;
  send(method: 'PUT' | 'POST', path: string, data: unknown, status: number): Promise<unknown>;
}> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const xsrf = async () => decodeURIComponent((await api.storageState()).cookies.find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))!.value);
  await signInStaffThroughApi(api, 'ADMISSIONS');
  return {
    api,
    async post(url, data) {
      const response = await api.post(`/api${url}`, { data, headers: { 'x-xsrf-token': await xsrf() } });
      expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
      return response.json();
    },
    async send(method, url, data, status) {
      const response = await api.fetch(`/api${url}`, { method, data, headers: { 'x-xsrf-token': await xsrf() } });
      expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(status);
      return response.json();
    },
  };
}

async function inBothLanguages(page: Page, check: () => Promise<void>) {
  await expectNoAxeViolations(page);
  await page.getByRole('banner').getByRole('link', { name: '中文', exact: true }).or(page.getByRole('banner').getByRole('button', { name: '中文', exact: true })).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await check();
  await expectNoAxeViolations(page);
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).or(page.getByRole('banner').getByRole('button', { name: 'English', exact: true })).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
}

test('(a) the Appeal screen says an appeal waits for the released outcome', async ({ page }) => {
  await signInWithPin(page);
  await page.goto(`/applicant/admission/applications/${NUMBER}/appeal`);
  await expect(page.getByRole('heading', { level: 1, name: 'Appeal' })).toBeVisible();
  await expect(page.getByText('You can appeal only once the outcome of your application has been released.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit appeal' })).toHaveCount(0);
  await inBothLanguages(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: '申诉' })).toBeVisible();
    await expect(page.getByText('您须待申请结果公布后方可提出申诉。')).toBeVisible();
  });
});

test('(b) documents requested by the office: dashboard item, upload, send', async ({ page }) => {
  const office = await officer();
  await office.post(`/office/admission/applications/${NUMBER}/document-requests`, { documentTypes: ['RESULTS'], message: 'Please upload your actual results slip.', dueDate: '31/12/2099' });
  await server.mail.next('demo.applicant@example.edu', 'Documents requested for your application', 0);
  await signInWithPin(page);
  await page.getByRole('link', { name: /Upload requested documents/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents requested' })).toBeVisible();
  await expect(page.getByText('Please upload your actual results slip.')).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(page, 'What is this document?', /^Examination results/);
  await page.getByLabel('File', { exact: true }).setInputFiles(path.join(FIXTURES, 'identity-document.pdf'));
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByRole('link', { name: /identity-document\.pdf/ })).toBeVisible();
  await page.getByRole('button', { name: 'Send these documents to the Office of Admissions' }).click();
  await expect(page.getByText('Your documents have been sent to the Office of Admissions.')).toBeVisible();
  await expect(page.getByText(/^Sent on/)).toBeVisible();
  await inBothLanguages(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: '所需文件' })).toBeVisible();
  });
  await office.api.dispose();
});

test('(c) an interview invitation: choose a time, get the calendar file', async ({ page }) => {
  const office = await officer();
  await office.post(`/office/admission/applications/${NUMBER}/interviews`, {
    kind: 'INTERVIEW',
    message: 'Please bring your NRIC.',
    slots: [
      // The office gives the place in both languages; each applicant reads their own (issue 35).
      { startsAt: '2099-03-10T10:00:00+08:00', durationMinutes: 30, place: { 'en-GB': 'Admissions Office, Room 1', 'zh-Hans': '招生办公室一号室' }, videoLink: '' },
      { startsAt: '2099-03-10T11:00:00+08:00', durationMinutes: 45, videoLink: 'https://video.example.edu/room/42' },
    ],
  });
  await signInWithPin(page);
  await page.getByRole('link', { name: /Choose your interview or test time/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Interview/test invitation' })).toBeVisible();
  await expect(page.getByText('Please bring your NRIC.')).toBeVisible();
  await inBothLanguages(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: '面试/测试邀请' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /（30 分钟），招生办公室一号室$/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /（45 分钟），视频会议$/ })).toBeVisible();
    await expect(page.getByText('Admissions Office')).toHaveCount(0);
  });
  await page.getByRole('button', { name: 'Confirm this time' }).click();
  await expect(page.getByText('Choose a time').first()).toBeVisible();
  const confirmations = server.mail.find('demo.applicant@example.edu', 'Your interview or test time is confirmed').length;
  await page.getByRole('radio', { name: /Admissions Office, Room 1/ }).check();
  await page.getByRole('button', { name: 'Confirm this time' }).click();
  await expect(page.getByText('Your time is confirmed. We have sent you an e-mail.')).toBeVisible();
  expect((await server.mail.next('demo.applicant@example.edu', 'Your interview or test time is confirmed', confirmations)).text).toContain('Place: Admissions Office, Room 1');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to my calendar (.ics file)' }).click();
  const ics = await readFile((await (await download).path())!, 'utf8');
  expect(ics).toContain('DTSTART:20990310T020000Z');
  expect(ics).toContain('DTEND:20990310T023000Z');
  expect(ics).toContain('LOCATION:Admissions Office\\, Room 1');
  // On the Chinese page the chosen time's place, and the calendar file downloaded there, are in Chinese.
  await inBothLanguages(page, async () => {
    await expect(page.getByText('招生办公室一号室')).toBeVisible();
    const downloadInChinese = page.waitForEvent('download');
    await page.getByRole('link', { name: '加入我的日历（.ics 文件）' }).click();
    const icsInChinese = (await readFile((await (await downloadInChinese).path())!, 'utf8')).replace(/\r\n /g, '');
    expect(icsInChinese).toContain('LOCATION:招生办公室一号室');
    expect(icsInChinese).toContain(`SUMMARY:招生面试（申请 ${NUMBER}）`);
  });
  await expectNoAxeViolations(page);
  await office.api.dispose();
});

/** Fills and sends the appeal form (a programme without majors or SDP/MDP). */
async function sendAppeal(page: Page, reason: string, programme: string) {
  await page.getByLabel('Reason for your appeal').fill(reason);
  await choose(page, 'Preferred programme', programme);
  await page.getByRole('button', { name: 'Submit appeal' }).click();
  await expect(page.getByText('Your appeal has been submitted. Only your latest appeal is reviewed; we will e-mail you when there is an outcome.')).toBeVisible();
}

test('(d) the appeal journey: outcome released, appeal, appeal again, the officer decides in the console, a third appeal refused', async ({ page, browser }) => {
  // Two people and three appeals in one journey: longer than one screen's budget on a loaded machine.
  test.setTimeout(180_000);
  const office = await officer();
  const outcome = `/office/admission/applications/${NUMBER}/outcome`;
  await office.send('PUT', outcome, { decision: 'UNSUCCESSFUL' }, 200);
  await office.send('POST', `${outcome}/release`, {}, 200);
  await office.api.dispose();

  await signInWithPin(page);
  await page.goto(`/applicant/admission/applications/${NUMBER}/appeal`);
  await expect(page.getByRole('heading', { level: 1, name: 'Appeal' })).toBeVisible();
  await expect(page.getByText('You can appeal only once the outcome of your application has been released.')).toHaveCount(0);
  await sendAppeal(page, 'My actual examination results are better than my predicted ones.', 'Economics');
  await expect(page.getByRole('heading', { name: 'Your current appeal' })).toBeVisible();
  await expect(page.getByText('You have already sent an appeal. Sending this one replaces it.')).toBeVisible();
  await inBothLanguages(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: '申诉' })).toBeVisible();
  });

  // Appealing again replaces the first appeal: kept as history, never reviewed.
  await sendAppeal(page, 'I have since also won a national science olympiad medal.', 'Computer Science');
  await expect(page.getByRole('heading', { name: 'Earlier appeals (replaced, not reviewed)' })).toBeVisible();
  await expect(page.getByText(/Replaced on/)).toHaveCount(1);

  // The officer, in a browser of their own, reviews the live appeal and records its outcome.
  const officeContext = await browser.newContext({ baseURL: BASE_URL });
  const officePage = await officeContext.newPage();
  await signInAsStaff(officePage, 'ADMISSIONS', '/office/admission');
  await officePage.getByRole('link', { name: 'Appeals to review' }).click();
  await expect(officePage.getByRole('heading', { level: 1, name: 'Appeals to review' })).toBeVisible();
  await expectNoAxeViolations(officePage);
  await officePage.getByRole('link', { name: `Review the appeal of application ${NUMBER}` }).click();
  await expect(officePage.getByRole('heading', { level: 1, name: 'Appeal' })).toBeVisible();
  const current = officePage.getByRole('region', { name: 'Current appeal' });
  await expect(current).toContainText('national science olympiad');
  await expect(officePage.getByRole('region', { name: 'Replaced appeals (not to be reviewed)' })).toContainText('better than my predicted ones');
  await expectNoAxeViolations(officePage);
  await officePage.getByRole('button', { name: 'Mark as under review' }).click();
  await expect(current.getByText('Under review', { exact: true })).toBeVisible();
  await officePage.getByRole('radio', { name: 'Dismissed', exact: true }).check();
  await officePage.getByLabel('Remarks to the applicant').fill('Your results do not meet the programme requirement.');
  await officePage.getByRole('button', { name: 'Record the outcome' }).click();
  await expect(current.getByText('Decided', { exact: true })).toBeVisible();
  await expect(officePage.getByRole('button', { name: 'Record the outcome' })).toHaveCount(0);
  await officeContext.close();

  // A third appeal is refused, on the screen and by the API.
  await page.reload();
  const refusal = 'Appeal submission is not allowed as there is already an Outcome for your appeal.';
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit appeal' })).toHaveCount(0);
  const third = await page.request.post(`/api/admission/applications/${NUMBER}/appeal`, {
    data: { reason: 'Please reconsider once more.', preferredProgramme: 'ECON', preferredMajor: '', sdp: false, mdp: false },
    headers: await xsrfHeader(page),
  });
  expect(third.status()).toBe(409);
  expect(await third.text()).toContain(refusal);
  await inBothLanguages(page, async () => {
    await expect(page.getByText('您的申诉已有结果，因此不能再提交申诉。')).toBeVisible();
  });
  await page.getByRole('link', { name: 'View the outcome of your appeal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appeal outcome' })).toBeVisible();
  await expect(page.getByText('Appeal dismissed')).toBeVisible();
  await expect(page.getByText('Your results do not meet the programme requirement.')).toBeVisible();
  await inBothLanguages(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: '申诉结果' })).toBeVisible();
  });
});
