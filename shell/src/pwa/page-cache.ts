/**
 * The service worker's copy of each page (service-worker.ts), by address without the query. Shared
 * with the page, which drops the copies when the applicant refreshes to a new version.
 */
import { PERSONAL_ELEMENT_ID, SERVER_DRAWN_END } from '@portal/contracts/first-screen';

export const PAGE_CACHE = 'portal-pages-v2';
export const ASSET_CACHE = 'portal-assets-v1';

/** The key of a page's copy: the same page whatever its query (a link's token never becomes a key). */
export const pageKey = (url: string): string => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

/**
 * The page without its personal answers (the session) and without the screen the server drew from
 * them (it may show the applicant's name or answers): what a copy may keep. The browser draws a
 * copy's screen itself.
 */
export function withoutPersonalAnswers(html: string): string {
  const withoutAnswers = html.replace(new RegExp(`<script type="application/json" id="${PERSONAL_ELEMENT_ID}">[^<]*</script>`), '');
  const rootStart = withoutAnswers.indexOf(ROOT_START);
  const drawnEnd = withoutAnswers.indexOf(SERVER_DRAWN_END);
  if (rootStart < 0 || drawnEnd < rootStart) return withoutAnswers;
  return `${withoutAnswers.slice(0, rootStart)}${ROOT_START}</div>${withoutAnswers.slice(drawnEnd + SERVER_DRAWN_END.length)}`;
}

const ROOT_START = '<div id="root">';

/** Forgets every page copy: the next load of each page comes from the server, at the version deployed now. */
export async function forgetPageCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PAGE_CACHE).catch(() => false);
}
