/**
 * A date typed dd/mm/yyyy (the portal's one date format) and kept as the schema wants it, yyyy-mm-dd:
 * once what is typed is a real date it is stored as yyyy-mm-dd; until then it is stored as typed, and
 * the schema's message says what is wrong.
 */
import { parseDisplayDate, toDisplayDate } from '@portal/contracts/schemas/dates';
import { DateField, normaliseDateInput } from '@portal/ui/DateField';
import { useShownField } from '@portal/ui/formik';

export function IsoDateField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { field, error, helpers } = useShownField(name);
  const stored = String(field.value ?? '');
  const shown = /^\d{4}-\d{2}-\d{2}$/.test(stored) ? toDisplayDate(stored) : stored;
  const store = (typed: string) => void helpers.setValue(parseDisplayDate(typed) ?? typed);
  return (
    <DateField
      id={name}
      name={name}
      label={label}
      value={shown}
      error={error}
      required={required}
      onChange={(event) => store(event.target.value)}
      onBlur={(event) => {
        const tidy = normaliseDateInput(shown);
        if (tidy !== shown) store(tidy);
        field.onBlur(event);
      }}
    />
  );
}
