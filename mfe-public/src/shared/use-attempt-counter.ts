import { useCallback, useState } from 'react';
import type { ApiError } from '@portal/contracts/api';
import { LIMITS } from '@portal/contracts/limits';
import { notificationStore } from '@portal/http/notifications';
import { publicText } from '../public-text';

export interface AttemptCounter {
  /** Counted failures so far. */
  failures: number;
  /** Attempts left before the form is hidden. */
  remaining: number;
  /** The maximum was reached: hide the form and show the maximum-attempts message. */
  locked: boolean;
  /** The request succeeded: show the success message. */
  submitted: boolean;
  /** Counts one failure; returns true when that failure used up the last attempt. */
  recordFailure(): boolean;
  recordSuccess(): void;
}

/**
 * The failed-attempt counter of the PIN reset and number enquiry screens (spec 4): one per screen,
 * starting at 0, gone when the screen is left (it lives in the screen's state, so unmounting resets it).
 * Which failures count is decided by the screen (spec 8); the server keeps limits of its own.
 */
export function useAttemptCounter(max: number = LIMITS.publicFormAttempts): AttemptCounter {
  const [failures, setFailures] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const recordFailure = () => {
    setFailures((count) => count + 1);
    return failures + 1 >= max;
  };
  const recordSuccess = useCallback(() => setSubmitted(true), []);
  return {
    failures,
    remaining: Math.max(max - failures, 0),
    locked: failures >= max,
    submitted,
    recordFailure,
    recordSuccess,
  };
}

/**
 * "You have 2 attempts left.", in the current language. It is not a catalogue code, so it is worded
 * when posted: a language switch re-words it at the next attempt.
 */
export function attemptsLeftText(remaining: number): string {
  return publicText.text(remaining === 1 ? 'common.attemptLeft' : 'common.attemptsLeft', { count: remaining });
}

/**
 * After a failed request on a counted screen: when it counts (spec 8) one attempt is used, and the
 * notification area shows what went wrong and how many attempts are left. The failure that uses the
 * last attempt shows nothing there: the screen replaces the form with the maximum-attempts message.
 */
export function reportFailedAttempt(counter: AttemptCounter, counts: boolean, errors: readonly ApiError[]): void {
  const notifications = notificationStore.getState();
  if (!counts) {
    notifications.showErrors([...errors]);
    return;
  }
  if (counter.recordFailure()) {
    notifications.clear();
    return;
  }
  notifications.showErrors([...errors, { code: 'ATTEMPTS_LEFT', message: attemptsLeftText(counter.remaining - 1) }]);
}
