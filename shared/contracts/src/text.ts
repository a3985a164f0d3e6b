/**
 * Characters nobody types into a form: control characters (C0, DEL, C1), UTF-16 surrogates that
 * are not part of a pair, and Unicode non-characters (U+FFFE, U+FFFF and the like). They only
 * arrive by mistake or on purpose, break storage (PostgreSQL refuses NUL in text) and can hide or
 * reorder what staff later read, so text fields refuse them.
 */
const UNUSUAL_IN_ONE_LINE = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
/** The same, except the tab and line breaks that longer answers legitimately contain. */
const UNUSUAL_IN_LONG_TEXT = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;

export interface TextKind {
  /** Tabs and line breaks (\t, \n, \r) are allowed: a long answer typed in a text area. */
  multiline?: boolean;
}

export function hasUnusualCharacters(value: string, { multiline = false }: TextKind = {}): boolean {
  return (multiline ? UNUSUAL_IN_LONG_TEXT : UNUSUAL_IN_ONE_LINE).test(value);
}
