/**
 * The combobox bound to Formik, in a module of its own: it brings downshift, and only the forms
 * with a long list (countries, programmes, school names) should download it with their own chunk.
 */
import { ComboboxField, type ComboboxFieldProps } from './ComboboxField';
import { useShownField, type Bound } from './formik';

/**
 * A searchable list bound to Formik. The form value is the chosen option's value (strict) or the
 * text (`freeText`), exactly what a select or text field would hold, so schemas and drafts do not
 * change. An `onChange` given runs after Formik has the new value (e.g. to clear a dependent field).
 */
export function FormikComboboxField({ name, id = name, onChange, ...props }: Omit<Bound<ComboboxFieldProps>, 'onChange'> & { onChange?: (value: string) => void }) {
  const { field, error, helpers } = useShownField(name);
  return (
    <ComboboxField
      {...props}
      name={name}
      id={id}
      value={String(field.value ?? '')}
      onChange={(value) => {
        void helpers.setValue(value);
        onChange?.(value);
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
