/** The Singapore institutions Education suggests, as list options in the page's language. */
import { SINGAPORE_INSTITUTIONS } from '@portal/contracts/admission/institutions';
import type { Language } from '@portal/contracts/languages';
import type { ComboboxOption } from '@portal/ui/ComboboxField';

const collators: Record<Language, Intl.Collator> = { 'en-GB': new Intl.Collator('en-GB'), 'zh-Hans': new Intl.Collator('zh-Hans-u-co-pinyin') };
const built: Partial<Record<Language, ComboboxOption[]>> = {};

/** Suggestions sorted as the language sorts; the name in the other language finds one too ("Raffles" finds 莱佛士书院). */
export function institutionOptions(language: Language): ComboboxOption[] {
  return (built[language] ??= SINGAPORE_INSTITUTIONS.map(({ name }) => ({
    value: name['en-GB'],
    label: name[language],
    keywords: Object.values(name).filter((other) => other !== name[language]),
  })).sort((a, b) => collators[language].compare(a.label, b.label)));
}
