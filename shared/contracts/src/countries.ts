/**
 * Country names for the country lists, in the page's language (ISO 3166-1 codes, i18n-iso-countries):
 * the options of a country combobox (shared/ui ComboboxField) in any remote — the admission form's
 * and the financial aid guarantor's. Only the two languages the portal speaks are bundled, in the
 * chunks that import this module; the API never does.
 */
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import chinese from 'i18n-iso-countries/langs/zh.json';
import type { Language } from './languages';

/** A country as a list option (shared/ui's ComboboxOption). */
export interface CountryOption {
  value: string;
  label: string;
  keywords: string[];
}

countries.registerLocale(english);
countries.registerLocale(chinese);

const collators: Record<Language, Intl.Collator> = { 'en-GB': new Intl.Collator('en-GB'), 'zh-Hans': new Intl.Collator('zh-Hans-u-co-pinyin') };
const LIBRARY_LANGUAGE: Record<Language, string> = { 'en-GB': 'en', 'zh-Hans': 'zh' };

const namesOf = (names: string | string[] | undefined) => (Array.isArray(names) ? names : names ? [names] : []);

function buildOptions(language: Language): CountryOption[] {
  const labels = countries.getNames(LIBRARY_LANGUAGE[language], { select: 'official' });
  const englishNames = countries.getNames('en', { select: 'all' });
  const chineseNames = countries.getNames('zh', { select: 'all' });
  return Object.entries(labels)
    .map(([value, label]) => ({
      value,
      label,
      // The code and every other name in either language find it too: "UK", "USA", "Turkey", "Singapore" in Chinese.
      keywords: [value, ...namesOf(englishNames[value]), ...namesOf(chineseNames[value])].filter((name) => name !== label),
    }))
    .sort((a, b) => collators[language].compare(a.label, b.label));
}

const built: Partial<Record<Language, CountryOption[]>> = {};

/** Every country as a list option, sorted as the language sorts (Chinese by pinyin); built once per language. */
export function countryOptions(language: Language): CountryOption[] {
  return (built[language] ??= buildOptions(language));
}
