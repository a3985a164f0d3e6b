import { useSyncExternalStore } from 'react';
import { useLocation } from '@portal/router';

/**
 * A screen the browser drew differently from the server (shared/mount/src/server.tsx): React draws it
 * again, which is correct but slower and may move what the applicant sees; worth fixing wherever it
 * appears (the e2e suites fail on it).
 */
export function reportHydrationMismatch(error: unknown): void {
  console.error('Hydration mismatch: the browser drew this screen differently from the server', error);
}

const noChanges = () => () => {};

/**
 * False while the server draws a page and while the browser takes that drawing over; true on every
 * render after that, and at once for a screen the browser draws itself. A screen whose look depends
 * on what only the browser knows (history state, session storage) keeps the server's look until then,
 * so the two drawings match: React's documented use of useSyncExternalStore's server snapshot.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(noChanges, () => true, () => false);
}

/**
 * What the navigation to this page carried (a notice to show once, an acknowledgement). History state
 * outlives a reload, and the server drawing the reloaded page cannot see it: it is read once the page
 * is taken over, so the two drawings match.
 */
export function useNavigationState<T extends object>(): T | null {
  const state = useLocation().state as T | null;
  const takenOver = useTakenOver();
  return takenOver ? state : null;
}
