/// <reference lib="webworker" />
// Caches the shell's and remotes' versioned files for fast repeat visits. Versioned files
// (/apps/<app>/<version>/...) never change, so they are served cache-first; pages are fetched
// from the network first (so a new version is seen on refresh) with the cached page as the
// offline fallback. The API and /remotes.json are never cached.
declare const self: ServiceWorkerGlobalScope;

const CACHE = 'portal-assets-v1';
const PAGE_CACHE = 'portal-pages-v1';

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/apps/') && !url.pathname.endsWith('/mf-manifest.json')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  }
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(PAGE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) void cache.put('/index.html', response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match('/index.html');
    if (cached) return cached;
    throw error;
  }
}
