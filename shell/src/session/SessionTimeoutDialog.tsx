import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/router';
import { loginUrlFor } from '@portal/contracts/systems';
import { keepAlive, signOut } from '@portal/http/auth-api';
import { useSession } from '@portal/http/session';
import { Button } from '@portal/ui/Button';
import { uiText } from '@portal/ui/text';
import { shellText } from '../text';

const WARNING_SECONDS = 60;

function secondsUntil(deadline: number | null): number | null {
  return deadline === null ? null : Math.max(Math.ceil((deadline - Date.now()) / 1000), 0);
}

/**
 * One minute before the server would end an idle session, asks whether to continue. Without an
 * answer, signs out and tells the applicant why on the login page.
 */
export function SessionTimeoutDialog() {
  const text = shellText.useText();
  const uiWords = uiText.useText();
  const deadline = useSession((state) => state.idleDeadline);
  const session = useSession((state) => state.session);
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A clock tick once a second while signed in; the countdown is derived from it.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  const secondsLeft = secondsUntil(deadline);

  const warning = secondsLeft !== null && secondsLeft <= WARNING_SECONDS;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (warning && !dialog.open) dialog.showModal();
    if (!warning && dialog.open) dialog.close();
  }, [warning]);

  useEffect(() => {
    if (secondsLeft !== 0 || deadline === null) return;
    const target = loginUrlFor(session?.system, session?.subCategory);
    void signOut('SESSION_EXPIRED')
      .catch(() => undefined)
      .then(() => navigate(target, { replace: true }));
  }, [secondsLeft, deadline, session, navigate]);

  const staySignedIn = () => void keepAlive().catch(() => undefined);
  const signOutNow = () => navigate('/logout');

  return (
    <dialog
      ref={dialogRef}
      className="pt-dialog"
      aria-labelledby="timeout-title"
      aria-describedby="timeout-description"
      onCancel={(event) => {
        // Escape means the applicant is here: treat it as "continue".
        event.preventDefault();
        staySignedIn();
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
        <Button onClick={staySignedIn} autoFocus>
          {text('timeout.continue')}
        </Button>
        <Button variant="secondary" onClick={signOutNow}>
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
