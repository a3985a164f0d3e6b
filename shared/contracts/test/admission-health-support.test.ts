import { healthSupportSchema } from '../src/schemas/admission/health-support';
import { errorsOf } from './admission-helpers';

const condition = { type: 'HEARING', name: 'Partial hearing loss', support: 'Seating near the front; captioned lecture recordings.' };
const NONE = { hasCondition: false, conditions: [], hasConviction: false, convictionDetails: '' };

describe('Health and Support section', () => {
  it('accepts "no" to both questions, and "yes" with details', () => {
    expect(errorsOf(healthSupportSchema, NONE)).toEqual([]);
    expect(errorsOf(healthSupportSchema, { hasCondition: true, conditions: [condition], hasConviction: true, convictionDetails: 'Fined in 2024.' })).toEqual([]);
  });

  it('takes the radios\' text answers and asks for unanswered questions', () => {
    expect(errorsOf(healthSupportSchema, { ...NONE, hasCondition: 'false', hasConviction: 'false' })).toEqual([]);
    expect(errorsOf(healthSupportSchema, { ...NONE, hasCondition: '', hasConviction: undefined })).toEqual([
      ['hasCondition', 'ANSWER_HAS_CONDITION'],
      ['hasConviction', 'ANSWER_HAS_CONVICTION'],
    ]);
  });

  it('needs at least one condition after "yes", each with its type, name and support', () => {
    expect(errorsOf(healthSupportSchema, { ...NONE, hasCondition: true })).toEqual([['conditions', 'CONDITION_REQUIRED']]);
    expect(errorsOf(healthSupportSchema, { ...NONE, hasCondition: true, conditions: [{ type: '', name: ' ', support: '' }] })).toEqual([
      ['conditions[0].type', 'SELECT_CONDITION_TYPE'],
      ['conditions[0].name', 'ENTER_CONDITION_NAME'],
      ['conditions[0].support', 'ENTER_SUPPORT_NEEDED'],
    ]);
  });

  it('accepts 3 conditions and refuses a 4th (spec 9)', () => {
    expect(errorsOf(healthSupportSchema, { ...NONE, hasCondition: true, conditions: [condition, condition, condition] })).toEqual([]);
    expect(errorsOf(healthSupportSchema, { ...NONE, hasCondition: true, conditions: [condition, condition, condition, condition] })).toEqual([
      ['conditions', 'TOO_MANY_CONDITIONS'],
    ]);
  });

  it('limits the condition name to 200 and the support to 500 characters', () => {
    const atLimit = { ...condition, name: 'n'.repeat(200), support: 's'.repeat(500) };
    expect(errorsOf(healthSupportSchema, { ...NONE, hasCondition: true, conditions: [atLimit] })).toEqual([]);
    const over = { ...condition, name: 'n'.repeat(201), support: 's'.repeat(501) };
    expect(errorsOf(healthSupportSchema, { ...NONE, hasCondition: true, conditions: [over] })).toEqual([
      ['conditions[0].name', 'TOO_LONG'],
      ['conditions[0].support', 'TOO_LONG'],
    ]);
  });

  it('refuses a condition type that is not on the list', () => {
    expect(errorsOf(healthSupportSchema, { ...NONE, hasCondition: true, conditions: [{ ...condition, type: 'FLU' }] })).toEqual([
      ['conditions[0].type', 'INVALID_VALUE'],
    ]);
  });

  it('needs conviction details after "yes": 1000 characters, spaces and line breaks counted, not 1001', () => {
    expect(errorsOf(healthSupportSchema, { ...NONE, hasConviction: true })).toEqual([['convictionDetails', 'ENTER_CONVICTION_DETAILS']]);
    expect(errorsOf(healthSupportSchema, { ...NONE, hasConviction: true, convictionDetails: 'a \n'.repeat(333) + 'x' })).toEqual([]);
    expect(errorsOf(healthSupportSchema, { ...NONE, hasConviction: true, convictionDetails: 'a \n'.repeat(333) + 'xy' })).toEqual([
      ['convictionDetails', 'TOO_LONG'],
    ]);
  });

  it('keeps no details that a "no" answer says do not exist', () => {
    expect(errorsOf(healthSupportSchema, { ...NONE, conditions: [condition], convictionDetails: 'Something' })).toEqual([
      ['conditions', 'DETAILS_NOT_EXPECTED'],
      ['convictionDetails', 'DETAILS_NOT_EXPECTED'],
    ]);
  });
});
