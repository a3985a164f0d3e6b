import { validate } from '../src/validation';
import { refereesSchema } from '../src/schemas/admission/referees';
import { isWebmailAddress } from '../src/webmail';

const referee = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lim Wei Jie',
  position: 'Head of Department, Chemistry',
  organisation: 'Raffles Institution',
  relationship: 'TEACHER',
  email: 'lim.weijie@ri.edu.sg',
  phone: { countryCode: '65', number: '63531866' },
  ...overrides,
});
const second = (overrides: Record<string, unknown> = {}) => referee({ name: 'Aisha Rahman', email: 'aisha.rahman@ri.edu.sg', relationship: 'PRINCIPAL', ...overrides });
const errors = (data: unknown) => {
  const result = validate(refereesSchema, data);
  return result.ok ? [] : result.errors.map(({ code, field }) => ({ code, field }));
};

describe('referees', () => {
  it('takes two complete referees', () => {
    expect(errors({ referees: [referee(), second()] })).toEqual([]);
  });

  it('needs exactly two', () => {
    expect(errors({ referees: [referee()] })).toEqual([{ code: 'REFEREE_COUNT', field: 'referees' }]);
    expect(errors({ referees: [referee(), second(), second({ email: 'third@ri.edu.sg' })] })).toEqual([{ code: 'REFEREE_COUNT', field: 'referees' }]);
  });

  it('requires every field of a referee', () => {
    const empty = { name: '', position: '', organisation: '', relationship: '', email: '', phone: { countryCode: '', number: '' } };
    expect(errors({ referees: [empty, second()] }).map((error) => error.field)).toEqual(
      ['name', 'position', 'organisation', 'relationship', 'email', 'phone.countryCode', 'phone.number'].map((field) => `referees[0].${field}`),
    );
  });

  it('refuses webmail addresses with the spec’s message', () => {
    for (const email of ['teacher@gmail.com', 'Teacher@YAHOO.com.sg', 'x@hotmail.co.uk', 'x@qq.com', 'x@163.com', 'x@protonmail.com', 'x@yandex.ru', 'x@outlook.com']) {
      expect(errors({ referees: [referee({ email }), second()] })).toEqual([{ code: 'REFEREE_WORK_EMAIL', field: 'referees[0].email' }]);
    }
  });

  it('refuses the same address twice (in any case), on the second referee', () => {
    expect(errors({ referees: [referee(), second({ email: 'LIM.WEIJIE@ri.edu.sg' })] })).toEqual([{ code: 'REFEREE_SAME_EMAIL', field: 'referees[1].email' }]);
  });

  it('checks the e-mail format and the phone digits', () => {
    expect(errors({ referees: [referee({ email: 'lim.weijie' }), second({ phone: { countryCode: '+65', number: '6353 1866' } })] })).toEqual([
      { code: 'INVALID_EMAIL', field: 'referees[0].email' },
      { code: 'DIGITS_ONLY', field: 'referees[1].phone.countryCode' },
      { code: 'DIGITS_ONLY', field: 'referees[1].phone.number' },
    ]);
  });

  it('accepts only the listed relationships', () => {
    expect(errors({ referees: [referee({ relationship: 'AUNT' }), second()] })).toEqual([{ code: 'INVALID_VALUE', field: 'referees[0].relationship' }]);
  });
});

describe('isWebmailAddress', () => {
  it('knows free providers under any country ending, not work domains that merely look alike', () => {
    expect(isWebmailAddress('a@yahoo.com')).toBe(true);
    expect(isWebmailAddress('a@mail.ru')).toBe(true);
    expect(isWebmailAddress(' a@iCloud.com ')).toBe(true);
    expect(isWebmailAddress('a@mail.company.com')).toBe(false);
    expect(isWebmailAddress('a@live.nus.edu.sg')).toBe(false);
    expect(isWebmailAddress('a@moe.gov.sg')).toBe(false);
    expect(isWebmailAddress('a@gmailer.com')).toBe(false);
  });
});
