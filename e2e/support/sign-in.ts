import { expect, test, type Page } from '@playwright/test';
import { send } from './portal-api';

export const DEMO_APPLICANT = { applicationNumber: '24000001', pin: 'Demo2026', name: 'TAN MEI LING' };
export const DEMO_ACCOUNT = { email: 'demo.account@example.edu', password: 'Portal#Demo2026' };
/** The seeded e-mail account whose A-Level application is a draft, halfway through (api/src/db/seed.ts). */
export const DRAFT_ACCOUNT = { email: 'draft.account@example.edu', password: 'Portal#Draft2026' };

/**
 * Signs in as the demo applicant through the sign-in API (as the login form does), then opens the
 * dashboard: for the many tests whose subject comes after signing in. The form itself is tested in
 * login.spec.ts and wherever a test signs in on it (signInWithPinOnTheForm); going through it for every
 * test cost a page and a half each (≈2.3 s of a busy machine's time, 80 times a run).
 */
export function signInWithPin(page: Page): Promise<void> {
  return test.step('sign-in with PIN through the API', async () => {
    await send(page, 'POST', '/auth/login/pin', { applicationNumber: DEMO_APPLICANT.applicationNumber, pin: DEMO_APPLICANT.pin, system: 'ADM', subCategory: 'ADM' }, 200);
    await page.goto('/applicant');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_APPLICANT.name}` })).toBeVisible();
  });
}

/** Signs in as the demo applicant on the login form at `path` and waits for the dashboard. */
export function signInWithPinOnTheForm(page: Page, path = '/login'): Promise<void> {
  return test.step('sign-in with PIN on the form', async () => {
    await page.goto(path);
    await page.getByLabel('Application number', { exact: true }).fill(DEMO_APPLICANT.applicationNumber);
    await page.getByLabel('PIN', { exact: true }).fill(DEMO_APPLICANT.pin);
    await page.getByRole('form', { name: /application number and PIN/i }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_APPLICANT.name}` })).toBeVisible();
  });
}

/**
 * Counts copies of React DOM on the page: every copy registers its renderer with the React
 * DevTools hook, so a stand-in hook installed before any script runs sees each one.
 */
export async function countReactDomCopies(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __reactRenderers?: number }).__reactRenderers ?? 0);
}

export async function installReactRendererCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __reactRenderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__reactRenderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        w.__reactRenderers += 1;
        (this as { renderers: Map<number, unknown> }).renderers.set(w.__reactRenderers, renderer);
        return w.__reactRenderers;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      checkDCE() {},
    };
  });
}
