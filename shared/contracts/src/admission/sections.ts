/**
 * The sections of an admission application, in task-list order, and which ones a category needs
 * (spec 2 "Admission form sections"). The browser shows exactly these; the server requires exactly
 * these to be complete before it accepts a submission.
 */
import type { CategoryId, Eligibility } from '../categories';

export const ADMISSION_SECTION_IDS = [
  'applyAs',
  'choiceOfStudy',
  'personalParticulars',
  'education',
  'subjects',
  'achievements',
  'employment',
  'referees',
  'personalStatement',
  'shortQuestions',
  'householdIncome',
  'healthSupport',
  'nationalService',
  'tuitionGrant',
  'residentialCollege',
  'audition',
  'specialProgrammes',
  'declaration',
  'documents',
] as const;
export type AdmissionSectionId = (typeof ADMISSION_SECTION_IDS)[number];

const SCHOOL_LEAVERS: readonly CategoryId[] = ['ALEVEL', 'IB_DIPLOMA', 'IB_CAREER', 'SPECIALISED_HS', 'INTERNATIONAL_HS', 'MUSIC', 'SM2'];
const FULL_TIME: readonly CategoryId[] = [...SCHOOL_LEAVERS, 'POLYTECHNIC', 'TRANSFER'];

/** Whether a section is part of an application of this category with these eligibility answers. */
export function sectionApplies(section: AdmissionSectionId, category: CategoryId, eligibility: Eligibility): boolean {
  const local = eligibility.citizenship !== 'INTERNATIONAL';
  switch (section) {
    case 'subjects':
      // Subject grades are how school-leaving qualifications are compared; diplomas and degrees use GPA.
      return SCHOOL_LEAVERS.includes(category);
    case 'employment':
      return category === 'WORKING_ADULT' || category === 'POLYTECHNIC' || category === 'TRANSFER';
    case 'referees':
      return category !== 'SM2';
    case 'shortQuestions':
      return FULL_TIME.includes(category) && category !== 'SM2';
    case 'householdIncome':
      // For bursaries considered with the offer: citizens and permanent residents only (spec 6).
      return local;
    case 'nationalService':
      return local;
    case 'residentialCollege':
    case 'specialProgrammes':
      return FULL_TIME.includes(category);
    case 'audition':
      return category === 'MUSIC';
    default:
      return true;
  }
}

export function admissionSections(category: CategoryId, eligibility: Eligibility): AdmissionSectionId[] {
  return ADMISSION_SECTION_IDS.filter((section) => sectionApplies(section, category, eligibility));
}

export const isAdmissionSectionId = (value: unknown): value is AdmissionSectionId =>
  typeof value === 'string' && (ADMISSION_SECTION_IDS as readonly string[]).includes(value);
