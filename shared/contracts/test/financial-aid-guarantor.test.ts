import { guarantorConfirmationSchema, guarantorDetailsSchema } from '../src/schemas/financial-aid/guarantor';
import { validate } from '../src/validation';
import { isPersonalEmail, isWebmailAddress } from '../src/webmail';

const GUARANTOR = {
  fullName: 'TAN AH KOW',
  idType: 'NRIC',
  idNumber: 's7012345b',
  dateOfBirth: '15/06/1970',
  nationality: 'SG',
  relationship: 'PARENT',
  email: 'tan.ahkow@gmail.com',
  mobileNumber: '91234567',
  address: { blockStreet: 'Blk 123 Ang Mo Kio Avenue 3', unit: '', postalCode: '560123', country: 'SG' },
  occupation: 'Engineer',
  employer: 'ACME Engineering Pte Ltd',
  grossMonthlyIncome: '5200',
  notBankrupt: true,
};
const errors = (data: unknown, today = '2026-03-01') => {
  const result = validate(guarantorDetailsSchema, data, { today });
  return result.ok ? [] : result.errors.map(({ code, field, params }) => ({ code, field, ...(params?.length ? { params } : {}) }));
};

describe('isPersonalEmail', () => {
  it('takes the personal mailbox providers, under any country ending and in any case', () => {
    for (const email of ['a@gmail.com', 'a@hotmail.com', 'a@hotmail.co.uk', 'a@yahoo.com.sg', 'a@outlook.sg', 'a@icloud.com', 'a@qq.com', 'a@163.com', 'a@singnet.com.sg', ' A.B@GMail.com ']) {
      expect(isPersonalEmail(email)).toBe(true);
    }
  });

  it('refuses company and institutional addresses, which cannot all be listed', () => {
    for (const email of ['name@acme.com.sg', 'name@u.nus.edu', 'name@nus.edu.sg', 'name@moe.gov.sg', 'name@mail.acme.com', 'name@gmail.acme.com', 'name@gmailer.com', 'name@dbs.com']) {
      expect(isPersonalEmail(email)).toBe(false);
    }
  });

  it('refuses what is not an address at all', () => {
    for (const email of ['', 'gmail.com', '@gmail.com', 'name@', 'name']) expect(isPersonalEmail(email)).toBe(false);
  });

  it('is the referee rule turned round: personal for a guarantor is exactly webmail for a referee', () => {
    for (const email of ['a@gmail.com', 'a@ri.edu.sg', 'a@yandex.ru', 'a@live.nus.edu.sg']) expect(isPersonalEmail(email)).toBe(isWebmailAddress(email));
  });
});

describe('guarantor details', () => {
  it('takes a complete guarantor', () => {
    expect(errors(GUARANTOR)).toEqual([]);
    expect(validate(guarantorDetailsSchema, GUARANTOR, { today: '2026-03-01' })).toMatchObject({ ok: true, value: { idNumber: 'S7012345B' } });
  });

  it('refuses a company e-mail with the rule named', () => {
    expect(errors({ ...GUARANTOR, email: 'tan.ahkow@acme.com.sg' })).toEqual([{ code: 'GUARANTOR_PERSONAL_EMAIL', field: 'email' }]);
    expect(errors({ ...GUARANTOR, email: 'not an address' })).toEqual([{ code: 'INVALID_EMAIL', field: 'email' }]);
    expect(errors({ ...GUARANTOR, email: `${'a'.repeat(41)}@gmail.com` })).toEqual([{ code: 'TOO_LONG', field: 'email', params: [50] }]);
  });

  it('needs a guarantor of 21 or older on the day (29 February birthdays count from 1 March)', () => {
    expect(errors({ ...GUARANTOR, dateOfBirth: '01/03/2005' })).toEqual([]);
    expect(errors({ ...GUARANTOR, dateOfBirth: '02/03/2005' })).toEqual([{ code: 'GUARANTOR_TOO_YOUNG', field: 'dateOfBirth', params: [21] }]);
    expect(errors({ ...GUARANTOR, dateOfBirth: '29/02/2004' }, '2025-02-28')).toEqual([{ code: 'GUARANTOR_TOO_YOUNG', field: 'dateOfBirth', params: [21] }]);
    expect(errors({ ...GUARANTOR, dateOfBirth: '29/02/2004' }, '2025-03-01')).toEqual([]);
    expect(errors({ ...GUARANTOR, dateOfBirth: '31/02/1970' })).toEqual([{ code: 'INVALID_DATE', field: 'dateOfBirth' }]);
  });

  it('keeps to the limits: names 200, ID 15, mobile digits up to 15, amounts of 12 digits with 2 decimals', () => {
    expect(errors({ ...GUARANTOR, fullName: 'A'.repeat(201) })).toEqual([{ code: 'TOO_LONG', field: 'fullName', params: [200] }]);
    expect(errors({ ...GUARANTOR, idType: 'PASSPORT', idNumber: 'E1234567890123456' })).toEqual([{ code: 'TOO_LONG', field: 'idNumber', params: [15] }]);
    expect(errors({ ...GUARANTOR, idType: 'PASSPORT', idNumber: 'E12345678' })).toEqual([]);
    expect(errors({ ...GUARANTOR, mobileNumber: '1234567890123456' })).toEqual([{ code: 'TOO_LONG', field: 'mobileNumber', params: [15] }]);
    expect(errors({ ...GUARANTOR, grossMonthlyIncome: '1234567890.99' })).toEqual([]);
    expect(errors({ ...GUARANTOR, grossMonthlyIncome: '12345678901' })).toEqual([{ code: 'AMOUNT_FORMAT', field: 'grossMonthlyIncome' }]);
    expect(errors({ ...GUARANTOR, grossMonthlyIncome: '' })).toEqual([{ code: 'ENTER_GUARANTOR_INCOME', field: 'grossMonthlyIncome' }]);
  });

  it('takes an address abroad with its own postal code; a Singapore one has six digits', () => {
    expect(errors({ ...GUARANTOR, address: { blockStreet: '1 Jalan Ampang', unit: '', postalCode: '50450', country: 'MY' } })).toEqual([]);
    expect(errors({ ...GUARANTOR, address: { ...GUARANTOR.address, postalCode: '50450' } })).toEqual([{ code: 'INVALID_POSTAL_CODE', field: 'address.postalCode' }]);
    expect(errors({ ...GUARANTOR, address: { ...GUARANTOR.address, country: 'XX' } })).toEqual([{ code: 'INVALID_VALUE', field: 'address.country' }]);
  });

  it('needs the guarantor not to be bankrupt, and a relationship from the list', () => {
    expect(errors({ ...GUARANTOR, notBankrupt: false, relationship: 'FRIEND' })).toEqual([
      { code: 'INVALID_VALUE', field: 'relationship' },
      { code: 'GUARANTOR_NOT_BANKRUPT_REQUIRED', field: 'notBankrupt' },
    ]);
  });
});

describe('the guarantor confirmation', () => {
  const confirmation = { token: 'a'.repeat(43), signatureName: 'TAN AH KOW', declarations: { detailsCorrect: true, readLoans: true, agreeToGuarantee: true } };
  it('needs every declaration and the name', () => {
    expect(validate(guarantorConfirmationSchema, confirmation).ok).toBe(true);
    const result = validate(guarantorConfirmationSchema, { ...confirmation, signatureName: '', declarations: { ...confirmation.declarations, readLoans: false } });
    expect(result.ok ? [] : result.errors.map(({ code, field }) => [field, code])).toEqual([
      ['signatureName', 'ENTER_YOUR_FULL_NAME'],
      ['declarations.readLoans', 'GUARANTOR_DECLARATION_REQUIRED'],
    ]);
  });
});
