/**
 * The one script of a page whose first screen the server drew (api/src/web/first-screen.ts): the
 * screen is already in the HTML, so the portal's scripts are not needed to show it. They start once
 * it is painted, and a phone on a slow connection spends its first bandwidth on the page and its
 * stylesheet, not on code. Then the shell's entry runs as it would from a script tag, and hydrates
 * what the applicant is looking at (bootstrap.tsx). Meanwhile, what the applicant does on the screen
 * is held for the scripts (before-take-over.ts).
 */
import { AFTER_PAINT_ELEMENT_ID, type AfterPaintFiles } from '@portal/contracts/first-screen';
import { holdUntilTakenOver } from './before-take-over';

function startScripts(files: AfterPaintFiles): void {
  for (const { href, as } of files.preloads) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  for (const src of files.scripts) {
    const script = document.createElement('script');
    script.src = src;
    // In the listed order, as deferred script tags would run.
    script.async = false;
    document.head.append(script);
  }
}

holdUntilTakenOver();

const listed = document.getElementById(AFTER_PAINT_ELEMENT_ID)?.textContent;
if (listed) {
  const files = JSON.parse(listed) as AfterPaintFiles;
  // A frame callback runs just before the next paint; a task queued from it runs just after. (A tab
  // opened in the background paints, and so starts its scripts, when it is first shown.)
  requestAnimationFrame(() => setTimeout(() => startScripts(files), 0));
}
