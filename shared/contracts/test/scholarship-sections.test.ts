import { SCHOLARSHIP_SECTION_IDS } from '../src/scholarship/sections';
import { SCHOLARSHIP_SECTION_SCHEMAS } from '../src/schemas/scholarship';
import { scholarshipAwardsSchema } from '../src/schemas/scholarship/awards';
import { chosenScholarshipCodes, scholarshipChoicesSchema } from '../src/schemas/scholarship/choices';
import { catalogueOf, type ScholarshipContext } from '../src/schemas/scholarship/context';
import { scholarshipDeclarationSchema } from '../src/schemas/scholarship/declaration';
import { keySkillSchema } from '../src/schemas/scholarship/key-skill';
import { scholarshipStatementSchema } from '../src/schemas/scholarship/statement';
import { validate } from '../src/validation';
import type { AnySchema } from 'yup';

const TODAY = '2026-11-26';
const catalogue: ScholarshipContext['scholarships'] = [
  { code: 'SCIENCE_TECH', open: true, eligible: true },
  { code: 'MERIT', open: true, eligible: true },
  { code: 'ARTS_TALENT', open: true, eligible: true },
  { code: 'SPORTS', open: true, eligible: true },
  { code: 'CLOSED_ONE', open: false, eligible: true },
  { code: 'CITIZENS_ONLY', open: true, eligible: false },
];
const evidence = { documentType: 'KEY_SKILL_EVIDENCE', section: 'keySkill', scanStatus: 'CLEAN' };
const context = (overrides: Partial<ScholarshipContext> = {}): ScholarshipContext => ({ today: TODAY, scholarships: catalogue, documents: [evidence], ...overrides });

const errors = (schema: AnySchema, data: unknown, ctx: ScholarshipContext = context()) => {
  const result = validate(schema, data, ctx);
  return result.ok ? [] : result.errors.map(({ code, field, params }) => ({ code, field, ...(params ? { params } : {}) }));
};

describe('scholarship sections', () => {
  it('has the five sections of the contract, in order, each with its schema', () => {
    expect(SCHOLARSHIP_SECTION_IDS).toEqual(['choices', 'statement', 'keySkill', 'awards', 'declaration']);
    expect(Object.keys(SCHOLARSHIP_SECTION_SCHEMAS)).toEqual([...SCHOLARSHIP_SECTION_IDS]);
  });
});

describe('scholarship choices', () => {
  const choose = (...codes: string[]) => ({ choices: codes.map((code) => ({ code })) });

  it('takes 1 to 3 ranked choices and refuses none or a 4th', () => {
    expect(errors(scholarshipChoicesSchema, choose('SCIENCE_TECH'))).toEqual([]);
    expect(errors(scholarshipChoicesSchema, choose('SCIENCE_TECH', 'MERIT', 'ARTS_TALENT'))).toEqual([]);
    expect(errors(scholarshipChoicesSchema, choose('SCIENCE_TECH', 'MERIT', 'ARTS_TALENT', 'SPORTS'))).toEqual([
      { code: 'TOO_MANY_SCHOLARSHIP_CHOICES', field: 'choices', params: [3] },
    ]);
    expect(errors(scholarshipChoicesSchema, choose())).toEqual([{ code: 'SCHOLARSHIP_CHOICE_REQUIRED', field: 'choices' }]);
    expect(errors(scholarshipChoicesSchema, {})).toEqual([{ code: 'SCHOLARSHIP_CHOICE_REQUIRED', field: 'choices' }]);
  });

  it('refuses a repeat at the later rank only', () => {
    expect(errors(scholarshipChoicesSchema, choose('MERIT', 'SCIENCE_TECH', 'MERIT'))).toEqual([{ code: 'DUPLICATE_SCHOLARSHIP_CHOICE', field: 'choices[2].code' }]);
  });

  it('checks each choice against the catalogue: unknown, closed (reselect), not eligible', () => {
    expect(errors(scholarshipChoicesSchema, choose('NO_SUCH', 'CLOSED_ONE', 'CITIZENS_ONLY'))).toEqual([
      { code: 'SCHOLARSHIP_NOT_OFFERED', field: 'choices[0].code' },
      { code: 'SCHOLARSHIP_CHOICE_CLOSED', field: 'choices[1].code' },
      { code: 'SCHOLARSHIP_NOT_ELIGIBLE', field: 'choices[2].code' },
    ]);
    // Without the catalogue (not known yet) only the shape is checked.
    expect(errors(scholarshipChoicesSchema, choose('NO_SUCH'), context({ scholarships: undefined }))).toEqual([]);
  });

  it('builds the browser’s catalogue from the offered scholarships of the application’s year', () => {
    const offered = [
      { code: 'MERIT', academicYear: '2026/2027', open: true, eligible: true, bondYears: 0 },
      { code: 'MERIT', academicYear: '2027/2028', open: false, eligible: false, bondYears: 0 },
    ];
    expect(catalogueOf(offered, '2026/2027')).toEqual([{ code: 'MERIT', open: true, eligible: true }]);
  });

  it('requires a code in every choice, and reads the chosen codes of any draft', () => {
    expect(errors(scholarshipChoicesSchema, { choices: [{ code: '' }] })).toEqual([{ code: 'SELECT_SCHOLARSHIP', field: 'choices[0].code' }]);
    expect(chosenScholarshipCodes({ choices: [{ code: ' MERIT ' }, { code: '' }, null, { code: 7 }, { code: 'SPORTS' }] })).toEqual(['MERIT', 'SPORTS']);
    expect(chosenScholarshipCodes(null)).toEqual([]);
  });
});

describe('scholarship essay', () => {
  it('is required and must be under 3000 characters, spaces counted: 2999 passes, 3000 does not', () => {
    expect(errors(scholarshipStatementSchema, { essay: '' })).toEqual([{ code: 'ENTER_SCHOLARSHIP_ESSAY', field: 'essay' }]);
    expect(errors(scholarshipStatementSchema, { essay: `${'a '.repeat(1499)}b` })).toEqual([]);
    expect(`${'a '.repeat(1499)}b`).toHaveLength(2999);
    expect(errors(scholarshipStatementSchema, { essay: 'a'.repeat(3000) })).toEqual([{ code: 'ESSAY_TOO_LONG', field: 'essay', params: [3000] }]);
    expect(errors(scholarshipStatementSchema, { essay: 'Line one\nLine two' })).toEqual([]);
  });
});

describe('key skill', () => {
  const skill = (overrides: Record<string, unknown> = {}) => ({
    hasKeySkill: 'YES',
    area: 'SPORTS',
    skill: 'Badminton',
    achievementLevel: 'National youth team',
    description: 'Represented Singapore at the ASEAN Schools Games.',
    ...overrides,
  });

  it('needs nothing more when the answer is No', () => {
    expect(errors(keySkillSchema, { hasKeySkill: 'NO' }, context({ documents: [] }))).toEqual([]);
    expect(errors(keySkillSchema, {})).toEqual([{ code: 'ANSWER_HAS_KEY_SKILL', field: 'hasKeySkill' }]);
  });

  it('needs every field when the answer is Yes, within their limits', () => {
    expect(errors(keySkillSchema, skill())).toEqual([]);
    expect(errors(keySkillSchema, { hasKeySkill: 'YES' })).toEqual([
      { code: 'SELECT_KEY_SKILL_AREA', field: 'area' },
      { code: 'ENTER_KEY_SKILL', field: 'skill' },
      { code: 'ENTER_KEY_SKILL_LEVEL', field: 'achievementLevel' },
      { code: 'ENTER_KEY_SKILL_DESCRIPTION', field: 'description' },
    ]);
    expect(errors(keySkillSchema, skill({ area: 'MUSIC', skill: 'x'.repeat(101), achievementLevel: 'x'.repeat(100), description: 'x'.repeat(1001) }))).toEqual([
      { code: 'INVALID_VALUE', field: 'area' },
      { code: 'TOO_LONG', field: 'skill', params: [100] },
      { code: 'TOO_LONG', field: 'description', params: [1000] },
    ]);
    expect(errors(keySkillSchema, skill({ skill: 'x'.repeat(100), description: 'x'.repeat(1000) }))).toEqual([]);
  });

  it('needs one usable evidence document uploaded in this section', () => {
    const refused = [{ code: 'KEY_SKILL_EVIDENCE_REQUIRED', field: 'evidence' }];
    expect(errors(keySkillSchema, skill(), context({ documents: [] }))).toEqual(refused);
    expect(errors(keySkillSchema, skill(), context({ documents: [{ ...evidence, scanStatus: 'INFECTED' }] }))).toEqual(refused);
    expect(errors(keySkillSchema, skill(), context({ documents: [{ ...evidence, section: 'awards' }] }))).toEqual(refused);
    expect(errors(keySkillSchema, skill(), context({ documents: [{ ...evidence, documentType: 'OTHER' }] }))).toEqual(refused);
    expect(errors(keySkillSchema, skill(), context({ documents: [{ ...evidence, scanStatus: 'NOT_SCANNED' }] }))).toEqual([]);
    // Documents not known (e.g. before the list loaded): the rule waits for them.
    expect(errors(keySkillSchema, skill(), context({ documents: undefined }))).toEqual([]);
  });
});

describe('awards', () => {
  const award = (overrides: Record<string, unknown> = {}) => ({
    title: 'Singapore Science and Engineering Fair, Gold',
    awardingBody: 'Agency for Science, Technology and Research',
    year: '2026',
    description: 'A project on low-cost water filtration.',
    ...overrides,
  });

  it('takes No without awards, and 1 to 4 awards with Yes: the 5th is refused', () => {
    expect(errors(scholarshipAwardsSchema, { hasAwards: 'NO' })).toEqual([]);
    expect(errors(scholarshipAwardsSchema, { hasAwards: 'YES', awards: [] })).toEqual([{ code: 'AWARD_REQUIRED', field: 'awards' }]);
    expect(errors(scholarshipAwardsSchema, { hasAwards: 'YES', awards: Array.from({ length: 4 }, () => award()) })).toEqual([]);
    expect(errors(scholarshipAwardsSchema, { hasAwards: 'YES', awards: Array.from({ length: 5 }, () => award()) })).toEqual([
      { code: 'TOO_MANY_AWARDS', field: 'awards', params: [4] },
    ]);
  });

  it('checks each award: required fields, lengths, a 4-digit year not in the future', () => {
    expect(errors(scholarshipAwardsSchema, { hasAwards: 'YES', awards: [{ title: '', awardingBody: '', year: '', description: '' }] })).toEqual([
      { code: 'ENTER_AWARD_TITLE', field: 'awards[0].title' },
      { code: 'ENTER_AWARDING_BODY', field: 'awards[0].awardingBody' },
      { code: 'ENTER_AWARD_YEAR', field: 'awards[0].year' },
      { code: 'ENTER_AWARD_DESCRIPTION', field: 'awards[0].description' },
    ]);
    expect(
      errors(scholarshipAwardsSchema, {
        hasAwards: 'YES',
        awards: [award({ title: 'x'.repeat(201), awardingBody: 'x'.repeat(200), year: '2027', description: 'x'.repeat(501) }), award({ year: '26' })],
      }),
    ).toEqual([
      { code: 'TOO_LONG', field: 'awards[0].title', params: [200] },
      { code: 'INVALID_YEAR', field: 'awards[0].year' },
      { code: 'TOO_LONG', field: 'awards[0].description', params: [500] },
      { code: 'INVALID_YEAR', field: 'awards[1].year' },
    ]);
  });
});

describe('consent and declaration', () => {
  it('needs truth, consent and privacy; marketing is optional', () => {
    expect(errors(scholarshipDeclarationSchema, { truth: true, consent: true, privacy: true })).toEqual([]);
    expect(errors(scholarshipDeclarationSchema, { truth: true, consent: true, privacy: true, marketing: true })).toEqual([]);
    expect(errors(scholarshipDeclarationSchema, { truth: false, privacy: true })).toEqual([
      { code: 'DECLARATION_REQUIRED', field: 'truth' },
      { code: 'DECLARATION_REQUIRED', field: 'consent' },
    ]);
    expect(errors(scholarshipDeclarationSchema, { truth: true, consent: true, privacy: true, sellMyData: true })).toEqual([
      { code: 'UNKNOWN_FIELD', field: undefined, params: ['sellMyData'] },
    ]);
  });
});
