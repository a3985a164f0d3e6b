import { WAITING_ATTRIBUTE } from '@portal/contracts/first-screen';
import { uiText } from './text';
import { joinClasses } from './VisuallyHidden';

export interface LoadingSpinnerProps {
  /** What is loading; announced politely (role="status"). */
  label?: string;
  /** Show the label next to the spinner instead of for screen readers only. */
  showLabel?: boolean;
  size?: 'small' | 'large';
  /** Cover the page (the shell's global loading overlay, z-index 9999). */
  overlay?: boolean;
}

/** A spinner with an accessible label. Under reduced motion it pulses instead of spinning. */
export function LoadingSpinner({ label, showLabel = false, size = 'small', overlay = false }: LoadingSpinnerProps) {
  const text = uiText.useText();
  return (
    // Marked as waiting: a screen the server drew with a spinner starts its scripts at once (shell/src/after-paint.ts).
    <div className={overlay ? 'pt-loading-overlay' : 'pt-loading'} role="status" {...{ [WAITING_ATTRIBUTE]: '' }}>
      <span className={joinClasses('pt-spinner', (size === 'large' || overlay) && 'pt-spinner--large')} aria-hidden="true" />
      <span className={showLabel ? undefined : 'pt-visually-hidden'}>{label ?? text('loading.default')}</span>
    </div>
  );
}
