import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from '@portal/router';
import { start as startSingleSpa } from 'single-spa';
import './styles.css';
import { ErrorPanel } from '@portal/ui/ErrorPanel';
import { AFTER_PAINT_ELEMENT_ID } from '@portal/contracts/first-screen';
import { reportHydrationMismatch } from '@portal/mount/hydration';
import { PortalRoutes } from './app/PortalRoutes';
import { preloadPartsFor } from './app/routes';
import { loadPortal, loadShellText } from './app/startup';
import { registerServiceWorkerWhenStable } from './pwa/register-service-worker';
import { listenForNavigationStart } from './session/navigation-start';
import { shellText } from './text';

const container = document.getElementById('root')!;
let root: Root | null = null;

/**
 * Draws into the page's root. The server usually drew the first screen already (api/src/web/
 * server-drawing.ts): then the first render hydrates it in place, in slices (a transition), and the
 * applicant sees nothing redrawn. Without it (a page from the service worker's copy) the browser draws.
 */
function render(element: ReactNode, { hydrate }: { hydrate: boolean }): void {
  if (root) {
    root.render(element);
    return;
  }
  if (hydrate && container.hasChildNodes()) {
    startTransition(() => {
      root = hydrateRoot(container, element, { onRecoverableError: reportHydrationMismatch });
    });
    return;
  }
  // What the server drew is not this (the start-up failed): the browser draws afresh.
  container.replaceChildren();
  root = createRoot(container);
  startTransition(() => root!.render(element));
}

function StartupError({ retry }: { retry: () => void }) {
  const text = shellText.useText();
  return (
    <main className="pt-width-container pt-main" id="main-content">
      <h1 className="pt-heading-l">{text('portal.title')}</h1>
      <ErrorPanel title={text('startup.title')} onRetry={retry}>
        {text('startup.body')}
      </ErrorPanel>
    </main>
  );
}

async function renderStartupError(retry: () => void) {
  // The strings may be what failed (the same network); the panel still renders, and fills in if they arrive.
  await loadShellText().catch(() => undefined);
  render(<StartupError retry={retry} />, { hydrate: false });
}

/** Guarded areas cannot be drawn without knowing who is signed in. */
const GUARDED = /^\/(applicant|singpass)(\/|$)/;

async function startPortal(): Promise<void> {
  let started: Awaited<ReturnType<typeof loadPortal>>;
  try {
    started = await loadPortal();
  } catch (error) {
    console.error('Portal start-up failed', error);
    void renderStartupError(() => void startPortal());
    return;
  }
  // The page came from the service worker's copy and the session could not be asked (offline):
  // a public screen stays usable; a guarded one says so, as a start-up failure would.
  started.sessionArrival?.catch((error: unknown) => {
    console.error('Session check failed', error);
    if (GUARDED.test(window.location.pathname)) void renderStartupError(() => window.location.reload());
  });
  // single-spa turns every pushState into a popstate event, so the shell's router and each
  // remote's router always agree on the URL, and fires one "navigation start" event for all.
  listenForNavigationStart();
  startSingleSpa({ urlRerouteOnly: true });
  // The parts of the shell the server drew for this page arrive first (the page preloads them), so
  // the whole screen is taken over in one pass. If one cannot be fetched, it shows its own spinner.
  if (container.hasChildNodes()) await preloadPartsFor(window.location.pathname).catch(() => undefined);
  // A transition renders in slices, yielding to the browser between them: the first screen never
  // blocks the main thread in one long task (a phone keeps responding to the applicant's first tap).
  render(
    <StrictMode>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </StrictMode>,
    { hydrate: true },
  );
  // A drawn page's starter registers it (after-paint.ts): it is there whether or not the scripts run.
  if (!document.getElementById(AFTER_PAINT_ELEMENT_ID)) registerServiceWorkerWhenStable(new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
}

void startPortal();
