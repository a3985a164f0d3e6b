/**
 * Application systems and the login variant that serves each one.
 * `sid` in URLs is a SystemId; `subid` is a sub-category within a system.
 */
import type { Language } from './languages';
export const SYSTEM_IDS = ['ADM', 'CE', 'SCALE', 'GH', 'TCM'] as const;
export type SystemId = (typeof SYSTEM_IDS)[number];

export const DEFAULT_SYSTEM: SystemId = 'ADM';

export interface SystemInfo {
  id: SystemId;
  name: string;
  /** Letter put before the application number when the API is called (spec 5: 'A' default, 'P' continuing education). */
  applicationNumberPrefix: string;
}

export const SYSTEMS: Record<SystemId, SystemInfo> = {
  ADM: { id: 'ADM', name: 'Undergraduate Admissions', applicationNumberPrefix: 'A' },
  CE: { id: 'CE', name: 'Continuing Education and Lifelong Learning', applicationNumberPrefix: 'P' },
  SCALE: { id: 'SCALE', name: 'SCALE Programme for Working Adults', applicationNumberPrefix: 'A' },
  GH: { id: 'GH', name: 'Green Harvest Programme', applicationNumberPrefix: 'A' },
  TCM: { id: 'TCM', name: 'Traditional Chinese Medicine Programme', applicationNumberPrefix: 'A' },
};

export interface LoginVariant {
  path: string;
  system: SystemId;
  subCategory: string;
  /** What the applicant is signing in to, shown on the login screen (English; see loginVariantTitle). */
  title: string;
  /** The same in Simplified Chinese (terms: shared/i18n/GLOSSARY.md). */
  titleZhHans: string;
}

export const LOGIN_VARIANTS: readonly LoginVariant[] = [
  { path: '/login', system: 'ADM', subCategory: 'ADM', title: 'Undergraduate Admissions', titleZhHans: '本科招生' },
  { path: '/alcnsLogin', system: 'CE', subCategory: 'CE', title: 'Continuing Education and Lifelong Learning', titleZhHans: '继续教育与终身学习' },
  { path: '/scaleLogin', system: 'SCALE', subCategory: 'SCALE', title: 'SCALE Programme for Working Adults', titleZhHans: 'SCALE 在职成人课程' },
  { path: '/greenHarvest', system: 'GH', subCategory: 'GH', title: 'Green Harvest Programme', titleZhHans: '绿色丰收计划' },
  { path: '/sm2Login', system: 'ADM', subCategory: 'SM2', title: 'Senior Middle (SM2) Admissions', titleZhHans: '高中生（SM2）招生' },
  { path: '/ystcmLogin', system: 'TCM', subCategory: 'TCM', title: 'Traditional Chinese Medicine Programme', titleZhHans: '中医学专业' },
];

/** A login page's name in a language: for the screens, and for e-mails in the recipient's language. */
export function loginVariantTitle(variant: LoginVariant, language: Language): string {
  return language === 'zh-Hans' ? variant.titleZhHans : variant.title;
}

export function isSystemId(value: unknown): value is SystemId {
  return typeof value === 'string' && (SYSTEM_IDS as readonly string[]).includes(value);
}

/** The login variant for a system and sub-category; falls back to the system's first variant, then /login. */
export function loginVariantFor(system?: string | null, subCategory?: string | null): LoginVariant {
  const bySystem = LOGIN_VARIANTS.filter((v) => v.system === system);
  return bySystem.find((v) => v.subCategory === subCategory) ?? bySystem[0] ?? LOGIN_VARIANTS[0]!;
}

/** `/login?sid=ADM&subid=ADM` — the login page of the right variant with system and sub-category appended. */
export function loginUrlFor(system?: string | null, subCategory?: string | null): string {
  const variant = loginVariantFor(system, subCategory);
  const query = new URLSearchParams({ sid: variant.system, subid: variant.subCategory });
  return `${variant.path}?${query.toString()}`;
}

/**
 * `/login?sid=ADM&sscid=ADM` — the social sign-in deep link (the social-account enquiry's e-mail): the
 * right variant's login page, offering sign-in with a social account first. sscid is the sub-category.
 */
export function socialLoginUrlFor(system?: string | null, subCategory?: string | null): string {
  const variant = loginVariantFor(system, subCategory);
  const query = new URLSearchParams({ sid: variant.system, sscid: variant.subCategory });
  return `${variant.path}?${query.toString()}`;
}
