/**
 * The attack of issue 31, in real browsers on a portal of this file's own: an applicant types another
 * person's NRIC in Personal Particulars and submits; that person then signs in with national identity
 * at the local provider and lands in a new profile of their own, while the declaring applicant's
 * session shows nothing of them. The admissions officer sees the declaring application flagged "Same
 * NRIC declared elsewhere", in English and 中文, with zero axe violations.
 */
import { expect, test, type Page } from '../support/test';
import { COMPLETE_ELIGIBILITY, COMPLETE_SECTIONS } from '../../api/test/helpers/complete-admission-answers';
import { expectNoAxeViolations } from '../support/axe';
import { officerOnApplication } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { registerEmailAccount, send, signInThroughApi, startApplicationThroughApi, uploadThroughApi, type EmailAccount } from '../support/portal-api';
import { portalWithMail } from '../support/public-portal';

const PORT = E2E_PORT + 75;
const server = portalWithMail(PORT);
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });

const DECLARER: EmailAccount = { email: 'declares.another.nric@example.edu', password: 'Borrowed#Identity2026', firstName: 'MEI LING', lastName: 'TAN' };
const VICTIM = { nric: 'S8765432C', label: 'RAJ KUMAR S/O ARUMUGAM (S8765432C)', name: 'RAJ KUMAR S/O ARUMUGAM' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A complete application that declares the victim's NRIC, submitted through the API as its pages would send it. */
async function submitDeclaringApplication(page: Page): Promise<string> {
  const number = await startApplicationThroughApi(page, 'MUSIC', COMPLETE_ELIGIBILITY as never, 'Borrow26');
  const form = (await (await page.request.get(`/api/admission/applications/${number}/form`)).json()) as { sections: Array<{ id: string }> };
  for (const { id } of form.sections) {
    if (id === 'applyAs' || id === 'documents') continue;
    const data = id === 'personalParticulars' ? { ...COMPLETE_SECTIONS[id], identityType: 'NRIC', identityNumber: VICTIM.nric } : COMPLETE_SECTIONS[id];
    await send(page, 'PUT', `/admission/applications/${number}/sections/${id}`, { data, version: 0, complete: true }, 200);
  }
  await uploadThroughApi(page, `/admission/applications/${number}/documents`, { section: 'documents', documentType: 'IDENTITY_NRIC' }, { name: 'nric.pdf', mimeType: 'application/pdf', buffer: PDF });
  await send(page, 'POST', `/admission/applications/${number}/submit`, {}, 200);
  return number;
}

test('a declared NRIC never captures its owner’s national-identity sign-in, and the office sees the records flagged', async ({ page, browser }) => {
  await page.goto('/login');
  await registerEmailAccount(page, server.mail, DECLARER);
  await signInThroughApi(page, DECLARER, 'ADM');
  const declaringNumber = await submitDeclaringApplication(page);

  // The NRIC's owner signs in with national identity, in a browser of their own.
  const ownerContext = await browser.newContext({ baseURL: ORIGIN });
  const owner = await ownerContext.newPage();
  await owner.goto('/login');
  await owner.getByRole('link', { name: 'Sign in with national identity' }).click();
  await owner.getByRole('radio', { name: VICTIM.label }).check();
  await owner.getByRole('button', { name: 'Agree and sign in' }).click();
  await expect(owner).toHaveURL(/\/applicant$/);
  await expect(owner.getByRole('heading', { level: 1, name: `Welcome, ${VICTIM.name}` })).toBeVisible();
  // A new profile: nothing of the declaring applicant's application.
  await expect(owner.getByText(declaringNumber)).toHaveCount(0);
  expect((await owner.request.get(`/api/admission/applications/${declaringNumber}/form`)).status()).toBe(404);
  await expectNoAxeViolations(owner);
  await ownerContext.close();

  // The declaring applicant's session shows nothing of the owner, and has no identity data to read.
  await page.goto('/applicant');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText(VICTIM.name)).toHaveCount(0);
  expect((await page.request.get('/api/applicant/identity-data')).status()).toBe(403);

  // The admissions officer sees the flag on the declaring application.
  const office = await officerOnApplication(browser, ORIGIN, declaringNumber, 'TAN MEI LING');
  const flag = office.getByRole('region', { name: 'Same NRIC declared elsewhere' });
  await expect(flag).toContainText('A record whose NRIC/FIN is verified by national identity');
  await expect(flag).toContainText('No application yet.');
  await expect(office.getByText('NRIC/FIN verified by national identity')).toBeVisible();
  await expectNoAxeViolations(office);
  await office.getByRole('banner').getByRole('link', { name: '中文', exact: true }).or(office.getByRole('banner').getByRole('button', { name: '中文', exact: true })).click();
  await expect(office.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(office.getByRole('region', { name: '另有记录填报相同的身份证号码' })).toContainText('尚无申请。');
  await expectNoAxeViolations(office);
});
