/**
 * The name an e-mail greets an applicant by (issue 35): the account's given and family names while
 * they still spell the whole name on record, else the whole name; and what becomes of the parts when
 * the applicant submits the name as in their NRIC or passport.
 */
import { applicantName, namePartsAfterTyped } from '../../src/mail/applicant-name';

const fromAccount = { full_name: 'Mei Hua Zhou', given_name: 'Mei Hua', family_name: 'Zhou' };

describe("an applicant's name in e-mails", () => {
  it('is in parts while they spell the whole name (in any case or spacing), else whole', () => {
    expect(applicantName(fromAccount)).toEqual({ givenName: 'Mei Hua', familyName: 'Zhou' });
    expect(applicantName({ ...fromAccount, full_name: 'MEI  HUA ZHOU' })).toEqual({ givenName: 'Mei Hua', familyName: 'Zhou' });
    expect(applicantName({ full_name: 'TAN MEI LING', given_name: null, family_name: null })).toBe('TAN MEI LING');
    // Changed some other way: greeted by the name the record bears now.
    expect(applicantName({ ...fromAccount, full_name: 'ZHOU MEI HUA' })).toBe('ZHOU MEI HUA');
  });

  it('keeps the parts, in the typed case, when the name typed whole is the same name given name first', () => {
    expect(namePartsAfterTyped(fromAccount, 'MEI HUA ZHOU')).toEqual({ given_name: 'MEI HUA', family_name: 'ZHOU' });
  });

  it('drops the parts when the name typed whole is in another order or another name', () => {
    expect(namePartsAfterTyped(fromAccount, 'ZHOU MEI HUA')).toEqual({ given_name: null, family_name: null });
    expect(namePartsAfterTyped(fromAccount, 'ZHOU MEIHUA GRACE')).toEqual({ given_name: null, family_name: null });
    expect(namePartsAfterTyped({ full_name: 'TAN MEI LING', given_name: null, family_name: null }, 'TAN MEI LING')).toEqual({ given_name: null, family_name: null });
  });
});
