import type { LoginVariant } from '@portal/contracts/systems';
import { publicText } from '../public-text';

const TRANSLATED_VARIANTS = ['ADM', 'CE', 'SCALE', 'GH', 'SM2', 'TCM'] as const;
type TranslatedVariant = (typeof TRANSLATED_VARIANTS)[number];

const isTranslated = (subCategory: string): subCategory is TranslatedVariant => (TRANSLATED_VARIANTS as readonly string[]).includes(subCategory);

/** A login page's name in the current language (a variant added later without a translation keeps its English name). */
export function loginVariantTitle(variant: LoginVariant, text = publicText.text): string {
  return isTranslated(variant.subCategory) ? text(`loginVariants.${variant.subCategory}`) : variant.title;
}
