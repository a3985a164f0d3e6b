import { scholarshipSectionText } from './section-text';

/** The options of a Yes/No question (the schemas' 'YES' | 'NO'). */
export function useYesNoOptions() {
  const text = scholarshipSectionText.useText();
  return (['YES', 'NO'] as const).map((value) => ({ value, label: text(`yesNo.${value}`) }));
}
