import type { ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import { Hint } from './Hint';
import { RequiredMarker } from './RequiredMarker';
import { joinClasses } from './VisuallyHidden';

/** What every single-control field (text, date, select, textarea) shares. */
export interface FieldBaseProps {
  /** The control's id; the error summary links to `#id`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Human-readable error text; when set the field shows its error state. */
  error?: string;
  /** Marks the field mandatory: an asterisk after the label and aria-required on the control. */
  required?: boolean;
  /** Bold label (for questions among others on the page). */
  labelBold?: boolean;
  /** Makes the label the page's h1, for one-question pages (GOV.UK pattern). */
  isPageHeading?: boolean;
}

/** Ids of the hint and error message, and the aria-describedby value that ties them to the control. */
export function describedByIds(id: string, hint: unknown, error: unknown, extra?: string) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', extra ?? ''].filter(Boolean).join(' ');
  return { hintId, errorId, describedBy: describedBy || undefined };
}

/**
 * Label, hint and error message around one control, in GOV.UK order (label, hint, error, control).
 * The asterisk sits just outside the <label> so the label text stays exactly the question.
 */
export function FormGroup(props: FieldBaseProps & { children: ReactNode; className?: string; labelId?: string }) {
  const { id, label, hint, error, required, labelBold, isPageHeading, children, className, labelId } = props;
  const { hintId, errorId } = describedByIds(id, hint, error);
  const labelClass = joinClasses('pt-label', labelBold && 'pt-label--bold', isPageHeading && 'pt-label--l');
  const labelLine = (
    <>
      <label id={labelId} className={labelClass} htmlFor={id}>
        {label}
      </label>
      {required && <RequiredMarker />}
    </>
  );
  return (
    <div className={joinClasses('pt-form-group', error && 'pt-form-group--error', className)}>
      {isPageHeading ? (
        <h1 className="pt-label-wrapper">{labelLine}</h1>
      ) : (
        <div className="pt-label-wrapper">{labelLine}</div>
      )}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorMessage id={errorId} label={label}>{error}</ErrorMessage>}
      {children}
    </div>
  );
}
