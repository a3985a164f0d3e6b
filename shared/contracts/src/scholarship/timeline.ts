/**
 * Scholarships named on a scholarship application's timeline (issue 35: the history never shows a
 * code). The events that concern one scholarship record its code (SCHOLARSHIP_DATES_CHANGED
 * { code }, SCHOLARSHIP_OFFER_RELEASED { scholarship }); the API adds its name in both languages
 * (scholarshipEn, scholarshipZh) when it serves the timeline, and each page words the event with
 * the name in its language.
 */
import type { Language } from '../languages';

/** The params the API adds, and the param each event's code is in. */
export const SCHOLARSHIP_NAME_PARAMS = { 'en-GB': 'scholarshipEn', 'zh-Hans': 'scholarshipZh' } as const satisfies Record<Language, string>;
export const SCHOLARSHIP_CODE_PARAM = { SCHOLARSHIP_DATES_CHANGED: 'code', SCHOLARSHIP_OFFER_RELEASED: 'scholarship' } as const;

type Params = Readonly<Record<string, string | number | undefined>>;

/**
 * The event's params to word it with in a language: {scholarship} is the scholarship's name there.
 * An event that names no scholarship keeps its params.
 */
export function withScholarshipName(kind: string, params: Params, language: Language): Record<string, string | number> {
  const worded = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
  if (!(kind in SCHOLARSHIP_CODE_PARAM)) return worded;
  const name = params[SCHOLARSHIP_NAME_PARAMS[language]] ?? params[SCHOLARSHIP_NAME_PARAMS['en-GB']];
  return { ...worded, scholarship: name === undefined ? '' : String(name) };
}
