import { officeScholarshipApplicationsQuerySchema, scholarshipDefinitionSchema } from '../src/schemas/scholarship/office';
import { MESSAGES } from '../src/messages';
import MESSAGES_ZH_HANS from '../src/messages.zh-Hans';
import { validate } from '../src/validation';
import { scholarshipDefinition } from './scholarship-samples';

const errors = (data: unknown) => {
  const result = validate(scholarshipDefinitionSchema, data);
  return result.ok ? [] : result.errors.map(({ code, field }) => ({ code, field }));
};

describe('defining a scholarship', () => {
  it('takes a complete definition', () => {
    expect(errors(scholarshipDefinition())).toEqual([]);
    expect(errors(scholarshipDefinition({ code: 'SCIENCE_TECH', bondYears: 6, citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT'], programmes: [] }))).toEqual([]);
  });

  it('checks the code, the year, both names, the numbers and the citizenships', () => {
    expect(
      errors(
        scholarshipDefinition({
          code: 'science tech',
          academicYear: '2027/2029',
          name: { 'en-GB': 'Merit', 'zh-Hans': '' },
          bondYears: 11,
          livingAllowanceCents: -1,
          tuitionCoveragePercent: 101,
          citizenships: [],
          programmes: ['NOT_A_PROGRAMME'],
        }),
      ),
    ).toEqual([
      { code: 'INVALID_ACADEMIC_YEAR', field: 'academicYear' },
      { code: 'INVALID_SCHOLARSHIP_CODE', field: 'code' },
      { code: 'ENTER_SCHOLARSHIP_NAME_ZH', field: 'name.zh-Hans' },
      { code: 'INVALID_VALUE', field: 'bondYears' },
      { code: 'INVALID_VALUE', field: 'livingAllowanceCents' },
      { code: 'INVALID_VALUE', field: 'tuitionCoveragePercent' },
      { code: 'CITIZENSHIP_REQUIRED', field: 'citizenships' },
      { code: 'INVALID_VALUE', field: 'programmes[0]' },
    ]);
  });

  it('needs real date-times, closing after opening', () => {
    expect(errors(scholarshipDefinition({ opensAt: '2027-01-01T00:00:00Z', closesAt: '2027-01-01T00:00:00Z' }))).toEqual([{ code: 'SCHOLARSHIP_CLOSES_BEFORE_OPENS', field: 'closesAt' }]);
    expect(errors(scholarshipDefinition({ opensAt: '01/01/2027', closesAt: '2027-02-30T00:00:00Z' }))).toEqual([
      { code: 'INVALID_DATE_TIME', field: 'opensAt' },
      { code: 'INVALID_DATE_TIME', field: 'closesAt' },
    ]);
  });
});

describe('the office list query', () => {
  it('defaults to everything, page 1, and refuses unknown filters', () => {
    expect(validate(officeScholarshipApplicationsQuerySchema, {})).toEqual({ ok: true, value: { q: '', status: '', scholarship: '', academicYear: '', assignedTo: '', page: 1 } });
    const refused = validate(officeScholarshipApplicationsQuerySchema, { status: 'DRAFT', page: '0' });
    expect(refused.ok ? [] : refused.errors.map((error) => error.field)).toEqual(['status', 'page']);
  });
});

describe('message catalogue', () => {
  it('words every new scholarship code in both languages', () => {
    for (const code of ['SCHOLARSHIP_CHOICE_CLOSED', 'ESSAY_TOO_LONG', 'KEY_SKILL_EVIDENCE_REQUIRED', 'TOO_MANY_AWARDS', 'SCHOLARSHIP_APPLICATION_EXISTS', 'ADMISSION_NOT_SUBMITTED'] as const) {
      expect(MESSAGES[code]).toBeTruthy();
      expect(MESSAGES_ZH_HANS[code]).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(MESSAGES.SCHOLARSHIP_CHOICE_CLOSED).toMatch(/reselect/);
  });
});
