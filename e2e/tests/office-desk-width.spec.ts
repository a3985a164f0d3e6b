/**
 * The office console at a desk (issue 35): at 1280 × 800 each of the four consoles' lists shows
 * every column of its table, the last one's header included, with no sideways scrolling, in English
 * and 中文. The office's pages use the desk screen's width, not the applicant pages' reading column.
 * On a portal of this file's own: the demo applicant's scholarship and financial aid applications
 * are submitted first, so those consoles have rows to show.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPLETE_AID_ANSWERS } from '../../shared/contracts/test/financial-aid-samples';
import { COMPLETE_SCHOLARSHIP_SECTIONS } from '../../shared/contracts/test/scholarship-samples';
import { expect, test, type Page } from '../support/test';
import { staffBrowser } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { send, uploadThroughApi } from '../support/portal-api';
import { portalOfThisFile } from '../support/private-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 89;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DESK = { width: 1280, height: 800 };
const PDF = { name: 'evidence.pdf', mimeType: 'application/pdf', buffer: readFileSync(path.join(__dirname, '../fixtures/identity-document.pdf')) };
test.use({ baseURL: BASE_URL, viewport: DESK });
portalOfThisFile(PORT);

/** The demo applicant's scholarship and financial aid applications, submitted as their pages would send them. */
async function submitScholarshipAndAidApplications(page: Page): Promise<void> {
  await signInWithPin(page);
  const scholarship = (await send(page, 'POST', '/scholarship/applications', { admissionApplicationNumber: DEMO_APPLICANT.applicationNumber }, 201)) as { id: string };
  const scholarshipBase = `/scholarship/applications/${scholarship.id}`;
  await uploadThroughApi(page, `${scholarshipBase}/documents`, { section: 'keySkill', documentType: 'KEY_SKILL_EVIDENCE' }, PDF);
  for (const [section, data] of Object.entries(COMPLETE_SCHOLARSHIP_SECTIONS)) await send(page, 'PUT', `${scholarshipBase}/sections/${section}`, { data, version: 0, complete: true }, 200);
  await send(page, 'POST', `${scholarshipBase}/submit`, {}, 200);

  const aid = (await send(page, 'POST', '/financial-aid/applications', { admissionApplicationNumber: DEMO_APPLICANT.applicationNumber }, 201)) as { id: string };
  const aidBase = `/financial-aid/applications/${aid.id}`;
  for (const [section, data] of Object.entries(COMPLETE_AID_ANSWERS)) await send(page, 'PUT', `${aidBase}/sections/${section}`, { data, version: 0, complete: true }, 200);
  await uploadThroughApi(page, `${aidBase}/documents`, { section: 'documents', documentType: 'INCOME_PROOF' }, PDF);
  await send(page, 'POST', `${aidBase}/submit`, {}, 200);
}

/** The list's table fits its column, and its last column's header is on the screen, with no scrolling sideways. */
async function expectTableFits(page: Page, what: string): Promise<void> {
  const table = page.locator('main table').first();
  await expect(table.locator('tbody tr').first(), what).toBeVisible();
  const fit = await table.evaluate((element) => {
    const container = element.parentElement!;
    const lastHeader = element.querySelector('thead th:last-child')!.getBoundingClientRect();
    return {
      tableWidth: element.scrollWidth,
      containerWidth: container.clientWidth,
      lastHeaderRight: lastHeader.right,
      pageWidth: document.documentElement.scrollWidth,
      viewportWidth: document.documentElement.clientWidth,
    };
  });
  expect(fit.tableWidth, `${what}: the table is wider than its column`).toBeLessThanOrEqual(fit.containerWidth);
  expect(fit.lastHeaderRight, `${what}: the last column's header is off the screen`).toBeLessThanOrEqual(fit.viewportWidth);
  expect(fit.pageWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(fit.viewportWidth);
  // Brought into view (the list is below the search form), the last header needs no sideways scroll.
  const lastHeader = table.locator('thead th').last();
  await lastHeader.scrollIntoViewIfNeeded();
  await expect(lastHeader).toBeInViewport();
  expect(await table.evaluate((element) => element.parentElement!.scrollLeft + document.documentElement.scrollLeft), `${what}: scrolled sideways to show the last column`).toBe(0);
}

test('at 1280 px each console list shows all its columns, in both languages', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await submitScholarshipAndAidApplications(page);
  for (const [role, consolePath] of [
    ['ADMISSIONS', '/office/admission'],
    ['SCHOLARSHIPS', '/office/scholarship'],
    ['FINANCIAL_AID', '/office/financial-aid'],
    ['FINANCE', '/office/payment'],
  ] as const) {
    const office = await staffBrowser(browser, BASE_URL, role, consolePath);
    await office.setViewportSize(DESK);
    await expectTableFits(office, `${consolePath} in English`);
    await office.context().addCookies([{ name: 'portal_lang', value: 'zh-Hans', url: BASE_URL }]);
    await office.reload();
    await expect(office.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expectTableFits(office, `${consolePath} in Chinese`);
    await office.context().close();
  }
});
