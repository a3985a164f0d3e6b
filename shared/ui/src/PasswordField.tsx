import { TextField, type TextFieldProps } from './TextField';

/** A TextField for passwords and PINs; autocomplete defaults to "current-password". */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField autoComplete="current-password" spellCheck={false} autoCapitalize="none" {...props} type="password" />;
}
