import type { ComponentPropsWithRef } from 'react';
import { describedByIds, FormGroup, type FieldBaseProps } from './FormGroup';
import { widthClass, type FieldWidth } from './TextField';
import { joinClasses } from './VisuallyHidden';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'children' | 'required'> & {
    options: readonly SelectOption[];
    /** Text of an empty first option, e.g. "Choose a country". Omit to have no empty option. */
    placeholder?: string;
    width?: FieldWidth;
  };

/** A labelled native <select>. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, hint, error, required, labelBold, isPageHeading, options, placeholder, width, className, ...select } =
    props;
  const { describedBy } = describedByIds(id, hint, error, select['aria-describedby']);
  return (
    <FormGroup {...{ id, label, hint, error, required, labelBold, isPageHeading }}>
      <select
        {...select}
        id={id}
        className={joinClasses('pt-select', error && 'pt-select--error', widthClass(width), className)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FormGroup>
  );
}
