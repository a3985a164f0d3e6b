import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@portal/ui/Button';
import { uiText } from '@portal/ui/text';
import { shellText } from '../text';

const WARNING_SECONDS = 60;

const noSubscription = () => () => undefined;
/**
 * False on the server and while the browser takes its page over, true afterwards. The countdown is
 * the browser's alone: read from the clock, it differs between the server's drawing and the take-over
 * (by seconds on a slow phone), and React answers a text that differs by drawing the whole shell
 * again, which throws away what the applicant typed into the page meanwhile.
 */
const useTakenOver = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

function secondsUntil(deadline: number | null): number | null {
  return deadline === null ? null : Math.max(Math.ceil((deadline - Date.now()) / 1000), 0);
}

export interface TimeoutDialogProps {
  /** When the server ends the session if nothing happens (null: not signed in). */
  deadline: number | null;
  onContinue(): void;
  /** The deadline passed without an answer. */
  onExpire(): void;
  onSignOut(): void;
}

/** The warning itself, for the applicant's session and the office's staff session alike. */
export function TimeoutDialog({ deadline, onContinue, onExpire, onSignOut }: TimeoutDialogProps) {
  const text = shellText.useText();
  const uiWords = uiText.useText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A clock tick once a second while signed in; the countdown is derived from it.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  const secondsLeft = useTakenOver() ? secondsUntil(deadline) : null;

  const warning = secondsLeft !== null && secondsLeft <= WARNING_SECONDS;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (warning && !dialog.open) dialog.showModal();
    if (!warning && dialog.open) dialog.close();
  }, [warning]);

  useEffect(() => {
    if (secondsLeft !== 0 || deadline === null) return;
    onExpire();
  }, [secondsLeft, deadline, onExpire]);

  return (
    <dialog
      ref={dialogRef}
      className="pt-dialog"
      aria-labelledby="timeout-title"
      aria-describedby="timeout-description"
      onCancel={(event) => {
        // Escape means the person is here: treat it as "continue".
        event.preventDefault();
        onContinue();
      }}
    >
      <h2 className="pt-heading-m" id="timeout-title">
        {text('timeout.title')}
      </h2>
      <p className="pt-body" id="timeout-description">
        {text('timeout.warningBefore')}
        <strong className="pt-countdown">{formatCountdown(secondsLeft ?? 0)}</strong>
        {text('timeout.warningAfter')}
      </p>
      <p className="pt-visually-hidden" aria-live="assertive">
        {secondsLeft !== null && (secondsLeft === WARNING_SECONDS || secondsLeft % 15 === 0) ? text('timeout.timeLeft', { time: formatCountdown(secondsLeft) }) : ''}
      </p>
      <div className="pt-button-group">
        <Button onClick={onContinue} autoFocus>
          {text('timeout.continue')}
        </Button>
        <Button variant="secondary" onClick={onSignOut}>
          {uiWords('buttons.signOut')}
        </Button>
      </div>
    </dialog>
  );
}

/** Always in seconds (not "1 minute"): the number visibly counts down. */
function formatCountdown(seconds: number): string {
  return seconds === 1 ? shellText.text('timeout.oneSecond') : shellText.text('timeout.seconds', { number: seconds });
}
