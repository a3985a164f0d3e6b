import type { ReactNode } from 'react';
import { useMessageText } from '@portal/i18n/messages';
import { uiText } from './text';

/**
 * A field's error, shown above the control. The hidden "Error:" prefix tells screen-reader users
 * that this text is an error, since colour and the red bar are not announced. A catalogue reference
 * (from the schema or the API) is worded here, at render time, so a language switch re-words it.
 */
export function ErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  const text = uiText.useText();
  const messageText = useMessageText();
  return (
    <p id={id} className="pt-error-message">
      <span className="pt-visually-hidden">{text('errors.prefix')}</span> {typeof children === 'string' ? messageText(children) : children}
    </p>
  );
}
