/**
 * The one script of a page whose first screen the server drew, carried in the page itself, last in
 * its body (api/src/web/first-screen.ts): the screen is already in the HTML, so the portal's scripts
 * are not needed to show it. They start once it is painted, and a phone on a slow connection spends
 * its first bandwidth on the page and its stylesheet, not on code. Then the shell's entry runs as it
 * would from a script tag, and hydrates what the applicant is looking at (bootstrap.tsx). Meanwhile,
 * what the applicant does on the screen is held for the scripts (before-take-over.ts).
 */
import { AFTER_PAINT_ELEMENT_ID, type AfterPaintFiles } from '@portal/contracts/first-screen';
import { holdUntilTakenOver } from './before-take-over';
import { nextTask } from './next-task';

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

function elementsFor(files: AfterPaintFiles): HTMLElement[] {
  const preloads = files.preloads.map(({ href, as, chunk }) => {
    if (chunk) {
      // Runs as soon as it arrives, in a task of its own, and only registers its modules: when the
      // code asks for the chunk, its app's runtime finds it installed. Left to the runtime, each of the
      // thirty-odd chunks of a form's page cost a script element and a timer in the middle of the
      // remote's start-up (a third of its longest task in a trace of Lighthouse's load).
      const script = document.createElement('script');
      script.src = href;
      script.async = true;
      return script;
    }
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = href;
    return link;
  });
  const scripts = files.scripts.map((src) => entryScript(src, 0));
  // The entry first: the largest file and the first to run starts downloading first, and a script
  // element's code is compiled on a background thread as it arrives (added after its hints, the
  // entry waited behind thirty requests, and Chromium compiled it on the main thread as it ran).
  return [...scripts, ...preloads];
}

/**
 * Adds the hints and scripts one per task: each one added starts a request, and under Lighthouse
 * (DevTools watching the network) that is 1–8 ms of the main thread apiece. The thirty-odd of a form's
 * page, added in one task, made a task of about 100 ms on the two-core machine; in 5 ms slices, tasks
 * of 10–20 ms, which a phone nine times slower blocks on for over 50 ms each.
 */
async function startScripts(files: AfterPaintFiles): Promise<void> {
  for (const element of elementsFor(files)) {
    document.head.append(element);
    await nextTask();
  }
}

/** Without paint timing (an older browser), the scripts start this long after the first frame. */
const WITHOUT_PAINT_TIMING_MS = 500;
/** A drawn page always paints content; should it not (all of it hidden), the scripts start anyway. */
const WITHOUT_CONTENTFUL_PAINT_MS = 3_000;

/**
 * Runs `start` once the first contentful paint is on the screen. Painting a frame is not showing it:
 * traces showed the frame painted at 389 ms and shown at 459, and requests started in between (after
 * a frame callback, as this used to) delayed it on a slow phone, by half again in Lighthouse's
 * simulation. The paint's timing entry is reported once the frame is shown. (A tab opened in the
 * background paints, and so starts its scripts, when it is first shown.)
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
  const start = () => void startScripts(files);
  // The service worker's copy of a page has dropped what the server drew (pwa/page-cache.ts): nothing
  // is painted before the scripts draw it, so they start at once.
  if (document.getElementById('root')?.hasChildNodes()) whenFirstPaintShown(start);
  else start();
}
