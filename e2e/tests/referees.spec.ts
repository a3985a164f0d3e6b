/**
 * After submission, in a real browser on a portal of this file's own (its own database and a mail
 * catcher): a nominated referee opens the e-mailed link without signing in, gives a reference, and
 * the link then no longer works; the applicant sees the reference as received (never its text); the
 * applicant updates the contact details and both the old and the new address are told. Axe (WCAG 2.2
 * A/AA) on the reference form and the contact page, in English and 中文.
 */
import { expect, test, type Page } from '../support/test';
import { COMPLETE_ELIGIBILITY, COMPLETE_SECTIONS } from '../../api/test/helpers/complete-admission-answers';
import { expectNoAxeViolations } from '../support/axe';
import { linkIn } from '../support/mail-catcher';
import { officerOnApplication } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { registerEmailAccount, send, signInThroughApi, startApplicationThroughApi, xsrfHeader, type EmailAccount } from '../support/portal-api';
import { portalWithMail } from '../support/public-portal';

const PORT = E2E_PORT + 37;
const server = portalWithMail(PORT);
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

const REFERENCE_SUBJECT = 'Reference request from the Office of Admissions';
const CONTACT_SUBJECT = 'Your contact details have been updated';
const ACCOUNT: EmailAccount = { email: 'referees.e2e@example.edu', password: 'Orchestra#Violin2026', firstName: 'MEI LING', lastName: 'TAN' };
const NEW_EMAIL = 'meiling.new@example.org';
let applicationNumber = '';

const languageSwitch = (page: Page, name: 'English' | '中文') =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).or(page.getByRole('banner').getByRole('button', { name, exact: true }));

/** A complete music application, submitted through the API as the pages would: what this file tests comes after. */
async function submitCompleteApplication(page: Page): Promise<string> {
  const number = await startApplicationThroughApi(page, 'MUSIC', COMPLETE_ELIGIBILITY as never, 'Violin26');
  const base = `/api/admission/applications/${number}`;
  const form = (await (await page.request.get(`${base}/form`)).json()) as { sections: Array<{ id: string }> };
  for (const { id } of form.sections) {
    if (id === 'applyAs' || id === 'documents') continue;
    await send(page, 'PUT', `/admission/applications/${number}/sections/${id}`, { data: COMPLETE_SECTIONS[id], version: 0, complete: true }, 200);
  }
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const upload = await page.request.post(`${base}/documents`, {
    headers: await xsrfHeader(page),
    multipart: { section: 'documents', documentType: 'IDENTITY_NRIC', file: { name: 'nric.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await send(page, 'POST', `/admission/applications/${number}/submit`, {}, 200);
  return number;
}

test('a referee gives a reference from the e-mailed link once, and the applicant sees it received', async ({ page, browser }) => {
  await registerEmailAccount(page, server.mail, ACCOUNT);
  await signInThroughApi(page, ACCOUNT, 'ADM');
  applicationNumber = await submitCompleteApplication(page);

  const link = linkIn(await server.mail.next('lim.siewhua@rjc.edu.sg', REFERENCE_SUBJECT, 0), '/referee');
  // The referee has no account and no session: a browser of their own.
  const context = await browser.newContext();
  const referee = await context.newPage();
  await referee.goto(`${ORIGIN}${link}`);
  await expect(referee.getByRole('heading', { level: 1, name: 'Reference for an applicant' })).toBeVisible();
  await expect(referee.getByText(applicationNumber, { exact: true })).toBeVisible();
  await expect(referee.getByText('TAN MEI LING', { exact: true })).toBeVisible();
  await expectNoAxeViolations(referee);

  // Submitting empty lists every problem in the error summary.
  await referee.getByRole('button', { name: 'Submit reference' }).click();
  await expect(referee.getByRole('region', { name: 'There is a problem' })).toBeFocused();
  await expectNoAxeViolations(referee);

  await referee.getByLabel('How do you know the applicant?').selectOption({ label: 'Teacher' });
  await referee.getByRole('radio', { name: '2 to 5 years' }).check();
  await referee.getByRole('textbox', { name: 'Your reference' }).fill('Mei Ling led the school orchestra with care and humour.');
  await expect(referee.getByText(/characters remaining/)).toBeVisible();
  await referee.getByRole('radio', { name: 'I highly recommend the applicant' }).check();
  await referee.getByRole('checkbox', { name: /I confirm that I wrote this reference myself/ }).check();
  await referee.getByRole('button', { name: 'Submit reference' }).click();
  await expect(referee.getByRole('heading', { name: 'Thank you: your reference has been received' })).toBeVisible();

  // The same link again: used up, and said without saying why.
  await referee.goto(`${ORIGIN}${link}`);
  await expect(referee.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(referee.getByRole('button', { name: 'Submit reference' })).toHaveCount(0);
  await languageSwitch(referee, '中文').click();
  await expect(referee.getByRole('heading', { name: '此链接无法使用' })).toBeVisible();
  await expectNoAxeViolations(referee);
  await context.close();

  await page.goto(`/applicant/admission/applications/${applicationNumber}`);
  const referees = page.getByRole('region', { name: 'Referees' });
  await expect(referees.getByRole('definition').filter({ hasText: 'Received' })).toHaveCount(1);
  await expect(referees.getByRole('definition').filter({ hasText: 'Requested' })).toHaveCount(1);
  await expect(referees).not.toContainText('orchestra');
  await expect(page.getByText('Reference received from LIM SIEW HUA')).toBeVisible();
  await expect(page.getByText('References requested from your referees')).toBeVisible();

  // The office reads the same history in its own words, not the applicant's.
  const office = await officerOnApplication(browser, ORIGIN, applicationNumber, 'TAN MEI LING');
  const officeHistory = office.getByRole('region', { name: 'Application history' });
  await expect(officeHistory.getByText('References requested from the applicant’s referees')).toBeVisible();
  await expect(officeHistory).not.toContainText('your referees');
});

test('the applicant updates the contact details; both addresses are told; axe in English and 中文', async ({ page }) => {
  await signInThroughApi(page, ACCOUNT, 'ADM');
  await page.goto(`/applicant/admission/applications/${applicationNumber}`);
  await page.getByRole('link', { name: 'Update your contact details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update your contact details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(ACCOUNT.email);
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'E-mail address' }).fill('not an address');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
  await expectNoAxeViolations(page);

  const seenOld = server.mail.find(ACCOUNT.email, CONTACT_SUBJECT).length;
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(NEW_EMAIL);
  await page.getByRole('textbox', { name: 'Number', exact: true }).fill('87654321');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Your contact details have been updated')).toBeVisible();
  const toNew = await server.mail.next(NEW_EMAIL, CONTACT_SUBJECT, 0);
  expect(toNew.text).toContain('+65 87654321');
  // The e-mails went to the address on record, which was the account's.
  await server.mail.next(ACCOUNT.email, CONTACT_SUBJECT, seenOld);

  await languageSwitch(page, '中文').click();
  await expect(page.getByRole('heading', { level: 1, name: '更新联系方式' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '返回您的申请' }).click();
  await expect(page.getByText('已更新联系方式')).toBeVisible();
  await expectNoAxeViolations(page);
});
