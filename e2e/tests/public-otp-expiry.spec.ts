import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { codeIn } from '../support/mail-catcher';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';

const PORT = E2E_PORT + 14;
/** A short code life so the test sees a code expire (the server accepts 3 s and more). */
const OTP_TTL_SECONDS = 4;
const CODE_SUBJECT = 'Your verification code';

const server = portalWithMail(PORT, { OTP_TTL_SECONDS: String(OTP_TTL_SECONDS) });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test('an expired code shows the restart step; Restart goes back to step 1 with the code cleared', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `late.applicant.${Date.now()}@example.edu`;
  await page.goto('/b2c?sid=CE&subid=CE');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  const mail = await server.mail.next(email, CODE_SUBJECT, 0);
  const issuedAt = Date.now();
  const code = codeIn(mail);

  const codeField = page.getByLabel('Verification code', { exact: true });
  await codeField.fill(code);
  // The code's life is server-side; wait until it is surely over (the code was issued before its e-mail arrived).
  await expect
    .poll(() => Date.now() - issuedAt, { message: 'code life over', timeout: (OTP_TTL_SECONDS + 30) * 1000, intervals: [250] })
    .toBeGreaterThan((OTP_TTL_SECONDS + 1) * 1000);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Your verification code has expired' })).toBeFocused();
  await expect(page.getByText('The verification code has expired.')).toBeVisible();
  await expect(codeField).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByRole('heading', { name: /your e-mail address/i })).toBeFocused();
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(email);
  await expectNoAxeViolations(page);

  // A new code works, and the code field starts empty.
  await page.getByRole('button', { name: 'Next' }).click();
  const fresh = codeIn(await server.mail.next(email, CODE_SUBJECT, 1));
  await expect(codeField).toHaveValue('');
  await codeField.fill(fresh);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/b2c\/account\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Setup Login Profile' })).toBeVisible();
});
