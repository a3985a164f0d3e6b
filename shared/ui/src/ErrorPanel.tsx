import type { ReactNode } from 'react';
import { messageRef, useMessageText } from '@portal/i18n/messages';
import { Button } from './Button';
import { uiText } from './text';

export interface ErrorPanelProps {
  title?: string;
  /** The explanation; children may be given instead. Default: the catalogue's REMOTE_UNAVAILABLE. */
  message?: ReactNode;
  children?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/**
 * Shown in place of a part of the portal that failed to load (e.g. a remote app). role="alert"
 * because it replaces content the user was waiting for; the retry button keeps them in control.
 */
export function ErrorPanel(props: ErrorPanelProps) {
  const text = uiText.useText();
  const messageText = useMessageText();
  const { title = text('errors.panelTitle'), children, onRetry, retryLabel = text('buttons.tryAgain') } = props;
  const message = props.message ?? children ?? messageText(messageRef('REMOTE_UNAVAILABLE'));
  return (
    <div className="pt-error-panel" role="alert">
      <h2 className="pt-heading-m pt-error-panel__title">{title}</h2>
      <div className="pt-body">{message}</div>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
