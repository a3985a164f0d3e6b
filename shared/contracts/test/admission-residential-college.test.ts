import { validate } from '../src/validation';
import { residentialCollegeSchema } from '../src/schemas/admission/residential-college';

const answers = (overrides: Record<string, unknown> = {}) => ({
  interested: 'YES',
  preferences: ['BANYAN', 'ANGSANA', '', ''],
  residenceType: 'PUBLIC_HOUSING',
  commuteMinutes: '75',
  needsAccommodation: 'YES',
  declaration: true,
  ...overrides,
});
const errors = (data: unknown) => {
  const result = validate(residentialCollegeSchema, data);
  return result.ok ? [] : result.errors.map(({ code, field }) => ({ code, field }));
};

describe('residential college interest', () => {
  it('takes ranked preferences, or no interest with none', () => {
    expect(errors(answers())).toEqual([]);
    expect(errors(answers({ preferences: ['DILLENIA', 'CASSIA', 'BANYAN', 'ANGSANA'] }))).toEqual([]);
    expect(errors(answers({ interested: 'NO', preferences: ['', '', '', ''] }))).toEqual([]);
  });

  it('requires the interest answer', () => {
    expect(errors(answers({ interested: '' }))).toEqual([{ code: 'ANSWER_COLLEGE_INTEREST', field: 'interested' }]);
  });

  it('needs a first preference when interested, in order, each college once', () => {
    expect(errors(answers({ preferences: ['', '', '', ''] }))).toEqual([{ code: 'COLLEGE_PREFERENCE_REQUIRED', field: 'preferences[0]' }]);
    expect(errors(answers({ preferences: ['BANYAN', '', 'CASSIA', ''] }))).toEqual([{ code: 'COLLEGE_PREFERENCE_GAP', field: 'preferences[1]' }]);
    expect(errors(answers({ preferences: ['BANYAN', 'CASSIA', 'BANYAN', ''] }))).toEqual([{ code: 'DUPLICATE_COLLEGE', field: 'preferences[2]' }]);
    expect(errors(answers({ preferences: ['HOGWARTS'] }))).toEqual([{ code: 'INVALID_VALUE', field: 'preferences[0]' }]);
  });

  it('keeps no preferences when not interested', () => {
    expect(errors(answers({ interested: 'NO', preferences: ['BANYAN', '', '', ''] }))).toEqual([{ code: 'INVALID_VALUE', field: 'preferences' }]);
  });

  it('requires the residential status declaration and details, with the spec’s message', () => {
    expect(errors(answers({ residenceType: '', commuteMinutes: '', needsAccommodation: '', declaration: false }))).toEqual([
      { code: 'RESIDENTIAL_DECLARATION_REQUIRED', field: 'residenceType' },
      { code: 'RESIDENTIAL_DECLARATION_REQUIRED', field: 'needsAccommodation' },
      { code: 'RESIDENTIAL_DECLARATION_REQUIRED', field: 'declaration' },
    ]);
    expect(errors(answers({ commuteMinutes: '' }))).toEqual([{ code: 'RESIDENTIAL_DECLARATION_REQUIRED', field: 'commuteMinutes' }]);
  });

  it('needs no journey time from an applicant living overseas; a journey is at most 600 minutes in digits', () => {
    expect(errors(answers({ residenceType: 'OVERSEAS', commuteMinutes: '' }))).toEqual([]);
    expect(errors(answers({ commuteMinutes: '600' }))).toEqual([]);
    expect(errors(answers({ commuteMinutes: '601' }))).toEqual([{ code: 'INVALID_VALUE', field: 'commuteMinutes' }]);
    expect(errors(answers({ commuteMinutes: '1 h' }))).toEqual([{ code: 'DIGITS_ONLY', field: 'commuteMinutes' }]);
  });
});
