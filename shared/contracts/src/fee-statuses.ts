/**
 * The states of a fee, written once: the type (`FeeStatus`), the list (`FEE_STATUSES`: the finance
 * console's filter, the API's JSON enums, the database's CHECK through api/src/db/closed-sets.ts) and
 * what each is called in both languages, wherever a fee's state is shown. Chinese follows
 * shared/i18n/GLOSSARY.md (已缴费, 已豁免).
 */
import type { Language } from './languages';
import { wordedSet, type ValueOf } from './worded-set';

export const feeStatuses = wordedSet({
  UNPAID: { 'en-GB': 'Not paid', 'zh-Hans': '未缴费' },
  SUBMITTED: { 'en-GB': 'Submitted', 'zh-Hans': '已提交' },
  RECEIVED: { 'en-GB': 'Received', 'zh-Hans': '已缴费' },
  WAIVED: { 'en-GB': 'Waived', 'zh-Hans': '已豁免' },
  UNSUCCESSFUL: { 'en-GB': 'Unsuccessful', 'zh-Hans': '未成功' },
});

export type FeeStatus = ValueOf<typeof feeStatuses>;

export const FEE_STATUSES = feeStatuses.values;

/** What a fee's state is called in a language. */
export const feeStatusWords = (status: FeeStatus, language: Language): string => feeStatuses.words(status, language);

/** Each state's words in a language, by state: for a catalogue (`statuses: { ...feeStatusCatalogue('en-GB'), … }`). */
export const feeStatusCatalogue = (language: Language): Record<FeeStatus, string> => feeStatuses.catalogue(language);
