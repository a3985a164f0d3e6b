/**
 * The character-count text area bound to Formik, in a module of its own: most forms (sign-in, the
 * public helpers) have no counted answer and should not download the counter with formik.tsx.
 */
import { CharacterCountField, type CharacterCountFieldProps } from './CharacterCountField';
import { useShownField, type Bound } from './formik';

/** A textarea with a live "characters remaining" count (personal statements, essays, conviction details). */
export function FormikCharacterCountField({ name, id = name, ...props }: Bound<CharacterCountFieldProps>) {
  const { field, error } = useShownField(name);
  return <CharacterCountField {...props} {...field} value={String(field.value ?? '')} id={id} error={error} />;
}
