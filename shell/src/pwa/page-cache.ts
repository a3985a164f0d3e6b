/**
 * The service worker's copy of each page (service-worker.ts), by address without the query. Shared
 * with the page, which drops the copies when the applicant refreshes to a new version.
 */
import { PERSONAL_ELEMENT_ID } from '@portal/contracts/first-screen';

export const PAGE_CACHE = 'portal-pages-v2';
export const ASSET_CACHE = 'portal-assets-v1';

/** The key of a page's copy: the same page whatever its query (a link's token never becomes a key). */
export const pageKey = (url: string): string => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

/** The page without its personal answers (the session): what a copy may keep. */
export function withoutPersonalAnswers(html: string): string {
  return html.replace(new RegExp(`<script type="application/json" id="${PERSONAL_ELEMENT_ID}">[^<]*</script>`), '');
}

/** Forgets every page copy: the next load of each page comes from the server, at the version deployed now. */
export async function forgetPageCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PAGE_CACHE).catch(() => false);
}
