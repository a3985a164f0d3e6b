/**
 * The starter of a drawn page (shell/src/after-paint.ts) adds the shell's entry before the preload
 * hints: the entry is the largest file and the first to run, so its download starts first, and its
 * code is compiled while it downloads (added after the hints, traces showed it compiled on the main
 * thread as it ran). An entry that does not arrive (a phone's dropped connection) is asked for again.
 */
import { AFTER_PAINT_ELEMENT_ID, type AfterPaintFiles } from '@portal/contracts/first-screen';
import { waitFor } from '@testing-library/react';

const files: AfterPaintFiles = {
  scripts: ['/apps/shell/v1/main.js'],
  preloads: [
    // A remote's entry (its container, which the federation runtime loads itself): a hint.
    { href: '/apps/mfe-public/p1/remoteEntry.js', as: 'script' },
    // Chunks: run as they arrive, so their app's runtime finds them installed.
    ...Array.from({ length: 29 }, (_, index) => ({ href: `/apps/shell/v1/${index}.js`, as: 'script' as const, chunk: true as const })),
  ],
};

/** jsdom has no MessageChannel: a message here is a task queued with a timer, as the browser queues one. */
class TimerMessageChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
}

beforeAll(() => Object.assign(globalThis, { MessageChannel: TimerMessageChannel }));

beforeEach(() => {
  document.head.replaceChildren();
  document.body.innerHTML = `<div id="root"><main>Drawn by the server</main></div><script type="application/json" id="${AFTER_PAINT_ELEMENT_ID}">${JSON.stringify(files)}</script>`;
});

it('adds the entry script first, then the hints and the chunks to run as they arrive, once the page is painted', async () => {
  await import('../src/after-paint');
  // Not before the drawn screen is painted.
  expect(document.head.children).toHaveLength(0);
  await waitFor(() => expect(document.head.children).toHaveLength(31));
  const [first, ...rest] = [...document.head.children];
  expect(first).toBeInstanceOf(HTMLScriptElement);
  expect((first as HTMLScriptElement).src).toMatch(/\/apps\/shell\/v1\/main\.js$/);
  // Run in order, as a deferred tag would.
  expect((first as HTMLScriptElement).async).toBe(false);
  const [entryHint, ...chunks] = rest;
  expect([entryHint!.getAttribute('rel'), entryHint!.getAttribute('href')]).toEqual(['preload', '/apps/mfe-public/p1/remoteEntry.js']);
  expect(chunks.map((element) => [element.tagName, element.getAttribute('src'), (element as HTMLScriptElement).async])).toEqual(
    files.preloads.slice(1).map(({ href }) => ['SCRIPT', href, true]),
  );
});

it('starts at once on the service worker\'s copy of a page, whose drawn screen was dropped: nothing is painted before the scripts', async () => {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${AFTER_PAINT_ELEMENT_ID}">${JSON.stringify(files)}</script>`;
  await jest.isolateModulesAsync(async () => {
    await import('../src/after-paint');
  });
  expect(document.head.querySelector('script')?.src).toMatch(/\/apps\/shell\/v1\/main\.js$/);
});

it('asks again for the entry when it does not arrive: after a wait, or at once when the browser is back online', async () => {
  await jest.isolateModulesAsync(async () => {
    await import('../src/after-paint');
  });
  await waitFor(() => expect(document.head.children).toHaveLength(31));
  const entries = () => [...document.head.querySelectorAll('script')].filter((script) => script.src.endsWith('/main.js'));
  const [first] = entries();
  first!.dispatchEvent(new Event('error'));
  expect(entries()).toHaveLength(0);
  window.dispatchEvent(new Event('online'));
  expect(entries()).toHaveLength(1);
  expect(entries()[0]).not.toBe(first);
  expect(entries()[0]!.async).toBe(false);

  // The connection still down: it waits, and asks again when the wait is over.
  jest.useFakeTimers();
  try {
    entries()[0]!.dispatchEvent(new Event('error'));
    expect(entries()).toHaveLength(0);
    jest.advanceTimersByTime(1_999);
    expect(entries()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(entries()).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

it('starts the scripts only once the first contentful paint is shown, not when a frame is merely painted', async () => {
  // The browser reports the paint's timing once the frame is on the screen.
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class ReportingObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  const firstContentfulPaint = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) };
  const original = globalThis.PerformanceObserver;
  Object.assign(globalThis, { PerformanceObserver: ReportingObserver });
  const { whenFirstPaintShown } = await import('../src/after-paint');
  jest.useFakeTimers();
  try {
    const started = jest.fn();
    whenFirstPaintShown(started);
    // Frames go by and a first paint is reported (a background colour, not yet the content): nothing starts.
    jest.advanceTimersByTime(1_000);
    report!({ getEntriesByName: () => [] });
    jest.advanceTimersByTime(10);
    expect(started).not.toHaveBeenCalled();
    report!(firstContentfulPaint);
    jest.advanceTimersByTime(0);
    expect(started).toHaveBeenCalledTimes(1);
    // Once only, whatever is reported after.
    report!(firstContentfulPaint);
    jest.advanceTimersByTime(5_000);
    expect(started).toHaveBeenCalledTimes(1);

    // A page that never paints content (all of it hidden) starts its scripts anyway, after a while.
    const late = jest.fn();
    whenFirstPaintShown(late);
    jest.advanceTimersByTime(2_900);
    expect(late).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(late).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
    Object.assign(globalThis, { PerformanceObserver: original });
  }
});
