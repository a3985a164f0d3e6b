import { loginVariantTitle, type LoginVariant } from '@portal/contracts/systems';
import { currentLanguage } from '@portal/i18n/i18n';

/** The login variant's name in the current language (callers re-render on a switch through useText). */
export function variantTitle(variant: LoginVariant): string {
  return loginVariantTitle(variant, currentLanguage());
}
