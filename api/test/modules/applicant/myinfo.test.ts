/**
 * Myinfo's person data into the retrieval screen's person and Personal Particulars answers: codes
 * to the form's values, the address into its lines, what becomes verified and what stays editable,
 * and items the service marks unavailable or leaves out.
 */
import { personalParticularsSchema } from '@portal/contracts/schemas/admission/personal-particulars';
import { DEMO_IDENTITIES } from '../../../dev/local-identity/demo-identities';
import { particularsFromPerson } from '../../../src/modules/admission/identity-particulars';
import { personFromMyinfo } from '../../../src/modules/applicant/myinfo';

const demo = (nric: string) => DEMO_IDENTITIES.find((identity) => identity.person.uinfin.value === nric)!.person as unknown as Record<string, unknown>;

describe('Myinfo person data', () => {
  it('reads every item of a citizen into the person the screen shows', () => {
    expect(personFromMyinfo(demo('T0812345J'))).toEqual({
      nric: 'T0812345J',
      name: 'NUR AISYAH BINTE RAHMAN',
      sex: { code: 'F', desc: 'FEMALE' },
      race: { code: 'MY', desc: 'MALAY' },
      nationality: { code: 'SG', desc: 'SINGAPORE CITIZEN' },
      dateOfBirth: '2008-03-14',
      residentialStatus: { code: 'C', desc: 'CITIZEN' },
      registeredAddress: { block: '456', building: '', floor: '10', unit: '456', street: 'TAMPINES STREET 42', postal: '520456', country: 'SG' },
      mobile: { countryCode: '65', number: '91112222' },
      email: 'aisyah.rahman@example.com',
      maritalStatus: { code: '1', desc: 'SINGLE' },
    });
  });

  it('fills Personal Particulars with the form’s own values, verified except the contact details and marital status', () => {
    const fill = particularsFromPerson(personFromMyinfo(demo('S8765432C'))!);
    expect(fill.answers).toEqual({
      fullName: 'RAJ KUMAR S/O ARUMUGAM',
      identityType: 'NRIC',
      identityNumber: 'S8765432C',
      gender: 'MALE',
      race: 'INDIAN',
      dateOfBirth: '30/11/2007',
      nationality: 'IN',
      maritalStatus: 'SINGLE',
      email: 'raj.kumar@example.com',
      mobile: { countryCode: '65', number: '87654321' },
      address: { country: 'SG', postalCode: '510020', line1: 'BLK 20 PASIR RIS DRIVE 1', line2: '#03-07' },
    });
    expect([...fill.verified].sort()).toEqual(['dateOfBirth', 'fullName', 'gender', 'identityNumber', 'identityType', 'nationality', 'race']);
    // Every filled answer passes the section's own rules.
    const filled = { ...fill.answers, salutation: 'MR', nextOfKin: { name: 'ARUMUGAM', relationship: 'PARENT', phone: { countryCode: '65', number: '81112222' } } };
    expect(() => personalParticularsSchema.validateSync(filled, { abortEarly: false })).not.toThrow();
  });

  it('maps the other codes: widowed and divorced, Eurasian, another race as Others, a FIN, a building name', () => {
    const person = personFromMyinfo({
      uinfin: { value: 'g1234567x' },
      name: { value: 'ALEX DE SOUZA' },
      race: { code: 'EU', desc: 'EURASIAN' },
      marital: { code: '5', desc: 'DIVORCED' },
      regadd: { type: 'SG', block: { value: '9' }, street: { value: 'BUKIT TIMAH ROAD' }, building: { value: 'PALM COURT' }, floor: { value: '02' }, unit: { value: '11' }, postal: { value: '259760' }, country: { code: 'SG', desc: 'SINGAPORE' } },
    })!;
    const fill = particularsFromPerson(person);
    expect(fill.answers).toMatchObject({ identityType: 'FIN', identityNumber: 'G1234567X', race: 'EURASIAN', maritalStatus: 'DIVORCED' });
    expect(fill.answers.address).toEqual({ country: 'SG', postalCode: '259760', line1: 'BLK 9 BUKIT TIMAH ROAD', line2: '#02-11 PALM COURT' });
    expect(particularsFromPerson({ ...person, race: { code: 'XX', desc: 'OTHER' }, maritalStatus: { code: '3', desc: 'WIDOWED' } }).answers).toMatchObject({ race: 'OTHERS', maritalStatus: 'WIDOWED' });
  });

  it('leaves out what the service did not release or marked unavailable, and verifies only what it filled', () => {
    const person = personFromMyinfo({ uinfin: { value: 'S1234567D' }, name: { value: 'TAN MEI LING' }, sex: { code: 'U', desc: 'UNKNOWN' }, dob: { value: '', unavailable: true }, nationality: { code: 'ZZ', desc: '?' } })!;
    expect(person).toMatchObject({ sex: { code: 'U' }, dateOfBirth: null, registeredAddress: null, mobile: null, email: null, maritalStatus: null });
    const fill = particularsFromPerson(person);
    expect(Object.keys(fill.answers).sort()).toEqual(['fullName', 'identityNumber', 'identityType']);
    expect([...fill.verified].sort()).toEqual(['fullName', 'identityNumber', 'identityType']);
  });

  it('has no person without an NRIC or a name, and refuses an identity number the form could not take', () => {
    expect(personFromMyinfo({ name: { value: 'NO NRIC' } })).toBeNull();
    expect(personFromMyinfo({ uinfin: { value: 'S1234567D' }, name: { value: ' ', unavailable: false } })).toBeNull();
    expect(() => particularsFromPerson({ ...personFromMyinfo(demo('S1234567D'))!, nric: 'X123' })).toThrow(/not an NRIC or FIN/);
  });
});
