/**
 * A complete admission application (music category, permanent resident) saved section by section
 * through the API as an applicant would, with its identity document uploaded: ready to submit.
 * The answers are the summary tests' realistic sample, plus Education and Subjects.
 */
import { COMPLETE_ELIGIBILITY, COMPLETE_SECTIONS } from './complete-admission-answers';
import { documentUpload, SAMPLE } from './document-forms';
import type { Browser } from './test-app';

export { COMPLETE_ELIGIBILITY, COMPLETE_SECTIONS };

/**
 * Starts a music application for the signed-in browser and completes every section; returns its
 * number. `sections` are the answers (default: the complete sample; maximum-admission.ts has the
 * same application at its maximum field sizes).
 */
export async function completeAdmissionApplication(browser: Browser, sections: Record<string, Record<string, unknown>> = COMPLETE_SECTIONS): Promise<string> {
  const started = await browser.post('/api/admission/applications', { category: 'MUSIC', eligibility: COMPLETE_ELIGIBILITY });
  if (started.statusCode !== 201) throw new Error(`start failed: ${started.body}`);
  const number: string = started.json().applicationNumber;
  const base = `/api/admission/applications/${number}`;
  const form = (await browser.get(`${base}/form`)).json() as { sections: Array<{ id: string }> };
  for (const { id } of form.sections) {
    if (id === 'applyAs' || id === 'documents') continue;
    const data = sections[id];
    if (!data) throw new Error(`no sample answers for section ${id}`);
    const saved = await browser.request({ method: 'PUT', url: `${base}/sections/${id}`, payload: { data, version: 0, complete: true } });
    const body = saved.json();
    if (saved.statusCode !== 200 || body.state !== 'COMPLETED') throw new Error(`section ${id} not complete: ${saved.body}`);
  }
  const upload = documentUpload(SAMPLE.pdf(), 'nric.pdf', { documentType: 'IDENTITY_NRIC' });
  const uploaded = await browser.request({ method: 'POST', url: `${base}/documents`, ...upload });
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
  return number;
}
