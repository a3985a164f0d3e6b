/**
 * The summary's wording in both languages. Each section module writes its English words once and
 * its Chinese words against the same shape, so a missing translation is a type error.
 */
import type { Language } from '../languages';

/** The same shape as T with every text free to differ (the Chinese of an English literal). */
export type Words<T> = { [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

export const bilingual = <T>(english: T, chinese: Words<T>): Record<Language, Words<T>> => ({
  'en-GB': english as Words<T>,
  'zh-Hans': chinese,
});

/** Words every section uses. */
export const COMMON_WORDS = bilingual(
  {
    yes: 'Yes',
    no: 'No',
    agreed: 'Agreed',
    notAgreed: 'Not agreed',
    none: 'None',
  },
  {
    yes: '是',
    no: '否',
    agreed: '已同意',
    notAgreed: '未同意',
    none: '无',
  },
);

/** Fills `{name}` placeholders. */
export const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
