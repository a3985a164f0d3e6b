import { validate } from '../src/validation';
import { SHORT_ANSWER_MAX, shortQuestionsSchema } from '../src/schemas/admission/short-questions';

const answers = { whyProgramme: 'I build robots.', challenge: 'Failing my first design review.', contribution: 'Running the robotics club.' };
const errors = (data: unknown) => {
  const result = validate(shortQuestionsSchema, data);
  return result.ok ? [] : result.errors.map(({ code, field, params }) => ({ code, field, ...(params ? { params } : {}) }));
};

describe('short questions', () => {
  it('takes three answers', () => {
    expect(errors(answers)).toEqual([]);
  });

  it('requires all three', () => {
    expect(errors({ whyProgramme: '', challenge: ' ', contribution: '' })).toEqual([
      { code: 'ANSWER_WHY_PROGRAMME', field: 'whyProgramme' },
      { code: 'ANSWER_CHALLENGE', field: 'challenge' },
      { code: 'ANSWER_CONTRIBUTION', field: 'contribution' },
    ]);
  });

  it('takes 300 characters (spaces and line breaks counted) and refuses 301', () => {
    expect(SHORT_ANSWER_MAX).toBe(300);
    expect(errors({ ...answers, challenge: `${'a'.repeat(149)}\n${'b'.repeat(150)}` })).toEqual([]);
    expect(errors({ ...answers, contribution: 'a '.repeat(150) + 'b' })).toEqual([{ code: 'TOO_LONG', field: 'contribution', params: [300] }]);
  });
});
