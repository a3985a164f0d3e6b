/**
 * An offer lapses at its reply due date, in a real browser against the portal's own scheduled job: the
 * portal server of this file runs under a clock the test moves (support/server-clock.ts). The officer
 * releases an offer due in two weeks; the applicant sees "Reply to your offer" on the dashboard; the
 * server's clock then moves fifteen days on, the lapse job marks the offer and e-mails the applicant,
 * and the applicant, signing in again (the old session ended with the days that passed), finds the
 * offer lapsed in English and 中文, with no reply possible. Axe on the lapsed outcome in both languages.
 */
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaffThroughApi } from '../support/office';
import { send } from '../support/portal-api';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';
import { ServerClock } from '../support/server-clock';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 57;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const clock = new ServerClock();
// The job looks for overdue offers every second here (every minute by default).
const server = portalWithMail(PORT, { ...clock.env, OFFER_LAPSE_CHECK_SECONDS: '1' });
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });
test.afterAll(() => clock.dispose());

const DEMO_EMAIL = 'demo.applicant@example.edu';
const LAPSED_SUBJECT = 'Your offer of admission has lapsed';
const outcomePath = `/applicant/admission/applications/${DEMO_APPLICANT.applicationNumber}/outcome`;

/** dd/mm/yyyy in Singapore, `days` from today. */
function singaporeDate(days: number): string {
  const [year, month, day] = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
const dueDate = singaporeDate(14);

/** The officer records and releases an offer through the console's API, in a browser of their own. */
async function releaseOffer(page: Page) {
  const office = await page.context().browser()!.newContext({ baseURL: BASE_URL });
  const officer = await office.newPage();
  await signInStaffThroughApi(officer.request, 'ADMISSIONS');
  const outcome = `/office/admission/applications/${DEMO_APPLICANT.applicationNumber}/outcome`;
  const offer = { decision: 'OFFERED', programme: 'BIZ', major: 'FIN', tuitionGrantEligible: true, schemes: [], replyDueDate: dueDate };
  await send(officer, 'PUT', outcome, offer, 200);
  await send(officer, 'POST', `${outcome}/release`, {}, 200);
  await office.close();
}

test('an unanswered offer lapses at its due date: the e-mail, the outcome in English and 中文, no reply possible', async ({ page }) => {
  await releaseOffer(page);
  await signInWithPin(page);
  await expect(page.getByRole('link', { name: 'Reply to your offer' })).toBeVisible();

  // Fifteen days pass on the server without a reply.
  const lapsedMails = server.mail.find(DEMO_EMAIL, LAPSED_SUBJECT).length;
  clock.moveAheadDays(15);
  const mail = await server.mail.next(DEMO_EMAIL, LAPSED_SUBJECT, lapsedMails);
  expect(mail.text).toContain(`We did not receive your reply to the offer for application ${DEMO_APPLICANT.applicationNumber} by ${dueDate}.`);

  await signInWithPin(page);
  await expect(page.getByRole('link', { name: 'Reply to your offer' })).toHaveCount(0);
  await page.goto(outcomePath);
  await expect(page.getByRole('heading', { name: 'This offer has lapsed' })).toBeVisible();
  await expect(page.getByText('We did not receive your reply by the due date, so the offer lapsed and is treated as declined.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply to your offer' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The reply screen, opened directly, has no form to answer with.
  await page.goto(`/applicant/admission/applications/${DEMO_APPLICANT.applicationNumber}/offer-response`);
  await expect(page.getByText('We did not receive your reply by the due date, so the offer lapsed and is treated as declined.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Offer' })).toHaveCount(0);

  await page.goto(outcomePath);
  await page.getByRole('banner').getByRole('link', { name: '中文', exact: true }).or(page.getByRole('banner').getByRole('button', { name: '中文', exact: true })).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u4e00-\u9fff]/);
  await expect(page.getByRole('heading', { name: '此录取通知已失效' })).toBeVisible();
  await expectNoAxeViolations(page);
});
