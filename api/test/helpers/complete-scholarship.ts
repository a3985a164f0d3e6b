/**
 * A complete scholarship application saved section by section through the API as an applicant
 * would, with its key-skill evidence uploaded: ready to submit. For the signed-in browser, going
 * with one of its submitted admission applications.
 */
import { documentUpload, SAMPLE } from './document-forms';
import type { Browser } from './test-app';

export const COMPLETE_SCHOLARSHIP_SECTIONS: Record<string, Record<string, unknown>> = {
  choices: { choices: [{ code: 'SCIENCE_TECH' }, { code: 'UNIVERSITY_MERIT' }] },
  statement: { essay: 'I want to build software that makes public services kinder and faster.\n\nA scholarship would let me focus on that.' },
  keySkill: { hasKeySkill: 'YES', area: 'SPORTS', skill: 'Badminton', achievementLevel: 'National youth squad', description: 'Represented Singapore at the ASEAN Schools Games 2025.' },
  awards: { hasAwards: 'YES', awards: [{ title: 'Singapore Science and Engineering Fair, Gold', awardingBody: 'Agency for Science, Technology and Research', year: '2025', description: 'Low-cost water filtration.' }] },
  declaration: { truth: true, consent: true, privacy: true, marketing: false },
};

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

/** The body of POST/PUT /api/office/scholarship/scholarships: an open scholarship of the test year, changed by `overrides`. */
export const scholarshipDefinition = (overrides: Record<string, unknown> = {}) => ({
  academicYear: '2026/2027',
  code: 'ENGINEERING_TALENT',
  name: { 'en-GB': 'Engineering Talent Scholarship', 'zh-Hans': '工程人才奖学金' },
  description: { 'en-GB': 'For future engineers.', 'zh-Hans': '颁发给未来的工程师。' },
  bondYears: 4,
  livingAllowanceCents: 300_000,
  tuitionCoveragePercent: 100,
  citizenships: ['SINGAPORE_CITIZEN'],
  programmes: ['EE', 'ME'],
  opensAt: '2026-02-01T00:00:00+08:00',
  closesAt: '2026-05-31T23:59:00+08:00',
  ...overrides,
});
