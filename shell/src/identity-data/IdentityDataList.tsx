/**
 * What the national identity service released, as a summary list in the reader's language: coded
 * items by the portal's own words for the code (the service's description when the code is new to
 * the portal), nationality by the browser's country names, the address written as Singapore writes it.
 */
import type { IdentityAddress, IdentityCode, IdentityDataResponse } from '@portal/contracts/identity-data';
import { useLanguage } from '@portal/i18n/namespace';
import { formatDate, formatDateTime } from '@portal/ui/format';
import { SummaryList } from '@portal/ui/SummaryList';
import { applicantText, type ApplicantTextKey } from '../applicant/applicant-text';

/** The codes the portal words itself (Myinfo's code tables); any other shows the service's description. */
const KNOWN_CODES = {
  sex: ['F', 'M', 'U'],
  race: ['CN', 'MY', 'IN', 'EU'],
  residentialStatus: ['C', 'P', 'A', 'N', 'U'],
  maritalStatus: ['1', '2', '3', '5'],
} as const;
type CodedItem = keyof typeof KNOWN_CODES;

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function addressText(address: IdentityAddress): string {
  const unit = address.floor && address.unit ? `#${address.floor}-${address.unit}` : '';
  return [[address.block ? `BLK ${address.block}` : '', address.street].filter(Boolean).join(' '), [unit, address.building].filter(Boolean).join(' '), address.postal ? `SINGAPORE ${address.postal}` : '']
    .filter(Boolean)
    .join(', ');
}

export function IdentityDataList({ data }: { data: IdentityDataResponse }) {
  const text = applicantText.useText();
  const language = useLanguage();
  const { person } = data;
  const missing = text('identityData.notReleased');
  const coded = (item: CodedItem, value: IdentityCode | null) => {
    if (!value) return missing;
    const known: readonly string[] = KNOWN_CODES[item];
    return known.includes(value.code) ? text(`identityData.${item}.${value.code}` as ApplicantTextKey) : value.desc || value.code;
  };
  const field = (name: string) => text(`identityData.fields.${name}` as ApplicantTextKey);
  const rows = [
    { id: 'name', key: field('name'), value: person.name },
    { id: 'nric', key: field('nric'), value: person.nric },
    { id: 'sex', key: field('sex'), value: coded('sex', person.sex) },
    { id: 'race', key: field('race'), value: coded('race', person.race) },
    { id: 'nationality', key: field('nationality'), value: person.nationality ? countryName(person.nationality.code, language) : missing },
    { id: 'dateOfBirth', key: field('dateOfBirth'), value: person.dateOfBirth ? formatDate(person.dateOfBirth) : missing },
    { id: 'residentialStatus', key: field('residentialStatus'), value: coded('residentialStatus', person.residentialStatus) },
    { id: 'registeredAddress', key: field('registeredAddress'), value: person.registeredAddress ? addressText(person.registeredAddress) : missing },
    { id: 'mobile', key: field('mobile'), value: person.mobile ? `+${person.mobile.countryCode} ${person.mobile.number}` : missing },
    { id: 'email', key: field('email'), value: person.email ?? missing },
    { id: 'maritalStatus', key: field('maritalStatus'), value: coded('maritalStatus', person.maritalStatus) },
  ];
  return (
    <>
      <SummaryList rows={rows} />
      <p className="pt-body pt-hint">{text('identityData.retrievedAt', { time: formatDateTime(data.retrievedAt) })}</p>
    </>
  );
}
