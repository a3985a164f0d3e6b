/**
 * The people the local national-identity provider can sign in, with the person data Singpass Myinfo
 * (v5) releases for them, in Myinfo's shape: each item an object with `value`, or `code` and `desc`
 * for coded items, addresses and phone numbers split into their parts. Listed in the README's demo sign-ins.
 */

export interface MyinfoValue {
  value: string;
}

export interface MyinfoCode {
  code: string;
  desc: string;
}

export interface MyinfoPerson {
  uinfin: MyinfoValue;
  name: MyinfoValue;
  sex: MyinfoCode;
  race: MyinfoCode;
  nationality: MyinfoCode;
  dob: MyinfoValue;
  residentialstatus: MyinfoCode;
  regadd: {
    type: 'SG';
    block: MyinfoValue;
    building: MyinfoValue;
    floor: MyinfoValue;
    unit: MyinfoValue;
    street: MyinfoValue;
    postal: MyinfoValue;
    country: MyinfoCode;
  };
  mobileno: { prefix: MyinfoValue; areacode: MyinfoValue; nbr: MyinfoValue };
  email: MyinfoValue;
  marital: MyinfoCode;
}

export interface DemoIdentity {
  /** Singpass's subject: a stable identifier of the person at this provider, not the NRIC itself. */
  uuid: string;
  /** Who this is, for the provider's sign-in page. */
  description: string;
  person: MyinfoPerson;
}

const value = (text: string): MyinfoValue => ({ value: text });
const SINGAPORE = { code: 'SG', desc: 'SINGAPORE' };
const CITIZEN = { code: 'C', desc: 'CITIZEN' };
const SINGLE = { code: '1', desc: 'SINGLE' };

function address(block: string, street: string, building: string, floor: string, unit: string, postal: string): MyinfoPerson['regadd'] {
  return { type: 'SG', block: value(block), building: value(building), floor: value(floor), unit: value(unit), street: value(street), postal: value(postal), country: SINGAPORE };
}

const mobile = (number: string) => ({ prefix: value('+'), areacode: value('65'), nbr: value(number) });

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  {
    uuid: '0f4c2a5e-6b1d-4c2e-9a57-1d2b3c4d5e61',
    description: 'The demo applicant: has application 24000001',
    person: {
      uinfin: value('S1234567D'),
      name: value('TAN MEI LING'),
      sex: { code: 'F', desc: 'FEMALE' },
      race: { code: 'CN', desc: 'CHINESE' },
      nationality: { code: 'SG', desc: 'SINGAPORE CITIZEN' },
      dob: value('2006-01-01'),
      residentialstatus: CITIZEN,
      regadd: address('123', 'ANG MO KIO AVENUE 3', '', '08', '123', '560123'),
      mobileno: mobile('81234567'),
      email: value('demo.applicant@example.edu'),
      marital: SINGLE,
    },
  },
  {
    uuid: '7c1e9b20-3f4a-4d8b-8e21-6a5b4c3d2e12',
    description: 'A new applicant: no application yet',
    person: {
      uinfin: value('T0812345J'),
      name: value('NUR AISYAH BINTE RAHMAN'),
      sex: { code: 'F', desc: 'FEMALE' },
      race: { code: 'MY', desc: 'MALAY' },
      nationality: { code: 'SG', desc: 'SINGAPORE CITIZEN' },
      dob: value('2008-03-14'),
      residentialstatus: CITIZEN,
      regadd: address('456', 'TAMPINES STREET 42', '', '10', '456', '520456'),
      mobileno: mobile('91112222'),
      email: value('aisyah.rahman@example.com'),
      marital: SINGLE,
    },
  },
  {
    uuid: 'a3d5f7e9-1b2c-4d6e-8f01-23456789abcd',
    description: 'A permanent resident: no application yet',
    person: {
      uinfin: value('S8765432C'),
      name: value('RAJ KUMAR S/O ARUMUGAM'),
      sex: { code: 'M', desc: 'MALE' },
      race: { code: 'IN', desc: 'INDIAN' },
      nationality: { code: 'IN', desc: 'INDIAN' },
      dob: value('2007-11-30'),
      residentialstatus: { code: 'P', desc: 'PR' },
      regadd: address('20', 'PASIR RIS DRIVE 1', '', '03', '07', '510020'),
      mobileno: mobile('87654321'),
      email: value('raj.kumar@example.com'),
      marital: SINGLE,
    },
  },
];

/** The Myinfo data items the provider releases, each one a scope of its own, as at Singpass. */
export const MYINFO_ITEMS = ['uinfin', 'name', 'sex', 'race', 'nationality', 'dob', 'residentialstatus', 'regadd', 'mobileno', 'email', 'marital'] as const;
