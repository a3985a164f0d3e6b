/**
 * The portal's API called from a test's browser context, the way the pages' own scripts call it
 * (same cookies, the anti-forgery header): for setting up what a test needs but does not test, such
 * as a fresh e-mail account with empty applications for the accessibility checks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { COMPLETE_AID_ANSWERS } from '../../shared/contracts/test/financial-aid-samples';
import { COMPLETE_SCHOLARSHIP_SECTIONS } from '../../shared/contracts/test/scholarship-samples';
import type { CategoryId, Eligibility } from '../../shared/contracts/src/categories';
import type { SystemId } from '../../shared/contracts/src/systems';
import { codeIn, type MailCatcher } from './mail-catcher';

const CODE_SUBJECT = 'Your verification code';

/** The anti-forgery header for the browser's current token (any answer from the portal sets one). */
export async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const token = async () => (await page.context().cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value;
  if (!(await token())) await page.request.get('/api/auth/session');
  return { 'x-xsrf-token': decodeURIComponent((await token())!) };
}

/** A state-changing call that must succeed with `status`; returns the answer's JSON (or null). */
export async function send(page: Page, method: 'POST' | 'PUT', path: string, data: unknown, status: number): Promise<unknown> {
  const response = await page.request.fetch(`/api${path}`, { method, data, headers: await xsrfHeader(page) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return status === 204 ? null : response.json();
}

export interface EmailAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers an e-mail login account with the code the portal e-mails (the public registration's API). */
export async function registerEmailAccount(page: Page, mail: MailCatcher, account: EmailAccount): Promise<void> {
  const seen = mail.find(account.email, CODE_SUBJECT).length;
  await send(page, 'POST', '/public/b2c/otp/generate', { email: account.email }, 200);
  const otp = codeIn(await mail.next(account.email, CODE_SUBJECT, seen));
  await send(page, 'POST', '/public/b2c/otp/verify', { email: account.email, otp }, 200);
  await send(page, 'POST', '/public/b2c/account/submit', { ...account, confirmPassword: account.password, system: 'ADM', systemSubCategory: 'ADM' }, 201);
}

/** Signs the browser in to a system's login variant with an e-mail account. */
export async function signInThroughApi(page: Page, account: Pick<EmailAccount, 'email' | 'password'>, system: SystemId): Promise<void> {
  await send(page, 'POST', '/auth/login/email', { email: account.email, password: account.password, system, subCategory: system }, 200);
}

/** Starts an application in the signed-in system and creates its PIN; returns its number. */
export async function startApplicationThroughApi(page: Page, category: CategoryId, eligibility: Eligibility, pin: string): Promise<string> {
  const { applicationNumber } = (await send(page, 'POST', '/admission/applications', { category, eligibility }, 201)) as { applicationNumber: string };
  await send(page, 'PUT', `/admission/applications/${applicationNumber}/pin`, { pin1: pin, pin2: pin }, 204);
  return applicationNumber;
}

/** Saves a section's answers over whatever copy the server has (its current version first). */
export async function saveSectionThroughApi(page: Page, applicationNumber: string, section: string, data: unknown, complete: boolean): Promise<void> {
  const current = await page.request.get(`/api/admission/applications/${applicationNumber}/sections/${section}`);
  const version = current.ok() ? ((await current.json()) as { version: number }).version : 0;
  await send(page, 'PUT', `/admission/applications/${applicationNumber}/sections/${section}`, { data, version, complete }, 200);
}

/** Uploads one file to a form's document routes (multipart, as the upload pages send it); must answer 201. */
export async function uploadThroughApi(page: Page, path: string, fields: { section: string; documentType: string }, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const response = await page.request.post(`/api${path}`, { multipart: { ...fields, file }, headers: await xsrfHeader(page) });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
}

/**
 * Saves every section the application's form lists (but the category choice and the documents) from
 * `sections`, uploads the NRIC and submits: a submitted application of any category, as its pages
 * would have sent it, for the suites that test what comes after.
 */
export async function submitApplicationThroughApi(page: Page, applicationNumber: string, sections: Record<string, unknown>, nric: Buffer): Promise<void> {
  const form = (await (await page.request.get(`/api/admission/applications/${applicationNumber}/form`)).json()) as { sections: Array<{ id: string }> };
  for (const { id } of form.sections) {
    if (id === 'applyAs' || id === 'documents') continue;
    await saveSectionThroughApi(page, applicationNumber, id, sections[id], true);
  }
  await uploadThroughApi(page, `/admission/applications/${applicationNumber}/documents`, { section: 'documents', documentType: 'IDENTITY_NRIC' }, { name: 'nric.pdf', mimeType: 'application/pdf', buffer: nric });
  await send(page, 'POST', `/admission/applications/${applicationNumber}/submit`, {}, 200);
}

/** A PDF to upload as any evidence a form asks for. */
const EVIDENCE_PDF = path.join(__dirname, '../fixtures/identity-document.pdf');
const evidence = (name: string) => ({ name, mimeType: 'application/pdf', buffer: readFileSync(EVIDENCE_PDF) });

/**
 * The signed-in applicant's scholarship application for a submitted admission application, complete
 * (the key skill's evidence uploaded) and submitted as the pages would send it; answers its reference.
 */
export async function submitScholarshipThroughApi(page: Page, admissionApplicationNumber: string): Promise<string> {
  const { id } = (await send(page, 'POST', '/scholarship/applications', { admissionApplicationNumber }, 201)) as { id: string };
  const base = `/scholarship/applications/${id}`;
  await uploadThroughApi(page, `${base}/documents`, { section: 'keySkill', documentType: 'KEY_SKILL_EVIDENCE' }, evidence('badminton.pdf'));
  for (const [section, data] of Object.entries(COMPLETE_SCHOLARSHIP_SECTIONS)) await send(page, 'PUT', `${base}/sections/${section}`, { data, version: 0, complete: true }, 200);
  const { reference } = (await send(page, 'POST', `${base}/submit`, {}, 200)) as { reference: string };
  return reference;
}

/**
 * The signed-in applicant's financial aid application for a submitted admission application, with a
 * family of four and an income proof, submitted as the pages would send it; answers its id and reference.
 */
export async function submitAidApplicationThroughApi(page: Page, admissionApplicationNumber: string): Promise<{ id: string; reference: string }> {
  const { id } = (await send(page, 'POST', '/financial-aid/applications', { admissionApplicationNumber }, 201)) as { id: string };
  const base = `/financial-aid/applications/${id}`;
  for (const [section, data] of Object.entries(COMPLETE_AID_ANSWERS)) await send(page, 'PUT', `${base}/sections/${section}`, { data, version: 0, complete: true }, 200);
  await uploadThroughApi(page, `${base}/documents`, { section: 'documents', documentType: 'INCOME_PROOF' }, evidence('payslip.pdf'));
  const { reference } = (await send(page, 'POST', `${base}/submit`, {}, 200)) as { reference: string };
  return { id, reference };
}
