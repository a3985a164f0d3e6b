import type { ComponentPropsWithRef } from 'react';
import { describedByIds, FormGroup, type FieldBaseProps } from './FormGroup';
import { joinClasses } from './VisuallyHidden';

/** Width by expected characters (fixed-length answers) or by fraction of the column. Default: full. */
type CharacterWidth = 2 | 3 | 4 | 5 | 10 | 20 | 30;
export type FieldWidth = CharacterWidth | `${CharacterWidth}` | 'one-half' | 'two-thirds' | 'full';

export type TextFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'width' | 'children' | 'required'> & {
    width?: FieldWidth;
  };

/** CSS class for a field width; shared by inputs, selects and textareas. */
export function widthClass(width: FieldWidth | undefined): string | undefined {
  return width && width !== 'full' ? `pt-input--width-${width}` : undefined;
}

/**
 * A labelled text input with optional hint and error. Every native input prop passes through
 * (type, maxLength, inputMode, autoComplete, value, onChange, onBlur, ref…).
 */
export function TextField(props: TextFieldProps) {
  const { id, label, hint, error, required, labelBold, isPageHeading, width, className, ...input } = props;
  const { describedBy } = describedByIds(id, hint, error, input['aria-describedby']);
  return (
    <FormGroup {...{ id, label, hint, error, required, labelBold, isPageHeading }}>
      <input
        type="text"
        {...input}
        id={id}
        className={joinClasses('pt-input', error && 'pt-input--error', widthClass(width), className)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      />
    </FormGroup>
  );
}
