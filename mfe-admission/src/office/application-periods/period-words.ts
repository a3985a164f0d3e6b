/** How the console names a period's system and category in the page's language. */
import { categoryName } from '@portal/contracts/categories';
import type { Language } from '@portal/contracts/languages';
import { LOGIN_VARIANTS, loginVariantTitle } from '@portal/contracts/systems';

/** A system by its main login page's title (the one whose sub-category is the system itself). */
export function systemName(system: string, language: Language): string {
  const variant = LOGIN_VARIANTS.find((candidate) => candidate.system === system && candidate.subCategory === system) ?? LOGIN_VARIANTS.find((candidate) => candidate.system === system);
  return variant ? loginVariantTitle(variant, language) : system;
}

/** A category's name, or the words for every category of the system. */
export const periodCategoryName = (category: string | null, language: Language, allCategories: string) => (category ? categoryName(category, language) : allCategories);
