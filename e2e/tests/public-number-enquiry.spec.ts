import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { languageSwitch } from '../support/languages';

const DEMO = {
  Name: 'Tan Mei Ling',
  'Date of birth': '01/01/2006',
  'NRIC/FIN': 'S1234567D',
  'E-mail address': 'demo.applicant@example.edu',
  'Name of alternative contact': 'TAN AH KOW',
  'Country code': '65',
  Number: '91234567',
};

async function fill(page: Page, overrides: Partial<typeof DEMO> = {}) {
  for (const [label, value] of Object.entries({ ...DEMO, ...overrides })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test('number enquiry: the demo applicant gets the number without its prefix', async ({ page }) => {
  await page.goto('/applicationNumber/enquiry?sid=ADM');
  await expect(page.getByRole('heading', { level: 1, name: 'Online Application Number Enquiry System' })).toBeVisible();
  await expect(page.getByLabel('Area code (optional)')).toHaveAttribute('maxlength', '4');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
  await expectNoAxeViolations(page);

  await fill(page);
  // Digits only: a pasted "+65" loses its plus.
  await page.getByLabel('Country code').fill('+65');
  await expect(page.getByLabel('Country code')).toHaveValue('65');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'We found your application' })).toBeFocused();
  await expect(page.getByText('24000001', { exact: true })).toBeVisible();
  await expect(page.getByText('A24000001')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(/\/login\?sid=ADM&subid=ADM$/);
});

test('number enquiry: three counted failures hide the form and show the maximum-attempts message', async ({ page }) => {
  await page.goto('/applicationNumber/enquiry?sid=ADM');
  await fill(page, { 'NRIC/FIN': 'S7654321A' });
  const notification = page.getByRole('alert', { name: 'There is a problem' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(notification).toContainText('We could not find an application matching the details you entered.');
  await expect(notification).toContainText('You have 2 attempts left.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(notification).toContainText('You have 1 attempt left.');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(/maximum number of application number retrieval attempts/)).toBeVisible();
  await expect(page.getByText(/hotline/)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Okay' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Leaving the screen resets the counter: the form is back.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your application number?' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
});

test('number enquiry: a date that is not real is named, under the field and in the summary, in either language', async ({ page }) => {
  await page.goto('/applicationNumber/enquiry?sid=ADM');
  await fill(page, { 'Date of birth': '31/02/2006' });
  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Date of birth must be a real date, like 27/03/2007']);
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveAccessibleDescription(/Error: Date of birth must be a real date, like 27\/03\/2007/);

  await languageSwitch(page, '中文').click();
  await expect(page.getByRole('region', { name: '出现问题' }).getByRole('link')).toHaveText(['出生日期须为有效日期，例如 27/03/2007']);
  await expect(page.getByLabel('出生日期', { exact: true })).toHaveAccessibleDescription(/错误：\s*出生日期须为有效日期，例如 27\/03\/2007/);
  await expectNoAxeViolations(page);
});
