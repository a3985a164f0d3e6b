/**
 * Every kind of fee the portal charges, written once. This registry gives the type (`FeeKind`), the
 * list the API's JSON Schemas and the office's filter use (`FEE_KINDS`), the words every screen,
 * e-mail and receipt uses for it in both languages, and the database's CHECK on `fees.kind`
 * (api/src/db/closed-sets.ts keeps it equal to this list). docs/architecture.md walks through adding one.
 * Chinese follows shared/i18n/GLOSSARY.md.
 */
import type { Language } from './languages';

export interface FeeKindWords {
  /** In a sentence: "Pay your application fee". */
  name: string;
  /** On its own, as a label or a list's entry: "Application fee". */
  title: string;
  /** The heading of the page that pays it (the specification's page names). */
  payPage: string;
  /** The label of the row that shows the fee's own description, for a kind whose description names something (the exam). */
  describes?: string;
}

const FEE_KIND_REGISTRY = {
  APPLICATION_FEE: {
    'en-GB': { name: 'application fee', title: 'Application fee', payPage: 'Application Fee Payment' },
    'zh-Hans': { name: '申请费', title: '申请费', payPage: '缴付申请费' },
  },
  ENTRANCE_EXAM_FEE: {
    'en-GB': { name: 'entrance exam fee', title: 'Entrance exam fee', payPage: 'Entrance Exam Payment', describes: 'Entrance exam' },
    'zh-Hans': { name: '入学考试费', title: '入学考试费', payPage: '缴付入学考试费', describes: '入学考试' },
  },
} as const satisfies Record<string, Record<Language, FeeKindWords>>;

export type FeeKind = keyof typeof FEE_KIND_REGISTRY;

export const FEE_KINDS = Object.keys(FEE_KIND_REGISTRY) as [FeeKind, ...FeeKind[]];

export const isFeeKind = (value: unknown): value is FeeKind => typeof value === 'string' && Object.hasOwn(FEE_KIND_REGISTRY, value);

/** What a kind of fee is called in a language. */
export const feeKindWords = (kind: FeeKind, language: Language): FeeKindWords => FEE_KIND_REGISTRY[kind][language];

/** One of each kind's words, by kind: for a catalogue (`feeKinds: feeKindCatalogue('en-GB', 'title')`). */
export function feeKindCatalogue(language: Language, word: 'name' | 'title' | 'payPage'): Record<FeeKind, string> {
  return Object.fromEntries(FEE_KINDS.map((kind) => [kind, feeKindWords(kind, language)[word]])) as Record<FeeKind, string>;
}
