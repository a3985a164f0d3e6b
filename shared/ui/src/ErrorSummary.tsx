import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useMessageText } from '@portal/i18n/messages';
import { useErrorsInPageTitle } from './document-title';
import { uiText } from './text';

export interface SummaryError {
  /** Id of the control the error belongs to; without it the message is shown as plain text. */
  fieldId?: string;
  /** The text, or a catalogue reference (worded in the current language when shown). */
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  title?: string;
  /**
   * Focus moves to the summary when it appears and whenever this value changes (pass the form's
   * submit count), so a repeated failed submit announces the errors again, while errors that change
   * as the user types never steal focus.
   */
  focusKey?: unknown;
}

/** Focuses a field from a summary link and brings its label or legend into view, not just the input. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const legend = field.closest('fieldset')?.querySelector('legend');
  const label = (field as HTMLInputElement).labels?.[0];
  (legend ?? label ?? field).scrollIntoView?.();
  field.focus({ preventScroll: true });
}

/**
 * The name the field's own error gave the field (ErrorMessage's data-field-name), so the summary's
 * line reads as the message under the field does. The error is found as assistive technology finds
 * it: among the ids the control, or the fieldset around it (radios, a group of checkboxes), is
 * described by. None when the field shows no error or names no field: the message says "This answer".
 */
function shownFieldName(fieldId: string): string | undefined {
  const control = document.getElementById(fieldId);
  if (!control) return undefined;
  const describedBy = [control, control.closest('fieldset')].flatMap((element) => element?.getAttribute('aria-describedby')?.split(/\s+/) ?? []);
  for (const id of describedBy) {
    const described = id ? document.getElementById(id) : null;
    if (described?.classList.contains('pt-error-message')) return described.dataset.fieldName;
  }
  return undefined;
}

/**
 * The field names for the summary's lines, read from the page once the fields have rendered their
 * errors (a layout effect: before the page is painted, so the summary never shows "This answer" first).
 * It reads again after every render, so a language switch that re-words the labels re-words the summary.
 */
function useShownFieldNames(errors: readonly SummaryError[]): ReadonlyArray<string | undefined> {
  const [names, setNames] = useState<ReadonlyArray<string | undefined>>([]);
  // Measuring the page after layout and rendering again before paint is what a layout effect is for;
  // it has no dependencies because the labels can change with any render (a language switch), and it
  // sets state only when a name differs, so it settles after one more render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const found = errors.map((error) => (error.fieldId ? shownFieldName(error.fieldId) : undefined));
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (found.length !== names.length || found.some((name, index) => name !== names[index])) setNames(found);
  });
  return names;
}

/**
 * The "There is a problem" box at the top of a form, linking to each field in error. It takes focus
 * itself (tabIndex -1) so screen readers read it out and keyboard users start from it.
 * Renders nothing when there are no errors.
 */
export function ErrorSummary({ errors, title, focusKey }: ErrorSummaryProps) {
  const text = uiText.useText();
  const messageText = useMessageText();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const visible = errors.length > 0;
  const fieldNames = useShownFieldNames(errors);
  useErrorsInPageTitle(visible);

  // The focus key the summary last took focus for. Errors that go away and come back while the
  // user types (an e-mail address is valid at "name@example" and not at "name@example.") must not
  // pull focus out of the field mid-word: with a focus key, only a new key takes focus again.
  const focusedFor = useRef<{ key: unknown } | null>(null);
  useEffect(() => {
    if (!visible) {
      if (focusKey === undefined) focusedFor.current = null;
      return;
    }
    if (focusedFor.current && focusedFor.current.key === focusKey && focusKey !== undefined) return;
    focusedFor.current = { key: focusKey };
    ref.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;
  return (
    <div ref={ref} className="pt-error-summary" aria-labelledby={titleId} role="region" tabIndex={-1}>
      <h2 id={titleId} className="pt-error-summary__title">
        {title ?? text('errors.summaryTitle')}
      </h2>
      <ul className="pt-error-summary__list">
        {errors.map((error, index) => (
          <li key={`${error.fieldId ?? ''}${index}`}>
            {error.fieldId ? (
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId!)}>
                {messageText(error.message, fieldNames[index])}
              </a>
            ) : (
              <span className="pt-error-summary__text">{messageText(error.message)}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
