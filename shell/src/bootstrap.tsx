import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from '@portal/router';
import { start as startSingleSpa } from 'single-spa';
import '@portal/ui/styles.css';
import { ErrorPanel } from '@portal/ui/ErrorPanel';
import { loadPortal, loadShellText } from './app/startup';
import { routes } from './app/routes';
import { registerServiceWorkerWhenStable } from './pwa/register-service-worker';
import { listenForNavigationStart } from './session/navigation-start';
import { shellText } from './text';

const root = createRoot(document.getElementById('root')!);

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

function PortalRoutes() {
  return useRoutes(routes);
}

async function renderStartupError(retry: () => void) {
  // The strings may be what failed (the same network); the panel still renders, and fills in if they arrive.
  await loadShellText().catch(() => undefined);
  root.render(<StartupError retry={retry} />);
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
  // A transition renders in slices, yielding to the browser between them: the first screen never
  // blocks the main thread in one long task (a phone keeps responding to the applicant's first tap).
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
  const stable = new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 }));
  registerServiceWorkerWhenStable(stable);
}

void startPortal();
