/**
 * The one place Myinfo's person data (as the national identity service releases it in userinfo) is
 * read and turned into the portal's answers:
 * - personFromMyinfo: Myinfo's items (each `{ value }` or `{ code, desc }`, addresses and phone numbers
 *   in parts) into an IdentityPerson, what the retrieval screen shows; anything missing, blank or
 *   marked unavailable becomes null rather than an empty answer;
 * - particularsFromPerson: an IdentityPerson into Personal Particulars answers, with the list of
 *   answers that are verified by the service (and so read-only) — the spec leaves the mailing
 *   address, e-mail, mobile and marital status editable, so those are filled but not verified.
 *
 * Code tables (Myinfo v5): sex F/M/U; race CN/MY/IN/EU, anything else "others"; marital status
 * 1 single, 2 married, 3 widowed, 5 divorced; nationality an ISO 3166-1 alpha-2 code; residential
 * status C citizen, P permanent resident, A alien, N not applicable, U unknown.
 */
import type { IdentityAddress, IdentityCode, IdentityPerson } from '@portal/contracts/identity-data';
import { EDITABLE_AFTER_IDENTITY_FILL } from '@portal/contracts/identity-data';
import type { PersonalParticulars } from '@portal/contracts/schemas/admission/personal-particulars';
import { countryField, NRIC_PATTERN, SINGAPORE } from '@portal/contracts/schemas/admission/personal-particulars';

type Item = Record<string, unknown> | null | undefined;

const asItem = (item: unknown): Item => (item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : null);

/** Myinfo marks an item it cannot release with `unavailable: true`; such an item says nothing. */
const available = (item: unknown): Item => {
  const object = asItem(item);
  return object && object.unavailable !== true ? object : null;
};

const stringOf = (raw: unknown): string | null => (typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null);

export const myinfoValue = (item: unknown): string | null => stringOf(available(item)?.value);

const myinfoCode = (item: unknown): IdentityCode | null => {
  const object = available(item);
  const code = stringOf(object?.code);
  return code ? { code: code.toUpperCase(), desc: stringOf(object?.desc) ?? '' } : null;
};

function myinfoAddress(item: unknown): IdentityAddress | null {
  const address = available(item);
  if (!address) return null;
  const part = (name: string) => myinfoValue(address[name]) ?? '';
  const country = myinfoCode(address.country)?.code ?? (address.type === 'SG' ? SINGAPORE : '');
  const result = { block: part('block'), building: part('building'), floor: part('floor'), unit: part('unit'), street: part('street'), postal: part('postal'), country };
  return result.street || result.postal ? result : null;
}

function myinfoMobile(item: unknown): IdentityPerson['mobile'] {
  const phone = available(item);
  const number = myinfoValue(phone?.nbr)?.replace(/\D/g, '') ?? '';
  if (!number) return null;
  return { countryCode: myinfoValue(phone?.areacode)?.replace(/\D/g, '') || '65', number };
}

const isoDate = (value: string | null): string | null => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** The person as the retrieval screen shows it; null when the NRIC or name is missing (nothing to identify them by). */
export function personFromMyinfo(userinfo: Record<string, unknown>): IdentityPerson | null {
  const nric = myinfoValue(userinfo.uinfin)?.toUpperCase() ?? null;
  const name = myinfoValue(userinfo.name);
  if (!nric || !name) return null;
  return {
    nric,
    name,
    sex: myinfoCode(userinfo.sex),
    race: myinfoCode(userinfo.race),
    nationality: myinfoCode(userinfo.nationality),
    dateOfBirth: isoDate(myinfoValue(userinfo.dob)),
    residentialStatus: myinfoCode(userinfo.residentialstatus),
    registeredAddress: myinfoAddress(userinfo.regadd),
    mobile: myinfoMobile(userinfo.mobileno),
    email: myinfoValue(userinfo.email),
    maritalStatus: myinfoCode(userinfo.marital),
  };
}

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
  if (nationality && countryField().isValidSync(nationality)) answers.nationality = nationality;
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
