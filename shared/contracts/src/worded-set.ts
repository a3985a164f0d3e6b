/**
 * A closed set whose values each have words in both languages, written once as `{ VALUE: { 'en-GB': …,
 * 'zh-Hans': … } }`. The registries of statuses (fee-statuses.ts, scholarship-statuses.ts,
 * financial-aid-statuses.ts) are each one of these: the set's type is `keyof` the words, the list feeds
 * the API's JSON enums and the database's CHECK (api/src/db/closed-sets.ts), the words feed each
 * remote's catalogue (`statuses: scholarshipStatuses.catalogue('en-GB')`), so a value cannot exist
 * without words in both languages.
 */
import type { Language } from './languages';

export type SetWords = Record<string, Record<Language, string>>;

export interface WordedSet<Value extends string> {
  /** Every value, in the order the words name them. */
  readonly values: readonly [Value, ...Value[]];
  /** What a value is called in a language. */
  words(value: Value, language: Language): string;
  /** Every value's words in a language, by value: a catalogue's part. */
  catalogue(language: Language): Record<Value, string>;
  /** Whether a string (a query's, a stored row's) is one of the values. */
  has(value: unknown): value is Value;
}

export function wordedSet<const Words extends SetWords>(setWords: Words): WordedSet<keyof Words & string> {
  type Value = keyof Words & string;
  const values = Object.keys(setWords) as [Value, ...Value[]];
  return {
    values,
    words: (value, language) => setWords[value]![language],
    catalogue: (language) => Object.fromEntries(values.map((value) => [value, setWords[value]![language]])) as Record<Value, string>,
    has: (value): value is Value => typeof value === 'string' && Object.hasOwn(setWords, value),
  };
}

/** The value type of a worded set. */
export type ValueOf<Set> = Set extends WordedSet<infer Value> ? Value : never;
