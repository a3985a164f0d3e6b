import { isLanguage, type Language } from '@portal/contracts/languages';

/**
 * The language an e-mail to a person is written in when no request says (a scheduled job, an
 * officer's action): the one stored with their record, or English when none or an unknown one is.
 */
export const storedLanguage = (language: string | null): Language => (isLanguage(language) ? language : 'en-GB');
