/**
 * How a combobox finds options from what was typed: case, accents and punctuation do not matter
 * ("cote d" finds "Côte d'Ivoire"), a match may start anywhere in a word ("gapo" finds Singapore),
 * and Chinese matches within the name ("加坡" finds 新加坡). An option the text names exactly (its
 * name or a code: "cs", "law") comes first, then those that start with the text, then those with a
 * word that does, then the rest, each group in the list's own order.
 */

export interface SearchableOption {
  label: string;
  /**
   * Other words the option answers to, ranked after its label: a code ("CS", "SG"), another name
   * ("UK"), the name in the other language ("Singapore" for 新加坡).
   */
  keywords?: readonly string[];
}

/** Lower case, without accents, apostrophes or punctuation runs, single spaces; full-width letters and digits made plain. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim()
    .toLowerCase();
}

// Option names are searched again on every keystroke (250 countries, each with its other names):
// each is normalised once. Only names are kept, never what was typed, so the cache stays the lists' size.
const normalisedNames = new Map<string, string>();
function searchableName(name: string): string {
  let plain = normalisedNames.get(name);
  if (plain === undefined) {
    plain = normaliseForSearch(name);
    normalisedNames.set(name, plain);
  }
  return plain;
}

/** Where a normalised query meets a normalised text: 1 at its start, 2 at a word's start, 3 within, 4 every word of the query somewhere; null: nowhere. */
function matchRank(text: string, query: string): number | null {
  if (text.startsWith(query)) return 1;
  if (text.includes(` ${query}`)) return 2;
  if (text.includes(query)) return 3;
  const words = query.split(' ');
  return words.length > 1 && words.every((word) => text.includes(word)) ? 4 : null;
}

const KEYWORD_PENALTY = 4;

const namesOf = (option: SearchableOption) => [option.label, ...(option.keywords ?? [])];

/** How well the option answers the query (lower is better), or null when it does not. */
function optionRank(option: SearchableOption, query: string): number | null {
  if (namesOf(option).some((name) => searchableName(name) === query)) return 0;
  const byLabel = matchRank(searchableName(option.label), query);
  if (byLabel !== null) return byLabel;
  const byKeyword = (option.keywords ?? []).map((keyword) => matchRank(searchableName(keyword), query)).filter((rank) => rank !== null);
  return byKeyword.length ? KEYWORD_PENALTY + Math.min(...byKeyword) : null;
}

/** The options that match the typed text, best first; every option, in order, for empty text. */
export function searchOptions<T extends SearchableOption>(options: readonly T[], typed: string): T[] {
  const query = normaliseForSearch(typed);
  if (!query) return [...options];
  return options
    .map((option, index) => ({ option, index, rank: optionRank(option, query) }))
    .filter((entry): entry is { option: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}

/**
 * The one option the text names in full (its label or one of its keywords, ignoring case and
 * accents), so "singapore" or "SG" typed and left counts as choosing Singapore. Null when none or
 * several do.
 */
export function optionNamedBy<T extends SearchableOption>(options: readonly T[], typed: string): T | null {
  const query = normaliseForSearch(typed);
  if (!query) return null;
  const named = options.filter((option) => namesOf(option).some((name) => searchableName(name) === query));
  return named.length === 1 ? named[0]! : null;
}
