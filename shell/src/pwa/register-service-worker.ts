// Spec 9: the service worker registers once the app is stable, or after 30 s at the latest,
// so it never competes with the first render for the network.
export const REGISTER_AFTER_MS = 30_000;

export function registerServiceWorkerWhenStable(appStable: Promise<unknown>): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const deadline = new Promise((resolve) => window.setTimeout(resolve, REGISTER_AFTER_MS));
  void Promise.race([appStable, deadline]).then(() =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed; the portal works without it.', error);
    }),
  );
}

/**
 * Resolves once the page has loaded and the browser is idle: a drawn page's "stable" (its scripts may
 * not run until the applicant acts, after-paint.ts). Without requestIdleCallback (Safari), soon after load.
 */
export function pageLoadedAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 10_000 }) : setTimeout(resolve, 1_000));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
