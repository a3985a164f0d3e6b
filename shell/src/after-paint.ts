/**
 * The one script of a page whose first screen the server drew, carried in the page itself, last in
 * its body (api/src/web/first-screen.ts): the screen is already in the HTML, so the portal's scripts
 * are not needed to show it. Once it is painted a worker fetches its files (a phone on a slow
 * connection spends its first bandwidth on the page and its stylesheet, not on code), and when the
 * applicant first acts on it the shell's entry runs as it would from a script tag, and hydrates what
 * the applicant is looking at (bootstrap.tsx). What they do meanwhile is held for the scripts
 * (before-take-over.ts). A screen that waits for its scripts (a spinner where data will go) starts
 * them at once.
 */
import { AFTER_PAINT_ELEMENT_ID, WAITING_ATTRIBUTE, type AfterPaintFiles, type FetchAheadMessage, type Preload } from '@portal/contracts/first-screen';
import { holdUntilTakenOver } from './before-take-over';
import { nextTask } from './next-task';
import { pageLoadedAndIdle, registerServiceWorkerWhenStable } from './pwa/register-service-worker';

/** Waits before asking again for an entry that did not arrive: a phone's connection often comes back within seconds. */
const ENTRY_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * The shell's entry, asked for again when it does not arrive (a dropped connection on a phone): without
 * it the drawn page would stay on the screen and never take a tap or save a word. Asked again after a
 * wait, or as soon as the browser says it is back online, and on until it arrives. (A chunk that does
 * not arrive needs nothing: its app's runtime asks for it itself when the code needs it.)
 */
function entryScript(src: string, failures: number): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  // In the listed order, as deferred script tags would run (whichever task added each).
  script.async = false;
  script.addEventListener('error', () => {
    script.remove();
    const delay = ENTRY_RETRY_DELAYS_MS[Math.min(failures, ENTRY_RETRY_DELAYS_MS.length - 1)];
    const again = () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      document.head.append(entryScript(src, failures + 1));
    };
    const timer = setTimeout(again, delay);
    window.addEventListener('online', again);
  });
  return script;
}

/** A preload hint: what the code fetches itself (a remote's entry, manifests, the catalogue) is on its way when it asks. */
function hintFor(href: string, as: Preload['as']): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  // A CORS fetch for what the code reads with fetch().
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.href = href;
  return link;
}

/**
 * A chunk runs as soon as it arrives, in a task of its own, and only registers its modules: when the
 * code asks for the chunk, its app's runtime finds it installed. Left to the runtime, each of the
 * thirty-odd chunks of a form's page cost a script element and a timer in the middle of the remote's
 * start-up (a third of its longest task in a trace of Lighthouse's load).
 */
function chunkScript(href: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = href;
  script.async = true;
  return script;
}

/** The files in the order they are wanted: the entry first, the largest file and the first to run. */
const inOrder = (files: AfterPaintFiles): Preload[] => [...files.scripts.map((href) => ({ href, as: 'script' as const })), ...files.preloads];

/**
 * Adds one element per task: each one added starts a request, and under Lighthouse (DevTools watching
 * the network) that is 1–8 ms of the main thread apiece. The thirty-odd of a form's page, added in one
 * task, made a task of about 100 ms on the two-core machine; in 5 ms slices, tasks of 10–20 ms, which
 * a phone nine times slower blocks on for over 50 ms each.
 */
async function addOnePerTask(elements: Iterable<HTMLElement>): Promise<void> {
  for (const element of elements) {
    document.head.append(element);
    await nextTask();
  }
}

/**
 * Fetches every file the scripts will want into the browser's cache, and runs none: the page is ready
 * the moment the applicant acts. A worker fetches them (fetch-ahead-worker.ts), off the page's thread:
 * as prefetch hints, the thirty requests still cost a slow phone's thread over 100 ms in tiny tasks
 * while the applicant read; as preloads, the scripts were parsed and compiled as they arrived too.
 * Returns what stops it once the scripts run (they ask for the rest themselves). Where no worker can
 * start, nothing is fetched ahead: the scripts fetch their files when they run.
 */
function fetchAhead(files: AfterPaintFiles): () => void {
  let worker: Worker;
  try {
    worker = new Worker(files.fetchAheadWorker, { name: 'fetch-ahead' });
  } catch {
    return () => undefined;
  }
  const message: FetchAheadMessage = { type: 'fetch', hrefs: inOrder(files).map(({ href }) => href) };
  worker.postMessage(message);
  return () => worker.postMessage({ type: 'stop' } satisfies FetchAheadMessage);
}

/**
 * Runs the scripts (the entry, then the chunks as they arrive), and hints what the code fetches itself.
 * The entry goes first: a script element's code is compiled on a background thread as it arrives
 * (added after its hints, the entry waited behind thirty requests and was compiled on the main thread).
 */
function runScripts(files: AfterPaintFiles): Promise<void> {
  const entries = files.scripts.map((src) => entryScript(src, 0));
  const rest = files.preloads.map(({ href, as, chunk }) => (chunk ? chunkScript(href) : hintFor(href, as)));
  return addOnePerTask([...entries, ...rest]);
}

/**
 * What shows the applicant is using the screen: a pointer moved or pressed, a touch, a key, a field
 * focused (a screen reader's too), a click (assistive technology clicks without a pointer), a scroll.
 */
const ACTING_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'wheel', 'scroll'] as const;

/**
 * Runs `start` the first time the applicant acts on the screen, or after `atLatestMs` (null: only
 * then). A drawn screen is whole without its scripts: until the applicant acts, a phone spends nothing
 * on code (hydration on interaction), and what they do meanwhile is held for the scripts
 * (before-take-over.ts). Listened for on the window, in the capture phase: a scroll or a focus does
 * not bubble.
 */
export function whenApplicantActs(start: () => void, atLatestMs: number | null): void {
  const options = { capture: true, passive: true };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pointerAt: string | null = null;
  const go = (event?: Event) => {
    // A pointer "moved" by nothing is the browser updating what is hovered after a layout (headless
    // Chromium does so on every load), not the applicant. A move is told by its movement, or (where a
    // browser gives none, as for DevTools' synthetic events) by a place other than the last one.
    if (event instanceof MouseEvent && event.type === 'pointermove') {
      const at = `${event.clientX},${event.clientY}`;
      const moved = Boolean(event.movementX || event.movementY) || (pointerAt !== null && pointerAt !== at);
      pointerAt = at;
      if (!moved) return;
    }
    for (const type of ACTING_EVENTS) window.removeEventListener(type, go, options);
    clearTimeout(timer);
    start();
  };
  for (const type of ACTING_EVENTS) window.addEventListener(type, go, options);
  if (atLatestMs !== null) timer = setTimeout(() => go(), atLatestMs);
}

/**
 * Whether the drawn screen waits for its scripts: nothing drawn (the service worker's copy drops the
 * drawing, pwa/page-cache.ts), no level-1 heading (a page that sends the browser elsewhere: the site's
 * root, a signed-in page after signing out, a remote's address it redirects; a remote's part the
 * server did not draw), a spinner where data will go (WAITING_ATTRIBUTE),
 * or a part React could not draw on the server (its `<!--$!-->` mark), which the browser draws.
 */
function screenWaitsForScripts(root: HTMLElement | null): boolean {
  if (!root?.hasChildNodes() || root.querySelector(`[${WAITING_ATTRIBUTE}]`)) return true;
  // Every screen of the portal has its level-1 heading: drawn without one, it is not whole.
  if (!root.querySelector('h1')) return true;
  const marks = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let mark = marks.nextNode(); mark; mark = marks.nextNode()) if (mark.nodeValue === '$!') return true;
  return false;
}

/** Without paint timing (an older browser), fetching ahead starts this long after the first frame. */
const WITHOUT_PAINT_TIMING_MS = 500;
/** A drawn page always paints content; should it not (all of it hidden), fetching ahead starts anyway. */
const WITHOUT_CONTENTFUL_PAINT_MS = 3_000;

/**
 * Runs `start` once the first contentful paint is on the screen. Painting a frame is not showing it:
 * traces showed the frame painted at 389 ms and shown at 459, and requests started in between (after
 * a frame callback, as this used to) delayed it on a slow phone, by half again in Lighthouse's
 * simulation. The paint's timing entry is reported once the frame is shown. (A tab opened in the
 * background paints, and so fetches ahead, when it is first shown.)
 */
export function whenFirstPaintShown(start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(start, 0);
  };
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) go();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    observer = undefined;
  }
  const timed = observer !== undefined && PerformanceObserver.supportedEntryTypes?.includes('paint');
  requestAnimationFrame(() => setTimeout(go, timed ? WITHOUT_CONTENTFUL_PAINT_MS : WITHOUT_PAINT_TIMING_MS));
}

holdUntilTakenOver();

const listed = document.getElementById(AFTER_PAINT_ELEMENT_ID)?.textContent;
if (listed) {
  const files = JSON.parse(listed) as AfterPaintFiles;
  let started = false;
  let stopFetchingAhead: () => void = () => undefined;
  const start = () => {
    if (started) return;
    started = true;
    stopFetchingAhead();
    void runScripts(files);
  };
  if (screenWaitsForScripts(document.getElementById('root'))) start();
  else {
    whenApplicantActs(start, files.startAtLatestMs);
    whenFirstPaintShown(() => {
      if (!started) stopFetchingAhead = fetchAhead(files);
    });
  }
  // The service worker is the scripts' no longer: a page read without a tap is still kept for the next visit.
  registerServiceWorkerWhenStable(pageLoadedAndIdle());
}
