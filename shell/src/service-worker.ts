/// <reference lib="webworker" />
// Repeat visits draw their first screen without the network:
//  - versioned files (/apps/<app>/<version>/...) never change, so they are served cache-first;
//  - each page is served from its last copy at once, while the network's answer replaces the copy
//    for next time (stale-while-revalidate). A copy never holds the personal answers (the session):
//    the page asks for the session itself. A copy from an older deploy starts the older version,
//    which finds out at once that a new one is ready and asks the applicant to refresh
//    (version-check.ts); the refresh drops the copies, so it loads the new version.
// The API and /remotes.json are never cached.
import { ASSET_CACHE, PAGE_CACHE, pageKey, withoutPersonalAnswers } from './pwa/page-cache';

declare const self: ServiceWorkerGlobalScope;

/** Older cache names of this worker (portal-pages-v1 held whole pages with the index.html key). */
const RETIRED_CACHES = ['portal-pages-v1'];

/**
 * Service Worker Static Routing (Chromium): requests the browser sends straight to the network,
 * without waking this worker. Not yet in TypeScript's lib.
 */
interface RoutedInstallEvent extends ExtendableEvent {
  addRoutes?(rules: Array<{ condition: { urlPattern: URLPatternInit }; source: 'network' }>): Promise<void>;
}

self.addEventListener('install', (event: RoutedInstallEvent) => {
  // The API is never this worker's business, so the browser need not ask it: no call waits for the
  // worker to start, and a save sent as the page closes (keepalive) arrives. Through the worker, about
  // half of those were lost in Chromium (measured leaving a section page right after typing). Browsers
  // without static routing still ask the worker, which lets the call through.
  const routed = event.addRoutes?.([{ condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' }]).catch(() => undefined);
  event.waitUntil(Promise.all([self.skipWaiting(), routed]));
});
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), ...RETIRED_CACHES.map((name) => caches.delete(name))])),
);

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/apps/') && !url.pathname.endsWith('/mf-manifest.json')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(copyFirst(event));
  }
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

/** The page's copy at once (the network refreshes it for next time); without a copy, the network. */
async function copyFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(PAGE_CACHE);
  const key = pageKey(event.request.url);
  const fromNetwork = fetch(event.request).then(async (response) => {
    if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) await cache.put(key, await copyOf(response.clone()));
    return response;
  });
  const copy = await cache.match(key);
  if (copy) {
    event.waitUntil(fromNetwork.catch(() => undefined));
    return copy;
  }
  return fromNetwork;
}

/** What is kept of a page: its headers (the Content-Security-Policy with them) and its HTML without personal answers. */
async function copyOf(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  // The body is stored decoded; these described the bytes on the wire.
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(withoutPersonalAnswers(await response.text()), { status: response.status, statusText: response.statusText, headers });
}
