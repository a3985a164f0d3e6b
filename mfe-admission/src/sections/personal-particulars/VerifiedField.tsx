/**
 * An answer the national identity service verified: shown as a read-only input with its label and a
 * "Verified by national identity" tag in its hint, so it can still be reached, read and copied with
 * the keyboard and a screen reader, but not changed (the server refuses a change too). The id is the
 * field's name, as the editable field's would be, so links to it keep working.
 */
import { useField } from 'formik';
import { TextField } from '@portal/ui/TextField';
import { admissionSectionText } from '../section-text';

export function VerifiedField({ name, label, display }: { name: string; label: string; display?: (value: string) => string }) {
  const text = admissionSectionText.useText();
  const [field] = useField<string>(name);
  const value = String(field.value ?? '');
  return (
    <TextField
      id={name}
      name={name}
      label={label}
      hint={
        <>
          <strong className="pt-tag pt-tag--green">{text('personalParticulars.verifiedTag')}</strong> {text('personalParticulars.verifiedHint')}
        </>
      }
      value={display && value ? display(value) : value}
      readOnly
    />
  );
}
