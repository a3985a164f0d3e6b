// Waiting with a bound: every wait of the fault suite names what it waits for and gives up after a
// timeout, so a broken cluster fails the run with a reason instead of hanging it.
import { performance } from 'node:perf_hooks';

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` every `intervalMs` until it is truthy (resolves with its value) or `timeoutMs` passes (throws). */
export async function waitFor(condition, { what, timeoutMs, intervalMs = 50 }) {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (performance.now() >= until) throw new Error(`gave up after ${(timeoutMs / 1000).toFixed(1)} s waiting for ${what}`);
    await delay(intervalMs);
  }
}

/** Resolves when `child` has exited, or throws after `timeoutMs`. */
export function waitForExit(child, { what, timeoutMs }) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not exit within ${(timeoutMs / 1000).toFixed(1)} s`)), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Milliseconds on the clock every part of the suite shares (worker threads included). */
export const now = () => performance.timeOrigin + performance.now();
