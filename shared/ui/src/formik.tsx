/**
 * Formik bindings for the form controls. Each field reads value, error and touched from the Formik
 * context by `name`; its id defaults to the name, which is also where FormikErrorSummary links.
 * Errors show only once a submit was attempted (GOV.UK: never while the
 * user is still on their first pass through the form).
 */
import { getIn, setIn, useField, useFormikContext, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import type { ApiError } from '@portal/contracts/api';
import { LIMITS } from '@portal/contracts/limits';
import { apiErrorRef } from '@portal/i18n/messages';
import { Checkbox, type CheckboxProps } from './Checkbox';
import { DateField, normaliseDateInput } from './DateField';
import { ErrorSummary } from './ErrorSummary';
import { PasswordField } from './PasswordField';
import { Radios, type RadiosProps } from './Radios';
import { SelectField, type SelectFieldProps } from './SelectField';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
import { uiText } from './text';
import { TextField, type TextFieldProps } from './TextField';

/** The props a Formik field takes: the plain field's, with id optional and value/error from Formik. */
export type Bound<P> = Omit<P, 'id' | 'name' | 'value' | 'error' | 'checked'> & { name: string; id?: string };

/** The field's Formik props, plus its error text when it should be shown. */
export function useShownField(name: string, type?: 'checkbox') {
  const [field, meta, helpers] = useField<unknown>(type ? { name, type } : name);
  const { submitCount } = useFormikContext();
  // Not on blur: a message appearing under the pointer moves the buttons and loses the click.
  const shown = submitCount > 0 && typeof meta.error === 'string' ? meta.error : undefined;
  return { field, error: shown, helpers };
}

/** A text input by default; `as="select"` (with options) or `as="textarea"` render those controls instead. */
export type FormikTextFieldProps =
  | (Bound<TextFieldProps> & { as?: 'input' })
  | (Bound<SelectFieldProps> & { as: 'select' })
  | (Bound<TextAreaFieldProps> & { as: 'textarea' });

export function FormikTextField(props: FormikTextFieldProps) {
  const { field, error } = useShownField(props.name);
  const bound = { ...field, value: String(field.value ?? ''), id: props.id ?? props.name, error };
  if (props.as === 'select') {
    const { as: _select, ...rest } = props;
    return <SelectField {...rest} {...bound} />;
  }
  if (props.as === 'textarea') {
    const { as: _textarea, ...rest } = props;
    return <TextAreaField {...rest} {...bound} />;
  }
  const { as: _input, ...rest } = props;
  return <TextField {...rest} {...bound} />;
}

/** The e-mail field every form uses: the spec's 50-character limit, e-mail keyboard, no autocorrect. */
export function FormikEmailField({ name = 'email', label, ...props }: Partial<Bound<Omit<TextFieldProps, 'type' | 'label'>>> & { label?: string }) {
  const text = uiText.useText();
  return (
    <FormikTextField
      name={name}
      label={label ?? text('fields.email')}
      type="email"
      autoComplete="email"
      spellCheck={false}
      maxLength={LIMITS.email}
      required
      {...props}
    />
  );
}

export function FormikPasswordField({ name, id = name, ...props }: Bound<Omit<TextFieldProps, 'type'>>) {
  const { field, error } = useShownField(name);
  return <PasswordField {...props} {...field} value={String(field.value ?? '')} id={id} error={error} />;
}

/** A dd/mm/yyyy field; on blur it tidies 27032007 or 27-03-2007 into 27/03/2007 before validation. */
export function FormikDateField({ name, id = name, ...props }: Bound<Omit<TextFieldProps, 'type'>>) {
  const { field, error, helpers } = useShownField(name);
  const value = String(field.value ?? '');
  return (
    <DateField
      {...props}
      {...field}
      value={value}
      id={id}
      error={error}
      onBlur={(event) => {
        const tidy = normaliseDateInput(value);
        if (tidy !== value) void helpers.setValue(tidy, false);
        field.onBlur(event);
      }}
    />
  );
}

/** A select bound to Formik; an `onChange` given runs after Formik has the new value (e.g. to clear a dependent field). */
export function FormikSelectField({ name, id = name, onChange, ...props }: Bound<SelectFieldProps>) {
  const { field, error } = useShownField(name);
  return (
    <SelectField
      {...props}
      {...field}
      onChange={(event) => {
        field.onChange(event);
        onChange?.(event);
      }}
      value={String(field.value ?? '')}
      id={id}
      error={error}
    />
  );
}

export function FormikTextAreaField({ name, id = name, ...props }: Bound<TextAreaFieldProps>) {
  const { field, error } = useShownField(name);
  return <TextAreaField {...props} {...field} value={String(field.value ?? '')} id={id} error={error} />;
}


export function FormikRadios({ name, id = name, ...props }: Omit<Bound<RadiosProps>, 'onChange'>) {
  const { field, error, helpers } = useShownField(name);
  return (
    <Radios
      {...props}
      name={name}
      id={id}
      value={field.value == null ? undefined : String(field.value)}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A single boolean checkbox (declarations, consents). */
export function FormikCheckbox({ name, id = name, ...props }: Bound<CheckboxProps>) {
  const { field, error } = useShownField(name, 'checkbox');
  const { name: fieldName, onChange, onBlur, checked } = field;
  return <Checkbox {...props} {...{ name: fieldName, onChange, onBlur }} checked={Boolean(checked)} id={id} error={error} />;
}

/** Every string error in a (possibly nested) Formik errors object, as [dotted path, message]. */
function flattenErrors(errors: unknown, prefix = ''): Array<[string, string]> {
  if (typeof errors === 'string') return prefix ? [[prefix, errors]] : [];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) => flattenErrors(value, prefix ? `${prefix}.${key}` : key));
}

/** Every leaf path of the initial values, in declaration order: the form's field order. */
function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!values || typeof values !== 'object') return prefix ? [prefix] : [];
  const inner = Object.entries(values).flatMap(([key, value]) => fieldPaths(value, prefix ? `${prefix}.${key}` : key));
  // A list is a field of its own too (a group of checkboxes starts empty; "choose at least one" is
  // the list's error): it takes its place before its items, not after every other field.
  return Array.isArray(values) && prefix ? [prefix, ...inner] : inner;
}

export interface FormikErrorSummaryProps {
  title?: string;
  /** Field names in page order, when it differs from the order of initialValues. */
  order?: readonly string[];
  /** Id of a field's control when it is not the field name. */
  idFor?: (name: string) => string;
}

/**
 * The error summary for a Formik form: every current error, in field order, once a submit was
 * attempted. Focus moves to it on each submit that leaves errors.
 */
export function FormikErrorSummary({ title, order, idFor = (name) => name }: FormikErrorSummaryProps) {
  const { errors, submitCount, initialValues } = useFormikContext();
  if (submitCount === 0) return <ErrorSummary errors={[]} />;
  const fieldOrder = order ?? fieldPaths(initialValues);
  const position = (name: string) => {
    const index = fieldOrder.indexOf(name);
    return index === -1 ? fieldOrder.length : index;
  };
  const summary = flattenErrors(errors)
    .map(([name, message], index) => ({ name, message, index }))
    .sort((a, b) => position(a.name) - position(b.name) || a.index - b.index)
    .map(({ name, message }) => ({ fieldId: idFor(name), message }));
  return <ErrorSummary errors={summary} title={title} focusKey={submitCount} />;
}

/**
 * API errors as a Formik errors object (first error per field wins, like yup's). Each holds a
 * catalogue reference, worded in the current language when shown.
 */
export function toFormikErrors<Values>(apiErrors: readonly ApiError[]): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const error of apiErrors) {
    if (error.field && getIn(errors, error.field) === undefined) errors = setIn(errors, error.field, apiErrorRef(error));
  }
  return errors;
}

/**
 * Puts the API's field errors into the form (errors + touched, without revalidating, which would wipe
 * them) and returns the errors that belong to no field, for the notification area. Pass `fields`
 * (the form's field names) to also return errors for fields that the form does not show.
 */
export function applyApiErrors<Values>(
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'>,
  apiErrors: readonly ApiError[],
  fields?: readonly string[],
): ApiError[] {
  const onForm = (error: ApiError) => Boolean(error.field) && (!fields || fields.includes(error.field!));
  const fieldErrors = apiErrors.filter(onForm);
  let touched: FormikTouched<Values> = {};
  for (const { field } of fieldErrors) touched = setIn(touched, field!, true);
  void helpers.setTouched(touched, false);
  helpers.setErrors(toFormikErrors<Values>(fieldErrors));
  return apiErrors.filter((error) => !onForm(error));
}
