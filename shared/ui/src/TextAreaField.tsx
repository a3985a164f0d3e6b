import type { ComponentPropsWithRef } from 'react';
import { describedByIds, FormGroup, type FieldBaseProps } from './FormGroup';
import { uiText } from './text';
import { joinClasses } from './VisuallyHidden';

export type TextAreaFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'children' | 'required'> & {
    /**
     * Shows "[Max n characters]" and a running count (spec: limits are shown as [Max n]). It is not
     * enforced natively, so pasted text is never silently cut; validation reports an overlong answer.
     */
    characterLimit?: number;
  };

/** A labelled <textarea>, optionally with a character count. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { id, label, hint, error, required, labelBold, isPageHeading, characterLimit, className, ...textarea } = props;
  const text = uiText.useText();
  const countId = `${id}-count`;
  const { describedBy } = describedByIds(
    id,
    hint,
    error,
    joinClasses(characterLimit !== undefined && countId, textarea['aria-describedby']),
  );
  const used = String(textarea.value ?? textarea.defaultValue ?? '').length;
  const over = characterLimit !== undefined && used > characterLimit;
  return (
    <FormGroup {...{ id, label, hint, error, required, labelBold, isPageHeading }}>
      <textarea
        rows={5}
        {...textarea}
        id={id}
        className={joinClasses('pt-textarea', error && 'pt-textarea--error', className)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      />
      {characterLimit !== undefined && (
        <p id={countId} className={joinClasses('pt-character-count', over && 'pt-character-count--over')}>
          {text('fields.characterLimit', { limit: characterLimit, used })}
          {over && text('fields.charactersOver', { over: used - characterLimit })}
        </p>
      )}
    </FormGroup>
  );
}
