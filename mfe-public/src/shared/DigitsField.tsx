import { useField, useFormikContext } from 'formik';
import { TextField, type TextFieldProps } from '@portal/ui/TextField';

type Props = Omit<TextFieldProps, 'id' | 'name' | 'value' | 'error' | 'onChange' | 'inputMode' | 'type'> & { name: string; id?: string };

/**
 * A digits-only field (country code, area code, phone number): a numeric keyboard on phones, and
 * anything that is not a digit (+, spaces, dashes from a pasted number) is dropped as it is typed.
 */
export function DigitsField({ name, id = name, ...props }: Props) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <TextField
      {...props}
      id={id}
      name={name}
      type="text"
      inputMode="numeric"
      spellCheck={false}
      value={field.value ?? ''}
      error={error}
      onBlur={field.onBlur}
      onChange={(event) => void helpers.setValue(event.target.value.replace(/\D+/g, ''))}
    />
  );
}
