import { useEffect } from 'react';

/**
 * The browser tab's title, owned by whoever shows the current screen. The shell sets the portal's
 * own title; a screen (in the shell or in any remote's React root) sets its own on top and hands it
 * back when it leaves. Both follow a language switch. The stack lives in this shared singleton, so
 * the shell and the remotes never overwrite each other's titles in whatever order their effects run.
 */
const screenTitles: Array<{ readonly title: string }> = [];
let portalTitle = '';

function showTitle(): void {
  const title = screenTitles.at(-1)?.title ?? portalTitle;
  if (title && typeof document !== 'undefined') document.title = title;
}

/** The title shown when no screen has one of its own (the shell's, in the page's language). */
export function setPortalTitle(title: string): void {
  portalTitle = title;
  showTitle();
}

/** Shows `title` in the tab while the calling component is mounted. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const entry = { title };
    screenTitles.push(entry);
    showTitle();
    return () => {
      screenTitles.splice(screenTitles.indexOf(entry), 1);
      showTitle();
    };
  }, [title]);
}
