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

/** What a remote's mf-manifest.json says about its files (the parts read here). */
interface RemoteManifestFiles {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

/** A remote's entry and its `app` module's files, as its manifest names them, as addresses. */
async function appFilesOf(manifestUrl: string): Promise<string[]> {
  const response = await fetch(manifestUrl, { credentials: 'same-origin' });
  if (!response.ok) return [];
  const manifest = (await response.json()) as RemoteManifestFiles;
  const base = new URL('.', new URL(manifestUrl, window.location.href));
  const app = manifest.exposes.find((expose) => expose.name === 'app');
  return [`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, ...(app?.assets.js.sync ?? [])].map((file) => new URL(file, base).href);
}

function prefetch(href: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

/**
 * Fetches remotes' entry code ahead of use (in idle time, at low priority), so opening one of their
 * menus finds its files in the browser's cache. Only the files: nothing of theirs runs until a menu
 * opens one, so a phone's main thread stays free while the applicant reads the page. Best effort: a
 * remote that is down shows its error panel when it is actually opened.
 */
export function preloadRemotes(remotes: readonly string[]): void {
  const start = () => {
    for (const { name, entry } of registered) {
      if (remotes.includes(name)) void appFilesOf(entry).then((files) => files.forEach(prefetch), () => undefined);
    }
  };
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 1_000);
}
