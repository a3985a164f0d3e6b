import { validate } from '../src/validation';
import { ACHIEVEMENT_LIMITS, achievementsSchema, achievementsSchemaFor } from '../src/schemas/achievements';
import { ADMISSION_SECTION_SCHEMAS } from '../src/schemas/admission';

const context = { today: '2026-11-23' };
const award = (overrides: Record<string, unknown> = {}) => ({
  title: 'National Chemistry Olympiad, Gold',
  type: 'ACADEMIC',
  level: 'NATIONAL',
  year: '2025',
  description: 'Top 10 of 900 students in the national round.',
  ...overrides,
});
const errors = (data: unknown, schema = achievementsSchema) => {
  const result = validate(schema, data, context);
  return result.ok ? [] : result.errors.map(({ code, field, params }) => ({ code, field, ...(params ? { params } : {}) }));
};

describe('achievements', () => {
  it('is the admission form’s schema, takes no achievements at all, or complete records', () => {
    expect(ADMISSION_SECTION_SCHEMAS.achievements).toBe(achievementsSchema);
    expect(errors({ achievements: [] })).toEqual([]);
    expect(errors({ achievements: [award(), award({ type: 'COMMUNITY_SERVICE', level: 'SCHOOL', year: '2026' })] })).toEqual([]);
  });

  it('takes 10 achievements on the admission form and refuses the 11th with the limit', () => {
    expect(ACHIEVEMENT_LIMITS.admission).toBe(10);
    expect(errors({ achievements: Array.from({ length: 10 }, () => award()) })).toEqual([]);
    expect(errors({ achievements: Array.from({ length: 11 }, () => award()) })).toEqual([{ code: 'TOO_MANY_ACHIEVEMENTS', field: 'achievements', params: [10] }]);
  });

  it('builds a form with a smaller limit (the scholarship form’s 3)', () => {
    const three = achievementsSchemaFor(3);
    expect(errors({ achievements: [award(), award(), award()] }, three)).toEqual([]);
    expect(errors({ achievements: [award(), award(), award(), award()] }, three)).toEqual([{ code: 'TOO_MANY_ACHIEVEMENTS', field: 'achievements', params: [3] }]);
  });

  it('requires every field of a record', () => {
    expect(errors({ achievements: [{ title: '', type: '', level: '', year: '', description: '' }] })).toEqual([
      { code: 'ENTER_ACHIEVEMENT_TITLE', field: 'achievements[0].title' },
      { code: 'SELECT_ACHIEVEMENT_TYPE', field: 'achievements[0].type' },
      { code: 'SELECT_ACHIEVEMENT_LEVEL', field: 'achievements[0].level' },
      { code: 'ENTER_ACHIEVEMENT_YEAR', field: 'achievements[0].year' },
      { code: 'ENTER_ACHIEVEMENT_DESCRIPTION', field: 'achievements[0].description' },
    ]);
  });

  it('accepts only the listed types and levels', () => {
    expect(errors({ achievements: [award({ type: 'BRAVERY', level: 'GALACTIC' })] })).toEqual([
      { code: 'INVALID_VALUE', field: 'achievements[0].type' },
      { code: 'INVALID_VALUE', field: 'achievements[0].level' },
    ]);
  });

  it('takes a 4-digit year up to this year (by the context’s today), not a later or malformed one', () => {
    expect(errors({ achievements: [award({ year: '1950' })] })).toEqual([]);
    for (const year of ['2027', '25', '1949', '20x5']) {
      expect(errors({ achievements: [award({ year })] })).toEqual([{ code: 'INVALID_YEAR', field: 'achievements[0].year' }]);
    }
  });

  it('takes a description of 500 characters, line breaks included, and refuses 501', () => {
    expect(errors({ achievements: [award({ description: `${'a'.repeat(249)}\n${'b'.repeat(250)}` })] })).toEqual([]);
    expect(errors({ achievements: [award({ description: 'a'.repeat(501) })] })).toEqual([{ code: 'TOO_LONG', field: 'achievements[0].description', params: [500] }]);
  });

  it('takes a title of 100 characters and refuses 101; a title is one line', () => {
    expect(errors({ achievements: [award({ title: 'T'.repeat(100) })] })).toEqual([]);
    expect(errors({ achievements: [award({ title: 'T'.repeat(101) })] })).toEqual([{ code: 'TOO_LONG', field: 'achievements[0].title', params: [100] }]);
    expect(errors({ achievements: [award({ title: 'Gold\nmedal' })] })).toEqual([{ code: 'INVALID_CHARACTERS', field: 'achievements[0].title' }]);
  });

  it('refuses fields it does not know', () => {
    expect(errors({ achievements: [award({ points: 5 })] })).toEqual([{ code: 'UNKNOWN_FIELD', field: 'achievements[0]', params: ['points'] }]);
  });
});
