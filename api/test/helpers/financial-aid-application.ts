/**
 * Filling a financial aid application through the API as an applicant would (branch fa-form-api):
 * the family-of-four sample answers of shared/contracts/test/financial-aid-samples.ts and an income
 * proof. For the signed-in browser; other parts' tests may use it to get a real submitted application.
 */
import { COMPLETE_AID_ANSWERS } from '../../../shared/contracts/test/financial-aid-samples';
import { documentUpload, SAMPLE } from './document-forms';
import type { Browser } from './test-app';

export { COMPLETE_AID_ANSWERS };

export const aidBase = (id: string) => `/api/financial-aid/applications/${id}`;

/** Uploads one file of a type in the documents section (or another section, to test the refusal). */
export function uploadAidDocument(browser: Browser, id: string, documentType = 'INCOME_PROOF', section = 'documents') {
  const upload = documentUpload(SAMPLE.pdf(), `${documentType.toLowerCase()}.pdf`, { section, documentType });
  return browser.request({ method: 'POST', url: `${aidBase(id)}/documents`, ...upload });
}

/** Saves every answer section complete (on the version stored, if any) and uploads an income proof. */
export async function completeAidSections(browser: Browser, id: string, answers = COMPLETE_AID_ANSWERS): Promise<void> {
  for (const [section, data] of Object.entries(answers)) {
    const { version } = (await browser.get(`${aidBase(id)}/sections/${section}`)).json() as { version: number };
    const saved = await browser.request({ method: 'PUT', url: `${aidBase(id)}/sections/${section}`, payload: { data, version, complete: true } });
    if (saved.statusCode !== 200 || saved.json().state !== 'COMPLETED') throw new Error(`section ${section} not complete: ${saved.body}`);
  }
  const uploaded = await uploadAidDocument(browser, id);
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
}

/** Starts the application of an admission application and completes it; returns its id (not submitted). */
export async function completeAidApplication(browser: Browser, admissionApplicationNumber: string): Promise<string> {
  const started = await browser.post('/api/financial-aid/applications', { admissionApplicationNumber });
  if (started.statusCode !== 201) throw new Error(`start failed: ${started.body}`);
  const id: string = started.json().id;
  await completeAidSections(browser, id);
  return id;
}
