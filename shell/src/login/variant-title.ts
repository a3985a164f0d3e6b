import type { LoginVariant } from '@portal/contracts/systems';
import { i18n } from '@portal/i18n/i18n';
import { shellText, type ShellTextKey } from '../text';

/** The login variant's name in the current language; the contract's English title for a variant the strings do not know yet. */
export function variantTitle(variant: LoginVariant): string {
  const key = `variants.${variant.subCategory}`;
  return i18n.exists(key, { ns: shellText.namespace }) ? shellText.text(key as ShellTextKey) : variant.title;
}
