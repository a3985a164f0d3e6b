/**
 * Application systems and the login variant that serves each one.
 * `sid` in URLs is a SystemId; `subid` is a sub-category within a system.
 */
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
  /** What the applicant is signing in to, shown on the login screen. */
  title: string;
}

export const LOGIN_VARIANTS: readonly LoginVariant[] = [
  { path: '/login', system: 'ADM', subCategory: 'ADM', title: 'Undergraduate Admissions' },
  { path: '/alcnsLogin', system: 'CE', subCategory: 'CE', title: 'Continuing Education and Lifelong Learning' },
  { path: '/scaleLogin', system: 'SCALE', subCategory: 'SCALE', title: 'SCALE Programme for Working Adults' },
  { path: '/greenHarvest', system: 'GH', subCategory: 'GH', title: 'Green Harvest Programme' },
  { path: '/sm2Login', system: 'ADM', subCategory: 'SM2', title: 'Senior Middle (SM2) Admissions' },
  { path: '/ystcmLogin', system: 'TCM', subCategory: 'TCM', title: 'Traditional Chinese Medicine Programme' },
];

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
