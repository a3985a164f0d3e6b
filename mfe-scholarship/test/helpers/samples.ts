/**
 * This remote's sample answers for the shared fake API (shared/forms/test/helpers/fake-form-api.ts):
 * an application form and the scholarship catalogue.
 */
import type { OfferedScholarship, ScholarshipForm } from '@portal/contracts/scholarship/api';

export const APPLICATION_ID = '0b6f8a52-3c1e-4d7a-9a55-1e2f3a4b5c6d';
export const API = `/scholarship/applications/${APPLICATION_ID}`;

export function scholarshipForm(overrides: Partial<ScholarshipForm> = {}): ScholarshipForm {
  return {
    id: APPLICATION_ID,
    reference: null,
    academicYear: '2027/2028',
    status: 'DRAFT',
    admissionApplicationNumber: '27000001',
    createdAt: '2026-11-20T02:00:00.000Z',
    submittedAt: null,
    sections: [
      { id: 'choices', state: 'COMPLETED' },
      { id: 'statement', state: 'IN_PROGRESS' },
      { id: 'keySkill', state: 'NOT_STARTED' },
      { id: 'awards', state: 'NOT_STARTED' },
      { id: 'declaration', state: 'NOT_STARTED' },
    ],
    closedChoices: [],
    canSubmit: false,
    ...overrides,
  };
}

const scholarship = (code: string, en: string, zh: string, facts: Partial<OfferedScholarship>): OfferedScholarship => ({
  id: `id-${code}`,
  code,
  academicYear: '2027/2028',
  name: { 'en-GB': en, 'zh-Hans': zh },
  description: { 'en-GB': `About the ${en}.`, 'zh-Hans': `${zh}简介。` },
  bondYears: 0,
  livingAllowanceCents: 0,
  tuitionCoveragePercent: 100,
  opensAt: '2026-10-01T00:00:00.000Z',
  closesAt: '2027-03-31T15:59:00.000Z',
  open: true,
  eligible: true,
  ineligibleReason: null,
  ...facts,
});

export const CATALOGUE: OfferedScholarship[] = [
  scholarship('SCIENCE_TECH', 'Science and Technology Scholarship', '科技奖学金', { bondYears: 6, livingAllowanceCents: 400_000 }),
  scholarship('GLOBAL_MERIT', 'Global Merit Scholarship', '全球优秀奖学金', { livingAllowanceCents: 360_000 }),
  scholarship('ARTS_EXCELLENCE', 'Arts Excellence Scholarship', '艺术卓越奖学金', { open: false }),
  scholarship('ASEAN', 'ASEAN Undergraduate Scholarship', '东盟本科奖学金', { eligible: false, ineligibleReason: 'CITIZENSHIP' }),
];
