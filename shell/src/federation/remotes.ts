import type { LifeCycles } from 'single-spa';
import { http } from '@portal/http/client';

/** What /remotes.json says is deployed now: the shell's version and each remote's manifest and version. */
export interface Deployment {
  shell: { version: string };
  remotes: Array<{ name: string; entry: string; version: string }>;
}

export function fetchDeployment(): Promise<Deployment> {
  // Absolute URL: this is not an API call, and it must never come from a cache.
  return http
    .get<Deployment>(`${window.location.origin}/remotes.json`, { background: true, headers: { 'Cache-Control': 'no-cache' } })
    .then((response) => response.data);
}

let registered: Deployment['remotes'] = [];
let runtime: Promise<typeof import('./runtime')> | null = null;

/**
 * The federation runtime, started on first use: pages the shell draws alone never load it. It
 * learns where each remote lives from the deployment the page started with.
 */
function federationRuntime(): Promise<typeof import('./runtime')> {
  runtime ??= import(/* webpackChunkName: "federation-runtime" */ './runtime').then((module) => {
    module.registerRemotes(registered.map(({ name, entry }) => ({ name, entry })));
    return module;
  });
  return runtime;
}

/** Remembers where each remote lives (learned at run time, so remotes deploy alone). */
export function registerDeployment(deployment: Deployment): void {
  registered = deployment.remotes;
}

/**
 * Loads a remote's exposed single-spa lifecycles. After a failure, `retry` re-registers the remote
 * so the runtime forgets the failed container and fetches its manifest again.
 */
export async function loadRemoteLifecycles(remote: string, expose: string, retry: boolean): Promise<LifeCycles> {
  const { loadRemote, registerRemotes } = await federationRuntime();
  if (retry) {
    const known = registered.find((r) => r.name === remote);
    if (known) registerRemotes([{ name: known.name, entry: known.entry }], { force: true });
  }
  const module = await loadRemote<LifeCycles>(`${remote}/${expose}`);
  if (!module || typeof module.mount !== 'function') throw new Error(`${remote} did not provide an app`);
  return module;
}

/**
 * Fetches remotes' manifests and entry code ahead of use (in idle time), so opening one of their
 * menus needs no serial round trips for code. Best effort: a remote that is down shows its error
 * panel when it is actually opened.
 */
export function preloadRemotes(remotes: readonly string[]): void {
  const start = () =>
    federationRuntime()
      .then(({ preloadRemote }) =>
        preloadRemote(remotes.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./app'], resourceCategory: 'sync' as const }))),
      )
      .catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 1_000);
}
