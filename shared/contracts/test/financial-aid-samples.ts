/**
 * Complete answers for every financial aid section: a family of four — the applicant (a student with
 * no income), the father employed (S$4,800 a month), the mother a homemaker and a younger sibling at
 * school. Household of 4, S$4,800 a month, per-capita income S$1,200. Used by the schema tests here and
 * by the API tests (api/test/financial-aid-application*.test.ts); the browser tests may reuse them.
 */
import type { AidAnswerSectionId } from '../src/financial-aid/sections';
import type { GuarantorDetails } from '@portal/contracts/financial-aid/guarantor';

export const FAMILY_OF_FOUR_PER_CAPITA_CENTS = 120_000;

export const COMPLETE_AID_ANSWERS: Record<AidAnswerSectionId, Record<string, unknown>> = {
  personalDetails: {
    housingType: 'HDB_4_ROOM',
    housingTypeOther: '',
    housingOwnership: 'OWNED',
    maritalStatus: 'SINGLE',
    mobileNumber: '91234567',
  },
  financialDetails: {
    aidSought: ['BURSARY', 'TUITION_FEE_LOAN'],
    applicantMonthlyIncome: '0',
    familyMembers: [
      { name: 'Tan Ah Kow', relationship: 'FATHER', age: '52', occupation: 'Technician', employmentStatus: 'EMPLOYED', grossMonthlyIncome: '4800.00' },
      { name: 'Lim Mei Ling', relationship: 'MOTHER', age: '49', occupation: 'Homemaker', employmentStatus: 'HOMEMAKER', grossMonthlyIncome: '0' },
      { name: 'Tan Wei Jie', relationship: 'SIBLING', age: '15', occupation: 'Secondary school student', employmentStatus: 'STUDENT', grossMonthlyIncome: '0' },
    ],
  },
  otherFinancialDetails: {
    hasMedicalConditions: 'NO',
    medicalConditions: [],
    receivedInheritance: 'NO',
    inheritanceAmount: '',
    inheritanceDetails: '',
    existingBursaries: [{ name: 'Community Development Council Bursary', amount: '500', status: 'ACCEPTED', fromDate: '2026-01-01', toDate: '2026-12-31' }],
    existingLoans: [],
  },
  awardsActivities: {
    awards: [{ name: 'Edusave Certificate of Academic Achievement', year: '2025', amount: '350' }],
    activities: [{ activity: 'Chinese Orchestra', role: 'Section leader', fromYear: '2024', toYear: '2026' }],
  },
  declarations: { truthful: true, consentToVerify: true, privacyNotice: true, falseDeclarationUnderstood: true },
};

/** A guarantor's details as the guarantor gives them (the applicant's father), accepted by the rules. */
export const SAMPLE_GUARANTOR: GuarantorDetails = {
  fullName: 'TAN AH KOW',
  idType: 'NRIC',
  idNumber: 'S7012345B',
  dateOfBirth: '15/06/1970',
  nationality: 'SG',
  relationship: 'PARENT',
  email: 'tan.ahkow@gmail.com',
  mobileNumber: '91234567',
  address: { blockStreet: 'Blk 123 Ang Mo Kio Avenue 3', unit: '#05-67', postalCode: '560123', country: 'SG' },
  occupation: 'Engineer',
  employer: 'ACME Engineering Pte Ltd',
  grossMonthlyIncome: '5200.00',
  notBankrupt: true,
};
