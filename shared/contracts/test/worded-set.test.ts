import { aidApplicationStatuses } from '../src/financial-aid-statuses';
import { feeStatuses } from '../src/fee-statuses';
import { LANGUAGES } from '../src/languages';
import { scholarshipStatuses } from '../src/scholarship-statuses';
import { wordedSet } from '../src/worded-set';

describe('a worded set', () => {
  const colours = wordedSet({ RED: { 'en-GB': 'Red', 'zh-Hans': '红色' }, BLUE: { 'en-GB': 'Blue', 'zh-Hans': '蓝色' } });

  it('lists its values, words each in both languages and gives a catalogue by value', () => {
    expect(colours.values).toEqual(['RED', 'BLUE']);
    expect(colours.words('BLUE', 'zh-Hans')).toBe('蓝色');
    expect(colours.catalogue('en-GB')).toEqual({ RED: 'Red', BLUE: 'Blue' });
  });

  it('knows its own values and nothing else (not an object’s inherited names)', () => {
    expect(colours.has('RED')).toBe(true);
    expect(colours.has('GREEN')).toBe(false);
    expect(colours.has('toString')).toBe(false);
    expect(colours.has(undefined)).toBe(false);
  });

  it.each([
    ['fee statuses', feeStatuses],
    ['scholarship statuses', scholarshipStatuses],
    ['financial aid statuses', aidApplicationStatuses],
  ])('%s have words in every language, none empty', (_name, set) => {
    for (const language of LANGUAGES) for (const value of set.values) expect(set.words(value as never, language).trim()).not.toBe('');
  });
});
