/** Every e-mail's salutation: a name known in parts is written in the letter's order (姓 first in Chinese). */
import { LETTER_WORDS } from '../../src/mail/letter-words';
import { officeDate, officeDateTime } from '../../src/mail/office-dates';

describe('the salutation', () => {
  const name = { givenName: 'MEI HUA', familyName: 'ZHOU' };

  it('puts the family name first in Chinese and last in English', () => {
    expect(LETTER_WORDS['en-GB'].greeting(name)).toBe('Dear MEI HUA ZHOU,');
    expect(LETTER_WORDS['zh-Hans'].greeting(name)).toBe('尊敬的 ZHOU MEI HUA：');
  });

  it('writes a whole name as it is, a name in Chinese script straight after 尊敬的', () => {
    expect(LETTER_WORDS['zh-Hans'].greeting('TAN MEI LING')).toBe('尊敬的 TAN MEI LING：');
    expect(LETTER_WORDS['zh-Hans'].greeting('陈美玲')).toBe('尊敬的陈美玲：');
  });
});

describe('the offices’ dates', () => {
  it('are in words in Chinese and as before in English, in Singapore time', () => {
    const at = new Date('2026-12-02T15:59:00Z');
    expect(officeDate(at, 'en-GB')).toBe('02/12/2026');
    expect(officeDate('2026-12-02', 'zh-Hans')).toBe('2026年12月2日');
    expect(officeDateTime(at, 'zh-Hans')).toBe('2026年12月2日 23:59');
    expect(officeDateTime(at, 'en-GB')).toBe('02/12/2026, 23:59');
  });
});
