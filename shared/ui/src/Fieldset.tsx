import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import { describedByIds } from './FormGroup';
import { Hint } from './Hint';
import { RequiredMarker } from './RequiredMarker';
import { joinClasses } from './VisuallyHidden';

export interface FieldsetProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'id'> {
  /** Used to build the hint and error ids; the fieldset element itself gets it too. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  legendSize?: 's' | 'm' | 'l';
  /** Makes the legend the page's h1 (one-question pages). */
  isPageHeading?: boolean;
  children: ReactNode;
}

/**
 * Groups related controls (radios, checkboxes, a multi-part address) under a legend. Hint and error
 * are tied to the whole group via aria-describedby on the fieldset, as GOV.UK does.
 */
export function Fieldset(props: FieldsetProps) {
  const { id, legend, hint, error, required, legendSize = 's', isPageHeading, children, className, ...rest } = props;
  const { hintId, errorId, describedBy } = describedByIds(id, hint, error, rest['aria-describedby']);
  const legendText = (
    <>
      {legend}
      {required && <RequiredMarker />}
    </>
  );
  return (
    <div className={joinClasses('pt-form-group', error && 'pt-form-group--error')}>
      <fieldset {...rest} id={id} className={joinClasses('pt-fieldset', className)} aria-describedby={describedBy}>
        <legend className={joinClasses('pt-fieldset__legend', legendSize !== 's' && `pt-fieldset__legend--${legendSize}`)}>
          {isPageHeading ? <h1 className="pt-fieldset__heading">{legendText}</h1> : legendText}
        </legend>
        {hint && <Hint id={hintId}>{hint}</Hint>}
        {error && <ErrorMessage id={errorId} label={legend}>{error}</ErrorMessage>}
        {children}
      </fieldset>
    </div>
  );
}
