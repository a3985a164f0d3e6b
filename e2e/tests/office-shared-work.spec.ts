/**
 * Work shared among officers in a real browser (issue 37), on a portal of this file's own: two
 * admissions officers on one application. The one who opens it second sees who else has it open;
 * officers are assigned (one chosen, oneself in one press) and a note is added with a rating, by
 * keyboard, an empty note named beside the box and in the error summary; the other officer finds the
 * application in "my queue", sees the note, and both changes are in the office's timeline with the
 * officer's name. Axe (WCAG 2.2 A/AA) in English and 中文 on the application with the section.
 */
import { expect, test } from '../support/test';
import { axeInBothLanguages } from '../support/axe';
import { signInAsStaff, staffBrowser } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';

const PORT = E2E_PORT + 97;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const server = portalWithMail(PORT);
test.use({ baseURL: BASE_URL });

const APPLICATION = '/office/admission/applications/24000001';

test('two admissions officers share an application: who has it open, assignment, a rated note, my queue and the timeline', async ({ page, browser }) => {
  expect(server.portal).toBeDefined();
  // TAN WEI MING has the application open already.
  const colleague = await staffBrowser(browser, BASE_URL, 'ADMISSIONS_READER', APPLICATION);
  const colleagueWork = colleague.getByRole('region', { name: 'Work on this application' });
  await expect(colleagueWork.getByText('Nobody is assigned to this application yet.')).toBeVisible();

  await signInAsStaff(page, 'ADMISSIONS', APPLICATION);
  const work = page.getByRole('region', { name: 'Work on this application' });
  await expect(work.getByText(/^Also open now: TAN WEI MING \(since /)).toBeVisible();

  // Assign the colleague, chosen by keyboard, then oneself in one press.
  const assign = work.getByRole('form', { name: 'Assign an officer' });
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link', { name: 'Select the officer to assign' })).toBeVisible();
  await assign.getByRole('combobox', { name: /Officer/ }).selectOption({ label: 'TAN WEI MING' });
  await assign.getByRole('button', { name: 'Assign', exact: true }).press('Enter');
  await expect(work.getByRole('status')).toHaveText('TAN WEI MING assigned.');
  await assign.getByRole('button', { name: 'Assign to me' }).press('Enter');
  await expect(work.getByRole('status')).toHaveText('NG SIEW LING assigned.');
  await expect(work.getByRole('listitem').filter({ hasText: 'assigned by' })).toHaveText([/^TAN WEI MING assigned by NG SIEW LING/, /^NG SIEW LING assigned by NG SIEW LING/]);

  // A note: empty is refused at the box and in the summary; then written with a rating.
  const note = work.getByRole('form', { name: 'Add a note' });
  await note.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link', { name: 'Enter the note' })).toBeVisible();
  await note.getByRole('textbox', { name: /Note/ }).fill('Strong portfolio; recommend an interview.');
  await note.getByRole('radio', { name: '4 – very good' }).check();
  await note.getByRole('button', { name: 'Add the note' }).press('Enter');
  await expect(work.getByRole('status')).toHaveText('Note added.');
  await expect(work.getByText('Rating: 4 of 5 (very good)')).toBeVisible();

  await axeInBothLanguages(page, '申请 24000001', 'Application 24000001');

  // The colleague's queue holds the application; on it, the note and the office timeline.
  await colleague.goto('/office/admission');
  await colleague.getByRole('link', { name: 'My queue: applications assigned to me' }).click();
  await expect(colleague.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('me');
  await expect(colleague.getByRole('table').locator('tbody tr th')).toHaveText(['24000001']);
  await colleague.getByRole('link', { name: /24000001/ }).click();
  await expect(colleague.getByRole('region', { name: 'Work on this application' }).getByText('Strong portfolio; recommend an interview.')).toBeVisible();
  const history = colleague.getByRole('region', { name: 'Application history' });
  await expect(history).toContainText('Assigned to TAN WEI MING');
  await expect(history).toContainText('Assigned to NG SIEW LING');
  await expect(history.getByRole('listitem').filter({ hasText: 'Internal note added (rating 4 of 5)' })).toContainText('by NG SIEW LING');
  await colleague.context().close();
});
