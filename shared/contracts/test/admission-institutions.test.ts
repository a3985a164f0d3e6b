import { SINGAPORE_INSTITUTIONS } from '../src/admission/institutions';
import type { AdmissionContext } from '../src/schemas/admission/context';
import { educationSchema } from '../src/schemas/admission/education';
import { validate } from '../src/validation';

const ELIGIBILITY = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false } as const;
const context: AdmissionContext = { system: 'ADM', category: 'ALEVEL', eligibility: ELIGIBILITY, today: '2026-03-01' };
const record = (institution: string) => ({
  id: 'rec-aaaa-0001',
  institution,
  country: 'SG',
  qualification: 'ALEVEL',
  status: 'GRADUATED',
  from: '01/2024',
  to: '12/2025',
  gpa: '',
  gpaScale: '',
  finalGpa: '',
  resultType: 'ACTUAL',
  examDate: '11/2025',
});
const noTest = { type: 'NONE', reference: '', name: '', score: '', date: '' };

describe('Singapore institutions suggested in Education', () => {
  const english = SINGAPORE_INSTITUTIONS.map((institution) => institution.name['en-GB']);
  const chinese = SINGAPORE_INSTITUTIONS.map((institution) => institution.name['zh-Hans']);

  it('names each institution once in each language, with no stray spaces', () => {
    expect(new Set(english).size).toBe(english.length);
    expect(new Set(chinese).size).toBe(chinese.length);
    for (const name of [...english, ...chinese]) expect(name).toBe(name.trim());
  });

  it('gives a Chinese name in Chinese characters, or else the English name', () => {
    for (const { name } of SINGAPORE_INSTITUTIONS) {
      if (name['zh-Hans'] !== name['en-GB']) expect(name['zh-Hans']).toMatch(/^[\p{Script=Han}]+$/u);
    }
  });

  it('covers junior colleges, polytechnics, ITE colleges, specialised schools and universities', () => {
    expect(english).toEqual(
      expect.arrayContaining(['Raffles Institution', 'Singapore Polytechnic', 'ITE College East', 'NUS High School of Mathematics and Science', 'National University of Singapore']),
    );
  });

  it('every suggestion, in either language, is an answer the Education rules accept', () => {
    for (const name of [...english, ...chinese]) {
      const result = validate(educationSchema, { records: [record(name)], englishTest: noTest, studentHere: false, studentId: '' }, context);
      expect({ name, ok: result.ok }).toEqual({ name, ok: true });
    }
  });
});
