/**
 * Country names for the summary (ISO 3166-1 codes as the pages store them). Only the portal's two
 * languages are registered, here and nowhere else in contracts, so the names come with the summary.
 */
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import chinese from 'i18n-iso-countries/langs/zh.json';
import type { Language } from '../../languages';

countries.registerLocale(english);
countries.registerLocale(chinese);

/** The official short name the country selects show; an unknown code comes back as it is. */
export const countryName = (code: string, language: Language): string =>
  countries.getName(code, language === 'zh-Hans' ? 'zh' : 'en', { select: 'official' }) ?? code;
