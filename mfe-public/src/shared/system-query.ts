import { DEFAULT_SYSTEM, isSystemId, loginUrlFor, loginVariantFor, type SystemId } from '@portal/contracts/systems';
import { fullPageLoad } from './full-page-load';

/** The application system named by a query parameter (`sid`); anything unknown means the default admissions system. */
export function systemFrom(value: string | null | undefined): SystemId {
  return isSystemId(value) ? value : DEFAULT_SYSTEM;
}

const SUB_CATEGORY = /^[A-Z0-9_]{1,20}$/;

/** A login sub-category from a query parameter (`subid`, `sscid`), or the system's own when missing or malformed. */
export function subCategoryFrom(value: string | null | undefined, system: SystemId): string {
  const upper = value?.trim().toUpperCase();
  return upper && SUB_CATEGORY.test(upper) ? upper : loginVariantFor(system).subCategory;
}

/**
 * Back / Okay on the PIN reset and number enquiry screens: the applicant portal login of the system
 * (the continuing-education login for CE), loaded afresh with the system in the URL (spec 2).
 */
export function reloadAtLogin(system: SystemId, subCategory?: string): void {
  fullPageLoad(loginUrlFor(system, subCategory));
}
