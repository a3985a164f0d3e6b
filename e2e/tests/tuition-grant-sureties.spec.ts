/**
 * Sureties for the government tuition grant (issue 34) in a real browser, on a portal of this file's
 * own with a mail catcher: the officer releases an offer the applicant accepts with the tuition grant;
 * the dashboard then asks for two sureties; the applicant names them (the age rule over 21 and under
 * 65 shown before sending); each is e-mailed a single-use link; the first confirms from it without
 * an account; the applicant and the admissions console see each one's state. Axe in English and 中文
 * on the applicant's page, the surety's page and the console's panel.
 */
import { expect, test, type Locator, type Page } from '../support/test';
import { dashboardItem } from '../support/dashboard';
import { axeInBothLanguages } from '../support/languages';
import { linkIn } from '../support/mail-catcher';
import { officerOnApplication, signInStaffThroughApi } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { send } from '../support/portal-api';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 76;
const server = portalWithMail(PORT);
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

const NUMBER = DEMO_APPLICANT.applicationNumber;
const INVITE_SUBJECT = 'Please confirm that you will stand as surety for a tuition grant';
const FIRST = { fullName: 'TAN AH KOW', idType: 'NRIC', idNumber: 'S7012345A', dateOfBirth: '15/05/1975', email: 'tan.ahkow@example.com', mobile: '91234567' };
const SECOND = { fullName: 'WONG LI HUA', idType: 'PASSPORT', idNumber: 'E1234567', dateOfBirth: '20/08/1981', email: 'wong.lihua@example.com', mobile: '92345678' };

/** dd/mm/yyyy in Singapore, `days` from today. */
function singaporeDate(days: number): string {
  const [year, month, day] = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** The officer records and releases an offer eligible for the tuition grant, in a browser of their own. */
async function releaseOffer(page: Page) {
  const office = await page.context().browser()!.newContext({ baseURL: ORIGIN });
  const officer = await office.newPage();
  await signInStaffThroughApi(officer.request, 'ADMISSIONS');
  const outcome = `/office/admission/applications/${NUMBER}/outcome`;
  await send(officer, 'PUT', outcome, { decision: 'OFFERED', programme: 'BIZ', major: 'FIN', tuitionGrantEligible: true, schemes: [], replyDueDate: singaporeDate(14) }, 200);
  await send(officer, 'POST', `${outcome}/release`, {}, 200);
  await office.close();
}

async function fillSurety(form: Locator, surety: typeof FIRST) {
  await form.getByLabel('Full name').fill(surety.fullName);
  await form.getByLabel('Identity document', { exact: true }).selectOption(surety.idType);
  await form.getByLabel('Identity document number').fill(surety.idNumber);
  await form.getByLabel('Date of birth').fill(surety.dateOfBirth);
  await form.getByLabel('E-mail address').fill(surety.email);
  await form.getByLabel('Mobile number').fill(surety.mobile);
}

test('accepting with the tuition grant asks for two sureties; each confirms by the e-mailed link; the applicant and the office see their states', async ({ browser, page }) => {
  await releaseOffer(page);
  await signInWithPin(page);
  await send(page, 'POST', `/admission/applications/${NUMBER}/offer-response`, { reply: 'ACCEPT_WITH_GRANT', schemes: {}, otherUniversityOffer: 'NO_OTHER_OFFER', declineReason: '', bondAcknowledged: true }, 200);

  // The dashboard asks for the sureties, with the date both should confirm by.
  await page.goto('/applicant');
  const item = dashboardItem(page, 'Name your two sureties for the tuition grant');
  await expect(item).toBeVisible();
  await expect(item).toContainText(`both should confirm by ${singaporeDate(28)}`);
  await item.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sureties for the tuition grant' })).toBeVisible();
  const first = page.getByRole('region', { name: 'Surety 1' });
  const second = page.getByRole('region', { name: 'Surety 2' });
  await expect(first.getByText('Not named yet')).toBeVisible();
  await axeInBothLanguages(page, '学费津贴担保人');

  // Too young on 1 August of the award year: said before anything is sent.
  const firstForm = page.getByRole('form', { name: 'Surety 1' });
  await fillSurety(firstForm, { ...FIRST, dateOfBirth: '01/01/2010' });
  await firstForm.getByRole('button', { name: 'Save and e-mail the link' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: /A surety for the tuition grant must be over 21 and under 65 on 1 August/ })).toBeVisible();
  await expect(server.mail.find(FIRST.email, INVITE_SUBJECT)).toHaveLength(0);

  await firstForm.getByLabel('Date of birth').fill(FIRST.dateOfBirth);
  await firstForm.getByRole('button', { name: 'Save and e-mail the link' }).click();
  await expect(first.getByText(`We have e-mailed ${FIRST.fullName} a link to confirm.`)).toBeVisible();
  await expect(first.getByText('Waiting for them to confirm')).toBeVisible();
  await fillSurety(page.getByRole('form', { name: 'Surety 2' }), SECOND);
  await page.getByRole('form', { name: 'Surety 2' }).getByRole('button', { name: 'Save and e-mail the link' }).click();
  await expect(second.getByText('Waiting for them to confirm')).toBeVisible();

  // The first surety, with no account, confirms from the e-mailed link.
  const link = linkIn(await server.mail.next(FIRST.email, INVITE_SUBJECT, 0), '/tuition-grant-surety');
  const context = await browser.newContext({ baseURL: ORIGIN });
  const surety = await context.newPage();
  await surety.goto(link);
  await expect(surety.getByRole('heading', { level: 1, name: 'Confirm as surety for a tuition grant' })).toBeVisible();
  await expect(surety.getByText(`NRIC ${FIRST.idNumber}`)).toBeVisible();
  await axeInBothLanguages(surety, '确认担任学费津贴担保人');
  await surety.getByRole('checkbox', { name: /I agree to stand as surety/ }).check();
  await surety.getByLabel(/Your full name/).fill('Tan Ah Kow');
  await surety.getByRole('button', { name: 'Confirm as surety' }).click();
  await expect(surety.getByRole('heading', { name: 'Thank you: you have confirmed as surety' })).toBeVisible();
  // The link works once.
  await surety.goto(link);
  await expect(surety.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(first.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(second.getByText('Waiting for them to confirm')).toBeVisible();

  // The admissions console shows each surety's state.
  const office = await officerOnApplication(browser, ORIGIN, NUMBER, DEMO_APPLICANT.name);
  const panel = office.getByRole('region', { name: 'Sureties for the tuition grant' });
  await expect(panel.getByRole('region', { name: 'Surety 1' }).getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Surety 1' }).getByText('Tan Ah Kow', { exact: true })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Surety 2' }).getByText('Link sent, not yet confirmed')).toBeVisible();
  await expect(panel.getByText(SECOND.email)).toBeVisible();
  await axeInBothLanguages(office, `申请 ${NUMBER}`);
  await office.context().close();
});
