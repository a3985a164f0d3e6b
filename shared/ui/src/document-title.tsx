import { useEffect, useRef } from 'react';
import { hasText, subscribeToTexts } from '@portal/i18n/i18n';
import { uiText } from './text';

/**
 * The browser tab's title (WCAG 2.4.2), and the only code that writes document.title (an eslint
 * rule keeps it so). Every screen, in the shell or in any remote's React root, names itself with
 * usePageTitle; this module composes "<screen> – <portal>" in the page's language, adds GOV.UK's
 * "Error: " while a form's error summary shows errors, and hands the tab back when the screen
 * leaves. The stack lives in this shared singleton (@portal/ui is one instance on the page), so the
 * shell and the remotes never overwrite each other's titles in whatever order their effects run:
 * the screen mounted last (the innermost one) wins.
 */
interface ScreenEntry {
  /** The screen's name and what it belongs to, innermost first ("Contact details", "Application form"). */
  parts: readonly string[];
}

const screens: ScreenEntry[] = [];
/** While a page is drawn on the server (no effects run there): the name of the screen drawn innermost. */
let drawnParts: readonly string[] | null = null;
/** Error summaries on the page that show errors now (a form may draw more than one). */
let errorSummaries = 0;
let followingLanguage = false;

/** The tab's title for the screen now on top, in the current language; null until the words have loaded. */
export function composePageTitle(parts: readonly string[], hasErrors: boolean): string | null {
  if (!hasText(uiText.namespace, 'pageTitle.portal')) return null;
  const portal = uiText.text('pageTitle.portal');
  const named = parts.filter((part) => part.trim() !== '');
  const title = named.length ? uiText.text('pageTitle.screen', { screen: named.join(uiText.text('pageTitle.separator')), portal }) : portal;
  return hasErrors && named.length ? uiText.text('pageTitle.error', { title }) : title;
}

/** Set once a screen has named itself in this browser page. */
let aScreenHasNamedItself = false;

function showTitle(): void {
  if (typeof document === 'undefined') return;
  const parts = screens.at(-1)?.parts ?? [];
  if (parts.length) aScreenHasNamedItself = true;
  // Until the first screen names itself, the title the server drew stays: the shell's frame takes
  // the page over before a remote's screen has loaded, and the portal's bare name in between would
  // flash in the tab (and in what a screen reader reads out).
  else if (!aScreenHasNamedItself && document.title) return;
  const title = composePageTitle(parts, errorSummaries > 0);
  if (title) document.title = title;
}

/** A language switch re-titles the tab even when no screen re-renders (the portal's own name). */
function followLanguage(): void {
  if (followingLanguage || typeof document === 'undefined') return;
  followingLanguage = true;
  subscribeToTexts(showTitle);
}

/**
 * Names the current screen in the tab while the calling component is mounted: pass the screen's
 * name, then what it is part of ("Contact details", "Application form"), each already in the page's
 * language. The portal's name is added here, never by the caller.
 */
export function usePageTitle(...parts: string[]): void {
  const key = JSON.stringify(parts);
  // On the server the page's first HTML carries the title too; React draws outer screens before
  // inner ones, so the innermost screen's name is the one kept, as in the browser.
  noteWhileDrawnOnServer(parts);
  const entry = useRef<ScreenEntry | null>(null);
  // The screen keeps its place in the stack while mounted: a new name (a language switch, a record
  // that loaded) re-titles it where it is, and never lifts it over a screen mounted after it.
  useEffect(() => {
    followLanguage();
    const mounted: ScreenEntry = { parts: [] };
    entry.current = mounted;
    screens.push(mounted);
    return () => {
      screens.splice(screens.indexOf(mounted), 1);
      entry.current = null;
      showTitle();
    };
  }, []);
  useEffect(() => {
    if (!entry.current) return;
    entry.current.parts = JSON.parse(key) as string[];
    showTitle();
  }, [key]);
}

/**
 * The portal's own title when no screen has one (the shell's frame, while a screen loads). The
 * shell's frame calls it once; it follows the language.
 */
export function usePortalTitle(): void {
  useEffect(() => {
    followLanguage();
    showTitle();
  }, []);
}

/** A server drawing has no effects: the screen's name is noted as it renders, while a drawing notes it. */
function noteWhileDrawnOnServer(parts: readonly string[]): void {
  if (drawnParts !== null && typeof document === 'undefined') drawnParts = parts;
}

/**
 * Notes the title of the screen drawn on the server until the returned function is called, which
 * answers it ("<screen> – <portal>" in the page's language), or null when no screen named itself (a
 * remote's drawing then leaves the shell's screen's title in place) or the words were not loaded.
 * shared/mount's drawOnServer calls it around each drawing.
 */
export function noteDrawnTitle(): () => string | null {
  drawnParts = [];
  return () => {
    const parts = drawnParts;
    drawnParts = null;
    return parts?.length ? composePageTitle(parts, false) : null;
  };
}

/** While `showing` (an error summary with errors is on the page), the tab's title starts "Error: ". */
export function useErrorsInPageTitle(showing: boolean): void {
  useEffect(() => {
    if (!showing) return;
    errorSummaries += 1;
    showTitle();
    return () => {
      errorSummaries -= 1;
      showTitle();
    };
  }, [showing]);
}
