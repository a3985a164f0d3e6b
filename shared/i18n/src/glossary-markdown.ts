/**
 * The glossary as people read it (shared/i18n/GLOSSARY.md), written from shared/i18n/src/glossary.ts
 * by `node scripts/glossary.mjs`; the glossary test checks the file is up to date. Imports nothing, so
 * the script can load it without the workspace's build.
 */
import type { GlossaryEntry, WrongVariant } from './glossary';

const cell = (text: string): string => text.replace(/\|/g, '\\|');

function variantText(variant: WrongVariant): string {
  if (typeof variant === 'string') return variant;
  if (variant instanceof RegExp) return `\`/${variant.source}/\``;
  return `${variantText(variant.pattern)} (in ${variant.where})`;
}

const wrongs = (variants: readonly WrongVariant[] | undefined): string => (variants ?? []).map(variantText).join('; ');

export function glossaryMarkdown(glossary: readonly GlossaryEntry[]): string {
  const rows = glossary.map((entry) =>
    `| ${[entry.concept, entry.en, entry.zh, wrongs(entry.wrongZh), wrongs(entry.wrongEn), entry.note ?? ''].map(cell).join(' | ')} |`,
  );
  return [
    '# Glossary (English → 简体中文)',
    '',
    '<!-- Written by `node scripts/glossary.mjs` from shared/i18n/src/glossary.ts: edit that file, not this one. -->',
    '',
    'Use these terms in every app\'s strings, e-mails and PDFs, so the portal speaks with one voice. Tone: a',
    'university\'s official notices — polite, plain, “您” for the applicant, no slang. Chinese text uses',
    'Chinese punctuation (，。：；“…”), dates read 2026年12月2日 and times 23:59; list separators and the',
    'colon between a label and its value come from the catalogue (shared/i18n/src/lists.ts), not from components.',
    '',
    'The wrong variants are checked: shared/i18n/test/glossary.test.ts fails when a catalogue, e-mail, PDF',
    'template or any other source file with Chinese text uses one (a pattern limited to some files says so).',
    '',
    '| Concept | English | 中文 | Wrong (中文) | Wrong (English) | Note |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
