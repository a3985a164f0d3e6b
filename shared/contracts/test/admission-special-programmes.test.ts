import { validate } from '../src/validation';
import { MESSAGES } from '../src/messages';
import { specialProgrammesSchema } from '../src/schemas/admission/special-programmes';

const errors = (data: unknown) => {
  const result = validate(specialProgrammesSchema, data);
  return result.ok ? [] : result.errors.map(({ code, field, params }) => ({ code, field, ...(params ? { params } : {}) }));
};

describe('special programmes', () => {
  it('takes no interest at all, or any of the listed programmes', () => {
    expect(errors({ interests: {}, otherUniversityOffer: 'NO', otherUniversity: '' })).toEqual([]);
    expect(errors({ interests: { UNIVERSITY_SCHOLARS: true, DOUBLE_DEGREE: false, OVERSEAS_COLLEGE: true }, otherUniversityOffer: 'NO' })).toEqual([]);
  });

  it('refuses a programme that is not on the list', () => {
    expect(errors({ interests: { SPACE_CAMP: true }, otherUniversityOffer: 'NO' })).toEqual([{ code: 'UNKNOWN_FIELD', field: 'interests', params: ['SPACE_CAMP'] }]);
  });

  it('requires the other autonomous university offer decision, with the spec’s message', () => {
    const result = validate(specialProgrammesSchema, { interests: {}, otherUniversityOffer: '' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([{ code: 'OTHER_AU_DECISION_REQUIRED', field: 'otherUniversityOffer', message: 'Other Autonomous University offer decision is required' }]);
    expect(MESSAGES.OTHER_AU_DECISION_REQUIRED).toBe('Other Autonomous University offer decision is required');
    expect(errors({ interests: {}, otherUniversityOffer: 'PERHAPS' })).toEqual([{ code: 'OTHER_AU_DECISION_REQUIRED', field: 'otherUniversityOffer' }]);
  });

  it('asks which university when an offer was accepted or is pending', () => {
    expect(errors({ interests: {}, otherUniversityOffer: 'YES', otherUniversity: '' })).toEqual([{ code: 'ENTER_OTHER_UNIVERSITY', field: 'otherUniversity' }]);
    expect(errors({ interests: {}, otherUniversityOffer: 'PENDING', otherUniversity: 'Singapore Management University' })).toEqual([]);
    expect(errors({ interests: {}, otherUniversityOffer: 'YES', otherUniversity: 'U'.repeat(101) })).toEqual([{ code: 'TOO_LONG', field: 'otherUniversity', params: [100] }]);
  });
});
