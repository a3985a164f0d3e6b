/**
 * Finding a glossary's wrong variants in a text (a catalogue, an e-mail's or a PDF's wording): used by
 * shared/i18n/test/glossary.test.ts over every such file. Kept apart from the test so the rules (what
 * counts as a match, what a right term shields) have tests of their own.
 */
import type { GlossaryEntry, WrongVariant } from './glossary';

export interface WrongUse {
  readonly concept: string;
  /** The wrong text as found. */
  readonly found: string;
  /** The term to use instead. */
  readonly right: string;
  /** 1-based line of the find. */
  readonly line: number;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(variant: WrongVariant): RegExp {
  const pattern = typeof variant === 'string' || variant instanceof RegExp ? variant : variant.pattern;
  return typeof pattern === 'string' ? new RegExp(escape(pattern), 'g') : new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
}

const appliesTo = (variant: WrongVariant, path: string): boolean =>
  typeof variant === 'string' || variant instanceof RegExp || variant.in.test(path);

/** Where in the text the phrases occur, as [start, end) ranges. */
function rangesOf(text: string, phrases: readonly string[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const phrase of phrases) {
    if (!phrase) continue;
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) ranges.push([at, at + phrase.length]);
  }
  return ranges;
}

/**
 * An entry's right terms, split at " / " (an entry may name a few terms at once), and its allowed
 * phrases: a match lying inside a longer one of these is part of a right phrase, not a wrong use.
 */
export const shieldsOf = (entry: GlossaryEntry): string[] => [
  ...[entry.zh, entry.en].flatMap((term) => term.split(' / ')).map((term) => term.trim()),
  ...(entry.allow ?? []),
];

/** Each wrong variant of the glossary found in one file's text, in the given language's variants. */
export function findWrongUses(
  text: string,
  path: string,
  glossary: readonly GlossaryEntry[],
  language: 'zh' | 'en',
): WrongUse[] {
  const uses: WrongUse[] = [];
  for (const entry of glossary) {
    const variants = (language === 'zh' ? entry.wrongZh : entry.wrongEn) ?? [];
    const shielded = rangesOf(text, shieldsOf(entry));
    for (const variant of variants) {
      if (!appliesTo(variant, path)) continue;
      for (const match of text.matchAll(patternOf(variant))) {
        const start = match.index ?? 0;
        const end = start + match[0].length;
        const insideRightPhrase = shielded.some(([from, to]) => from <= start && end <= to && to - from > end - start);
        if (match[0].length === 0 || insideRightPhrase) continue;
        uses.push({
          concept: entry.concept,
          found: match[0],
          right: language === 'zh' ? entry.zh : entry.en,
          line: text.slice(0, start).split('\n').length,
        });
      }
    }
  }
  return uses;
}
