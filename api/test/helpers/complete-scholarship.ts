/**
 * A complete scholarship application saved section by section through the API as an applicant
 * would, with its key-skill evidence uploaded: ready to submit. For the signed-in browser, going
 * with one of its submitted admission applications.
 */
import { COMPLETE_SCHOLARSHIP_SECTIONS } from '../../../shared/contracts/test/scholarship-samples';
import { documentUpload, SAMPLE } from './document-forms';
import type { Browser } from './test-app';

/** Kept in shared/contracts/test (the end-to-end suites can use them too). */
export { COMPLETE_SCHOLARSHIP_SECTIONS, scholarshipDefinition } from '../../../shared/contracts/test/scholarship-samples';

export const scholarshipBase = (id: string) => `/api/scholarship/applications/${id}`;

/** Uploads one key-skill evidence file; returns the answer. */
export function uploadKeySkillEvidence(browser: Browser, id: string, fields: { section?: string } = {}) {
  const upload = documentUpload(SAMPLE.pdf(), 'certificate.pdf', { section: fields.section ?? 'keySkill', documentType: 'KEY_SKILL_EVIDENCE' });
  return browser.request({ method: 'POST', url: `${scholarshipBase(id)}/documents`, ...upload });
}

/** Starts the scholarship application of an admission application and completes every section; returns its id. */
export async function completeScholarshipApplication(browser: Browser, admissionApplicationNumber: string, sections = COMPLETE_SCHOLARSHIP_SECTIONS): Promise<string> {
  const started = await browser.post('/api/scholarship/applications', { admissionApplicationNumber });
  if (started.statusCode !== 201) throw new Error(`start failed: ${started.body}`);
  const id: string = started.json().id;
  const uploaded = await uploadKeySkillEvidence(browser, id);
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
  for (const [section, data] of Object.entries(sections)) {
    const saved = await browser.request({ method: 'PUT', url: `${scholarshipBase(id)}/sections/${section}`, payload: { data, version: 0, complete: true } });
    if (saved.statusCode !== 200 || saved.json().state !== 'COMPLETED') throw new Error(`section ${section} not complete: ${saved.body}`);
  }
  return id;
}
