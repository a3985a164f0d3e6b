/** Personal Particulars: identity, contact details, mailing address and next of kin. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { objectOf, optionWord, rows, row, textOf } from '../../summary/answers';
import { countryName } from './countries';
import { sectionTitle } from './titles';
import type { SummaryRow, SummarySection } from './types';
import { bilingual, type Words } from '../../summary/words';

export const PERSONAL_PARTICULARS_WORDS = bilingual(
  {
    salutation: 'Salutation',
    salutations: { MR: 'Mr', MS: 'Ms', MRS: 'Mrs', MDM: 'Mdm', DR: 'Dr' },
    fullName: 'Full name',
    gender: 'Gender',
    genders: { FEMALE: 'Female', MALE: 'Male' },
    dateOfBirth: 'Date of birth',
    nationality: 'Nationality',
    race: 'Race',
    races: { CHINESE: 'Chinese', MALAY: 'Malay', INDIAN: 'Indian', EURASIAN: 'Eurasian', OTHERS: 'Others' },
    religion: 'Religion',
    religions: {
      BUDDHISM: 'Buddhism',
      TAOISM: 'Taoism',
      CHRISTIANITY: 'Christianity',
      ISLAM: 'Islam',
      HINDUISM: 'Hinduism',
      SIKHISM: 'Sikhism',
      OTHERS: 'Others',
      NONE: 'No religion',
      PREFER_NOT_TO_SAY: 'Prefer not to say',
    },
    maritalStatus: 'Marital status',
    maritalStatuses: { SINGLE: 'Single', MARRIED: 'Married', DIVORCED: 'Divorced', WIDOWED: 'Widowed' },
    identityType: 'Identity document',
    identityTypes: { NRIC: 'NRIC (Singapore citizen or permanent resident)', FIN: 'FIN (foreign identification number)', PASSPORT: 'Passport' },
    identityNumber: 'Identity document number',
    email: 'E-mail address',
    mobile: 'Mobile number',
    address: 'Mailing address',
    nextOfKin: 'Next of kin',
    nokName: 'Full name',
    relationship: 'Relationship to you',
    relationships: { PARENT: 'Parent', GUARDIAN: 'Guardian', SPOUSE: 'Spouse', SIBLING: 'Brother or sister', OTHER: 'Other' },
    phone: 'Contact number',
  },
  {
    salutation: '称谓',
    salutations: { MR: '先生', MS: '女士', MRS: '太太', MDM: '夫人', DR: '博士' },
    fullName: '姓名',
    gender: '性别',
    genders: { FEMALE: '女', MALE: '男' },
    dateOfBirth: '出生日期',
    nationality: '国籍',
    race: '种族',
    races: { CHINESE: '华族', MALAY: '马来族', INDIAN: '印度族', EURASIAN: '欧亚裔', OTHERS: '其他' },
    religion: '宗教信仰',
    religions: {
      BUDDHISM: '佛教',
      TAOISM: '道教',
      CHRISTIANITY: '基督教',
      ISLAM: '伊斯兰教',
      HINDUISM: '印度教',
      SIKHISM: '锡克教',
      OTHERS: '其他',
      NONE: '无宗教信仰',
      PREFER_NOT_TO_SAY: '不愿透露',
    },
    maritalStatus: '婚姻状况',
    maritalStatuses: { SINGLE: '未婚', MARRIED: '已婚', DIVORCED: '离婚', WIDOWED: '丧偶' },
    identityType: '身份证件',
    identityTypes: { NRIC: '身份证（新加坡公民或永久居民）', FIN: '外国人准证号码（FIN）', PASSPORT: '护照' },
    identityNumber: '证件号码',
    email: '电子邮箱地址',
    mobile: '手机号码',
    address: '通讯地址',
    nextOfKin: '紧急联系人',
    nokName: '姓名',
    relationship: '与您的关系',
    relationships: { PARENT: '父母', GUARDIAN: '监护人', SPOUSE: '配偶', SIBLING: '兄弟姐妹', OTHER: '其他' },
    phone: '联系电话',
  },
);
export type PersonalParticularsWords = Words<(typeof PERSONAL_PARTICULARS_WORDS)['en-GB']>;

/** "+65 91234567", or '' without a number. */
export function phoneWord(phone: SectionData): string {
  const number = textOf(phone, 'number');
  const countryCode = textOf(phone, 'countryCode');
  return number ? (countryCode ? `+${countryCode} ${number}` : number) : '';
}

/** The address as the envelope shows it, one line each: street lines, city, postal code, country. */
export function addressLines(address: SectionData, language: Language): string[] {
  const country = textOf(address, 'country');
  const city = textOf(address, 'city');
  const postalCode = textOf(address, 'postalCode');
  const place = [city, postalCode].filter(Boolean).join(' ');
  return [textOf(address, 'line1'), textOf(address, 'line2'), place, country ? countryName(country, language) : ''].filter(Boolean);
}

export function summarisePersonalParticulars(
  data: SectionData | null,
  language: Language,
  words: PersonalParticularsWords = PERSONAL_PARTICULARS_WORDS[language],
  verified: readonly string[] = [],
): SummarySection {
  const nationality = textOf(data, 'nationality');
  // An answer the national identity service verified says so wherever it is shown.
  const checked = (field: string, answer: SummaryRow | null): SummaryRow | null => (answer && verified.includes(field) ? { ...answer, verified: true } : answer);
  const nextOfKin = objectOf(data, 'nextOfKin');
  const kinRows = rows(
    row(words.nokName, textOf(nextOfKin, 'name')),
    row(words.relationship, optionWord(words.relationships, textOf(nextOfKin, 'relationship'))),
    row(words.phone, phoneWord(objectOf(nextOfKin, 'phone'))),
  );
  return {
    id: 'personalParticulars',
    title: sectionTitle('personalParticulars', language),
    rows: rows(
      row(words.salutation, optionWord(words.salutations, textOf(data, 'salutation'))),
      checked('fullName', row(words.fullName, textOf(data, 'fullName'))),
      checked('gender', row(words.gender, optionWord(words.genders, textOf(data, 'gender')))),
      checked('dateOfBirth', row(words.dateOfBirth, textOf(data, 'dateOfBirth'))),
      checked('nationality', row(words.nationality, nationality ? countryName(nationality, language) : '')),
      checked('race', row(words.race, optionWord(words.races, textOf(data, 'race')))),
      row(words.religion, optionWord(words.religions, textOf(data, 'religion'))),
      row(words.maritalStatus, optionWord(words.maritalStatuses, textOf(data, 'maritalStatus'))),
      checked('identityType', row(words.identityType, optionWord(words.identityTypes, textOf(data, 'identityType')))),
      checked('identityNumber', row(words.identityNumber, textOf(data, 'identityNumber'))),
      row(words.email, textOf(data, 'email')),
      row(words.mobile, phoneWord(objectOf(data, 'mobile'))),
      row(words.address, addressLines(objectOf(data, 'address'), language)),
    ),
    groups: kinRows.length ? [{ title: words.nextOfKin, rows: kinRows }] : [],
  };
}
