import type { ReactNode } from 'react';
import { fieldName, useMessageText } from '@portal/i18n/messages';
import { uiText } from './text';

/**
 * A field's error, shown above the control. The hidden "Error:" prefix tells screen-reader users
 * that this text is an error, since colour and the red bar are not announced. A catalogue reference
 * (from the schema or the API) is worded here, at render time, so a language switch re-words it.
 *
 * `label` is the field's label or legend: a format error names the field by it ("Date of birth must
 * be a real date"). The name used is kept on the element (data-field-name) for the error summary,
 * which words the same message with the same name (ErrorSummary, shownFieldName).
 */
export function ErrorMessage({ id, label, children }: { id: string; label?: ReactNode; children: ReactNode }) {
  const text = uiText.useText();
  const messageText = useMessageText();
  const name = fieldName(label);
  return (
    <p id={id} className="pt-error-message" data-field-name={name}>
      <span className="pt-visually-hidden">{text('errors.prefix')}</span> {typeof children === 'string' ? messageText(children, name) : children}
    </p>
  );
}
