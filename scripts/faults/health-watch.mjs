// Each API instance's /api/health asked directly (not through HAProxy) over and over while a fault
// runs, so the suite can say when each instance answered what: whether the survivors of a kill kept
// answering, that every instance says 503 while the database is down, and when each is healthy again.
import { LoopbackBrowser } from '../deadline/loopback-browser.mjs';
import { delay, now } from './wait.mjs';

/**
 * The instances keep a per-address request limit in memory (RATE_LIMIT_PER_MINUTE, 600 by default):
 * a watcher asking 10 times a second from one address would soon be answered 429. Each watcher
 * spreads its probes over addresses of its own, far from the applicants' (127.0.0.10 upwards).
 */
const ADDRESSES_PER_WATCHER = 8;
const probeAddress = (watcher, index) => `127.0.200.${10 + watcher * ADDRESSES_PER_WATCHER + index}`;

/** Watches `instances` ({ url, port }) every `intervalMs` until stop(); samples are { port, sentAt, answeredAt, status, retryAfter, error }. */
export function watchHealth(instances, { intervalMs = 100, timeoutMs = 5_000 } = {}) {
  const samples = [];
  let running = true;
  const watchers = instances.map(async (instance, watcher) => {
    const browsers = Array.from({ length: ADDRESSES_PER_WATCHER }, (_, index) => new LoopbackBrowser(instance.url, probeAddress(watcher, index)));
    let probe = 0;
    try {
      while (running) {
        const sentAt = now();
        const browser = browsers[(probe += 1) % browsers.length];
        const answer = await browser.request('GET', '/api/health', { timeoutMs });
        samples.push({ port: instance.port, sentAt, answeredAt: now(), status: answer.status, retryAfter: answer.headers['retry-after'], error: answer.error });
        await delay(Math.max(0, intervalMs - (now() - sentAt)));
      }
    } finally {
      browsers.forEach((browser) => browser.close());
    }
  });
  return {
    samples,
    /** The samples of one instance sent in [from, to). */
    of: (port, from = -Infinity, to = Infinity) => samples.filter((sample) => sample.port === port && sample.sentAt >= from && sample.sentAt < to),
    async stop() {
      running = false;
      await Promise.all(watchers);
    },
  };
}

/** When every instance has answered 200 to a probe sent at or after `since` (null: not all yet). */
export function allHealthyAt(watch, instances, since) {
  let latest = -Infinity;
  for (const instance of instances) {
    const firstHealthy = watch.of(instance.port, since).find((sample) => sample.status === 200);
    if (!firstHealthy) return null;
    latest = Math.max(latest, firstHealthy.answeredAt);
  }
  return latest;
}
