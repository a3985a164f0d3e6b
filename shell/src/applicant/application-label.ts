import type { ApplicationChoice } from '@portal/contracts/api';
import { categoryName } from '@portal/contracts/categories';
import type { Language } from '@portal/contracts/languages';
import { loginVariantFor, loginVariantTitle } from '@portal/contracts/systems';

/** "Undergraduate Admissions · GCE A-Level · 2026/2027": what tells one application from another. */
export function applicationDescription(application: ApplicationChoice, language: Language): string {
  return [
    loginVariantTitle(loginVariantFor(application.system), language),
    categoryName(application.category, language),
    application.academicYear,
  ].join(' · ');
}
