import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import { describedByIds } from './FormGroup';
import { RequiredMarker } from './RequiredMarker';
import { joinClasses } from './VisuallyHidden';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'required'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
};

/** One native checkbox with its own label, hint and error, e.g. a declaration the applicant must agree to. */
export function Checkbox(props: CheckboxProps) {
  const { id, label, hint, error, required, className, ...input } = props;
  const { hintId, errorId, describedBy } = describedByIds(id, hint, error, input['aria-describedby']);
  return (
    <div className={joinClasses('pt-form-group', error && 'pt-form-group--error', className)}>
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      <div className="pt-checkboxes__item">
        <input
          {...input}
          className="pt-checkboxes__input"
          type="checkbox"
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
        />
        <div className="pt-checkboxes__text">
          <label className="pt-checkboxes__label" htmlFor={id}>
            {label}
          </label>
          {required && <RequiredMarker />}
          {hint && (
            <div id={hintId} className="pt-checkboxes__hint">
              {hint}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
