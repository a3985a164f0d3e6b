import { loginVariantTitle as titleIn, type LoginVariant } from '@portal/contracts/systems';
import { currentLanguage } from '@portal/i18n/i18n';

/** A login page's name in the current language (callers re-render on a switch through useText). */
export function loginVariantTitle(variant: LoginVariant): string {
  return titleIn(variant, currentLanguage());
}
