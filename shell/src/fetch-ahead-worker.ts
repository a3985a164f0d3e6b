/// <reference lib="webworker" />
/**
 * Fetches a drawn page's files into the browser's HTTP cache while the applicant reads, off the page's
 * own thread (started by shell/src/after-paint.ts). The files are immutable (a versioned folder each),
 * so when the scripts run at the applicant's first act their requests are answered from the cache.
 * Each request the page makes itself costs its main thread a little (1–3 ms apiece while DevTools
 * watches, under Lighthouse): thirty of them, in a page's first seconds, were most of what a slow
 * phone's thread still did after the first paint. Here they cost the page one message.
 */
import type { FetchAheadMessage } from '@portal/contracts/first-screen';

declare const self: DedicatedWorkerGlobalScope;

/** Files fetched at once: the browser's own limit per server is six, and the page may want one meanwhile. */
const AT_ONCE = 4;

let stopped = false;

/** Fetches one file whole (a cache entry is written as its body is read) and keeps nothing. */
async function fetchIntoCache(href: string): Promise<void> {
  try {
    // Low priority: the page's own requests (an image, a font) go first.
    const response = await fetch(href, { credentials: 'same-origin', priority: 'low' } as RequestInit);
    await response.arrayBuffer();
  } catch {
    // A file not fetched ahead is fetched when the scripts want it: nothing is lost but time.
  }
}

async function fetchInOrder(queue: string[]): Promise<void> {
  for (let href = queue.shift(); href !== undefined && !stopped; href = queue.shift()) await fetchIntoCache(href);
}

self.addEventListener('message', ({ data }: MessageEvent<FetchAheadMessage>) => {
  if (data.type === 'stop') {
    // The scripts run: they ask for the rest themselves (what is in flight here completes, and the
    // cache hands it to their request).
    stopped = true;
    return;
  }
  const queue = [...data.hrefs];
  void Promise.all(Array.from({ length: AT_ONCE }, () => fetchInOrder(queue))).then(() => self.close());
});
