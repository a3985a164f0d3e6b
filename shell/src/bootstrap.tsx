import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@portal/router';
import { start as startSingleSpa } from 'single-spa';
import '@portal/ui/styles.css';
import { ErrorPanel } from '@portal/ui/ErrorPanel';
import { loadPortal } from './app/startup';
import { routes } from './app/routes';
import { registerServiceWorkerWhenStable } from './pwa/register-service-worker';
import { listenForNavigationStart } from './session/navigation-start';

const root = createRoot(document.getElementById('root')!);

function renderStartupError(retry: () => void) {
  root.render(
    <main className="pt-width-container pt-main" id="main-content">
      <h1 className="pt-heading-l">Undergraduate Applicant Portal</h1>
      <ErrorPanel title="The portal could not start" onRetry={retry}>
        We could not reach the portal's server. Check your connection and try again.
      </ErrorPanel>
    </main>,
  );
}

async function startPortal(): Promise<void> {
  try {
    await loadPortal();
  } catch (error) {
    console.error('Portal start-up failed', error);
    renderStartupError(() => void startPortal());
    return;
  }
  // single-spa turns every pushState into a popstate event, so the shell's router and each
  // remote's router always agree on the URL, and fires one "navigation start" event for all.
  startSingleSpa({ urlRerouteOnly: true });
  listenForNavigationStart();
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const stable = new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 }));
  registerServiceWorkerWhenStable(stable);
}

void startPortal();
