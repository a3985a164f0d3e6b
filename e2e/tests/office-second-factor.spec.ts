/**
 * Staff sign in with a second factor (issue 31): a new account enrols a passkey (Chromium's virtual
 * authenticator, through the DevTools WebAuthn domain) and signs in with it again; another enrols an
 * authenticator app (the code computed from the key the screen shows), adds a passkey later, signs in
 * with a recovery code, and the office administrator resets its factors. Axe on every new screen, in
 * English and 中文. The officers use the portal at localhost: browsers refuse an IP address as a
 * passkey's site.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeInBothLanguages, expectNoAxeViolations } from '../support/axe';
import { enrolAuthenticatorApp, readRecoveryCodes, signInAsStaff, signOutOfOffice, staffXsrfHeader } from '../support/office';
import { E2E_PORT } from '../support/ports';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'copper willow lantern 73';

/** The office administrator, in a browser of their own, adds an admissions officer through the staff API. */
async function addStaffMember(page: Page, email: string, fullName: string): Promise<void> {
  await signInAsStaff(page, 'OFFICE_ADMIN', '/office/staff');
  const created = await page.request.post('/api/office/staff', { data: { email, fullName, role: 'ADMISSIONS', password: PASSWORD }, headers: await staffXsrfHeader(page) });
  expect(created.status()).toBe(201);
}

async function enterPassword(page: Page, email: string): Promise<void> {
  await page.goto('/office');
  await page.getByLabel('Staff e-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
}

test('a new officer enrols a passkey at the first sign-in, sees the recovery codes once, and signs in with the passkey again', async ({ page, browser }) => {
  await addStaffMember(page, 'ong.passkey@example.edu', 'ONG PEI SHAN');

  // Browsers refuse an IP address as a passkey's site: this officer uses the portal at localhost.
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const officer = await context.newPage();
  const cdp = await context.newCDPSession(officer);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await enterPassword(officer, 'ong.passkey@example.edu');
  await expect(officer.getByRole('heading', { level: 1, name: 'Set up a second way to sign in' })).toBeVisible();
  // The password alone opened nothing.
  expect(await (await officer.request.get('/api/office/auth/session')).json()).toEqual({ authenticated: false });
  await axeInBothLanguages(officer, '设置第二种登录验证方式', 'Set up a second way to sign in');

  await officer.getByRole('button', { name: 'Set up a passkey' }).click();
  await expect(officer.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible();
  const codes = await readRecoveryCodes(officer);
  expect(new Set(codes).size).toBe(10);
  await axeInBothLanguages(officer, '保存您的恢复码', 'Save your recovery codes');
  await officer.getByRole('button', { name: 'I have saved my recovery codes, continue' }).click();
  await expect(officer.getByRole('navigation', { name: 'Office menu' })).toContainText('ONG PEI SHAN');

  // Their own sign-in methods: one passkey, ten codes.
  await officer.getByRole('navigation', { name: 'Office menu' }).getByRole('link', { name: 'Your sign-in methods' }).click();
  await expect(officer.getByRole('heading', { level: 1, name: 'Your sign-in methods' })).toBeVisible();
  await expect(officer.getByRole('definition').first()).toHaveText('1 set up');
  await axeInBothLanguages(officer, '您的登录验证方式', 'Your sign-in methods');

  await signOutOfOffice(officer);
  await enterPassword(officer, 'ong.passkey@example.edu');
  await expect(officer.getByRole('heading', { level: 1, name: 'Confirm it is you' })).toBeVisible();
  await axeInBothLanguages(officer, '确认是您本人', 'Confirm it is you');
  await officer.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(officer.getByRole('navigation', { name: 'Office menu' })).toContainText('ONG PEI SHAN');
  await context.close();
});

test('an officer enrols an authenticator app, signs in with a recovery code once, and the administrator resets their factors', async ({ page, browser }) => {
  await addStaffMember(page, 'lau.app@example.edu', 'LAU KAH WAI');
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const officer = await context.newPage();
  await enterPassword(officer, 'lau.app@example.edu');
  await expect(officer.getByRole('heading', { level: 1, name: 'Set up a second way to sign in' })).toBeVisible();
  await officer.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(officer.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  // A wrong code: said next to the field.
  await officer.getByLabel('Code the app now shows').fill('12345');
  await officer.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(officer.getByRole('region', { name: 'There is a problem' })).toContainText('Enter the 6-digit code your authenticator app shows.');
  await expectNoAxeViolations(officer);
  const { recoveryCodes } = await enrolAuthenticatorApp(officer);

  // Later, a passkey added from their own sign-in methods (a security key, say).
  const cdp = await context.newCDPSession(officer);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', { options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: true, hasUserVerification: true, isUserVerified: true } });
  await officer.getByRole('navigation', { name: 'Office menu' }).getByRole('link', { name: 'Your sign-in methods' }).click();
  await expect(officer.getByRole('definition').first()).toHaveText('0 set up');
  await officer.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(officer.getByText('Your passkey has been added.')).toBeVisible();
  await expect(officer.getByRole('definition').first()).toHaveText('1 set up');
  await expectNoAxeViolations(officer);

  // Phone lost: a recovery code signs in, once.
  await signOutOfOffice(officer);
  await enterPassword(officer, 'lau.app@example.edu');
  await expect(officer.getByRole('heading', { level: 1, name: 'Confirm it is you' })).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await officer.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
  await officer.getByRole('button', { name: 'Sign in with a recovery code' }).click();
  await expect(officer.getByRole('navigation', { name: 'Office menu' })).toContainText('LAU KAH WAI');
  await signOutOfOffice(officer);
  await enterPassword(officer, 'lau.app@example.edu');
  await officer.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
  await officer.getByRole('button', { name: 'Sign in with a recovery code' }).click();
  await expect(officer.getByText('That did not work.').first()).toBeVisible();
  await expectNoAxeViolations(officer);

  // The administrator resets the officer's factors: the next sign-in enrols again.
  await page.goto('/office/staff');
  await page.getByRole('button', { name: 'Reset second factor for LAU KAH WAI' }).click();
  await expect(page.getByText('The passkeys, authenticator app and recovery codes of LAU KAH WAI have been removed')).toBeVisible();
  await axeInBothLanguages(page, '职员账户', 'Staff accounts');
  await enterPassword(officer, 'lau.app@example.edu');
  await expect(officer.getByRole('heading', { level: 1, name: 'Set up a second way to sign in' })).toBeVisible();
  await context.close();
});
