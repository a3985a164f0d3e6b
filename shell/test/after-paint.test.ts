/**
 * The starter of a drawn page (shell/src/after-paint.ts): once the page is painted a worker fetches
 * every file ahead and none runs; the scripts run when the applicant first acts on the screen (or at
 * once when the screen waits for them, or by a signed-in page's latest moment). The shell's entry comes
 * first: the largest file and the first to run, its download starts first and its code is compiled
 * while it downloads. An entry that does not arrive (a phone's dropped connection) is asked for again.
 */
import { AFTER_PAINT_ELEMENT_ID, type AfterPaintFiles, type FetchAheadMessage } from '@portal/contracts/first-screen';
import { waitFor } from '@testing-library/react';

const files: AfterPaintFiles = {
  scripts: ['/apps/shell/v1/main.js'],
  preloads: [
    // A remote's entry (its container, which the federation runtime loads itself): a hint.
    { href: '/apps/mfe-public/p1/remoteEntry.js', as: 'script' },
    // Chunks: run as they arrive, so their app's runtime finds them installed.
    ...Array.from({ length: 29 }, (_, index) => ({ href: `/apps/shell/v1/${index}.js`, as: 'script' as const, chunk: true as const })),
  ],
  startAtLatestMs: null,
  fetchAheadWorker: '/apps/shell/v1/fetch-ahead-worker.js',
};

/** jsdom has no MessageChannel: a message here is a task queued with a timer, as the browser queues one. */
class TimerMessageChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
}

beforeAll(() => Object.assign(globalThis, { MessageChannel: TimerMessageChannel }));

const drawnPage = (root: string, listed: AfterPaintFiles = files) =>
  (document.body.innerHTML = `<div id="root">${root}</div><script type="application/json" id="${AFTER_PAINT_ELEMENT_ID}">${JSON.stringify(listed)}</script>`);

/** The fetch-ahead worker (jsdom has none): where it was started from, and what it was told. */
class RecordingWorker {
  static started: RecordingWorker[] = [];
  messages: FetchAheadMessage[] = [];
  constructor(readonly url: string) {
    RecordingWorker.started.push(this);
  }
  postMessage(message: FetchAheadMessage) {
    this.messages.push(message);
  }
}

beforeEach(() => {
  document.head.replaceChildren();
  drawnPage('<main><h1>Drawn by the server</h1></main>');
  RecordingWorker.started = [];
  Object.assign(globalThis, { Worker: RecordingWorker });
});

afterEach(() => jest.restoreAllMocks());

const startStarter = () => jest.isolateModulesAsync(() => import('../src/after-paint').then(() => undefined));
const scripts = () => [...document.head.querySelectorAll('script')];
const hints = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
const fetchAheadWorker = async () => {
  await waitFor(() => expect(RecordingWorker.started).toHaveLength(1));
  return RecordingWorker.started[0]!;
};

it('has a worker fetch every file ahead once the page is painted, and runs the scripts when the applicant first acts: the entry first, then the chunks', async () => {
  await startStarter();
  // Not before the drawn screen is painted.
  expect(RecordingWorker.started).toHaveLength(0);
  const worker = await fetchAheadWorker();
  expect(worker.url).toBe(files.fetchAheadWorker);
  // Off the page's thread: the page adds nothing, runs nothing (the applicant is reading).
  expect(worker.messages).toEqual([{ type: 'fetch', hrefs: ['/apps/shell/v1/main.js', ...files.preloads.map(({ href }) => href)] }]);
  expect(document.head.children).toHaveLength(0);

  // The browser's own "move" after a layout (the pointer where it was) is not the applicant's.
  document.querySelector('main')!.dispatchEvent(new MouseEvent('pointermove', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(scripts()).toHaveLength(0);
  // Then the pointer is somewhere else (DevTools' synthetic moves, like jsdom's, give no movement).
  document.querySelector('main')!.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 40, clientY: 12 }));
  await waitFor(() => expect(scripts()).toHaveLength(30));
  const [first, ...chunks] = scripts();
  expect(first!.src).toMatch(/\/apps\/shell\/v1\/main\.js$/);
  // Run in order, as a deferred tag would.
  expect(first!.async).toBe(false);
  expect(chunks.map((element) => [element.getAttribute('src'), element.async])).toEqual(files.preloads.slice(1).map(({ href }) => [href, true]));
  // What the code fetches itself (a remote's entry) is hinted.
  expect(hints()).toEqual(['/apps/mfe-public/p1/remoteEntry.js']);
  // And the worker stops: the scripts ask for the rest themselves.
  expect(worker.messages.at(-1)).toEqual({ type: 'stop' });
});

it('runs the scripts at the act where no worker can start: nothing is fetched ahead, nothing is lost', async () => {
  let refused = 0;
  Object.assign(globalThis, {
    Worker: class {
      constructor() {
        refused += 1;
        throw new DOMException('Refused', 'SecurityError');
      }
    },
  });
  await startStarter();
  await waitFor(() => expect(refused).toBe(1));
  window.dispatchEvent(new KeyboardEvent('keydown'));
  await waitFor(() => expect(scripts()).toHaveLength(30));
});

it('a field focused is acting on the screen too (a keyboard or screen-reader user), though a focus does not bubble', async () => {
  await startStarter();
  // A focus does not bubble: it is heard on the way down.
  document.querySelector('main')!.dispatchEvent(new FocusEvent('focus'));
  expect(scripts()).toHaveLength(0);
  document.querySelector('main')!.dispatchEvent(new FocusEvent('focusin'));
  await waitFor(() => expect(scripts()[0]?.src).toMatch(/\/main\.js$/));
});

/** Draws `drawing` as the server would and checks the starter runs the entry at once, with no act. */
async function startsAtOnce(drawing: string): Promise<void> {
  document.head.replaceChildren();
  drawnPage(drawing);
  await startStarter();
  expect(scripts()[0]?.src).toMatch(/\/apps\/shell\/v1\/main\.js$/);
}

it('starts at once on the service worker\'s copy of a page, whose drawn screen was dropped: nothing is painted before the scripts', async () => {
  await startsAtOnce('');
});

it('starts at once when the drawn screen waits for its scripts: a spinner where data will go, or a part React could not draw', async () => {
  await startsAtOnce('<main><h1>Applications</h1><div class="pt-loading" role="status" data-waiting=""></div></main>');
  await startsAtOnce('<main><h1>Applications</h1><!--$!--><p>Loading</p><!--/$--></main>');
});

it('starts at once when the screen is drawn without its level-1 heading: a page that sends the browser elsewhere (the site\'s root, a guarded page signed out)', async () => {
  await startsAtOnce('<header>Portal</header><main id="main-content" tabindex="-1"></main><footer>FAQ</footer>');
  // The applicant area's frame, whose remote's part sends the browser elsewhere (its element, and nothing in it).
  await startsAtOnce('<main id="main-content"><nav aria-label="Applicant menu"><a href="/applicant">Home</a></nav><div data-remote-root="" data-server-drawn="mfe_admission/app"></div></main>');
});

it('a signed-in page runs its scripts by its latest moment, whether or not the applicant has acted (the session warning must show)', async () => {
  drawnPage('<main><h1>Your applications</h1></main>', { ...files, startAtLatestMs: 5_000 });
  jest.useFakeTimers();
  try {
    await startStarter();
    jest.advanceTimersByTime(4_999);
    expect(scripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(scripts()[0]?.src).toMatch(/\/main\.js$/);
  } finally {
    jest.useRealTimers();
  }
});

it('asks again for the entry when it does not arrive: after a wait, or at once when the browser is back online', async () => {
  await startStarter();
  window.dispatchEvent(new KeyboardEvent('keydown'));
  await waitFor(() => expect(document.head.querySelectorAll('script')).toHaveLength(30));
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
