import { forgetFirstScreenAnswers } from '@portal/contracts/first-screen';
import { keepAlive } from '@portal/http/auth-api';
import { notificationStore } from '@portal/http/notifications';
import { sessionStore } from '@portal/http/session';
import { checkForNewVersion } from '../version/version-check';

/**
 * single-spa fires this event at the start of every URL change, whichever app (shell or remote)
 * caused it: the one place to hook "navigation start".
 */
export const NAVIGATION_START_EVENT = 'single-spa:before-routing-event';

export function onNavigationStart(): void {
  forgetFirstScreenAnswers();
  notificationStore.getState().clear();
  void checkForNewVersion();
  if (sessionStore.getState().status === 'authenticated') {
    // A failed ping means the session already ended; the HTTP client then sends the user to sign in.
    keepAlive().catch(() => undefined);
  }
}

/**
 * Listens from the portal's start. single-spa's first routing is the page load itself, which has just
 * learned the deployment and the session: nothing to check again, so it is let pass.
 */
export function listenForNavigationStart(): () => void {
  let pageLoad = true;
  const listener = () => {
    if (pageLoad) {
      pageLoad = false;
      return;
    }
    onNavigationStart();
  };
  window.addEventListener(NAVIGATION_START_EVENT, listener);
  return () => window.removeEventListener(NAVIGATION_START_EVENT, listener);
}
