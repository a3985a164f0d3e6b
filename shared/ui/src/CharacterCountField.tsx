import { useEffect, useState, type ChangeEvent } from 'react';
import { describedByIds, FormGroup } from './FormGroup';
import type { TextAreaFieldProps } from './TextAreaField';
import { uiText } from './text';
import { joinClasses } from './VisuallyHidden';

/** Screen readers hear the count once the applicant pauses, not on every keystroke (GOV.UK does the same). */
export const COUNT_ANNOUNCE_DELAY_MS = 1_000;

export type CharacterCountFieldProps = Omit<TextAreaFieldProps, 'characterLimit' | 'maxLength'> & {
  /** The most characters the answer may have, spaces and line breaks counted (as the server counts them). */
  limit: number;
};

type UiText = ReturnType<typeof uiText.useText>;

/** "You have 12 characters remaining" / "You have 3 characters too many", in the page's language. */
export function characterCountMessage(text: UiText, used: number, limit: number): string {
  const left = limit - used;
  if (left >= 0) return left === 1 ? text('fields.characterRemaining') : text('fields.charactersRemaining', { count: left });
  return left === -1 ? text('fields.characterTooMany') : text('fields.charactersTooMany', { count: -left });
}

/**
 * A textarea with a live character count (GOV.UK "character count"). The visible count follows every
 * keystroke; a hidden polite live region repeats it after a pause in typing. The limit is not
 * enforced natively, so pasted text is never silently cut: going over shows how many characters too
 * many, and the form's validation refuses the answer.
 */
export function CharacterCountField(props: CharacterCountFieldProps) {
  const { id, label, hint, error, required, labelBold, isPageHeading, limit, className, onChange, ...textarea } = props;
  const text = uiText.useText();
  const [typed, setTyped] = useState(String(textarea.defaultValue ?? ''));
  const used = String(textarea.value ?? typed).length;
  const message = characterCountMessage(text, used, limit);
  const over = used > limit;
  const infoId = `${id}-info`;
  const { describedBy } = describedByIds(id, hint, error, joinClasses(infoId, textarea['aria-describedby']));

  // The announcement trails the visible count: each keystroke restarts the wait.
  const [announced, setAnnounced] = useState('');
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setAnnounced(message), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message, typing]);

  const changed = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value);
    setTyping(true);
    onChange?.(event);
  };

  return (
    <FormGroup {...{ id, label, hint, error, required, labelBold, isPageHeading }} className="pt-character-count-group">
      <textarea
        rows={8}
        {...textarea}
        id={id}
        onChange={changed}
        className={joinClasses('pt-textarea', (error || over) && 'pt-textarea--error', className)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      />
      <p id={infoId} className="pt-visually-hidden">
        {text('fields.characterLimitInfo', { limit })}
      </p>
      <p className={joinClasses('pt-character-count', over && 'pt-character-count--over')} aria-hidden="true" data-testid={`${id}-count`}>
        {message}
      </p>
      <p className="pt-visually-hidden" aria-live="polite">
        {announced}
      </p>
    </FormGroup>
  );
}
