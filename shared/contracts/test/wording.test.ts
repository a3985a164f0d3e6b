/** Dates, lists and names in each portal language, written from one place for pages, e-mails and PDFs. */
import { dateText, dateTimeText, LOCAL_TIME, timeText } from '../src/date-words';
import { addressText, allOfText, labelledText, listText } from '../src/list-words';
import { nameFieldOrder, personName } from '../src/person-name';

describe('dates', () => {
  const lastMinute = new Date('2026-12-02T15:59:00Z'); // 23:59 on 2 December 2026, Singapore time

  it('write a day in English as it always was and in Chinese in words', () => {
    expect(dateText('2026-12-02', 'en-GB')).toBe('02/12/2026');
    expect(dateText('2026-12-02', 'zh-Hans')).toBe('2026年12月2日');
    expect(dateText(lastMinute, 'zh-Hans')).toBe('2026年12月2日');
    expect(dateText('2026-12-02T16:30:00Z', 'zh-Hans')).toBe('2026年12月3日'); // already the next day in Singapore
  });

  it('write times 24-hour in Singapore time, in both languages', () => {
    expect(timeText(lastMinute)).toBe('23:59');
    expect(dateTimeText(lastMinute, 'en-GB')).toBe('02/12/2026, 23:59');
    expect(dateTimeText(lastMinute.toISOString(), 'zh-Hans')).toBe('2026年12月2日 23:59');
  });

  it('can follow the device clock instead', () => {
    const at = new Date(2026, 0, 5, 7, 4); // 05/01/2026 07:04 on this machine's clock
    expect(timeText(at, LOCAL_TIME)).toBe('07:04');
    expect(dateText(at, 'zh-Hans', LOCAL_TIME)).toBe('2026年1月5日');
  });
});

describe('lists and labels', () => {
  it('join items with the language’s separator, leaving out empty ones', () => {
    expect(listText(['Medicine', '', null, 'Law', false], 'en-GB')).toBe('Medicine, Law');
    expect(listText(['医学', '法律', '工程'], 'zh-Hans')).toBe('医学、法律、工程');
  });

  it('say "and" before the last item as a sentence does', () => {
    expect(allOfText(['A', 'B', 'C'], 'en-GB')).toBe('A, B and C');
    expect(allOfText(['甲', '乙', '丙'], 'zh-Hans')).toBe('甲、乙和丙');
  });

  it('write a label and its value, and an address, with the language’s punctuation', () => {
    expect(labelledText('Your reply', 'Accepted', 'en-GB')).toBe('Your reply: Accepted');
    expect(labelledText('您的答复', '接受', 'zh-Hans')).toBe('您的答复：接受');
    expect(addressText(['Block 1 Street', '#01-01', '123456', '新加坡'], 'zh-Hans')).toBe('Block 1 Street，#01-01，123456，新加坡');
  });
});

describe('names', () => {
  const name = { givenName: 'MEI HUA', familyName: 'ZHOU' };

  it('put the family name first in Chinese and last in English', () => {
    expect(personName(name, 'en-GB')).toBe('MEI HUA ZHOU');
    expect(personName(name, 'zh-Hans')).toBe('ZHOU MEI HUA');
  });

  it('write a name kept whole as it is', () => {
    expect(personName(' TAN MEI LING ', 'zh-Hans')).toBe('TAN MEI LING');
  });

  it('order a form’s name fields the same way', () => {
    expect(nameFieldOrder({ given: 'firstName', family: 'lastName' }, 'en-GB')).toEqual(['firstName', 'lastName']);
    expect(nameFieldOrder({ given: 'firstName', family: 'lastName' }, 'zh-Hans')).toEqual(['lastName', 'firstName']);
  });
});
