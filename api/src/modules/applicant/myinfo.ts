/**
 * The one place Myinfo's person data (as the national identity service releases it in userinfo) is
 * read: personFromMyinfo turns Myinfo's items (each `{ value }` or `{ code, desc }`, addresses and
 * phone numbers in parts) into an IdentityPerson, what the retrieval screen shows; anything missing,
 * blank or marked unavailable becomes null rather than an empty answer. The admission form's answers
 * are made from that person in admission/identity-particulars.ts.
 *
 * Code tables (Myinfo v5): sex F/M/U; race CN/MY/IN/EU, anything else "others"; marital status
 * 1 single, 2 married, 3 widowed, 5 divorced; nationality an ISO 3166-1 alpha-2 code; residential
 * status C citizen, P permanent resident, A alien, N not applicable, U unknown.
 */
import type { IdentityAddress, IdentityCode, IdentityPerson } from '@portal/contracts/identity-data';
import { SINGAPORE } from '@portal/contracts/schemas/identity';

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
