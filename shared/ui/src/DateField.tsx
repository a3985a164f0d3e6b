import { DATE_FORMAT } from '@portal/contracts/limits';
import { uiText } from './text';
import { TextField, type TextFieldProps } from './TextField';

/**
 * A date typed as dd/mm/yyyy in one text input (the portal's one date format). Numeric keyboards
 * on phones have no "/", so normaliseDateInput turns 27032007 or 27-03-2007 into 27/03/2007.
 */
export function DateField({ hint, ...props }: Omit<TextFieldProps, 'type'>) {
  const text = uiText.useText();
  return (
    <TextField
      inputMode="numeric"
      width={10}
      maxLength={DATE_FORMAT.length}
      spellCheck={false}
      {...props}
      hint={hint ?? text('fields.dateHint')}
      type="text"
    />
  );
}

/** Rewrites common date spellings as dd/mm/yyyy; anything else is returned as typed (validation reports it). */
export function normaliseDateInput(text: string): string {
  const trimmed = text.trim();
  const digitsOnly = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (digitsOnly) return `${digitsOnly[1]}/${digitsOnly[2]}/${digitsOnly[3]}`;
  const separated = /^(\d{1,2})\s*[-./\s]\s*(\d{1,2})\s*[-./\s]\s*(\d{4})$/.exec(trimmed);
  if (separated) return `${separated[1]!.padStart(2, '0')}/${separated[2]!.padStart(2, '0')}/${separated[3]}`;
  return trimmed;
}
