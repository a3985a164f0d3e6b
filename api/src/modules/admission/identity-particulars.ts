/**
 * A person as the national identity service released them (applicant/myinfo.ts) into the answers of
 * Personal Particulars, with the list of answers the service verified (and so read-only): the spec
 * leaves the mailing address, e-mail, mobile and marital status editable, so those are filled but not
 * verified. Myinfo's code tables are listed in applicant/myinfo.ts.
 */
import type { IdentityAddress, IdentityPerson } from '@portal/contracts/identity-data';
import { EDITABLE_AFTER_IDENTITY_FILL } from '@portal/contracts/identity-data';
import type { PersonalParticulars } from '@portal/contracts/schemas/admission/personal-particulars';
import { countryField, NRIC_PATTERN, SINGAPORE } from '@portal/contracts/schemas/identity';

const SEX: Record<string, PersonalParticulars['gender']> = { F: 'FEMALE', M: 'MALE' };
const RACE: Record<string, PersonalParticulars['race']> = { CN: 'CHINESE', MY: 'MALAY', IN: 'INDIAN', EU: 'EURASIAN' };
const MARITAL: Record<string, PersonalParticulars['maritalStatus']> = { '1': 'SINGLE', '2': 'MARRIED', '3': 'WIDOWED', '5': 'DIVORCED' };

/** yyyy-mm-dd as the form's dd/mm/yyyy. */
const displayDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Singapore's way of writing an address on two lines: "BLK 123 ANG MO KIO AVENUE 3", "#08-123 BUILDING". */
function addressLines(address: IdentityAddress): { line1: string; line2: string } {
  const line1 = [address.block ? `BLK ${address.block}` : '', address.street].filter(Boolean).join(' ');
  const unit = address.floor && address.unit ? `#${address.floor}-${address.unit}` : '';
  return { line1, line2: [unit, address.building].filter(Boolean).join(' ') };
}

export interface ParticularsFill {
  /** The answers to write over the section's (others are kept as the applicant left them). */
  answers: Partial<Record<keyof PersonalParticulars, unknown>>;
  /** The answers that came verified and become read-only. */
  verified: Array<keyof PersonalParticulars>;
}

export function particularsFromPerson(person: IdentityPerson): ParticularsFill {
  // An identity number the form would refuse is not one the service verified for it.
  if (!NRIC_PATTERN.test(person.nric)) throw new Error('the national identity service released an identity number that is not an NRIC or FIN');
  const answers: ParticularsFill['answers'] = {
    fullName: person.name,
    // F, G and M series are foreigners' identification numbers (FIN), S and T citizens' and residents' NRIC.
    identityType: /^[FGM]/.test(person.nric) ? 'FIN' : 'NRIC',
    identityNumber: person.nric,
  };
  const gender = person.sex && SEX[person.sex.code];
  if (gender) answers.gender = gender;
  if (person.race) answers.race = RACE[person.race.code] ?? 'OTHERS';
  if (person.dateOfBirth) answers.dateOfBirth = displayDate(person.dateOfBirth);
  const nationality = person.nationality?.code;
  if (nationality && countryField('SELECT_NATIONALITY').isValidSync(nationality)) answers.nationality = nationality;
  const marital = person.maritalStatus && MARITAL[person.maritalStatus.code];
  if (marital) answers.maritalStatus = marital;
  if (person.email) answers.email = person.email;
  if (person.mobile) answers.mobile = { countryCode: person.mobile.countryCode, number: person.mobile.number };
  if (person.registeredAddress) {
    const address = person.registeredAddress;
    const country = address.country || SINGAPORE;
    answers.address = { country, postalCode: address.postal, ...addressLines(address), ...(country === SINGAPORE ? {} : { city: '' }) };
  }
  const editable: readonly string[] = EDITABLE_AFTER_IDENTITY_FILL;
  const verified = (Object.keys(answers) as Array<keyof PersonalParticulars>).filter((field) => !editable.includes(field));
  return { answers, verified };
}
