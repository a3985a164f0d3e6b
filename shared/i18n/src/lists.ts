/**
 * Lists, labels and addresses in the page's language for components: the punctuation comes from the
 * catalogue in @portal/contracts/list-words (、 and ： in Chinese), never from ", " or ": " in a
 * component. The component re-renders when the language changes.
 */
import type { Language } from '@portal/contracts/languages';
import { addressText, allOfText, labelColon, labelledText, listText } from '@portal/contracts/list-words';
import { useLanguage } from '@portal/i18n/namespace';

type Part = string | null | undefined | false;

export interface ListWords {
  readonly language: Language;
  /** "A, B, C" / "A、B、C" */
  list(items: readonly Part[]): string;
  /** "A, B and C" / "A、B和C" */
  allOf(items: readonly Part[]): string;
  /** "Block 1, #01-01" / "Block 1，#01-01" */
  address(parts: readonly Part[]): string;
  /** "Label: value" / "标签：值" */
  labelled(label: string, value: string): string;
  /** ": " / "：" */
  readonly colon: string;
}

export const listWords = (language: Language): ListWords => ({
  language,
  list: (items) => listText(items, language),
  allOf: (items) => allOfText(items, language),
  address: (parts) => addressText(parts, language),
  labelled: (label, value) => labelledText(label, value, language),
  colon: labelColon(language),
});

export function useListWords(): ListWords {
  return listWords(useLanguage());
}
