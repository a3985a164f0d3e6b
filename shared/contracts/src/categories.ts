/**
 * Application Eligibility: the categories ("Apply With/As") each system offers, the eligibility
 * questions, and which categories the answers allow. The spec names the categories only; the rules
 * here are the office's (docs/office-guide.md, "The admission application").
 */
import type { Language } from './languages';
import type { SystemId } from './systems';

export const CATEGORY_IDS = [
  'ALEVEL',
  'IB_DIPLOMA',
  'IB_CAREER',
  'POLYTECHNIC',
  'SPECIALISED_HS',
  'INTERNATIONAL_HS',
  'TRANSFER',
  'WORKING_ADULT',
  'MUSIC',
  'SM2',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CITIZENSHIPS = ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL'] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number];

/** The Application Eligibility answers. */
export interface Eligibility {
  citizenship: Citizenship;
  /** Lives in Singapore now (asked of everyone; international applicants abroad are told about visas). */
  residesInSingapore: boolean;
  /** Has studied at a university before, finished or not (spec 5: "Prior university education is required"). */
  priorUniversity: boolean;
  /** At least two years of full-time work (the working-adult scheme). */
  fullTimeWorkTwoYears: boolean;
}

export interface Category {
  id: CategoryId;
  name: Record<Language, string>;
  /** Systems (and, for SM2, the login sub-category) that offer it. */
  systems: readonly SystemId[];
  subCategory?: string;
  /** No application fee (the office waives it for the category). */
  feeFree?: boolean;
  /** Why the answers rule it out, or null when they allow it. */
  ruledOutBy(eligibility: Eligibility): EligibilityProblem | null;
}

export type EligibilityProblem = 'NEEDS_PRIOR_UNIVERSITY' | 'NEEDS_WORK_EXPERIENCE' | 'INTERNATIONAL_ONLY' | 'NOT_FOR_PRIOR_UNIVERSITY';

const school = (eligibility: Eligibility): EligibilityProblem | null =>
  eligibility.priorUniversity ? 'NOT_FOR_PRIOR_UNIVERSITY' : null;

export const CATEGORIES: Readonly<Record<CategoryId, Category>> = {
  ALEVEL: {
    id: 'ALEVEL',
    name: { 'en-GB': 'Singapore-Cambridge GCE A-Level', 'zh-Hans': '新加坡-剑桥 GCE A 水准' },
    systems: ['ADM', 'GH', 'TCM'],
    ruledOutBy: school,
  },
  IB_DIPLOMA: {
    id: 'IB_DIPLOMA',
    name: { 'en-GB': 'International Baccalaureate (IB) Diploma', 'zh-Hans': '国际文凭（IB）大学预科课程' },
    systems: ['ADM'],
    ruledOutBy: school,
  },
  IB_CAREER: {
    id: 'IB_CAREER',
    name: { 'en-GB': 'IB Career-related Programme', 'zh-Hans': '国际文凭职业相关课程（IBCP）' },
    systems: ['ADM'],
    ruledOutBy: school,
  },
  POLYTECHNIC: {
    id: 'POLYTECHNIC',
    name: { 'en-GB': 'Polytechnic or ITE diploma', 'zh-Hans': '理工学院或工艺教育学院文凭' },
    systems: ['ADM', 'GH', 'TCM'],
    ruledOutBy: school,
  },
  SPECIALISED_HS: {
    id: 'SPECIALISED_HS',
    name: { 'en-GB': 'Specialised (science and mathematics) high school diploma', 'zh-Hans': '专科（数理）高中文凭' },
    systems: ['ADM'],
    ruledOutBy: school,
  },
  INTERNATIONAL_HS: {
    id: 'INTERNATIONAL_HS',
    name: { 'en-GB': 'International high school qualifications', 'zh-Hans': '国际高中学历' },
    systems: ['ADM', 'TCM'],
    ruledOutBy: school,
  },
  TRANSFER: {
    id: 'TRANSFER',
    name: { 'en-GB': 'University or tertiary transfer', 'zh-Hans': '大学或高等院校转学' },
    systems: ['ADM'],
    ruledOutBy: (eligibility) => (eligibility.priorUniversity ? null : 'NEEDS_PRIOR_UNIVERSITY'),
  },
  WORKING_ADULT: {
    id: 'WORKING_ADULT',
    name: { 'en-GB': 'Working adult', 'zh-Hans': '在职成人' },
    systems: ['SCALE', 'CE'],
    ruledOutBy: (eligibility) => (eligibility.fullTimeWorkTwoYears ? null : 'NEEDS_WORK_EXPERIENCE'),
  },
  MUSIC: {
    id: 'MUSIC',
    name: { 'en-GB': 'Music programme (with audition)', 'zh-Hans': '音乐课程（须参加试演）' },
    systems: ['ADM'],
    ruledOutBy: school,
  },
  SM2: {
    id: 'SM2',
    name: { 'en-GB': 'Senior Middle 2 (SM2)', 'zh-Hans': '高中二年级（SM2）' },
    systems: ['ADM'],
    subCategory: 'SM2',
    feeFree: true,
    ruledOutBy: (eligibility) => (eligibility.citizenship === 'INTERNATIONAL' ? null : 'INTERNATIONAL_ONLY'),
  },
};

/** The categories a login variant offers: SM2 only from the senior-middle login, and only SM2 there. */
export function categoriesFor(system: SystemId, subCategory: string | null | undefined): Category[] {
  return CATEGORY_IDS.map((id) => CATEGORIES[id]).filter(
    (category) => category.systems.includes(system) && (category.subCategory ?? null) === (subCategory === 'SM2' ? 'SM2' : null),
  );
}

export const isCategoryId = (value: unknown): value is CategoryId =>
  typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);

/** A category's name in a language; codes from before the catalogue (free text) come back as they are. */
export const categoryName = (category: string, language: Language): string =>
  isCategoryId(category) ? CATEGORIES[category].name[language] : category;
