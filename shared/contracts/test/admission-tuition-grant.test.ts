import { tuitionGrantSchema, tuitionGrantTier } from '../src/schemas/admission/tuition-grant';
import { contextFor, errorsOf } from './admission-helpers';

describe('Tuition grant declaration', () => {
  it('puts citizens in Tier A, permanent residents in Tier B and international applicants in Tier C', () => {
    expect(tuitionGrantTier('SINGAPORE_CITIZEN')).toBe('A');
    expect(tuitionGrantTier('PERMANENT_RESIDENT')).toBe('B');
    expect(tuitionGrantTier('INTERNATIONAL')).toBe('C');
  });

  it('requires the option, with the spec\'s message', () => {
    expect(errorsOf(tuitionGrantSchema, { option: '', bondAcknowledged: false })).toEqual([['option', 'TUITION_GRANT_OPTION_REQUIRED']]);
    expect(errorsOf(tuitionGrantSchema, { option: 'MAYBE', bondAcknowledged: false })).toEqual([['option', 'TUITION_GRANT_OPTION_REQUIRED']]);
  });

  it('asks a citizen applying for the grant for no bond', () => {
    expect(errorsOf(tuitionGrantSchema, { option: 'APPLY', bondAcknowledged: false }, contextFor('SINGAPORE_CITIZEN'))).toEqual([]);
  });

  it.each([['PERMANENT_RESIDENT' as const], ['INTERNATIONAL' as const]])('needs a %s applying for the grant to acknowledge the 3-year bond', (citizenship) => {
    const context = contextFor(citizenship);
    expect(errorsOf(tuitionGrantSchema, { option: 'APPLY', bondAcknowledged: false }, context)).toEqual([['bondAcknowledged', 'TUITION_GRANT_BOND_REQUIRED']]);
    expect(errorsOf(tuitionGrantSchema, { option: 'APPLY', bondAcknowledged: true }, context)).toEqual([]);
    expect(errorsOf(tuitionGrantSchema, { option: 'DO_NOT_APPLY', bondAcknowledged: false }, context)).toEqual([]);
  });
});
