/**
 * A person's name in the page's or the letter's language, when its parts are known (an account's
 * given and family names): given name first in English ("MEI HUA ZHOU"), family name first in Chinese
 * ("ZHOU MEI HUA", 姓 then 名). A name kept whole (as on an NRIC or passport) is written as it is.
 * Forms that ask for the parts ask in the same order (nameFieldOrder).
 */
import type { Language } from './languages';

export interface NameParts {
  readonly givenName: string;
  readonly familyName: string;
}

/** A name in parts, or whole (written as it is in every language). */
export type PersonName = string | NameParts;

const FAMILY_NAME_FIRST: Record<Language, boolean> = { 'en-GB': false, 'zh-Hans': true };

export function personName(name: PersonName, language: Language): string {
  if (typeof name === 'string') return name.trim();
  const parts = FAMILY_NAME_FIRST[language] ? [name.familyName, name.givenName] : [name.givenName, name.familyName];
  return parts.map((part) => part.trim()).filter(Boolean).join(' ');
}

/** The order a form asks for the parts in (field names of the caller's choosing). */
export function nameFieldOrder<Field extends string>(fields: { given: Field; family: Field }, language: Language): [Field, Field] {
  return FAMILY_NAME_FIRST[language] ? [fields.family, fields.given] : [fields.given, fields.family];
}
