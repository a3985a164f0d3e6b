/**
 * Country names for the selects, in the page's language (ISO 3166-1 codes, i18n-iso-countries).
 * Only the two languages the portal speaks are bundled, in the section chunks that need them.
 */
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import chinese from 'i18n-iso-countries/langs/zh.json';
import type { Language } from '@portal/contracts/languages';
import type { SelectOption } from '@portal/ui/SelectField';

countries.registerLocale(english);
countries.registerLocale(chinese);

const collators: Record<Language, Intl.Collator> = { 'en-GB': new Intl.Collator('en-GB'), 'zh-Hans': new Intl.Collator('zh-Hans-u-co-pinyin') };

/** Every country as a select option, sorted as the language sorts (Chinese by pinyin). */
export function countryOptions(language: Language): SelectOption[] {
  const names = countries.getNames(language === 'zh-Hans' ? 'zh' : 'en', { select: 'official' });
  return Object.entries(names)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collators[language].compare(a.label, b.label));
}
