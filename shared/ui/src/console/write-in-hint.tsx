/**
 * Beside a box whose words go to one applicant (a message, remarks, a reason): the language they
 * chose for the portal and its e-mails, so the officer writes in it (issue 35: such letters are
 * written once, in the applicant's language), after the box's own hint if it has one. Just the hint
 * while the language is unknown (loading, or never chosen). Every console uses this one wording.
 */
import type { Language } from '@portal/contracts/languages';
import { uiText } from '../text';

export function useWriteInHint(language: Language | null | undefined, hint?: string): string | undefined {
  const text = uiText.useText();
  if (!language) return hint;
  const writeIn = text(`writeIn.${language}`);
  return hint ? text('writeIn.withHint', { hint, writeIn }) : writeIn;
}
